import { Flex, Spinner, Text, TextField } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';

interface UrlFieldProps {
  label: ReactNode;
  /** Beside the label, on the right: a badge that says the address was read, say. */
  labelAside?: ReactNode;
  icon: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholder: string;
  maxLength: number;
  /** While the address is read: a spinner in the field and this line under it. */
  pendingText?: ReactNode;
  pending?: boolean;
  required?: boolean;
  autoComplete?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** A button beside the field (below it on phones). */
  action?: ReactNode;
  /** Under the field: what went wrong reading it. */
  children?: ReactNode;
}

/** A labelled web-address field of the forms that read a posting or a profile from its address. */
export function UrlField({
  label,
  labelAside,
  icon,
  value,
  onChange,
  onBlur,
  placeholder,
  maxLength,
  pendingText,
  pending = false,
  required,
  autoComplete,
  invalid,
  describedBy,
  action,
  children,
}: UrlFieldProps) {
  const id = useId();
  const input = (
    <TextField.Root
      id={id}
      type="url"
      inputMode="url"
      autoComplete={autoComplete ? 'url' : undefined}
      required={required}
      maxLength={maxLength}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      placeholder={placeholder}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className={action ? 'grow' : undefined}
    >
      <TextField.Slot>{icon}</TextField.Slot>
      {pending && (
        <TextField.Slot side="right">
          <Spinner />
        </TextField.Slot>
      )}
    </TextField.Root>
  );
  return (
    <Flex direction="column" gap="2">
      <FieldLabel htmlFor={id} aside={labelAside}>
        {label}
      </FieldLabel>
      {action ? (
        <Flex gap="2" direction={{ initial: 'column', xs: 'row' }}>
          {input}
          {action}
        </Flex>
      ) : (
        input
      )}
      {pending && pendingText && (
        <Text size="1" color="gray" role="status">
          {pendingText}
        </Text>
      )}
      {children}
    </Flex>
  );
}

/** A field's label, with whatever stands on its right (a save state, a badge). */
export function FieldLabel({ htmlFor, aside, children }: { htmlFor: string; aside?: ReactNode; children: ReactNode }) {
  const label = (
    <Text as="label" size="2" weight="medium" htmlFor={htmlFor}>
      {children}
    </Text>
  );
  if (!aside) return label;
  return (
    <Flex justify="between" align="center" gap="2">
      {label}
      {aside}
    </Flex>
  );
}
