import { messages, todayInDisplayZone } from '@app/domain';
import { DateInput as MantineDateInput, type DateInputProps as MantineDateInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { useState } from 'react';
import './date-input.css';

dayjs.extend(customParseFormat);

const displayFormat = 'MM/DD/YYYY';

/**
 * The picker's arrows by name: Mantine leaves them unnamed (axe: critical). The month and year buttons
 * between them keep their own words ('November 2026') as their name.
 */
const pickerLabels = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
};

/** Reads what a user typed as a US date (leading zeros optional) into the picker's YYYY-MM-DD value. */
export const parseUsDate = (text: string): string | null => {
  const parsed = dayjs(text.trim(), [displayFormat, 'M/D/YYYY'], true);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null;
};

export type DateInputProps = Omit<
  MantineDateInputProps,
  'value' | 'onChange' | 'valueFormat' | 'dateParser' | 'defaultValue'
> & {
  /** A calendar date as YYYY-MM-DD, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** No date after today (New York) can be chosen. */
  disableFuture?: boolean;
};

/**
 * A date typed or picked as MM/DD/YYYY. A future date typed where the future is disabled is not taken
 * (the picker keeps the last good value), and the field says why in the product's words.
 */
export const DateInput = ({ value, onChange, disableFuture = false, maxDate, ...props }: DateInputProps) => {
  const [typedFuture, setTypedFuture] = useState(false);
  const today = todayInDisplayZone();
  const parse = (text: string) => {
    const parsed = parseUsDate(text);
    setTypedFuture(disableFuture && parsed !== null && parsed > today);
    return parsed;
  };
  const label = typeof props.label === 'string' ? props.label : 'Date';
  return (
    <MantineDateInput
      placeholder={displayFormat}
      clearable
      ariaLabels={pickerLabels}
      classNames={{ day: 'date-input-day' }}
      {...props}
      error={props.error ?? (typedFuture ? messages.futureDate(label) : undefined)}
      value={value}
      onChange={(next) => {
        setTypedFuture(false);
        onChange(next);
      }}
      valueFormat={displayFormat}
      dateParser={parse}
      maxDate={disableFuture ? today : maxDate}
    />
  );
};
