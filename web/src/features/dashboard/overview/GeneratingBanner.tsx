import { Callout, Flex, Spinner, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';

/** Shown after a payment while the paid letter is being written (`generating=true`). */
export function GeneratingBanner() {
  return (
    <Callout.Root color="indigo" size="2" role="status" className="generating-banner">
      <Callout.Icon>
        <Spinner />
      </Callout.Icon>
      <Flex direction="column" gap="1">
        <Text size="2" weight="bold">
          <FormattedMessage id="dashboard.overview.generating.title" />
        </Text>
        <Callout.Text>
          <FormattedMessage id="dashboard.overview.generating.body" />
        </Callout.Text>
      </Flex>
    </Callout.Root>
  );
}
