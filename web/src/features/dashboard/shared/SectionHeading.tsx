import { Box, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface SectionHeadingProps {
  titleId: string;
  leadId?: string;
  /** Buttons on the right (below the text on phones). */
  actions?: ReactNode;
}

export function SectionHeading({ titleId, leadId, actions }: SectionHeadingProps) {
  return (
    <Flex direction={{ initial: 'column', sm: 'row' }} justify="between" align={{ initial: 'stretch', sm: 'end' }} gap="3" mb="4">
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
      {actions && (
        <Flex gap="2" wrap="wrap" flexShrink="0">
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
