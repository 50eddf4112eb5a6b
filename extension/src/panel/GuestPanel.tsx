import { API } from '@coverletter/contracts';
import { GeneratorProgress, GeneratorWorkspaceView, SessionErrorCallout, useSessionStatus } from '@coverletter/ui';
import { Flex } from '@radix-ui/themes';
import { FillFormButton } from './FillFormButton';
import { InsertButton } from './InsertButton';
import { LazyResultCard } from './LazyResultCard';
import type { PageReadingState } from './use-page-reading';

interface GuestPanelProps {
  apiUrl: string;
  page: PageReadingState;
  /** False while the panel already says the API cannot be reached: the same failure is not shown twice. */
  showSessionError?: boolean;
}

/** The guest generator of /app, the same components, with the posting from the page filled in. */
export function GuestPanel({ apiUrl, page, showSessionError = true }: GuestPanelProps) {
  const session = useSessionStatus();
  return (
    <Flex direction="column" gap="4">
      <GeneratorProgress status={session.data} />
      {showSessionError && session.isError && <SessionErrorCallout error={session.error} onRetry={() => void session.refetch()} />}
      <GeneratorWorkspaceView
        ResultCard={LazyResultCard}
        loginHref={new URL(API.login, apiUrl).href}
        jobPrefill={page.jobPrefill}
        linkedinPrefill={page.linkedinPrefill}
        showJobTitleAndCompany
        deferBelowInputs
        resultActions={(result) => (
          <>
            <FillFormButton letter={{ text: result.coverLetter, companyName: result.companyName, letterhead: result.letterhead }} page={page} />
            <InsertButton text={result.coverLetter} tabId={page.tabId} />
          </>
        )}
      />
    </Flex>
  );
}
