import { LETTER_LANGUAGE_CHOICES, LETTER_LENGTHS, LETTER_TONES, type LetterOptions } from '@coverletter/contracts';
import { Select, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useIntl } from 'react-intl';

interface LetterOptionsPickerProps {
  value: LetterOptions;
  onChange: (next: LetterOptions) => void;
  disabled?: boolean;
}

type Field = keyof LetterOptions;

const CHOICES: Record<Field, readonly string[]> = { length: LETTER_LENGTHS, tone: LETTER_TONES, language: LETTER_LANGUAGE_CHOICES };

/**
 * The letter's length, tone and language (issue 13), before Generate: three labelled selects in a
 * row, one per line where the space is narrow (a phone, the payment modal). The length's items say how many words each means.
 */
export function LetterOptionsPicker({ value, onChange, disabled = false }: LetterOptionsPickerProps) {
  const intl = useIntl();
  const id = useId();
  const text = (messageId: string) => intl.formatMessage({ id: messageId });
  // The page's own language switcher is also 'Language': this one says whose language it is.
  const nameOf = (field: Field) => (field === 'language' ? { 'aria-label': text('letterOptions.language.name') } : { 'aria-labelledby': `${id}-${field}` });

  return (
    <div className="cl-letter-options-frame">
      <div role="group" aria-label={text('letterOptions.group')} className="cl-letter-options">
        {(Object.keys(CHOICES) as Field[]).map((field) => (
          <div key={field} className="cl-letter-options__field">
            <Text as="label" size="2" weight="medium" id={`${id}-${field}`}>
              {text(`letterOptions.${field}`)}
            </Text>
            <Select.Root size="2" value={value[field]} disabled={disabled} onValueChange={(next) => onChange({ ...value, [field]: next })}>
              {/* The chosen item's name alone: the length's word counts are for the list. */}
              <Select.Trigger {...nameOf(field)} className="cl-letter-options__trigger">
                {text(`letterOptions.${field}.${value[field]}`)}
              </Select.Trigger>
              <Select.Content position="popper">
                {CHOICES[field].map((choice) => (
                  <Select.Item key={choice} value={choice}>
                    {text(`letterOptions.${field}.${choice}`)}
                    {field === 'length' && (
                      <Text size="1" color="gray" className="cl-letter-options__hint">
                        {' · '}
                        {text(`letterOptions.length.${choice}.hint`)}
                      </Text>
                    )}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </div>
        ))}
      </div>
    </div>
  );
}
