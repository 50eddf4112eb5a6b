import { Box, Container, Flex, Grid, Heading, Link as RadixLink, Section, Strong, Text } from '@radix-ui/themes';
import { Fragment, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useSupportEmail } from '../app-config/api/use-app-config';
import './legal.css';

/** A paragraph's message key, or the keys of a bulleted list's items. */
export type LegalBlock = string | string[];

export interface LegalSection {
  id: string;
  blocks: LegalBlock[];
}

interface LegalDocumentProps {
  /** Message id prefix: `<prefix>.title`, `<prefix>.intro`, `<prefix>.<section>.title`, `<prefix>.<section>.<block>`. */
  prefix: string;
  sections: LegalSection[];
  values?: Record<string, ReactNode>;
}

function useRichValues(extra: Record<string, ReactNode> = {}) {
  const email = useSupportEmail();
  return {
    email: (
      <RadixLink key="email" color="indigo" underline="always" href={`mailto:${email}`}>
        {email}
      </RadixLink>
    ),
    b: (chunks: ReactNode[]) => <Strong key="b">{chunks}</Strong>,
    privacy: (chunks: ReactNode[]) => (
      <RadixLink key="privacy" color="indigo" underline="always" asChild>
        <Link to="/privacy">{chunks}</Link>
      </RadixLink>
    ),
    ...extra,
  };
}

export function LegalDocument({ prefix, sections, values }: LegalDocumentProps) {
  const intl = useIntl();
  const richValues = useRichValues(values);
  const message = (key: string) => <FormattedMessage id={`${prefix}.${key}`} values={richValues} />;

  return (
    <Section size={{ initial: '2', sm: '3' }}>
      <Container size="4" px={{ initial: '4', sm: '6' }}>
        <Grid columns={{ initial: '1', md: '220px 1fr' }} gap={{ initial: '6', md: '9' }}>
          <Box display={{ initial: 'none', md: 'block' }}>
            <nav className="legal__toc" aria-label={intl.formatMessage({ id: 'legal.onThisPage' })}>
              <Text as="p" size="1" weight="bold" color="gray" mb="3" className="legal__toc-title">
                <FormattedMessage id="legal.onThisPage" />
              </Text>
              <ol className="legal__toc-list">
                {sections.map((section) => (
                  <li key={section.id}>
                    <RadixLink href={`#${section.id}`} size="2" color="gray">
                      {message(`${section.id}.title`)}
                    </RadixLink>
                  </li>
                ))}
              </ol>
            </nav>
          </Box>

          <article className="legal">
            <Heading as="h1" size={{ initial: '8', sm: '9' }} mb="2">
              {message('title')}
            </Heading>
            <Text as="p" size="2" color="gray" mb="5">
              <FormattedMessage id="legal.lastUpdated" />
            </Text>
            <Text as="p" size="4" mb="6" className="legal__intro">
              {message('intro')}
            </Text>
            <Flex direction="column" gap="6">
              {sections.map((section, index) => (
                <section key={section.id} id={section.id} className="legal__section" aria-labelledby={`${section.id}-title`}>
                  <Heading as="h2" size="5" mb="3" id={`${section.id}-title`}>
                    <span className="legal__number">{index + 1}.</span> {message(`${section.id}.title`)}
                  </Heading>
                  {section.blocks.map((block, blockIndex) => (
                    <Fragment key={blockIndex}>
                      {typeof block === 'string' ? (
                        <Text as="p" size="3" color="gray" className="legal__paragraph">
                          {message(`${section.id}.${block}`)}
                        </Text>
                      ) : (
                        <ul className="legal__list">
                          {block.map((item) => (
                            <li key={item}>
                              <Text size="3" color="gray">
                                {message(`${section.id}.${item}`)}
                              </Text>
                            </li>
                          ))}
                        </ul>
                      )}
                    </Fragment>
                  ))}
                </section>
              ))}
            </Flex>
          </article>
        </Grid>
      </Container>
    </Section>
  );
}
