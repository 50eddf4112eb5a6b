import { API, type CoverLetterResponse, type GenerateForUserRequest } from '@coverletter/contracts';
import { apiJson, INVALID_PAYMENT_RESPONSE, LockedCallout, readApiError, toast, useCreatePayment, usePaymentConfig } from '@coverletter/ui';
import { Button, Flex, Spinner, Text } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { browser } from 'wxt/browser';
import { openTab } from '../../browser/tabs';
import { waitForNewLetter } from './account-api';

interface PaymentBoxProps {
  /** Letters the account has: this one is the next. */
  count: number;
  apiUrl: string;
  request: GenerateForUserRequest | null;
  knownLetters: number;
  onLetter: (letter: CoverLetterResponse) => void;
}

/**
 * The bank sends the payer back to the app's /payment/success?ref=…, whose page asks the API to
 * verify the payment (the bank's webhook may also arrive). The panel asks too when it sees the
 * tab arrive there (the API origin is a host permission, so the tab's address is visible): the
 * server makes exactly one letter per paid payment, however often it is asked.
 */
function watchPaymentReturn(tabId: number, apiUrl: string, signal: AbortSignal): () => void {
  const onUpdated = (updatedTab: number, change: { url?: string }) => {
    if (updatedTab !== tabId || !change.url) return;
    const at = new URL(change.url);
    const reference = at.searchParams.get('ref');
    if (at.origin !== new URL(apiUrl).origin || at.pathname !== '/payment/success' || !reference) return;
    stop();
    void apiJson('GET', API.paymentVerify(reference)).catch(() => undefined);
  };
  const stop = () => browser.tabs.onUpdated.removeListener(onUpdated);
  browser.tabs.onUpdated.addListener(onUpdated);
  signal.addEventListener('abort', stop);
  return stop;
}

/**
 * The free letter is used: the price and the letter's ordinal, 'Pay now' opens the bank's page in
 * a tab, and the panel waits for the paid letter (the server writes it once the payment is in).
 */
export function PaymentBox({ count, apiUrl, request, knownLetters, onLetter }: PaymentBoxProps) {
  const intl = useIntl();
  const config = usePaymentConfig();
  const create = useCreatePayment();
  const [waiting, setWaiting] = useState(false);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const pay = () => {
    if (!request) return;
    create.mutate(request, {
      onSuccess: async ({ paymentUrl }) => {
        const paymentTab = await openTab(paymentUrl);
        setWaiting(true);
        abort.current = new AbortController();
        const stopWatching = paymentTab !== undefined ? watchPaymentReturn(paymentTab, apiUrl, abort.current.signal) : () => {};
        const letter = await waitForNewLetter(() => apiJson<CoverLetterResponse[]>('GET', API.coverLetters), knownLetters, abort.current.signal);
        stopWatching();
        setWaiting(false);
        if (letter) {
          toast({ variant: 'success', title: intl.formatMessage({ id: 'ext.account.payment.ready' }) });
          onLetter(letter);
        } else if (!abort.current.signal.aborted) {
          toast({
            variant: 'destructive',
            title: intl.formatMessage({ id: 'ext.account.payment.timeout' }),
            description: intl.formatMessage({ id: 'ext.account.payment.timeoutBody' }),
          });
        }
      },
      onError: (error) => {
        const message = error.message === INVALID_PAYMENT_RESPONSE ? intl.formatMessage({ id: 'ext.account.payment.invalid' }) : readApiError(error).message;
        toast({ variant: 'destructive', title: intl.formatMessage({ id: 'ext.account.payment.failed' }, { message }) });
      },
    });
  };

  const ordinal = intl.formatMessage({ id: 'ext.account.payment.ordinal' }, { count: count + 1 });
  const price = config.data?.displayText ?? intl.formatMessage({ id: 'ext.account.payment.loading' });
  return (
    <LockedCallout
      title={<FormattedMessage id="ext.account.payment.title" />}
      actions={
        waiting ? (
          <Flex align="center" gap="2" role="status">
            <Spinner />
            <Text size="2">
              <FormattedMessage id="ext.account.payment.waiting" />
            </Text>
          </Flex>
        ) : (
          <Button size="2" onClick={pay} disabled={!request || create.isPending}>
            {create.isPending && <Spinner />}
            <FormattedMessage id="ext.account.payment.pay" />
          </Button>
        )
      }
    >
      <FormattedMessage id="ext.account.payment.body" values={{ ordinal, price }} />
    </LockedCallout>
  );
}
