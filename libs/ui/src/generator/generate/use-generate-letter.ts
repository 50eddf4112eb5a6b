import { useIntl, type IntlShape } from 'react-intl';
import { toast } from '../../toast/toast-store';
import { isPaymentRequired, readApiError } from '../api/api-error';
import { useGenerate } from '../api/use-generate';
import { generationFailureText } from '../failure-text';

/** SPEC.md section 4: the 'Generation failed' toast, saying why (in the UI's language when the reason is known). */
export function toastGenerationFailure(intl: IntlShape, error: unknown): void {
  toast({
    variant: 'destructive',
    title: intl.formatMessage({ id: 'generator.generate.failed' }),
    description: generationFailureText(intl, readApiError(error)),
  });
}

/**
 * SPEC.md section 4, Generate: one generation shared by the Generate and Regenerate buttons. A
 * used-up free letter becomes `paymentRequired` (the sign-in-to-unlock message); any other
 * failure is the 'Generation failed' toast.
 */
export function useGenerateLetter() {
  const intl = useIntl();
  const generate = useGenerate();
  const run = () =>
    generate.mutate(undefined, {
      onError: (error) => {
        if (!isPaymentRequired(error)) toastGenerationFailure(intl, error);
      },
    });
  return {
    generate: run,
    isGenerating: generate.isPending,
    paymentRequired: generate.isError && isPaymentRequired(generate.error),
  };
}
