import type { GenerationResult } from '@coverletter/contracts';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Callout } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { useSaveGuestLetter } from '../letter-editor/api/use-save-guest-letter';
import { LetterOptionsPicker } from '../letter-options/LetterOptionsPicker';
import { recordLetterUse } from '../letter-options/record-letter-use';
import { useLetterOptions } from '../letter-options/use-letter-options';
import { readApiError } from './api/api-error';
import { useResult } from './api/use-result';
import { useSessionStatus } from './api/use-session-status';
import { CvUploadCard } from './cv/CvUploadCard';
import { generationFailureText } from './failure-text';
import { GenerateButton } from './generate/GenerateButton';
import { GuestMatchCard } from './generate/GuestMatchCard';
import { SignInForMoreLink } from './generate/SignInForMoreLink';
import { useGenerateLetter } from './generate/use-generate-letter';
import type { JobPrefill, LinkedinPrefill } from './job/job-prefill';
import { JobDetailsCard } from './job/JobDetailsCard';
import { LinkedInCard } from './linkedin/LinkedInCard';
import { ProTips } from './result/ProTips';
import type { ResultCardProps } from './result/ResultCard';
import { ResultSkeleton } from './result/ResultSkeleton';
import { useDeferredValue, type ComponentType, type ReactNode } from 'react';

export interface GeneratorWorkspaceProps {
  /** Where sign-in links go: '/api/login' in the web app, the API origin's in the extension. */
  loginHref: string;
  /** Runs as a sign-in link is followed (the web app keeps the guest session id for the carry-over). */
  onFollowLogin?: () => void;
  /** A job posting read from the open page (the extension), filled into the job details. */
  jobPrefill?: JobPrefill | null;
  /** A LinkedIn profile read from the open page (the extension), filled into the LinkedIn card. */
  linkedinPrefill?: LinkedinPrefill | null;
  /** Separate job title and company fields in the job details. */
  showJobTitleAndCompany?: boolean;
  /** More buttons on the result card. */
  resultActions?: (result: GenerationResult) => ReactNode;
  /**
   * The first render holds the CV and job details alone; the LinkedIn card, the letter's options,
   * Generate and the result come in a second render React may interrupt. The side panel shows the
   * posting it read one render sooner (issue 15); a prerendered page must not (it would not match).
   */
  deferBelowInputs?: boolean;
}

/**
 * The guest generator (SPEC.md section 2, /app): inputs on the left, the outcome on the right, with
 * the result card given: GeneratorWorkspace gives it statically; the extension's side panel loads
 * it after its first screen (issue 15), which in the web app split shared modules into more chunks.
 */
export function GeneratorWorkspaceView({
  ResultCard,
  loginHref,
  onFollowLogin,
  jobPrefill = null,
  linkedinPrefill = null,
  showJobTitleAndCompany = false,
  resultActions,
  deferBelowInputs = false,
}: GeneratorWorkspaceProps & { ResultCard: ComponentType<ResultCardProps> }) {
  const intl = useIntl();
  // Without an initial value (the web app) there is one render, not a second deferred one.
  const belowInputs = useDeferredValue(true, deferBelowInputs ? false : undefined);
  const { data: status } = useSessionStatus();
  const { generate, isGenerating, paymentRequired, progress } = useGenerateLetter();
  const result = useResult({ enabled: Boolean(status?.hasResult) });
  const letter = result.data;
  const saveLetter = useSaveGuestLetter();
  const [options, setOptions] = useLetterOptions(letter);
  const picker = <LetterOptionsPicker value={options} onChange={setOptions} disabled={isGenerating} />;

  const next = letter ? (
    <SignInForMoreLink loginHref={loginHref} onFollow={onFollowLogin} />
  ) : (
    <>
      {picker}
      <GenerateButton
        hasCv={Boolean(status?.hasCV)}
        hasJobInfo={Boolean(status?.hasJobInfo)}
        isGenerating={isGenerating}
        paymentRequired={paymentRequired}
        onGenerate={() => generate(options)}
        loginHref={loginHref}
        onFollowLogin={onFollowLogin}
      />
    </>
  );
  const output =
    isGenerating || result.isLoading ? (
      <ResultSkeleton progress={progress} />
    ) : letter ? (
      <ResultCard
        result={letter}
        onRegenerate={() => generate(options)}
        options={picker}
        onUse={recordLetterUse}
        paymentRequired={paymentRequired}
        loginHref={loginHref}
        onFollowLogin={onFollowLogin}
        extraActions={resultActions?.(letter)}
        saveText={saveLetter.mutateAsync}
      />
    ) : result.isError ? (
      <Callout.Root color="red" role="alert">
        <Callout.Icon>
          <ExclamationTriangleIcon />
        </Callout.Icon>
        <Callout.Text>{generationFailureText(intl, readApiError(result.error))}</Callout.Text>
      </Callout.Root>
    ) : (
      <ProTips />
    );

  return (
    <div className="cl-generator">
      <div className="cl-generator__inputs">
        <CvUploadCard />
        <JobDetailsCard prefill={jobPrefill} showTitleAndCompany={showJobTitleAndCompany} />
        {belowInputs && (
          <>
            <LinkedInCard prefill={linkedinPrefill} />
            {!letter && status?.hasCV && status.hasJobInfo && !status.hasResult && <GuestMatchCard sessionId={status.sessionId} />}
            {next}
          </>
        )}
      </div>
      <div className="cl-generator__output">{belowInputs && output}</div>
    </div>
  );
}
