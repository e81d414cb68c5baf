import {
  associatePropertiesSchema,
  type Instrument,
  instrumentMessages,
  type Property,
  PropertyStatus,
} from '@app/domain';
import {
  Button,
  Checkbox,
  Divider,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConfirm } from '../../../components/confirm-provider';
import { FormButtons } from '../../../components/form-buttons';
import { NumberTextInput } from '../../../components/number-text-input';
import { RecordForm } from '../../../components/record-form';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { getJson, isApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { propertyQueries } from '../../properties';
import { instrumentKeys } from '../api/instrument-queries';
import { useAssociateProperties } from '../api/use-instrument-mutations';

const allowedFields = [
  ['futurePropertiesAllowed', 'Properties Allowed'],
  ['dwellingsAllowed', 'Dwellings Allowed'],
  ['finishedAreaAllowed', 'Finished Area Allowed'],
  ['imperviousAreaAllowed', 'Impervious Area Allowed'],
] as const;
type AllowedField = (typeof allowedFields)[number][0];

type Row = {
  propertyId: number;
  propertyAcres: string | number;
} & Record<AllowedField, string | number | null>;
type RowInfo = { projectId: number; name: string | null };

const newRow = (propertyId: number): Row => ({
  propertyId,
  propertyAcres: '',
  futurePropertiesAllowed: null,
  dwellingsAllowed: null,
  finishedAreaAllowed: null,
  imperviousAreaAllowed: null,
});

/**
 * '+ Add/Remove' of the Associated Properties card: the instrument's properties with their impacted
 * acres and allowed values (each with an N/A box: ticked is null, unticked starts at 0), the project's
 * other Current properties to add, and a property of another project by its id. Saved as one set.
 */
export const AssociatedPropertiesForm = ({
  instrument,
  onDone,
}: {
  instrument: Instrument;
  onDone: () => void;
}) => {
  const confirm = useConfirm();
  const confirmDiscard = useConfirmDiscard();
  const queryClient = useQueryClient();
  const save = useAssociateProperties();
  const [saveError, setSaveError] = useState<unknown>(null);
  const projectProperties = useQuery(propertyQueries.projectList(instrument.projectId)).data ?? [];
  const [info, setInfo] = useState<Record<number, RowInfo>>(() =>
    Object.fromEntries(
      instrument.associatedProperties.map((p) => [p.propertyId, { projectId: p.projectId, name: p.name }]),
    ),
  );
  const initialValues = {
    id: instrument.id,
    version: instrument.version,
    propertyInstruments: instrument.associatedProperties.map(
      (p): Row => ({
        propertyId: p.propertyId,
        propertyAcres: p.propertyAcres ?? '',
        futurePropertiesAllowed: p.futurePropertiesAllowed,
        dwellingsAllowed: p.dwellingsAllowed,
        finishedAreaAllowed: p.finishedAreaAllowed,
        imperviousAreaAllowed: p.imperviousAreaAllowed,
      }),
    ),
  };
  const form = useZodForm({ schema: associatePropertiesSchema, initialValues });
  const rows = (form.values.propertyInstruments ?? []) as Row[];
  const linked = new Set(rows.map((r) => r.propertyId));
  const addable = projectProperties.filter((p) => p.statusId === PropertyStatus.Current && !linked.has(p.id));
  const [crossId, setCrossId] = useState('');
  const [crossError, setCrossError] = useState<string | null>(null);

  const setRows = (next: Row[]) => form.setValue('propertyInstruments', next);
  const patchRow = (index: number, patch: Partial<Row>) =>
    setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const add = (propertyId: number, about: RowInfo) => {
    setInfo((current) => ({ ...current, [propertyId]: about }));
    setRows([...rows, newRow(propertyId)]);
  };
  const remove = async (index: number) => {
    const yes = await confirm({
      title: 'Remove Property',
      text: instrumentMessages.removePropertyPrompt,
      labels: 'yes-no',
    });
    if (yes) setRows(rows.filter((_, i) => i !== index));
  };
  const addCrossProject = async () => {
    setCrossError(null);
    const id = Number(crossId.trim());
    if (!/^\d{1,10}$/.test(crossId.trim())) return setCrossError('Enter the ID of a Property.');
    if (linked.has(id)) return setCrossError(`Property ${id} is already associated with this Instrument.`);
    try {
      const property = await getJson<Property>(`/property/${id}`);
      if (property.statusId !== PropertyStatus.Current)
        return setCrossError(instrumentMessages.propertyNotFound);
      add(id, { projectId: property.projectId, name: property.name });
      setCrossId('');
    } catch (error) {
      setCrossError(
        isApiError(error) && error.status === 404 ? instrumentMessages.propertyNotFound : String(error),
      );
    }
  };

  const submit = async () => {
    setSaveError(null);
    const valid = form.validate();
    if (!valid) return;
    try {
      await save.mutateAsync(valid);
      onDone();
    } catch (error) {
      form.applyServerError(error);
      setSaveError(error);
    }
  };
  const cancel = async () => {
    if (await confirmDiscard(form.values, initialValues, 'the Associated Properties')) onDone();
  };
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: instrumentKeys.detail(instrument.id) });
    onDone();
  };
  const errorAt = (index: number, field: string) => form.errors[`propertyInstruments.${index}.${field}`];

  return (
    <RecordForm
      label="Edit Associated Properties"
      onSubmit={() => void submit()}
      error={saveError}
      onReload={reload}
    >
      {form.errors.propertyInstruments && (
        <Text c="var(--mantine-color-error)" size="sm" role="alert">
          {form.errors.propertyInstruments}
        </Text>
      )}
      {rows.map((row, index) => {
        const about = info[row.propertyId];
        const otherProject = about && about.projectId !== instrument.projectId;
        return (
          <Paper
            key={row.propertyId}
            withBorder
            radius="sm"
            p="xs"
            component="fieldset"
            style={{ margin: 0 }}
          >
            <Group justify="space-between" wrap="nowrap" mb="xs">
              <Text component="legend" fw={600} p={0}>
                Property {row.propertyId}
                {otherProject ? ` (Project ${about.projectId})` : ''}
                {about?.name ? ` – ${about.name}` : ''}
              </Text>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => void remove(index)}
                aria-label={`Remove Property ${row.propertyId}`}
              >
                Remove
              </Button>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
              <NumberTextInput
                label="Impacted Acres"
                withAsterisk
                value={row.propertyAcres}
                onChange={(propertyAcres) => patchRow(index, { propertyAcres })}
                error={errorAt(index, 'propertyAcres')}
              />
              {allowedFields.map(([field, label]) => {
                const na = row[field] === null;
                return (
                  <Stack key={field} gap={4}>
                    <NumberTextInput
                      label={label}
                      whole
                      disabled={na}
                      value={na ? '' : row[field]}
                      onChange={(value) => patchRow(index, { [field]: value })}
                      error={errorAt(index, field)}
                    />
                    <Checkbox
                      size="xs"
                      label="N/A"
                      aria-label={`${label} N/A`}
                      checked={na}
                      onChange={(event) =>
                        patchRow(index, { [field]: event.currentTarget.checked ? null : '0' })
                      }
                    />
                  </Stack>
                );
              })}
            </SimpleGrid>
          </Paper>
        );
      })}
      <Divider />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Add a Property of this Project"
          placeholder={addable.length === 0 ? 'No other Current Properties' : 'Choose a Property'}
          data={addable.map((p) => ({
            value: String(p.id),
            label: p.name ? `${p.id} – ${p.name}` : String(p.id),
          }))}
          value={null}
          onChange={(id) => {
            const property = addable.find((p) => String(p.id) === id);
            if (property) add(property.id, { projectId: instrument.projectId, name: property.name });
          }}
          disabled={addable.length === 0}
          style={{ flex: '1 1 220px' }}
        />
        <TextInput
          label="Cross-Project Property ID"
          value={crossId}
          onChange={(event) => setCrossId(event.currentTarget.value)}
          error={crossError}
          inputMode="numeric"
          style={{ flex: '1 1 160px' }}
        />
        <Button variant="light" onClick={() => void addCrossProject()}>
          Add
        </Button>
      </Group>
      <FormButtons saving={save.isPending} onCancel={() => void cancel()} />
    </RecordForm>
  );
};
