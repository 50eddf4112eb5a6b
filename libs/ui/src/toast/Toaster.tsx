import * as ToastPrimitive from '@radix-ui/react-toast';
import { Cross2Icon } from '@radix-ui/react-icons';
import { IconButton, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { dismissToast, TOAST_DURATION_MS, useToasts } from './toast-store';

/** Swipe right past 50 px dismisses; F8 focuses the region (Radix's default hotkey). */
export function Toaster() {
  const toasts = useToasts();
  const intl = useIntl();
  return (
    <ToastPrimitive.Provider swipeDirection="right" swipeThreshold={50} duration={TOAST_DURATION_MS}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={`cl-toast cl-toast--${t.variant ?? 'default'}`}
        >
          <div className="cl-toast__body">
            <ToastPrimitive.Title asChild>
              <Text as="div" weight="bold" size="2">
                {t.title}
              </Text>
            </ToastPrimitive.Title>
            {t.description && (
              <ToastPrimitive.Description asChild>
                <Text as="div" size="2">
                  {t.description}
                </Text>
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close asChild>
            <IconButton size="1" variant="ghost" color="gray" aria-label={intl.formatMessage({ id: 'common.close' })}>
              <Cross2Icon />
            </IconButton>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="cl-toast-viewport" />
    </ToastPrimitive.Provider>
  );
}
