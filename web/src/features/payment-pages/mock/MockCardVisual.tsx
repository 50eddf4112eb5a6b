import { Box, Flex, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';

/** A decorative test card, so the page reads as a checkout; there is nothing to type. */
export function MockCardVisual() {
  return (
    <Flex direction="column" justify="between" className="payment-mock__card" aria-hidden>
      <Flex justify="between" align="start">
        <Box className="payment-mock__chip" />
        <Text size="2" weight="bold">
          <FormattedMessage id="paymentPages.mock.card" />
        </Text>
      </Flex>
      <Text size={{ initial: '3', xs: '4' }} className="payment-mock__number">
        4242 4242 4242 4242
      </Text>
      <Flex justify="between">
        <Text size="1">TEST USER</Text>
        <Text size="1">12/34</Text>
      </Flex>
    </Flex>
  );
}
