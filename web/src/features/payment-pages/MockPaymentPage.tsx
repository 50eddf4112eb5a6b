import { LockClosedIcon } from '@radix-ui/react-icons';
import { Badge, Button, Callout, Card, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { MockCardVisual } from './mock/MockCardVisual';
import { MockOrderSummary } from './mock/MockOrderSummary';
import { PaymentPageShell } from './PaymentPageShell';
import { paymentSuccessUrl } from './payment-urls';

/** /payment/mock?ref=…: the development gateway's stand-in for the bank's checkout page. */
export function MockPaymentPage() {
  const [params] = useSearchParams();
  const reference = params.get('ref');

  return (
    <PaymentPageShell titleId="paymentPages.mock.title">
      <Card size={{ initial: '3', sm: '4' }}>
        <Flex direction="column" gap="4">
          <Flex direction="column" align="start" gap="2">
            <Badge color="amber" variant="soft" radius="full">
              <FormattedMessage id="paymentPages.mock.badge" />
            </Badge>
            <Heading as="h1" size={{ initial: '6', sm: '7' }}>
              <FormattedMessage id="paymentPages.mock.title" />
            </Heading>
            <Text as="p" size="2" color="gray">
              <FormattedMessage id="paymentPages.mock.intro" />
            </Text>
          </Flex>
          <MockCardVisual />
          <MockOrderSummary reference={reference} />
          <Callout.Root color="gray" size="1">
            <Callout.Icon>
              <LockClosedIcon />
            </Callout.Icon>
            <Callout.Text>
              <FormattedMessage id="paymentPages.mock.noMoney" />
            </Callout.Text>
          </Callout.Root>
          <Separator size="4" />
          <Flex gap="3" justify="end" wrap="wrap-reverse" className="payment-mock__actions">
            <Button asChild size="3" variant="soft" color="gray" highContrast>
              <Link to="/dashboard">
                <FormattedMessage id="paymentPages.mock.cancel" />
              </Link>
            </Button>
            <Button asChild size="3">
              <Link to={paymentSuccessUrl(reference)}>
                <LockClosedIcon aria-hidden />
                <FormattedMessage id="paymentPages.mock.complete" />
              </Link>
            </Button>
          </Flex>
        </Flex>
      </Card>
    </PaymentPageShell>
  );
}
