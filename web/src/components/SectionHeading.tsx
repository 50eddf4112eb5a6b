import { Box, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface SectionHeadingProps {
  titleId: string;
  leadId?: string;
  /** On the right (below the text on phones): buttons, or how many are shown. */
  aside?: ReactNode;
  /** Space below; none where the section's own stack spaces its parts. */
  spaced?: boolean;
}

/** The h2 of a dashboard or admin tab, with its lead line. */
export function SectionHeading({ titleId, leadId, aside, spaced = true }: SectionHeadingProps) {
  return (
    <Flex direction={{ initial: 'column', sm: 'row' }} justify="between" align={{ initial: 'stretch', sm: 'end' }} gap="3" mb={spaced ? '4' : '0'}>
      <Box>
        <Heading as="h2" size="5">
          <FormattedMessage id={titleId} />
        </Heading>
        {leadId && (
          <Text as="p" size="2" color="gray" mt="1">
            <FormattedMessage id={leadId} />
          </Text>
        )}
      </Box>
      {aside && (
        <Flex gap="2" wrap="wrap" flexShrink="0">
          {aside}
        </Flex>
      )}
    </Flex>
  );
}
