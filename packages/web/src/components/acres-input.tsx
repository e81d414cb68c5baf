import { NumberInput } from '@mantine/core';
import { type NumericFieldProps, toNumberOrNull } from './money-input';

/** Acres: no negatives, at most 4 decimals (spec 1 §9). */
export const AcresInput = ({ value, onChange, ...props }: NumericFieldProps) => (
  <NumberInput
    thousandSeparator=","
    decimalScale={4}
    allowNegative={false}
    hideControls
    {...props}
    value={value ?? ''}
    onChange={(next) => onChange(toNumberOrNull(next))}
  />
);
