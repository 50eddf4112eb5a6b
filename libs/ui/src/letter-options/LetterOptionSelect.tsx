import { LETTER_LANGUAGE_CHOICES, LETTER_LENGTHS, LETTER_TONES, type LetterOptions } from '@coverletter/contracts';
import { Select, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';

export type LetterOptionField = keyof LetterOptions;

const CHOICES: Record<LetterOptionField, readonly string[]> = { length: LETTER_LENGTHS, tone: LETTER_TONES, language: LETTER_LANGUAGE_CHOICES };

interface LetterOptionSelectProps {
  field: LetterOptionField;
  value: string;
  onChange: (next: string) => void;
  disabled: boolean;
  /** How the trigger is named (`aria-labelledby` or `aria-label`). */
  name: Record<string, string>;
  /** Opens at once: the stand-in was clicked before this arrived. */
  defaultOpen?: boolean;
  /** Takes the focus the stand-in had. */
  autoFocus?: boolean;
}

/** One of LetterOptionsPicker's selects (Radix Select), in a chunk of its own. */
export function LetterOptionSelect({ field, value, onChange, disabled, name, defaultOpen, autoFocus }: LetterOptionSelectProps) {
  const intl = useIntl();
  const text = (messageId: string) => intl.formatMessage({ id: messageId });
  return (
    <Select.Root size="2" value={value} disabled={disabled} onValueChange={onChange} defaultOpen={defaultOpen}>
      {/* The chosen item's name alone: the length's word counts are for the list. */}
      <Select.Trigger {...name} className="cl-letter-options__trigger" autoFocus={autoFocus}>
        {text(`letterOptions.${field}.${value}`)}
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
  );
}
