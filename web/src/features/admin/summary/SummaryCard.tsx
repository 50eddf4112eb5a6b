import { Box, Card, Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

interface SummaryCardProps {
  icon: ReactNode;
  label: ReactNode;
  value: ReactNode;
  /** A line under the figure: a trend or a breakdown. */
  note?: ReactNode;
}

export function SummaryCard({ icon, label, value, note }: SummaryCardProps) {
  return (
    <Card size="2" asChild>
      <li>
        <Flex direction="column" gap="2">
          <Flex align="center" justify="between" gap="2">
            <Text size="2" color="gray" weight="medium">
              {label}
            </Text>
            <Box className="admin-summary__icon">{icon}</Box>
          </Flex>
          <Text as="div" size={{ initial: '6', sm: '7' }} weight="bold" className="admin-summary__value">
            {value}
          </Text>
          {note && (
            <Text as="div" size="1" color="gray">
              {note}
            </Text>
          )}
        </Flex>
      </li>
    </Card>
  );
}
