import { CheckIcon } from '@radix-ui/react-icons';
import { Badge, Box, Card, Container, Flex, Grid, Heading, Section, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { CreateButton } from './CreateButton';
import { useLandingData } from './landing-data';
import { SectionIntro } from './SectionIntro';

function AdditionalLetterPrice() {
  const { price } = useLandingData();
  if (price.pending) return <FormattedMessage id="common.loading" />;
  if (!price.displayText) return <FormattedMessage id="landing.pricing.fallbackPrice" />;
  return <>{price.displayText}</>;
}

interface PlanCardProps {
  nameId: string;
  price: ReactNode;
  captionId: string;
  featureIds: string[];
  highlighted?: boolean;
  children?: ReactNode;
}

function PlanCard({ nameId, price, captionId, featureIds, highlighted, children }: PlanCardProps) {
  return (
    <Card size={{ initial: '3', sm: '4' }} className={highlighted ? 'plan plan--highlighted' : 'plan'}>
      <Flex direction="column" gap="4" height="100%">
        <Flex justify="between" align="center" gap="2">
          <Heading as="h3" size="4">
            <FormattedMessage id={nameId} />
          </Heading>
          {highlighted && (
            <Badge radius="full" variant="solid">
              <FormattedMessage id="landing.pricing.free.badge" />
            </Badge>
          )}
        </Flex>
        <Box>
          <Text as="p" size="8" weight="bold" className="plan__price">
            {price}
          </Text>
          <Text as="p" size="2" color="gray" mt="1">
            <FormattedMessage id={captionId} />
          </Text>
        </Box>
        <Flex direction="column" gap="2" asChild>
          <ul className="plan__features">
            {featureIds.map((id) => (
              <li key={id}>
                <Flex gap="2" align="start">
                  <CheckIcon className="plan__check" aria-hidden />
                  <Text size="2">
                    <FormattedMessage id={id} />
                  </Text>
                </Flex>
              </li>
            ))}
          </ul>
        </Flex>
        {children && <Box mt="auto">{children}</Box>}
      </Flex>
    </Card>
  );
}

export function PricingSection() {
  return (
    <Section size={{ initial: '2', md: '3' }} id="pricing" className="pricing">
      <Container size="3" px={{ initial: '4', sm: '6' }}>
        <SectionIntro eyebrowId="landing.pricing.eyebrow" titleId="landing.pricing.title" subtitleId="landing.pricing.subtitle" />
        <Grid columns={{ initial: '1', sm: '2' }} gap="5">
          <PlanCard
            highlighted
            nameId="landing.pricing.free.name"
            price={<FormattedMessage id="landing.pricing.free.price" />}
            captionId="landing.pricing.free.caption"
            featureIds={['landing.pricing.free.feature1', 'landing.pricing.free.feature2', 'landing.pricing.free.feature3']}
          >
            <CreateButton size="3" appLabelId="landing.pricing.free.cta" />
          </PlanCard>
          <PlanCard
            nameId="landing.pricing.paid.name"
            price={<AdditionalLetterPrice />}
            captionId="landing.pricing.paid.caption"
            featureIds={['landing.pricing.paid.feature1', 'landing.pricing.paid.feature2', 'landing.pricing.paid.feature3']}
          />
        </Grid>
      </Container>
    </Section>
  );
}
