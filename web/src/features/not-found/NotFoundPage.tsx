import { ArrowLeftIcon } from '@radix-ui/react-icons';
import { Button, Container, Flex, Heading, Section, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { PageLayout } from '../../components/PageLayout';
import './not-found.css';

export function NotFoundPage() {
  return (
    <PageLayout titleId="notFound.title">
      <Section size={{ initial: '3', sm: '4' }}>
        <Container size="2" px="4">
          <Flex direction="column" align="center" gap="4">
            <Text className="not-found__code" weight="bold" aria-hidden>
              404
            </Text>
            <Heading as="h1" size={{ initial: '7', sm: '8' }} align="center">
              <FormattedMessage id="notFound.title" />
            </Heading>
            <Text as="p" size="4" color="gray" align="center">
              <FormattedMessage id="notFound.body" />
            </Text>
            <Flex gap="3" mt="2" wrap="wrap" justify="center">
              <Button asChild size="3">
                <Link to="/">
                  <ArrowLeftIcon aria-hidden />
                  <FormattedMessage id="common.backHome" />
                </Link>
              </Button>
              <Button asChild size="3" variant="soft" color="gray" highContrast>
                <Link to="/contact">
                  <FormattedMessage id="notFound.contact" />
                </Link>
              </Button>
            </Flex>
          </Flex>
        </Container>
      </Section>
    </PageLayout>
  );
}
