import type { AuthUser, CoverLetterResponse } from '@coverletter/contracts';
import { useLinkedinProfile, useSavedCvs } from '@coverletter/ui';
import { Box, Container, Flex, Heading, Text } from '@radix-ui/themes';
import { Suspense, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useFirstRenderDone } from '../../components/use-first-render-done';
import { displayName } from '../landing/display-name';
import { useAccountGeneration } from './create/use-account-generation';
import { useCreateForm } from './create/use-create-form';
import type { DashboardTab } from './dashboard-tabs';
import { DashboardFrame } from './DashboardFrame';
import { DashboardTabs } from './DashboardTabs';
import { DashboardHeaderActions } from './header/DashboardHeaderActions';
import { CreateTab, CvsTab, fetchLaterParts, LettersTab, LetterViewerDialog, LinkedinTab, PaymentModal } from './later-parts';
import { OverviewTab } from './overview/OverviewTab';
import { recallPaymentRequest, takeLetterCountAtPayment } from './payment/pending-payment';
import { useGenerationWatch } from './payment/use-generation-watch';
import { QueryContent } from './shared/QueryContent';
import { useNotify } from './shared/use-notify';
import { StatTiles } from './stats/StatTiles';
import { useReturnParams } from './use-return-params';

export function SignedInDashboard({ user }: { user: AuthUser }) {
  const notify = useNotify();
  const [tab, setTab] = useState<DashboardTab>('overview');
  const [viewing, setViewing] = useState<CoverLetterResponse | null>(null);
  const generation = useGenerationWatch();
  const letters = generation.letters;
  const cvs = useSavedCvs();
  const linkedin = useLinkedinProfile();
  const form = useCreateForm(cvs.data ?? []);
  const creation = useAccountGeneration((letter) => {
    form.resetJob();
    setTab('letters');
    setViewing(letter);
  });
  const { paymentOffer, setPaymentOffer } = creation;
  const runGenerate = () => creation.run(form.toRequest(linkedin.isConnected));

  useReturnParams({
    onTab: setTab,
    onShowPayment: () => setPaymentOffer({ request: recallPaymentRequest(), letterCount: null }),
    onGenerating: (reference) => {
      const baseline = takeLetterCountAtPayment();
      generation.startWatching(reference ? { reference } : { baseline });
    },
    onNewCoverLetter: () => notify.success('payment.newLetter.title', 'payment.newLetter.description'),
    onMigrated: () => notify.success('migration.saved.title', 'migration.saved.description'),
    onMigrationFailed: () => notify.failureWith('migration.failed.title', 'migration.failed.description'),
  });

  useEffect(fetchLaterParts, []);
  // The dialogs mount, closed, once the first screen is up: by the time one opens its code is there.
  const firstScreenUp = useFirstRenderDone();

  const name = displayName(user);
  const goToCreate = () => setTab('create');
  return (
    <DashboardFrame actions={<DashboardHeaderActions user={user} onNewLetter={goToCreate} />}>
      <Container size="4" px={{ initial: '4', sm: '6' }} py={{ initial: '5', sm: '7' }}>
        <Flex direction="column" gap={{ initial: '5', sm: '6' }}>
          <Box>
            <Heading as="h1" size={{ initial: '7', sm: '8' }} className="dashboard__title">
              {name ? <FormattedMessage id="dashboard.greeting" values={{ name }} /> : <FormattedMessage id="dashboard.greetingNoName" />}
            </Heading>
            <Text as="p" size={{ initial: '2', sm: '3' }} color="gray" mt="1">
              <FormattedMessage id="dashboard.lead" />
            </Text>
          </Box>

          <StatTiles
            letters={letters.data ?? (letters.isError ? null : undefined)}
            cvCount={cvs.data?.length ?? (cvs.isError ? null : undefined)}
            linkedinConnected={linkedin.query.isSuccess ? linkedin.isConnected : linkedin.query.isError ? null : undefined}
          />

          <DashboardTabs
            value={tab}
            onChange={setTab}
            panels={{
              overview: (
                <QueryContent query={letters}>
                  {(list) => (
                    <OverviewTab
                      letters={list}
                      isGenerating={generation.isGenerating}
                      onView={setViewing}
                      onCreate={goToCreate}
                      onViewAll={() => setTab('letters')}
                    />
                  )}
                </QueryContent>
              ),
              create: (
                <QueryContent query={cvs}>
                  {(list) => (
                    <CreateTab
                      form={form}
                      cvs={list}
                      linkedinConnected={linkedin.isConnected}
                      isGenerating={creation.isGenerating}
                      progress={creation.progress}
                      onGenerate={runGenerate}
                      onGoTo={setTab}
                    />
                  )}
                </QueryContent>
              ),
              cvs: <QueryContent query={cvs}>{(list) => <CvsTab cvs={list} />}</QueryContent>,
              linkedin: <QueryContent query={linkedin.query}>{() => <LinkedinTab profile={linkedin.profile} />}</QueryContent>,
              letters: <QueryContent query={letters}>{(list) => <LettersTab letters={list} onView={setViewing} onCreate={goToCreate} />}</QueryContent>,
            }}
          />
        </Flex>
      </Container>

      <Suspense fallback={null}>
        {firstScreenUp && <LetterViewerDialog letter={viewing} onClose={() => setViewing(null)} />}
        {firstScreenUp && (
          <PaymentModal
            open={paymentOffer !== null}
            onOpenChange={(open) => !open && setPaymentOffer(null)}
            request={paymentOffer?.request ?? null}
            letterCount={paymentOffer?.letterCount ?? letters.data?.length ?? null}
            onGoToCreate={() => {
              setPaymentOffer(null);
              goToCreate();
            }}
          />
        )}
      </Suspense>
    </DashboardFrame>
  );
}
