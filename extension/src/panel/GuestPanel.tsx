import { API } from '@coverletter/contracts';
import { GeneratorProgress, GeneratorWorkspace, readApiError, useSessionStatus } from '@coverletter/ui';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { FillFormButton } from './FillFormButton';
import { InsertButton } from './InsertButton';
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
      {showSessionError && session.isError && (
        <Callout.Root color="red" role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Flex direction="column" gap="2" align="start">
            <Text size="2" weight="bold">
              <FormattedMessage id="generator.session.failed" />
            </Text>
            <Text size="2">{readApiError(session.error).message}</Text>
            <Button size="1" variant="soft" color="red" onClick={() => void session.refetch()}>
              <FormattedMessage id="generator.session.retry" />
            </Button>
          </Flex>
        </Callout.Root>
      )}
      <GeneratorWorkspace
        loginHref={new URL(API.login, apiUrl).href}
        jobPrefill={page.jobPrefill}
        linkedinPrefill={page.linkedinPrefill}
        showJobTitleAndCompany
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
