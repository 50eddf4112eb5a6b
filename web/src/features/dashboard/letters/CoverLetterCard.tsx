import { excerpt, FEATURED_EXCERPT_CHARS, type CoverLetterResponse } from '@coverletter/contracts';
import { EyeOpenIcon, ReaderIcon } from '@radix-ui/react-icons';
import { Box, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { cleanLetterText } from './clean-letter-text';
import { DeleteLetterButton } from './DeleteLetterButton';
import { LetterMeta } from './LetterMeta';
import { LetterTitle } from './LetterTitle';

interface CoverLetterCardProps {
  letter: CoverLetterResponse;
  onView: (letter: CoverLetterResponse) => void;
  /** The overview's latest letter: an excerpt of the text and 'Read Full Letter'. */
  featured?: boolean;
}

export function CoverLetterCard({ letter, onView, featured = false }: CoverLetterCardProps) {
  const headingId = useId();
  return (
    <Card size={featured ? { initial: '2', sm: '4' } : '2'} className={featured ? 'letter-card letter-card--featured' : 'letter-card'} asChild>
      <article aria-labelledby={headingId}>
        <Flex direction="column" gap="3" height="100%">
          <Box minWidth="0">
            <Heading as="h3" size={featured ? '5' : '3'} id={headingId} className="letter-card__title">
              <LetterTitle letter={letter} />
            </Heading>
            {letter.jobTitle && (
              <Text as="p" size="2" color="gray" mt="1" className="letter-card__job">
                {letter.jobTitle}
              </Text>
            )}
          </Box>
          <LetterMeta letter={letter} />
          {featured && (
            <Text as="p" size="2" className="letter-card__excerpt">
              {excerpt(cleanLetterText(letter.coverLetterText), FEATURED_EXCERPT_CHARS)}
            </Text>
          )}
          <Flex gap="2" wrap="wrap" mt="auto" pt="1">
            <Button variant={featured ? 'solid' : 'soft'} onClick={() => onView(letter)}>
              {featured ? <ReaderIcon aria-hidden /> : <EyeOpenIcon aria-hidden />}
              <FormattedMessage id={featured ? 'letters.readFull' : 'letters.view'} />
            </Button>
            <DeleteLetterButton letterId={letter.id} />
          </Flex>
        </Flex>
      </article>
    </Card>
  );
}
