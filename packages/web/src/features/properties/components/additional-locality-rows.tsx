import { Select } from '@mantine/core';
import { RowList } from '../../../components/row-list';

type Option = { value: string; label: string };

type AdditionalLocalityRowsProps = {
  rows: readonly string[];
  onChange: (rows: string[]) => void;
  /** The options of one row: those chosen elsewhere on the form are left out. */
  optionsFor: (index: number) => Option[];
  /** The form's messages, keyed 'additionalLocalityIds.{index}'. */
  errors: Record<string, string | undefined>;
};

/** New Property's additional localities: a select per row, each row chosen or removed. */
export const AdditionalLocalityRows = ({
  rows,
  onChange,
  optionsFor,
  errors,
}: AdditionalLocalityRowsProps) => (
  <RowList
    label="Additional Localities"
    rows={rows}
    onChange={onChange}
    removeLabel={(index) => `Remove Additional Locality ${index + 1}`}
    addLabel="+ Add Additional Locality"
    newRow=""
    renderRow={(value, index, change) => (
      <Select
        aria-label={`Additional Locality ${index + 1}`}
        placeholder="Select Additional Locality"
        data={optionsFor(index)}
        value={value === '' ? null : value}
        onChange={(id) => change(id ?? '')}
        // The row's one message asks to choose: once chosen, it no longer applies.
        error={value === '' ? errors[`additionalLocalityIds.${index}`] : undefined}
        searchable
        style={{ flex: 1 }}
      />
    )}
  />
);
