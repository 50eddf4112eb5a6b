import { CheckCircledIcon, CopyIcon, DownloadIcon } from '@radix-ui/react-icons';
import { Badge, Box, Card, Flex, Progress, Separator, Text } from '@radix-ui/themes';
import { FormattedMessage, useIntl } from 'react-intl';

const SCORE = 8;
const SKILL_IDS = ['landing.preview.skill1', 'landing.preview.skill2', 'landing.preview.skill3', 'landing.preview.skill4'];
const LINE_WIDTHS = ['100%', '94%', '98%', '72%', '100%', '88%', '60%'];

/** A static picture of a finished result: the letter card the generator produces. */
export function LetterPreview() {
  const intl = useIntl();
  return (
    <Box className="letter-preview" role="img" aria-label={intl.formatMessage({ id: 'landing.preview.alt' }, { score: SCORE })}>
      <Card size="3" className="letter-preview__card">
        <Flex justify="between" align="start" gap="3">
          <Box>
            {/* Part of a picture (role="img"), not of the page's outline: no heading. */}
            <Text as="p" size="4" weight="bold">
              <FormattedMessage id="landing.preview.company" />
            </Text>
            <Text size="2" color="gray">
              <FormattedMessage id="landing.preview.jobTitle" />
            </Text>
          </Box>
          <Badge color="green" variant="soft" radius="full">
            <CheckCircledIcon aria-hidden />
            <FormattedMessage id="landing.preview.ready" />
          </Badge>
        </Flex>

        <Box mt="4">
          <Flex justify="between" mb="2">
            <Text size="2" weight="medium">
              <FormattedMessage id="landing.preview.score" values={{ score: SCORE }} />
            </Text>
            <Text size="2" weight="bold" color="indigo">
              {SCORE * 10}%
            </Text>
          </Flex>
          <Progress value={SCORE * 10} size="2" aria-label={intl.formatMessage({ id: 'landing.preview.score' }, { score: SCORE })} />
        </Box>

        <Flex gap="2" wrap="wrap" mt="4">
          {SKILL_IDS.map((id) => (
            <Badge key={id} variant="surface" radius="full" size="2">
              <FormattedMessage id={id} />
            </Badge>
          ))}
        </Flex>

        <Separator size="4" my="4" />

        <Text as="p" size="2" weight="medium" mb="2">
          <FormattedMessage id="landing.preview.salutation" />
        </Text>
        <Text as="p" size="2" color="gray" mb="3">
          <FormattedMessage id="landing.preview.opening" />
        </Text>
        <Flex direction="column" gap="2" aria-hidden>
          {LINE_WIDTHS.map((width, index) => (
            <Box key={index} className="letter-preview__line" style={{ width }} />
          ))}
        </Flex>

        <Flex gap="2" mt="4" aria-hidden>
          <span className="letter-preview__chip">
            <CopyIcon /> <FormattedMessage id="landing.preview.copy" />
          </span>
          <span className="letter-preview__chip">
            <DownloadIcon /> <FormattedMessage id="landing.preview.download" />
          </span>
        </Flex>
      </Card>
    </Box>
  );
}
