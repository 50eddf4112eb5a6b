import { Spinner, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { StatusCard } from './StatusCard';

export function CheckingCard() {
  return (
    <StatusCard tone="accent" icon={<Spinner size="3" />} heading={<FormattedMessage id="paymentPages.success.checking" />}>
      <Text as="p" size="3" color="gray" align="center">
        <FormattedMessage id="paymentPages.success.checkingHint" />
      </Text>
    </StatusCard>
  );
}
