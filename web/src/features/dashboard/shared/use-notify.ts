import { readApiError, toast, type ToastVariant } from '@coverletter/ui';
import { useIntl } from 'react-intl';

/** Toasts from message ids; `failure` shows the server's sentence under the given title. */
export function useNotify() {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const show = (variant: ToastVariant, titleId: string, descriptionId?: string, values?: Record<string, string | number>) =>
    toast({ variant, title: text(titleId, values), description: descriptionId ? text(descriptionId, values) : undefined });
  return {
    success: (titleId: string, descriptionId?: string, values?: Record<string, string | number>) => show('success', titleId, descriptionId, values),
    info: (titleId: string, descriptionId?: string, values?: Record<string, string | number>) => show('default', titleId, descriptionId, values),
    failure: (titleId: string, error: unknown) => toast({ variant: 'destructive', title: text(titleId), description: readApiError(error).message }),
    failureWith: (titleId: string, descriptionId: string) => show('destructive', titleId, descriptionId),
    /** A failure whose title and sentence are already in the UI's language. */
    failureSaying: (title: string, description?: string) => toast({ variant: 'destructive', title, description }),
  };
}
