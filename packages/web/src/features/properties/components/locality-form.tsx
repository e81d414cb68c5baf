import {
  type LookupOption,
  offeredOptions,
  type PropertyLocality,
  propertyLocalityCreateSchema,
} from '@app/domain';
import { Select, Text } from '@mantine/core';
import { CardForm } from '../../../components/card-form';
import { FormButtons } from '../../../components/form-buttons';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateLocality, useUpdateLocality } from '../api/use-locality-mutations';
import { emptyParcelRow, type ParcelRow, TaxParcelRows } from './tax-parcel-rows';

type LocalityFormProps = {
  propertyId: number;
  /** The locality whose parcels are edited; without it the form adds a locality. */
  locality?: PropertyLocality;
  /** Every locality of the list; those already on the property are not offered. */
  localities: readonly LookupOption[];
  usedLocalityIds: readonly number[];
  onDone: () => void;
  /** A 409: someone else changed the locality first. */
  onReload: () => void;
};

/** Adds a locality with its tax parcels, or edits a locality's parcels. */
export const LocalityForm = ({
  propertyId,
  locality,
  localities,
  usedLocalityIds,
  onDone,
  onReload,
}: LocalityFormProps) => {
  const confirmDiscard = useConfirmDiscard();
  const create = useCreateLocality(propertyId);
  const update = useUpdateLocality(propertyId);
  const taxParcels: ParcelRow[] = locality
    ? locality.taxParcels.map((p) => ({ parcelId: p.parcelId ?? '', acres: p.acres ?? '' }))
    : [emptyParcelRow];
  // One schema checks both: an edit keeps its locality, and sends only the parcels with its version.
  const initialValues = { propertyId, localityId: locality ? String(locality.localityId) : '', taxParcels };
  const form = useZodForm({ schema: propertyLocalityCreateSchema, initialValues });
  const rows = (form.values.taxParcels ?? []) as ParcelRow[];
  const localityId = String(form.values.localityId);
  const offered = offeredOptions(localities).filter((option) => !usedLocalityIds.includes(option.id));
  const saving = create.isPending || update.isPending;

  const save = () =>
    form.submit(async (valid) => {
      if (locality)
        await update.mutateAsync({
          id: locality.id,
          version: locality.version,
          taxParcels: valid.taxParcels,
        });
      else await create.mutateAsync(valid);
    }, onDone);

  const cancel = async () => {
    const discard = await confirmDiscard(form.values, initialValues, 'this Locality');
    if (discard) onDone();
  };

  const heading = locality ? `Edit Tax Parcels of ${locality.localityName}` : 'Add Locality';
  return (
    <CardForm heading={heading} onSubmit={() => void save()} error={form.saveError} onReload={onReload}>
      {locality ? (
        <Text fw={600}>{locality.localityName}</Text>
      ) : (
        <Select
          label="Locality"
          placeholder="Select a Locality"
          data={offered.map((option) => ({ value: String(option.id), label: option.name }))}
          value={localityId === '' ? null : localityId}
          onChange={(id) => form.setValue('localityId', id ?? '')}
          error={form.errors.localityId}
          withAsterisk
          searchable
          data-autofocus
        />
      )}
      <TaxParcelRows
        rows={rows}
        onChange={(next) => form.setValue('taxParcels', next)}
        errors={form.errors}
      />
      <FormButtons saving={saving} onCancel={() => void cancel()} />
    </CardForm>
  );
};
