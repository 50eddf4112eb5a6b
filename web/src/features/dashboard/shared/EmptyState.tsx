import { Box, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: ReactNode;
  title: ReactNode;
  body: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ icon, title, body, action }: EmptyStateProps) {
  return (
    <Card size="3" className="dashboard-empty">
      <Flex direction="column" align="center" gap="3" py="5">
        <Box className="dashboard-empty__icon">{icon}</Box>
        <Heading as="h3" size="4" align="center">
          {title}
        </Heading>
        <Text as="p" size="2" color="gray" align="center" className="dashboard-empty__body">
          {body}
        </Text>
        {action && <Box mt="2">{action}</Box>}
      </Flex>
    </Card>
  );
}
