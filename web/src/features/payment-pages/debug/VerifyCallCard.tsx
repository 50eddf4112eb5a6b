import { PlayIcon } from '@radix-ui/react-icons';
import { Badge, Box, Button, Callout, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PaymentVerificationError, verifyPayment } from '../api/verify-payment';

/** Runs the success page's verification call for a reference and shows the raw answer or error. */
export function VerifyCallCard({ initialReference }: { initialReference: string }) {
  const intl = useIntl();
  const [reference, setReference] = useState(initialReference);
  const call = useMutation({ mutationFn: verifyPayment });
  const trimmed = reference.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    call.mutate(trimmed);
  };

  return (
    <Card size={{ initial: '2', sm: '3' }}>
      <Heading as="h2" size="4" mb="3">
        <FormattedMessage id="paymentPages.debug.verifyTitle" />
      </Heading>
      <form onSubmit={submit}>
        <Flex direction={{ initial: 'column', sm: 'row' }} gap="3" align={{ initial: 'stretch', sm: 'end' }}>
          <Box flexGrow="1" asChild>
            <label>
              <Text as="div" size="2" weight="medium" mb="1">
                <FormattedMessage id="paymentPages.debug.referenceLabel" />
              </Text>
              <TextField.Root
                value={reference}
                onChange={(event) => setReference(event.target.value)}
                placeholder={intl.formatMessage({ id: 'paymentPages.debug.referencePlaceholder' })}
                size="3"
              />
            </label>
          </Box>
          <Button type="submit" size="3" disabled={!trimmed} loading={call.isPending}>
            <PlayIcon aria-hidden />
            <FormattedMessage id="paymentPages.debug.verify" />
          </Button>
        </Flex>
      </form>
      {call.isSuccess && (
        <Box mt="4">
          <Text as="p" size="2" weight="bold" mb="2">
            <FormattedMessage id="paymentPages.debug.answer" />
          </Text>
          <pre className="payment-debug__json" aria-label={intl.formatMessage({ id: 'paymentPages.debug.answer' })}>
            {JSON.stringify(call.data, null, 2)}
          </pre>
        </Box>
      )}
      {call.isError && <CallError error={call.error} />}
    </Card>
  );
}

function CallError({ error }: { error: Error }) {
  return (
    <Flex direction="column" gap="2" mt="4">
      <Callout.Root color="red" size="1" role="alert">
        <Callout.Text>
          <Text weight="bold">
            <FormattedMessage id="paymentPages.debug.error" />
          </Text>{' '}
          {error instanceof PaymentVerificationError && (
            <Badge color="red" mr="1">
              <FormattedMessage id="paymentPages.debug.httpStatus" values={{ status: error.status }} />
            </Badge>
          )}
          <span className="payment-wrap-anywhere">{error.message}</span>
        </Callout.Text>
      </Callout.Root>
      {error instanceof PaymentVerificationError && error.body && <pre className="payment-debug__json">{error.body}</pre>}
    </Flex>
  );
}
