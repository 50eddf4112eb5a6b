import type { GenerateRequest } from '@coverletter/contracts';
import { useIntl, type IntlShape } from 'react-intl';
import { toast } from '../../toast/toast-store';
import { isPaymentRequired, readApiError } from '../api/api-error';
import { useGenerate } from '../api/use-generate';
import { generationFailureText } from '../failure-text';
import { useGenerationProgress } from '../progress/use-generation-progress';

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
 * failure is the 'Generation failed' toast. `progress` follows the steps the server pushes.
 */
export function useGenerateLetter() {
  const intl = useIntl();
  const { progress, start, onPhase, finish } = useGenerationProgress();
  const generate = useGenerate(onPhase);
  const run = (options?: GenerateRequest) => {
    start();
    generate.mutate(options, {
      onError: (error) => {
        if (!isPaymentRequired(error)) toastGenerationFailure(intl, error);
      },
      onSettled: finish,
    });
  };
  return {
    generate: run,
    isGenerating: generate.isPending,
    /** What the server reports while it writes; null when nothing is being written. */
    progress: generate.isPending ? progress : null,
    paymentRequired: generate.isError && isPaymentRequired(generate.error),
  };
}
