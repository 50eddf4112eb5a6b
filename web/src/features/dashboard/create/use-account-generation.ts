import type { CoverLetterResponse, GenerateForUserRequest } from '@coverletter/contracts';
import { isPaymentRequired, toastGenerationFailure, useGenerateForUser, useGenerationProgress } from '@coverletter/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { paymentRequiredLetterCount } from '../payment/payment-required';
import { rememberPaymentRequest } from '../payment/pending-payment';
import { useNotify } from '../shared/use-notify';

/** What the payment modal offers: the letter to pay for, and how many the account has (null: not known). */
export interface PaymentOffer {
  request: GenerateForUserRequest | null;
  letterCount: number | null;
}

/**
 * Writing a letter into the account (the dashboard's create tab, and /app for signed-in users):
 * the account's free letter first, then a 402 opens the payment modal for the same letter.
 */
export function useAccountGeneration(onWritten: (letter: CoverLetterResponse) => void) {
  const intl = useIntl();
  const notify = useNotify();
  const generationProgress = useGenerationProgress();
  const generate = useGenerateForUser(generationProgress.onPhase);
  const [paymentOffer, setPaymentOffer] = useState<PaymentOffer | null>(null);

  const run = (request: GenerateForUserRequest | null) => {
    if (!request) return;
    generationProgress.start();
    generate.mutate(request, {
      onSettled: generationProgress.finish,
      onSuccess: (letter) => {
        notify.success('create.generated.title', 'create.generated.description');
        onWritten(letter);
      },
      onError: (error) => {
        if (!isPaymentRequired(error)) return toastGenerationFailure(intl, error);
        rememberPaymentRequest(request);
        setPaymentOffer({ request, letterCount: paymentRequiredLetterCount(error) });
      },
    });
  };

  return { run, isGenerating: generate.isPending, progress: generationProgress.progress, paymentOffer, setPaymentOffer };
}
