import { toast } from '@coverletter/ui';
import { useIntl } from 'react-intl';

/** Copies text to the clipboard and says whether it worked. */
export function useCopyText() {
  const intl = useIntl();
  return async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ variant: 'success', title: intl.formatMessage({ id: 'admin.copy.done' }) });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'admin.copy.failed' }),
        description: error instanceof Error ? error.message : String(error),
      });
    }
  };
}
