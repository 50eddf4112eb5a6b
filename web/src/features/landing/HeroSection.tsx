import { CheckIcon, MagicWandIcon } from '@radix-ui/react-icons';
import { Badge, Box, Button, Container, Flex, Grid, Heading, Section, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { CreateButton } from './CreateButton';
import { LetterPreview } from './LetterPreview';
import { useCreateAction } from './use-create-action';

const PERKS = ['landing.hero.perkFree', 'landing.hero.perkNoCard', 'landing.hero.perkScore'];

export function HeroSection() {
  const action = useCreateAction();
  return (
    <Section size={{ initial: '2', md: '3' }} className="hero">
      <Container size="4" px={{ initial: '4', sm: '6' }}>
        <Grid columns={{ initial: '1', md: '1.1fr 1fr' }} gap={{ initial: '8', md: '9' }} align="center">
          <Flex direction="column" gap="5" align="start">
            <Badge size="2" radius="full" variant="soft">
              <MagicWandIcon aria-hidden />
              <FormattedMessage id="landing.hero.badge" />
            </Badge>
            <Heading as="h1" size={{ initial: '8', sm: '9' }} className="hero__title">
              <FormattedMessage id="landing.hero.title" />
            </Heading>
            <Text as="p" size={{ initial: '3', sm: '4' }} color="gray" className="hero__lead">
              <FormattedMessage id="landing.hero.subtitle" />
            </Text>
            <Flex gap="3" wrap="wrap" className="hero__actions">
              <CreateButton size="3" appLabelId="landing.hero.cta" withIcon />
              <Button asChild size="3" variant="soft" color="gray" highContrast>
                <a href="#how-it-works">
                  <FormattedMessage id="landing.hero.secondary" />
                </a>
              </Button>
            </Flex>
            {action.kind === 'app' && (
              <Flex gap={{ initial: '2', sm: '4' }} direction={{ initial: 'column', sm: 'row' }} wrap="wrap" asChild>
                <ul className="hero__perks">
                  {PERKS.map((id) => (
                    <li key={id}>
                      <Flex align="center" gap="1">
                        <CheckIcon color="var(--green-9)" aria-hidden />
                        <Text size="2" color="gray">
                          <FormattedMessage id={id} />
                        </Text>
                      </Flex>
                    </li>
                  ))}
                </ul>
              </Flex>
            )}
          </Flex>
          <Box className="hero__visual">
            <LetterPreview />
          </Box>
        </Grid>
      </Container>
    </Section>
  );
}
