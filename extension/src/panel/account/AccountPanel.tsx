import { API, type CoverLetterResponse, type GenerateForUserRequest } from '@coverletter/contracts';
import {
  isPaymentRequired,
  JobDetailsCard,
  LetterOptionsPicker,
  readApiError,
  recordLetterUse,
  ResultCard,
  ResultSkeleton,
  toast,
  toastGenerationFailure,
  useGenerationProgress,
  useCoverLetters,
  useGenerateForUser,
  useLetterOptions,
  useLinkedinProfile,
  useSaveLetter,
  useSaveLinkedinProfile,
  type JobDetailsValue,
} from '@coverletter/ui';
import { ExternalLinkIcon, InfoCircledIcon, LinkedInLogoIcon, MagicWandIcon } from '@radix-ui/react-icons';
import { Button, Card, Checkbox, Flex, Spinner, Text } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FillFormButton } from '../FillFormButton';
import { InsertButton } from '../InsertButton';
import type { PageReadingState } from '../use-page-reading';
import { paymentRequiredCount, toGenerationResult } from './account-api';
import { LettersList } from './LettersList';
import { PaymentBox } from './PaymentBox';
import { SavedCvCard } from './SavedCvCard';

/**
 * The signed-in flow in the panel: a saved CV, the posting from the page, the account's LinkedIn
 * profile, generation for the account (the free letter, then payment in a tab), and the
 * account's letters.
 */
