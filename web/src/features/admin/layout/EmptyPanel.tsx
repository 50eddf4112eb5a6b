import { Box, Card, Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

export function EmptyPanel({ icon, title, body }: { icon: ReactNode; title: ReactNode; body?: ReactNode }) {
  return (
    <Card size="3">
      <Flex direction="column" align="center" gap="2" py="4">
        <Box className="admin-status__icon admin-status__icon--small">{icon}</Box>
        <Text as="p" weight="bold" align="center">
          {title}
        </Text>
        {body && (
          <Text as="p" size="2" color="gray" align="center">
            {body}
          </Text>
        )}
      </Flex>
    </Card>
  );
}
