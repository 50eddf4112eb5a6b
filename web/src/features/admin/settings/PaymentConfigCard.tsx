import { CURRENCIES, isCurrency, MAX_PRICE, MIN_PRICE, type PaymentConfig } from '@coverletter/contracts';
import { readApiError, toast } from '@coverletter/ui';
import { CardStackIcon } from '@radix-ui/react-icons';
import { Box, Button, Card, Flex, Grid, Heading, SegmentedControl, Text, TextField } from '@radix-ui/themes';
import { useId, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSavePaymentConfig } from '../api/use-save-payment-config';
import { usePaymentConfigForm } from './use-payment-config-form';

const PRICE_HINTS = { none: 'admin.settings.priceHint', tooLow: 'admin.settings.priceTooLow', tooHigh: 'admin.settings.priceTooHigh' } as const;

/** What the server said, if the failure is its answer (not, say, a lost connection). */
function serverMessage(error: unknown): string | null {
  const { status, message } = readApiError(error);
  return status !== undefined && message ? message : null;
}

/** Price, currency and display text, with a preview and 'Save Configuration' (SPEC.md section 2). */
export function PaymentConfigCard({ saved }: { saved: PaymentConfig }) {
  const intl = useIntl();
  const ids = { price: useId(), priceHint: useId(), currency: useId(), displayText: useId() };
  const form = usePaymentConfigForm(saved);
  const save = useSavePaymentConfig();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = form.toRequest();
    if (!request) return;
    save.mutate(request, {
      onSuccess: () =>
        toast({
          variant: 'success',
          title: intl.formatMessage({ id: 'admin.settings.updated' }),
          description: intl.formatMessage({ id: 'admin.settings.updatedBody' }),
        }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: intl.formatMessage({ id: 'admin.settings.updateFailed' }),
          description: serverMessage(error) ?? intl.formatMessage({ id: 'admin.settings.updateFailedBody' }),
        }),
    });
  };

  return (
    <Card size={{ initial: '2', sm: '4' }}>
      <form onSubmit={submit} noValidate>
        <Flex direction="column" gap="5">
          <Flex gap="3" align="center">
            <Box className="admin-summary__icon admin-summary__icon--large">
              <CardStackIcon width="20" height="20" />
            </Box>
            <Box>
              <Heading as="h2" size="5">
                <FormattedMessage id="admin.settings.payment" />
              </Heading>
              <Text as="p" size="2" color="gray">
                <FormattedMessage id="admin.settings.paymentLead" />
              </Text>
            </Box>
          </Flex>

          <Grid columns={{ initial: '1', sm: '2' }} gap="4">
            <Flex direction="column" gap="1">
              <Text as="label" htmlFor={ids.price} size="2" weight="medium">
                <FormattedMessage id="admin.settings.price" />
              </Text>
              <TextField.Root
                id={ids.price}
                type="number"
                inputMode="decimal"
                min={MIN_PRICE}
                max={MAX_PRICE}
                step={MIN_PRICE}
                size="3"
                value={form.priceText}
                onChange={(event) => form.setPriceText(event.target.value)}
                aria-invalid={!form.isPriceValid}
                aria-describedby={ids.priceHint}
              />
              <Text id={ids.priceHint} size="1" color={form.isPriceValid ? 'gray' : 'red'}>
                <FormattedMessage id={PRICE_HINTS[form.priceProblem ?? 'none']} values={{ min: MIN_PRICE, max: MAX_PRICE }} />
              </Text>
            </Flex>
            <Flex direction="column" gap="1">
              <Text id={ids.currency} size="2" weight="medium">
                <FormattedMessage id="admin.settings.currency" />
              </Text>
              <SegmentedControl.Root
                size="3"
                value={form.currency}
                onValueChange={(next) => isCurrency(next) && form.setCurrency(next)}
                aria-labelledby={ids.currency}
              >
                {CURRENCIES.map((code) => (
                  <SegmentedControl.Item key={code} value={code}>
                    {code}
                  </SegmentedControl.Item>
                ))}
              </SegmentedControl.Root>
            </Flex>
          </Grid>

          <Flex direction="column" gap="1">
            <Text as="label" htmlFor={ids.displayText} size="2" weight="medium">
              <FormattedMessage id="admin.settings.displayText" />
            </Text>
            <TextField.Root id={ids.displayText} size="3" value={form.displayText} readOnly variant="soft" color="gray" />
            <Text size="1" color="gray">
              <FormattedMessage id="admin.settings.displayTextHint" />
            </Text>
          </Flex>

          <Box className="admin-preview" aria-live="polite">
            <Text size="2" color="gray">
              <FormattedMessage id="admin.settings.preview" />
            </Text>{' '}
            <Text size="2" weight="bold" data-testid="price-preview">
              <FormattedMessage id="admin.settings.previewLine" values={{ price: form.displayText }} />
            </Text>
          </Box>

          <Flex justify="end">
            <Button type="submit" size="3" disabled={save.isPending || !form.isPriceValid} className="cl-wrapping-button">
              <FormattedMessage id={save.isPending ? 'admin.settings.saving' : 'admin.settings.save'} />
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}
