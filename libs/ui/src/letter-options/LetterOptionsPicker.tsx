import type { LetterOptions } from '@coverletter/contracts';
import { Text } from '@radix-ui/themes';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { SELECT_OPEN_KEYS, SelectTriggerStandIn } from '../fields/SelectTriggerStandIn';
import type { LetterOptionField, LetterOptionSelect } from './LetterOptionSelect';

interface LetterOptionsPickerProps {
  value: LetterOptions;
  onChange: (next: LetterOptions) => void;
  disabled?: boolean;
}

const FIELDS: readonly LetterOptionField[] = ['length', 'tone', 'language'];

type LetterOptionSelectComponent = typeof LetterOptionSelect;

let loadedSelect: LetterOptionSelectComponent | null = null;
let loadingSelect: Promise<LetterOptionSelectComponent> | null = null;

/** Fetches the selects' chunk once; every picker rendered after that shows them at once. */
export function loadLetterOptionSelect(): Promise<LetterOptionSelectComponent> {
  loadingSelect ??= import('./LetterOptionSelect').then(({ LetterOptionSelect }) => (loadedSelect = LetterOptionSelect));
  return loadingSelect;
}

/**
 * The letter's length, tone and language (issue 13), before Generate: three labelled selects in a
 * row, one per line where the space is narrow (a phone, the payment modal). The length's items say how many words each means.
 * Radix Select is not part of a page's first load (issue 15: the extension's side panel shows
 * these on its first screen): until its chunk arrives each select is a stand-in with the trigger's
 * markup, and one clicked or opened from the keyboard before then opens when it arrives.
 */
export function LetterOptionsPicker({ value, onChange, disabled = false }: LetterOptionsPickerProps) {
  const intl = useIntl();
  const id = useId();
  const text = (messageId: string) => intl.formatMessage({ id: messageId });
  // The page's own language switcher is also 'Language': this one says whose language it is.
  const nameOf = (field: LetterOptionField): Record<string, string> =>
    field === 'language' ? { 'aria-label': text('letterOptions.language.name') } : { 'aria-labelledby': `${id}-${field}` };

  const [loaded, setLoaded] = useState<{ Select: LetterOptionSelectComponent; focused: LetterOptionField | null } | null>(() =>
    loadedSelect ? { Select: loadedSelect, focused: null } : null,
  );
  const [openRequested, setOpenRequested] = useState<LetterOptionField | null>(null);
  const focusedStandIn = useRef<LetterOptionField | null>(null);
  const isLoaded = loaded !== null;
  useEffect(() => {
    if (isLoaded) return;
    let active = true;
    void loadLetterOptionSelect().then((Select) => {
      if (active) setLoaded({ Select, focused: focusedStandIn.current });
    });
    return () => {
      active = false;
    };
  }, [isLoaded]);

  return (
    <div className="cl-letter-options-frame">
      <div role="group" aria-label={text('letterOptions.group')} className="cl-letter-options">
        {FIELDS.map((field) => (
          <div key={field} className="cl-letter-options__field">
            <Text as="label" size="2" weight="medium" id={`${id}-${field}`}>
              {text(`letterOptions.${field}`)}
            </Text>
            {loaded ? (
              <loaded.Select
                field={field}
                value={value[field]}
                disabled={disabled}
                onChange={(next) => onChange({ ...value, [field]: next })}
                name={nameOf(field)}
                defaultOpen={openRequested === field}
                autoFocus={openRequested === field || loaded.focused === field}
              />
            ) : (
              <SelectTriggerStandIn
                variant="surface"
                className="cl-letter-options__trigger"
                {...nameOf(field)}
                disabled={disabled}
                label={text(`letterOptions.${field}.${value[field]}`)}
                onFocus={() => (focusedStandIn.current = field)}
                onBlur={() => (focusedStandIn.current = null)}
                onClick={() => setOpenRequested(field)}
                onKeyDown={(event) => {
                  if (!SELECT_OPEN_KEYS.includes(event.key)) return;
                  event.preventDefault();
                  setOpenRequested(field);
                }}
              />
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
