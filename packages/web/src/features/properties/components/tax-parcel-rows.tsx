import { TextInput } from '@mantine/core';
import { NumberTextInput } from '../../../components/number-text-input';
import { RowList } from '../../../components/row-list';

/** A parcel row as typed; a row left completely empty is dropped on save (spec 2 §5). */
export type ParcelRow = { parcelId: string; acres: string | number };

export const emptyParcelRow: ParcelRow = { parcelId: '', acres: '' };

type TaxParcelRowsProps = {
  rows: readonly ParcelRow[];
  onChange: (rows: ParcelRow[]) => void;
  /** The form's messages, keyed 'taxParcels.{index}.{field}'. */
  errors: Record<string, string | undefined>;
};

/** The tax parcel inputs of a locality: parcel id and acres per row, rows added and removed freely. */
export const TaxParcelRows = ({ rows, onChange, errors }: TaxParcelRowsProps) => (
  <RowList
    label="Tax Parcels"
    rows={rows}
    onChange={onChange}
    removeLabel={(index) => `Remove parcel row ${index + 1}`}
    addLabel="+ Add Parcel"
    newRow={emptyParcelRow}
    renderRow={(row, index, change) => (
      <>
        <TextInput
          aria-label={`Parcel ID, row ${index + 1}`}
          placeholder="Parcel ID"
          value={row.parcelId}
          onChange={(event) => change({ ...row, parcelId: event.currentTarget.value })}
          error={errors[`taxParcels.${index}.parcelId`]}
          style={{ flex: 2 }}
        />
        <NumberTextInput
          aria-label={`Acres, row ${index + 1}`}
          placeholder="Acres"
          value={row.acres}
          onChange={(acres) => change({ ...row, acres })}
          error={errors[`taxParcels.${index}.acres`]}
          style={{ flex: 1 }}
        />
      </>
    )}
  />
);
