import { FileTextIcon, MagicWandIcon, UploadIcon } from '@radix-ui/react-icons';
import { Box, Card, Container, Flex, Grid, Heading, Section, Text } from '@radix-ui/themes';
import type { ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import { SectionIntro } from './SectionIntro';

interface Step {
  key: 'upload' | 'job' | 'results';
  Icon: ComponentType<{ width?: number; height?: number }>;
}

const STEPS: Step[] = [
  { key: 'upload', Icon: UploadIcon },
  { key: 'job', Icon: FileTextIcon },
  { key: 'results', Icon: MagicWandIcon },
];

export function HowItWorksSection() {
  return (
    <Section size={{ initial: '2', md: '3' }} id="how-it-works" className="how-it-works">
      <Container size="4" px={{ initial: '4', sm: '6' }}>
        <SectionIntro eyebrowId="landing.how.eyebrow" titleId="landing.how.title" subtitleId="landing.how.subtitle" />
        <Grid columns={{ initial: '1', sm: '3' }} gap="5" asChild>
          <ol className="how-it-works__steps">
            {STEPS.map(({ key, Icon }, index) => (
              <li key={key}>
                <Card size="3" className="how-it-works__card">
                  <Flex align="center" justify="between" mb="4">
                    <Box className="how-it-works__icon">
                      <Icon width={22} height={22} />
                    </Box>
                    <Text size="7" weight="bold" className="how-it-works__number" aria-hidden>
                      {index + 1}
                    </Text>
                  </Flex>
                  <Text as="p" size="1" weight="medium" color="indigo" mb="1" className="eyebrow">
                    <FormattedMessage id="landing.how.step" values={{ n: index + 1 }} />
                  </Text>
                  <Heading as="h3" size="5" mb="2">
                    <FormattedMessage id={`landing.how.${key}.title`} />
                  </Heading>
                  <Text as="p" size="3" color="gray">
                    <FormattedMessage id={`landing.how.${key}.body`} />
                  </Text>
                </Card>
              </li>
            ))}
          </ol>
        </Grid>
      </Container>
    </Section>
  );
}
