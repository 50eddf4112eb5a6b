import { Box, Card, Flex, Heading } from '@radix-ui/themes';
import type { ReactNode } from 'react';

type Tone = 'accent' | 'green' | 'red';

interface StatusCardProps {
  icon: ReactNode;
  tone: Tone;
  heading: ReactNode;
  children?: ReactNode;
}

/** One state of the payment success page: a round icon, a heading, then details. */
export function StatusCard({ icon, tone, heading, children }: StatusCardProps) {
  return (
    <Card size={{ initial: '3', sm: '4' }} className="payment-status">
      <Flex direction="column" align="center" gap="4" role="status" aria-live="polite">
        <Box className={`payment-status__icon payment-status__icon--${tone}`}>{icon}</Box>
        <Heading as="h1" size={{ initial: '6', sm: '7' }} align="center">
          {heading}
        </Heading>
        {children}
      </Flex>
    </Card>
  );
}
