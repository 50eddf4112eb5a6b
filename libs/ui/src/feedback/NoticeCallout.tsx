import { Callout, Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

interface NoticeCalloutProps {
  color: 'red' | 'indigo' | 'gray';
  icon: ReactNode;
  role?: 'alert' | 'status';
  size?: '1' | '2';
  /** A bold line above what the callout says. */
  title?: ReactNode;
  children: ReactNode;
  /** The buttons (and any hint under them) that act on it. */
  actions?: ReactNode;
}

/** A callout with an icon, an optional bold title, what it says and what to do, stacked: the one layout of a notice that asks for an action. */
export function NoticeCallout({ color, icon, role, size, title, children, actions }: NoticeCalloutProps) {
  return (
    <Callout.Root color={color} role={role} size={size}>
      <Callout.Icon>{icon}</Callout.Icon>
      <Flex direction="column" gap="2" align="start">
        {title !== undefined && (
          <Text as="p" size="2" weight="bold">
            {title}
          </Text>
        )}
        {children}
        {actions}
      </Flex>
    </Callout.Root>
  );
}
