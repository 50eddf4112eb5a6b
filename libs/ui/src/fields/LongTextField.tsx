import { Flex, Text, TextArea } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import { FieldLabel } from './UrlField';

interface LongTextFieldProps {
  label: ReactNode;
  /** Beside the label, on the right: the save state. */
  labelAside?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholder: string;
  maxLength: number;
  rows: number;
  /** Between the label and the text: why the text is asked for. */
  note?: ReactNode;
  /** Under the text: how much is needed, or what was saved. */
  hint?: ReactNode;
}

/** A labelled, vertically resizable text of a posting or a background, capped at the API's length. */
export function LongTextField({ label, labelAside, value, onChange, onBlur, placeholder, maxLength, rows, note, hint }: LongTextFieldProps) {
  const id = useId();
  return (
    <Flex direction="column" gap="2">
      <FieldLabel htmlFor={id} aside={labelAside}>
        {label}
      </FieldLabel>
      {note && (
        <Text size="1" color="gray">
          {note}
        </Text>
      )}
      <TextArea
        id={id}
        rows={rows}
        resize="vertical"
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        placeholder={placeholder}
      />
      {hint && (
        <Text size="1" color="gray">
          {hint}
        </Text>
      )}
    </Flex>
  );
}
