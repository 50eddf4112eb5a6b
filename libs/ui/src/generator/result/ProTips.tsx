import { FileTextIcon, LightningBoltIcon, LinkedInLogoIcon, ReaderIcon } from '@radix-ui/react-icons';
import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

const TIPS = [
  { key: 'cv', Icon: FileTextIcon },
  { key: 'job', Icon: ReaderIcon },
  { key: 'linkedin', Icon: LinkedInLogoIcon },
] as const;

/** The right column before there is a result (SPEC.md section 2). */
export function ProTips() {
  const headingId = useId();
  return (
    <Card size={{ initial: '2', sm: '3' }} asChild className="cl-pro-tips">
      <section aria-labelledby={headingId}>
        <Flex direction="column" gap="4">
          <Flex align="center" gap="2">
            <LightningBoltIcon width="20" height="20" aria-hidden className="cl-pro-tips__mark" />
            <Heading as="h2" size="4" id={headingId}>
              <FormattedMessage id="generator.tips.title" />
            </Heading>
          </Flex>
          <Flex asChild direction="column" gap="4">
            <ul className="cl-plain-list">
              {TIPS.map(({ key, Icon }) => (
                <Flex asChild key={key} gap="3" align="start">
                  <li>
                    <span className="cl-step-card__icon" aria-hidden>
                      <Icon width="18" height="18" />
                    </span>
                    <Flex direction="column" gap="1">
                      <Text size="2" weight="bold">
                        <FormattedMessage id={`generator.tips.${key}.title`} />
                      </Text>
                      <Text size="2" color="gray">
                        <FormattedMessage id={`generator.tips.${key}.body`} />
                      </Text>
                    </Flex>
                  </li>
                </Flex>
              ))}
            </ul>
          </Flex>
        </Flex>
      </section>
    </Card>
  );
}
