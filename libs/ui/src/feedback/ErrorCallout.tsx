import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Callout, Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

interface ErrorCalloutProps {
  title: ReactNode;
  /** What went wrong, under the title. */
  children: ReactNode;
  /** The buttons that try again or lead elsewhere. */
  actions: ReactNode;
}

/** A red alert with a bold title, what went wrong and what to do: the one look of a failure the page cannot go on without. */
export function ErrorCallout({ title, children, actions }: ErrorCalloutProps) {
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Flex direction="column" gap="2" align="start">
        <Text size="2" weight="bold">
          {title}
        </Text>
        {children}
        {actions}
      </Flex>
    </Callout.Root>
  );
}
