import { todayInDisplayZone } from '@app/domain';
import { DateInput as MantineDateInput, type DateInputProps as MantineDateInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';

dayjs.extend(customParseFormat);

const displayFormat = 'MM/DD/YYYY';

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

/** A date typed or picked as MM/DD/YYYY. */
export const DateInput = ({ value, onChange, disableFuture = false, maxDate, ...props }: DateInputProps) => (
  <MantineDateInput
    placeholder={displayFormat}
    clearable
    {...props}
    value={value}
    onChange={onChange}
    valueFormat={displayFormat}
    dateParser={parseUsDate}
    maxDate={disableFuture ? todayInDisplayZone() : maxDate}
  />
);
