import { offeredOptions } from '@app/domain';
import { Select, type SelectProps } from '@mantine/core';

type Option = { id: number; name: string; sortOrder: number; archiveDate: string | null };

/** Select data from a lookup list: the active options, plus the record's current one when archived. */
export const lookupChoices = <T extends Option>(
  options: readonly T[] | undefined,
  current?: number | null,
  label: (option: T) => string = (option) => option.name,
) => offeredOptions(options ?? [], current).map((o) => ({ value: String(o.id), label: label(o) }));

export type LookupSelectProps = Omit<SelectProps, 'data'> & {
  options: readonly Option[] | undefined;
  /** The saved choice, offered even when archived since. */
  current?: number | null;
};

/** A Select over a lookup list (spec: archived options are not offered for new choices). */
export const LookupSelect = ({ options, current, ...props }: LookupSelectProps) => (
  <Select {...props} data={lookupChoices(options, current)} />
);
