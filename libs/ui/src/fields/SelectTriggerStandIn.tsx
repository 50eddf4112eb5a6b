import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

/** Radix Themes' chevron of Select.Trigger. */
export function SelectChevronIcon() {
  return (
    <svg width="9" height="9" viewBox="0 0 9 9" fill="currentcolor" xmlns="http://www.w3.org/2000/svg" className="rt-SelectIcon" aria-hidden="true">
      <path d="M0.135232 3.15803C0.324102 2.95657 0.640521 2.94637 0.841971 3.13523L4.5 6.56464L8.158 3.13523C8.3595 2.94637 8.6759 2.95657 8.8648 3.15803C9.0536 3.35949 9.0434 3.67591 8.842 3.86477L4.84197 7.6148C4.64964 7.7951 4.35036 7.7951 4.15803 7.6148L0.158031 3.86477C-0.0434285 3.67591 -0.0536285 3.35949 0.135232 3.15803Z" />
    </svg>
  );
}

/** The keys that open a Radix Select from its trigger. */
export const SELECT_OPEN_KEYS = [' ', 'Enter', 'ArrowUp', 'ArrowDown'];

interface SelectTriggerStandInProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The chosen item's name. */
  label: ReactNode;
  variant: 'surface' | 'ghost';
  ref?: Ref<HTMLButtonElement>;
}

/**
 * What Radix Themes' Select.Trigger (size 2) renders, without Radix Select: a page shows it until
 * the select's chunk arrives (Radix Select with its focus scope, scroll lock and popper weighs about
 * 20 KiB gzip), then the real select in its place.
 */
export function SelectTriggerStandIn({ label, variant, className, ref, ...button }: SelectTriggerStandInProps) {
  return (
    <button
      ref={ref}
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      className={`rt-reset rt-SelectTrigger rt-r-size-2 rt-variant-${variant}${className ? ` ${className}` : ''}`}
      dir="ltr"
      data-state="closed"
      data-disabled={button.disabled ? '' : undefined}
      {...button}
    >
      <span className="rt-SelectTriggerInner">
        <span style={{ pointerEvents: 'none' }}>{label}</span>
      </span>
      <SelectChevronIcon />
    </button>
  );
}
