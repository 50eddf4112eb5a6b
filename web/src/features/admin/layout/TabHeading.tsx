import { Box, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface TabHeadingProps {
  titleId: string;
  leadId?: string;
  /** On the right (under the text on phones): how many are shown, say. */
  aside?: ReactNode;
}

export function TabHeading({ titleId, leadId, aside }: TabHeadingProps) {
  return (
    <Flex direction={{ initial: 'column', sm: 'row' }} justify="between" align={{ initial: 'start', sm: 'end' }} gap="2">
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
        <Text size="2" color="gray" className="admin-no-wrap">
          {aside}
        </Text>
      )}
    </Flex>
  );
}
