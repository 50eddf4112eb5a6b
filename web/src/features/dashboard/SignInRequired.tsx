import { LockClosedIcon } from '@radix-ui/react-icons';
import { Box, Button, Card, Container, Flex, Heading, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { useGuestSignIn } from '../carry-over/use-guest-sign-in';

export function SignInRequired() {
  const signIn = useGuestSignIn();
  return (
    <Container size="1" px="4" py={{ initial: '8', sm: '9' }}>
      <Card size="4">
        <Flex direction="column" align="center" gap="4">
          <Box className="dashboard-empty__icon">
            <LockClosedIcon width="28" height="28" />
          </Box>
          <Heading as="h1" size="6" align="center">
            <FormattedMessage id="dashboard.signInRequired.title" />
          </Heading>
          <Text as="p" color="gray" align="center">
            <FormattedMessage id="dashboard.signInRequired.body" />
          </Text>
          <Button asChild size="3">
            <a href={signIn.href} onClick={signIn.onFollow}>
              <FormattedMessage id="common.signIn" />
            </a>
          </Button>
        </Flex>
      </Card>
    </Container>
  );
}
