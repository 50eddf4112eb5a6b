import type { ReactNode } from 'react';

/**
 * `@radix-ui/react-tooltip` in the landing's own build (vite.config.ts, mode landing): Radix
 * Themes' `Theme` wraps everything in Tooltip.Provider, which brings the popper and floating-ui
 * (about 12 KiB gzip), and the landing shows no tooltip. The provider renders no markup, so the
 * prerendered page (built with the real one) hydrates the same. A tooltip added to the landing
 * needs this alias gone.
 */
export function Provider({ children }: { children?: ReactNode }): ReactNode {
  return children;
}
