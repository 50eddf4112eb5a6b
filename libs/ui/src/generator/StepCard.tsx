import { Box, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';

interface StepCardProps {
  icon: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Shown next to the title, e.g. 'Optional'. */
  badge?: ReactNode;
  children: ReactNode;
}

/** The frame of each input card in the generator's left column. */
export function StepCard({ icon, title, description, badge, children }: StepCardProps) {
  const headingId = useId();
  return (
    <Card size={{ initial: '2', sm: '3' }} asChild>
      <section aria-labelledby={headingId}>
        <Flex direction="column" gap="4">
          <Flex gap="3" align="start">
            <span className="cl-step-card__icon" aria-hidden>
              {icon}
            </span>
            <Box flexGrow="1" minWidth="0">
              <Flex align="center" gap="2" wrap="wrap">
                <Heading as="h2" size="4" id={headingId}>
                  {title}
                </Heading>
                {badge}
              </Flex>
              {description && (
                <Text as="p" size="2" color="gray" mt="1">
                  {description}
                </Text>
              )}
            </Box>
          </Flex>
          {children}
        </Flex>
      </section>
    </Card>
  );
}
