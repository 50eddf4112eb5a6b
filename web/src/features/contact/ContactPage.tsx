import { CheckIcon, EnvelopeClosedIcon } from '@radix-ui/react-icons';
import { Box, Button, Card, Container, Flex, Heading, Link as RadixLink, Section, Separator, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { PageLayout } from '../../components/PageLayout';
import { useSupportEmail } from '../app-config/api/use-app-config';
import './contact.css';

const HELP_IDS = ['contact.help1', 'contact.help2', 'contact.help3'];

export function ContactPage() {
  const email = useSupportEmail();
  return (
    <PageLayout titleId="contact.title">
      <Section size={{ initial: '2', sm: '3' }} className="contact">
        <Container size="2" px="4">
          <Flex direction="column" align="center" gap="3" mb="6">
            <Box className="contact__icon">
              <EnvelopeClosedIcon width={24} height={24} />
            </Box>
            <Heading as="h1" size={{ initial: '8', sm: '9' }} align="center">
              <FormattedMessage id="contact.title" />
            </Heading>
            <Text as="p" size="4" color="gray" align="center" className="contact__lead">
              <FormattedMessage id="contact.subtitle" />
            </Text>
          </Flex>

          <Card size={{ initial: '3', sm: '4' }}>
            <Flex direction={{ initial: 'column', sm: 'row' }} justify="between" align={{ initial: 'start', sm: 'center' }} gap="4">
              <Box minWidth="0">
                <Text as="p" size="2" color="gray">
                  <FormattedMessage id="contact.emailLabel" />
                </Text>
                <Text as="p" size="5" weight="bold" className="contact__email">
                  {email}
                </Text>
              </Box>
              <Button asChild size="3" className="contact__button">
                <a href={`mailto:${email}`}>
                  <EnvelopeClosedIcon aria-hidden />
                  <FormattedMessage id="contact.emailButton" />
                </a>
              </Button>
            </Flex>
            <Separator size="4" my="5" />
            <Text as="p" size="2" weight="bold" mb="2">
              <FormattedMessage id="contact.helpTitle" />
            </Text>
            <Flex direction="column" gap="2" asChild>
              <ul className="contact__list">
                {HELP_IDS.map((id) => (
                  <li key={id}>
                    <Flex gap="2" align="center">
                      <CheckIcon color="var(--accent-11)" aria-hidden />
                      <Text size="2">
                        <FormattedMessage id={id} />
                      </Text>
                    </Flex>
                  </li>
                ))}
              </ul>
            </Flex>
          </Card>

          <Text as="p" size="2" color="gray" align="center" mt="5" className="contact__note">
            <FormattedMessage
              id="contact.privacyNote"
              values={{
                link: (chunks: ReactNode[]) => (
                  <RadixLink key="privacy" color="indigo" asChild>
                    <Link to="/privacy">{chunks}</Link>
                  </RadixLink>
                ),
              }}
            />
          </Text>
        </Container>
      </Section>
    </PageLayout>
  );
}
