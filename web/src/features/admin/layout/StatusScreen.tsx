import { Box, Card, Container, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

interface StatusScreenProps {
  icon: ReactNode;
  title: ReactNode;
  body?: ReactNode;
  actions?: ReactNode;
  /** Anything else under the text, such as an error. */
  children?: ReactNode;
  tone?: 'accent' | 'red';
  /** Something is under way: announced politely to screen readers. */
  busy?: boolean;
}

/** A centred card that says where the visitor stands: checking, sign-in needed, not allowed. */
export function StatusScreen({ icon, title, body, actions, children, tone = 'accent', busy = false }: StatusScreenProps) {
  return (
    <Container size="1" px="4" py={{ initial: '8', sm: '9' }}>
      <Card size="4" {...(busy ? { role: 'status', 'aria-busy': true } : {})}>
        <Flex direction="column" align="center" gap="4">
          <Box className="admin-status__icon" data-tone={tone}>
            {icon}
          </Box>
          <Heading as="h1" size="6" align="center">
            {title}
          </Heading>
          {body && (
            <Text as="p" color="gray" align="center" className="admin-status__body">
              {body}
            </Text>
          )}
          {children}
          {actions && (
            <Flex gap="3" wrap="wrap" justify="center">
              {actions}
            </Flex>
          )}
        </Flex>
      </Card>
    </Container>
  );
}
