import type { CoverLetterResponse } from '@coverletter/contracts';
import { Badge, Box, Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';

const SHOWN = 5;

/** The account's latest letters; one opens in the result card. */
export function LettersList({
  letters,
  isLoading,
  selectedId,
  onOpen,
}: {
  letters: CoverLetterResponse[] | undefined;
  isLoading: boolean;
  selectedId: string | undefined;
  onOpen: (letter: CoverLetterResponse) => void;
}) {
  const intl = useIntl();
  return (
    <Card size="2" asChild>
      <section aria-label={intl.formatMessage({ id: 'ext.account.letters.title' })}>
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4">
            <FormattedMessage id="ext.account.letters.title" />
          </Heading>
          {isLoading ? (
            <Skeleton height="48px" />
          ) : !letters?.length ? (
            <Text size="2" color="gray">
              <FormattedMessage id="ext.account.letters.empty" />
            </Text>
          ) : (
            <Flex direction="column" gap="2" asChild>
              <ul className="ext-letters">
                {letters.slice(0, SHOWN).map((letter) => (
                  <li key={letter.id}>
                    <button type="button" className="ext-letter" aria-current={letter.id === selectedId || undefined} onClick={() => onOpen(letter)}>
                      <Box minWidth="0" flexGrow="1">
                        <Text as="div" size="2" weight="medium" className="ext-ellipsis">
                          {[letter.jobTitle, letter.companyName].filter(Boolean).join(' · ') || intl.formatMessage({ id: 'ext.account.letters.untitled' })}
                        </Text>
                        <Text as="div" size="1" color="gray">
                          <FormattedDate value={letter.createdAt} dateStyle="medium" />
                        </Text>
                      </Box>
                      <Badge color="indigo" variant="soft">
                        <FormattedMessage id="ext.account.letters.score" values={{ score: letter.compatibilityScore }} />
                      </Badge>
                    </button>
                  </li>
                ))}
              </ul>
            </Flex>
          )}
        </Flex>
      </section>
    </Card>
  );
}
