import { ADMIN_EXCERPT_CHARS, excerpt, type AdminCoverLetter } from '@coverletter/contracts';
import { EyeOpenIcon, LinkedInLogoIcon, Link2Icon } from '@radix-ui/react-icons';
import { Badge, Box, Button, Card, DataList, Flex, Heading, Text } from '@radix-ui/themes';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAdminFormat } from '../format/use-admin-format';
import { ExternalLink } from '../layout/ExternalLink';
import { PaidBadge } from '../layout/PaidBadge';
import { LetterAuthor } from './LetterAuthor';
import { letterCost } from './letter-cost';
import { SkillList } from './SkillList';

interface AdminLetterCardProps {
  letter: AdminCoverLetter;
  onView: (letter: AdminCoverLetter) => void;
}

export function AdminLetterCard({ letter, onView }: AdminLetterCardProps) {
  const intl = useIntl();
  const format = useAdminFormat();
  const title = letter.jobTitle || intl.formatMessage({ id: 'admin.letter.untitled' });
  return (
    <Card size="2" asChild>
      <article aria-label={title}>
        <Flex direction="column" gap="3">
          <Flex justify="between" align="start" gap="3" wrap="wrap">
            <Box className="admin-min-width">
              <Heading as="h3" size="4" className="admin-break">
                {title}
              </Heading>
              <Text as="div" size="2" color="gray" className="admin-break">
                {letter.companyName || <FormattedMessage id="admin.letter.noCompany" />} · {format.date(letter.createdAt)}
              </Text>
            </Box>
            <Flex gap="2" align="center" flexShrink="0">
              <Badge color="indigo" variant="solid" className="admin-score">
                <FormattedMessage id="admin.letter.matchScore" values={{ score: format.score(letter.compatibilityScore) }} />
              </Badge>
              <PaidBadge wasPaid={letter.wasPaid} />
            </Flex>
          </Flex>

          <DataList.Root size="2" orientation={{ initial: 'vertical', sm: 'horizontal' }} className="admin-datalist">
            <DataList.Item>
              <DataList.Label minWidth="110px">
                <FormattedMessage id="admin.letter.user" />
              </DataList.Label>
              <DataList.Value>
                <LetterAuthor letter={letter} />
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label minWidth="110px">
                <FormattedMessage id="admin.letter.cost" />
              </DataList.Label>
              <DataList.Value>{letterCost(letter, format, intl.formatMessage({ id: 'admin.letter.free' }))}</DataList.Value>
            </DataList.Item>
            {letter.jobUrl && (
              <DataList.Item>
                <DataList.Label minWidth="110px">
                  <Link2Icon aria-hidden className="admin-label-icon" />
                  <FormattedMessage id="admin.letter.jobUrl" />
                </DataList.Label>
                <DataList.Value className="admin-min-width">
                  <ExternalLink href={letter.jobUrl} />
                </DataList.Value>
              </DataList.Item>
            )}
            {letter.linkedinUrl && (
              <DataList.Item>
                <DataList.Label minWidth="110px">
                  <LinkedInLogoIcon aria-hidden className="admin-label-icon" />
                  <FormattedMessage id="admin.letter.linkedinUrl" />
                </DataList.Label>
                <DataList.Value className="admin-min-width">
                  <ExternalLink href={letter.linkedinUrl} />
                </DataList.Value>
              </DataList.Item>
            )}
          </DataList.Root>

          <SkillList skills={letter.matchingSkills} />

          <Text as="p" size="2" className="admin-excerpt">
            {excerpt(letter.coverLetterText, ADMIN_EXCERPT_CHARS)}
          </Text>
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Text size="1" color="gray">
              <FormattedMessage id="admin.letter.characters" values={{ count: letter.coverLetterText.length }} />
            </Text>
            <Button variant="soft" onClick={() => onView(letter)}>
              <EyeOpenIcon aria-hidden />
              <FormattedMessage id="admin.letter.view" />
            </Button>
          </Flex>
        </Flex>
      </article>
    </Card>
  );
}
