import { Toaster } from '@coverletter/ui';
import { Theme } from '@radix-ui/themes';
import type { CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { useHeaderBottom } from './use-header-bottom';
import './toast-layer.css';

/**
 * The app's toasts, in a layer of their own at the end of <body>: inside the root Theme (a
 * stacking context of its own) they were drawn under every open dialog. The nested Theme brings
 * the theme's colours and fonts along. They sit just under the page header (toast-layer.css).
 */
export function ToastPortal() {
  const top = useHeaderBottom();
  return createPortal(
    <Theme className="toast-layer" style={{ '--toast-layer-top': `${top}px` } as CSSProperties}>
      <Toaster />
    </Theme>,
    document.body,
  );
}
