import { NumberInput, type NumberInputProps } from '@mantine/core';

export type NumericFieldProps = Omit<NumberInputProps, 'value' | 'onChange'> & {
  value: number | null;
  onChange: (value: number | null) => void;
};

/** Mantine hands back '' for an empty field and a string while a number is half typed. */
export const toNumberOrNull = (value: number | string): number | null => {
  if (typeof value === 'number') return value;
  if (value.trim() === '') return null;
  const n = Number(value.replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
};

/** US dollars: '$' prefix, thousands separators, two decimals. */
export const MoneyInput = ({ value, onChange, ...props }: NumericFieldProps) => (
  <NumberInput
    prefix="$"
    thousandSeparator=","
    decimalScale={2}
    fixedDecimalScale
    allowNegative={false}
    hideControls
    {...props}
    value={value ?? ''}
    onChange={(next) => onChange(toNumberOrNull(next))}
  />
);
