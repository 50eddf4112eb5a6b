import type { CoverLetterResponse } from '@coverletter/contracts';
import { useLinkedinProfile, useSavedCvs } from '@coverletter/ui';
import { Flex, Link as ThemeLink, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { CreateTab } from '../../dashboard/create/CreateTab';
import { useAccountGeneration } from '../../dashboard/create/use-account-generation';
import { useCreateForm } from '../../dashboard/create/use-create-form';
import { LetterViewerDialog } from '../../dashboard/letters/LetterViewerDialog';
import { PaymentModal } from '../../dashboard/payment/PaymentModal';
import { QueryContent } from '../../dashboard/shared/QueryContent';
import '../../dashboard/dashboard.css';

/**
 * /app for a signed-in user: the dashboard's create form, writing into the account (its free
 * letter, then the payment modal for the next one). The new letter opens in the letter viewer; the
 * CVs and LinkedIn tabs of the dashboard are where saved CVs and the profile are managed.
 */
export function AccountGenerator() {
  const navigate = useNavigate();
  const cvs = useSavedCvs();
  const linkedin = useLinkedinProfile();
  const form = useCreateForm(cvs.data ?? []);
  const [viewing, setViewing] = useState<CoverLetterResponse | null>(null);
  const creation = useAccountGeneration((letter) => {
    form.resetJob();
    setViewing(letter);
  });
  const { paymentOffer, setPaymentOffer } = creation;

  return (
    <Flex direction="column" gap="4">
      <QueryContent query={cvs}>
        {(list) => (
          <CreateTab
            form={form}
            cvs={list}
            linkedinConnected={linkedin.isConnected}
            isGenerating={creation.isGenerating}
            progress={creation.progress}
            onGenerate={() => creation.run(form.toRequest(linkedin.isConnected))}
            onGoTo={(tab) => navigate(`/dashboard?tab=${tab}`)}
          />
        )}
      </QueryContent>
      <Text as="p" size="2" color="gray">
        <FormattedMessage
          id="appPage.account.lettersKept"
          values={{
            link: (chunks) => (
              <ThemeLink asChild key="letters">
                <Link to="/dashboard?tab=letters">{chunks}</Link>
              </ThemeLink>
            ),
          }}
        />
      </Text>
      <LetterViewerDialog letter={viewing} onClose={() => setViewing(null)} />
      {/* Mounted only when offered: its price query has no business on every signed-in /app load. */}
      {paymentOffer && (
        <PaymentModal
          open
          onOpenChange={(open) => !open && setPaymentOffer(null)}
          request={paymentOffer.request}
          letterCount={paymentOffer.letterCount}
          onGoToCreate={() => setPaymentOffer(null)}
        />
      )}
    </Flex>
  );
}
