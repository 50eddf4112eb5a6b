import { Button, Container, Flex, Heading, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

/** Stands in for pages whose issue has not landed yet. */
export function PlaceholderPage() {
  return (
    <Container size="2" px="4" py="9">
      <Flex direction="column" gap="4" align="start">
        <Heading size="7">
          <FormattedMessage id="common.comingSoon" />
        </Heading>
        <Text color="gray">
          <FormattedMessage id="common.comingSoonBody" />
        </Text>
        <Button asChild variant="soft">
          <Link to="/">
            <FormattedMessage id="common.backHome" />
          </Link>
        </Button>
      </Flex>
    </Container>
  );
}
