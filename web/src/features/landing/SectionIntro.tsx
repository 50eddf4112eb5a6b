import { Flex, Heading, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';

interface SectionIntroProps {
  eyebrowId: string;
  titleId: string;
  subtitleId: string;
}

export function SectionIntro({ eyebrowId, titleId, subtitleId }: SectionIntroProps) {
  return (
    <Flex direction="column" align="center" gap="3" mb={{ initial: '6', sm: '8' }} className="section-intro">
      <Text size="2" weight="bold" color="indigo" className="eyebrow">
        <FormattedMessage id={eyebrowId} />
      </Text>
      <Heading as="h2" size={{ initial: '7', sm: '8' }} align="center">
        <FormattedMessage id={titleId} />
      </Heading>
      <Text as="p" size="4" color="gray" align="center">
        <FormattedMessage id={subtitleId} />
      </Text>
    </Flex>
  );
}
