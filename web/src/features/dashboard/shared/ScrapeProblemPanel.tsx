import { ExclamationTriangleIcon, LockClosedIcon } from '@radix-ui/react-icons';
import { Callout, Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { ScrapeProblem } from './scrape-problem';

interface ScrapeProblemPanelProps {
  problem: ScrapeProblem;
  protectedTitle: ReactNode;
  /** What to do when the site blocks us (steps or a sentence). */
  protectedBody: ReactNode;
  failedTitle: ReactNode;
  failedFallback: ReactNode;
}

/** A blocked site gets the manual copy-paste route; any other failure shows the server's reason. */
export function ScrapeProblemPanel({ problem, protectedTitle, protectedBody, failedTitle, failedFallback }: ScrapeProblemPanelProps) {
  const isProtected = problem.kind === 'protected';
  return (
    <Callout.Root color={isProtected ? 'amber' : 'red'} size="1" role="alert">
      <Callout.Icon>{isProtected ? <LockClosedIcon /> : <ExclamationTriangleIcon />}</Callout.Icon>
      <Flex direction="column" gap="1">
        <Text size="2" weight="bold">
          {isProtected ? protectedTitle : failedTitle}
        </Text>
        {isProtected ? (
          protectedBody
        ) : (
          <Text size="2">
            {problem.message} {failedFallback}
          </Text>
        )}
      </Flex>
    </Callout.Root>
  );
}
