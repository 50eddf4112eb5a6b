import { useState, type ReactNode } from 'react';

/**
 * A short hint under a control while the pointer is on it or it has keyboard focus, drawn by
 * CSS (panel.css): the side panel's first load holds no Radix Tooltip and no popper (issue 15).
 * The hint repeats the control's accessible name (its aria-label), so it is hidden from assistive
 * technology; Escape hides it until the pointer or focus leaves.
 */
export function HoverHint({ text, children }: { text: string; children: ReactNode }) {
  const [dismissed, setDismissed] = useState(false);
  return (
    <span
      className="ext-hint"
      data-dismissed={dismissed || undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setDismissed(true);
      }}
      onBlur={() => setDismissed(false)}
      onMouseLeave={() => setDismissed(false)}
    >
      {children}
      <span className="ext-hint__text" aria-hidden>
        {text}
      </span>
    </span>
  );
}
