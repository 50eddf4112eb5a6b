import { MixerHorizontalIcon } from '@radix-ui/react-icons';
import { Box, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';

/** SPEC.md section 2: a placeholder for settings still to come. */
export function AdditionalSettingsCard() {
  return (
    <Card size={{ initial: '2', sm: '4' }} variant="surface">
      <Flex gap="3" align="center">
        <Box className="admin-summary__icon admin-summary__icon--large admin-summary__icon--muted">
          <MixerHorizontalIcon width="20" height="20" />
        </Box>
        <Box>
          <Heading as="h2" size="4">
            <FormattedMessage id="admin.settings.additional" />
          </Heading>
          <Text as="p" size="2" color="gray">
            <FormattedMessage id="admin.settings.additionalBody" />
          </Text>
        </Box>
      </Flex>
    </Card>
  );
}
