import type { PaymentVerifyResponse } from '@coverletter/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { usePaymentVerification } from './api/use-payment-verification';
import { isPaid } from './api/verify-payment';
import { PaymentPageShell } from './PaymentPageShell';
import { devFallbackReference } from './payment-urls';
import { CheckingCard } from './success/CheckingCard';
import { ConfirmedCard } from './success/ConfirmedCard';
import { usePostPaymentRedirect, type RedirectPhase } from './success/use-post-payment-redirect';
import { VerificationErrorCard } from './success/VerificationErrorCard';

/** /payment/success?ref=…: where the bank (or /payment/mock) returns the browser (SPEC.md section 4). */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const [fallbackReference] = useState(() => devFallbackReference());
  const reference = params.get('ref') || fallbackReference;
  const verification = usePaymentVerification(reference);
  const phase = usePostPaymentRedirect(verification.data, reference);

  return (
    <PaymentPageShell titleId="paymentPages.success.title">
      <PaymentSuccessState verification={verification} phase={phase} />
    </PaymentPageShell>
  );
}

interface PaymentSuccessStateProps {
  verification: UseQueryResult<PaymentVerifyResponse>;
  phase: RedirectPhase;
}

/** The three states of SPEC.md section 4: checking, success, error. */
function PaymentSuccessState({ verification, phase }: PaymentSuccessStateProps) {
  const intl = useIntl();
  if (verification.isPending) return <CheckingCard />;
  if (verification.isError) {
    return <VerificationErrorCard reason={intl.formatMessage({ id: 'paymentPages.error.failed' }, { message: verification.error.message })} />;
  }
  const answer = verification.data;
  if (isPaid(answer)) return <ConfirmedCard answer={answer} phase={phase} />;
  const status = answer.status || intl.formatMessage({ id: 'paymentPages.error.unknownStatus' });
  return <VerificationErrorCard reason={intl.formatMessage({ id: 'paymentPages.error.notPaid' }, { status })} />;
}
