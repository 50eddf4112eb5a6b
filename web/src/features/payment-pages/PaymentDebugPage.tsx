import { Flex, Heading, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { UrlDataCard } from './debug/UrlDataCard';
import { VerifyCallCard } from './debug/VerifyCallCard';
import { PaymentPageShell } from './PaymentPageShell';

/** /payment/debug: the address this page got and a hand-run verification call (SPEC.md section 2). */
export function PaymentDebugPage() {
  const [params] = useSearchParams();
  return (
    <PaymentPageShell titleId="paymentPages.debug.title" width="3">
      <Flex direction="column" gap="5">
        <Flex direction="column" gap="2">
          <Heading as="h1" size={{ initial: '7', sm: '8' }}>
            <FormattedMessage id="paymentPages.debug.title" />
          </Heading>
          <Text as="p" size="3" color="gray">
            <FormattedMessage id="paymentPages.debug.intro" />
          </Text>
        </Flex>
        <UrlDataCard />
        <VerifyCallCard initialReference={params.get('ref') ?? ''} />
      </Flex>
    </PaymentPageShell>
  );
}
