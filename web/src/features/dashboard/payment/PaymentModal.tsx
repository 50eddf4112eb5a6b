import type { GenerateForUserRequest } from '@coverletter/contracts';
import { LetterOptionsPicker, MatchSummary, readApiError, useCreatePayment, useLetterOptions, usePaymentConfig } from '@coverletter/ui';
import { ExclamationTriangleIcon, LockClosedIcon } from '@radix-ui/react-icons';
import { Box, Button, Callout, Card, Dialog, Flex, Skeleton, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { useAssessMatch } from '../api/use-assess-match';
import { browserLocation } from '../shared/browser-location';
import { rememberLetterCountAtPayment } from './pending-payment';

interface PaymentModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The letter to pay for: the create form's values; null when there is none to offer. */
  request: GenerateForUserRequest | null;
  /** Letters the account has (the one being paid for is the next); null while unknown. */
  letterCount: number | null;
  onGoToCreate: () => void;
}

/** SPEC.md section 4: the price, which letter this is, and 'Pay now' to the payment page. */
export function PaymentModal({ open, onOpenChange, request, letterCount, onGoToCreate }: PaymentModalProps) {
  const config = usePaymentConfig();
  const createPayment = useCreatePayment();
  const assessment = useAssessMatch(open ? request : null);
  const [options, setOptions] = useLetterOptions(request);

  const payNow = (paid: GenerateForUserRequest) =>
    createPayment.mutate(paid, {
      onSuccess: ({ paymentUrl }) => {
        if (letterCount !== null) rememberLetterCountAtPayment(letterCount);
        browserLocation.assign(paymentUrl);
      },
    });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) createPayment.reset();
        onOpenChange(next);
      }}
    >
      <Dialog.Content maxWidth="480px">
        <Dialog.Title>
          <FormattedMessage id="payment.title" />
        </Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {letterCount === null ? <Skeleton height="40px" width="100%" /> : <FormattedMessage id="payment.ordinal" values={{ n: letterCount + 1 }} />}
        </Dialog.Description>

        {request && (
          <Box mt="4">
            <MatchSummary assessment={assessment.data} isLoading={assessment.isFetching} isError={assessment.isError} variant="payment" />
          </Box>
        )}

        {request && (
          <Box mt="4">
            <LetterOptionsPicker value={options} onChange={setOptions} disabled={createPayment.isPending || createPayment.isSuccess} />
          </Box>
        )}

        <Card size="2" mt="4" className="payment-price">
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Box>
              <Text as="p" size="2" color="gray">
                <FormattedMessage id="payment.priceLabel" />
              </Text>
              <Text as="p" size="1" color="gray">
                <FormattedMessage id="payment.noSubscription" />
              </Text>
            </Box>
            <Text size="6" weight="bold" className="payment-price__amount">
              {config.data?.displayText ?? <FormattedMessage id="payment.loading" />}
            </Text>
          </Flex>
        </Card>

        <Flex gap="2" mt="4" align="start">
          <LockClosedIcon className="payment-lock" aria-hidden />
          <Text size="2" color="gray">
            <FormattedMessage id="payment.howItWorks" />
          </Text>
        </Flex>

        {createPayment.isError && (
          <Callout.Root color="red" role="alert" mt="4">
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Callout.Text>
              <FormattedMessage id="payment.failed" values={{ message: readApiError(createPayment.error).message }} />
            </Callout.Text>
          </Callout.Root>
        )}

        {!request && (
          <Callout.Root color="gray" variant="surface" mt="4">
            <Callout.Text>
              <FormattedMessage id="payment.noRequest" />
            </Callout.Text>
          </Callout.Root>
        )}

        <Flex gap="3" mt="5" justify="end" wrap="wrap">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              <FormattedMessage id="payment.cancel" />
            </Button>
          </Dialog.Close>
          {request ? (
            <Button onClick={() => payNow({ ...request, ...options })} loading={createPayment.isPending} disabled={createPayment.isSuccess}>
              <FormattedMessage id={createPayment.isSuccess ? 'payment.redirecting' : 'payment.payNow'} />
            </Button>
          ) : (
            <Button onClick={onGoToCreate}>
              <FormattedMessage id="payment.goToCreate" />
            </Button>
          )}
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
