import { Card, Flex, Heading, Progress, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

interface RateCardProps {
  title: ReactNode;
  value: ReactNode;
  /** 0 to 100 for the bar; null shows no bar. */
  progress: number | null;
  note: ReactNode;
}

/** One headline figure with a bar and a sentence under it. */
export function RateCard({ title, value, progress, note }: RateCardProps) {
  return (
    <Card size="2" className="admin-card-fill">
      <Flex direction="column" gap="2">
        <Heading as="h3" size="3">
          {title}
        </Heading>
        <Text size="7" weight="bold" className="admin-tabular">
          {value}
        </Text>
        {progress !== null && <Progress value={progress} size="2" aria-hidden />}
        <Text size="2" color="gray">
          {note}
        </Text>
      </Flex>
    </Card>
  );
}