export default function AccountPanel({ apiUrl, page }: { apiUrl: string; page: PageReadingState }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [cvId, setCvId] = useState<string | null>(null);
  const [job, setJob] = useState<JobDetailsValue>({ jobUrl: '', jobDescription: '' });
  const [useLinkedIn, setUseLinkedIn] = useState(true);
  const [shown, setShown] = useState<CoverLetterResponse | null>(null);
  const [payment, setPayment] = useState<{ count: number } | null>(null);
  // The choices of the letter on show once there is one, so a rewrite offers what it was written with.
  const [options, setOptions] = useLetterOptions(shown);
  const { profile } = useLinkedinProfile();
  const saveProfile = useSaveLinkedinProfile();
  const letters = useCoverLetters();
  const progress = useGenerationProgress();
  const generate = useGenerateForUser(progress.onPhase);
  const saveLetter = useSaveLetter();
  /** An edit saved from the result card: Fill and Insert take the saved text. */
  const saveShownText = (id: string) => async (text: string) => {
    await saveLetter.mutateAsync({ id, text });
    setShown((current) => (current?.id === id ? { ...current, coverLetterText: text } : current));
  };
  const resultRef = useRef<HTMLDivElement>(null);

  const hasProfile = profile !== null;
  const request = (): GenerateForUserRequest | null => {
    if (!cvId) return null;
    if (!job.jobDescription && !job.jobUrl) return null;
    return {
      cvId,
      ...(job.jobDescription ? { jobDescription: job.jobDescription } : {}),
      ...(job.jobUrl ? { jobUrl: job.jobUrl } : {}),
      useLinkedIn: hasProfile && useLinkedIn,
      ...options,
    };
  };
  const missing = !cvId ? 'ext.account.selectCv' : !job.jobDescription && !job.jobUrl ? 'ext.account.needJob' : null;

  const run = () => {
    const body = request();
    if (!body) return;
    setPayment(null);
    progress.start();
    generate.mutate(body, {
      onSettled: progress.finish,
      onSuccess: (letter) => setShown(letter),
      onError: (error) => {
        if (isPaymentRequired(error)) {
          setPayment({ count: paymentRequiredCount(error) ?? letters.data?.length ?? 0 });
          return;
        }
        toastGenerationFailure(intl, error);
      },
    });
  };

  useEffect(() => {
    if (shown) resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [shown]);

  const pageProfile = page.linkedinPrefill;
  const saveProfileFromPage = () => {
    if (!pageProfile) return;
    saveProfile.mutate(
      { linkedinUrl: pageProfile.linkedinUrl, linkedinContent: pageProfile.content },
      {
        onSuccess: () => toast({ variant: 'success', title: intl.formatMessage({ id: 'ext.account.linkedin.saved' }) }),
        onError: (error) =>
          toast({ variant: 'destructive', title: intl.formatMessage({ id: 'ext.account.linkedin.saveFailed' }), description: readApiError(error).message }),
      },
    );
  };

  return (
    <Flex direction="column" gap="4">
      <SavedCvCard selectedId={cvId} onSelect={setCvId} />
      <JobDetailsCard prefill={page.jobPrefill} showTitleAndCompany onJobChange={setJob} />

      {(hasProfile || pageProfile) && (
        <Card>
          <Flex direction="column" gap="3">
            {pageProfile && (
              <Flex direction="column" gap="2" align="start">
                <Flex align="center" gap="2">
                  <LinkedInLogoIcon aria-hidden />
                  <Text size="2">
                    <FormattedMessage id="ext.account.linkedin.onPage" values={{ name: pageProfile.content.split('\n')[0] || pageProfile.linkedinUrl }} />
                  </Text>
                </Flex>
                <Button
                  size="1"
                  variant="soft"
                  onClick={saveProfileFromPage}
                  disabled={saveProfile.isPending || profile?.linkedinContent === pageProfile.content}
                >
                  {saveProfile.isPending && <Spinner size="1" />}
                  <FormattedMessage id="ext.account.linkedin.save" />
                </Button>
              </Flex>
            )}
            {hasProfile && (
              <Text as="label" size="2">
                <Flex gap="2" align="center">
                  <Checkbox checked={useLinkedIn} onCheckedChange={(checked) => setUseLinkedIn(checked === true)} />
                  <FormattedMessage id="ext.account.linkedin.use" />
                </Flex>
              </Text>
            )}
          </Flex>
        </Card>
      )}

      <Flex direction="column" gap="2">
        <LetterOptionsPicker value={options} onChange={setOptions} disabled={generate.isPending} />
        <Button size="3" className="cl-wide-button" disabled={Boolean(missing) || generate.isPending} onClick={run}>
          {generate.isPending ? <Spinner /> : <MagicWandIcon aria-hidden />}
          <FormattedMessage id={generate.isPending ? 'ext.account.generating' : 'ext.account.generate'} />
        </Button>
        {missing && (
          <Flex asChild align="center" justify="center" gap="1">
            <Text size="2" color="gray" role="status">
              <InfoCircledIcon aria-hidden />
              <FormattedMessage id={missing} />
            </Text>
          </Flex>
        )}
      </Flex>

      {payment && (
        <PaymentBox
          count={payment.count}
          apiUrl={apiUrl}
          request={request()}
          knownLetters={letters.data?.length ?? 0}
          onLetter={(letter) => {
            setPayment(null);
            setShown(letter);
            void queryClient.invalidateQueries({ queryKey: [API.coverLetters] });
          }}
        />
      )}

      <div ref={resultRef}>
        {generate.isPending ? (
          <ResultSkeleton progress={progress.progress} />
        ) : shown ? (
          <ResultCard
            key={shown.id}
            regenerateReplaces={false}
            result={toGenerationResult(shown)}
            onRegenerate={run}
            paymentRequired={false}
            loginHref={new URL(API.login, apiUrl).href}
            saveText={saveShownText(shown.id)}
            onUse={() => recordLetterUse(shown.id)}
            extraActions={
              <>
                <FillFormButton letter={{ text: shown.coverLetterText, companyName: shown.companyName, letterhead: shown.letterhead }} page={page} />
                <InsertButton text={shown.coverLetterText} tabId={page.tabId} />
              </>
            }
          />
        ) : null}
      </div>

      <LettersList letters={letters.data} isLoading={letters.isPending} selectedId={shown?.id} onOpen={setShown} />
      <Button asChild variant="ghost" size="2">
        <a href={new URL('/dashboard', apiUrl).href}>
          <ExternalLinkIcon aria-hidden />
          <FormattedMessage id="ext.account.dashboard" />
        </a>
      </Button>
    </Flex>
  );
}
