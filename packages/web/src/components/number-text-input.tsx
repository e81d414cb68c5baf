import { TextInput, type TextInputProps } from '@mantine/core';

export type NumberTextInputProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  /** What was typed, or the stored number when the form opened. */
  value: string | number | null | undefined;
  onChange: (text: string) => void;
  /** Whole numbers bring up the digits keyboard on a phone; decimals the one with a point. */
  whole?: boolean;
};

/**
 * A number field that keeps exactly what the user typed: no character dropped ('1.5' stays 1.5, not
 * 15), no sign removed, no decimals cut. The field's domain rule says what is wrong (whole number,
 * decimal places, range) in the spec's words, and the form shows it.
 */
export const NumberTextInput = ({ value, onChange, whole = false, ...props }: NumberTextInputProps) => (
  <TextInput
    inputMode={whole ? 'numeric' : 'decimal'}
    autoComplete="off"
    {...props}
    value={value === null || value === undefined ? '' : String(value)}
    onChange={(event) => onChange(event.currentTarget.value)}
  />
);
