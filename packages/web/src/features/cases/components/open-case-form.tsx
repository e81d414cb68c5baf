import {
  type CaseFormInput,
  type CurrentUser,
  caseFormSchema,
  caseSeverities,
  type Property,
  todayInDisplayZone,
} from '@app/domain';
import { Checkbox, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { DateInput } from '../../../components/date-input';
import { FormButtons } from '../../../components/form-buttons';
import { LookupSelect } from '../../../components/lookup-select';
import { RecordForm } from '../../../components/record-form';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { useEditMode } from '../../../lib/edit-mode';
import { lookupQuery } from '../../../lib/lookup-queries';
import { routePaths } from '../../../lib/routes';
import { useZodForm } from '../../../lib/use-zod-form';
import { usersQueries } from '../../../lib/users-queries';
import { useOpenCase } from '../api/use-case-mutations';
import { severityLabel } from './case-labels';

type OpenCaseFormProps = { property: Property; observationId: number | null; me: CurrentUser };

const title = 'Open Violation Case';

/**
 * Open Case (issue 33): type, severity, discovery date, who reported it (the signed-in user unless
 * changed), the property's instruments it touches, a description and a follow-up date. Opened from an
 * observation, the case links to it as its first evidence.
 */
export const OpenCaseForm = ({ property, observationId, me }: OpenCaseFormProps) => {
  const navigate = useNavigate();
  const confirmDiscard = useConfirmDiscard();
  const editMode = useEditMode(title);
  const types = useQuery(lookupQuery('case/types')).data;
  const users = useQuery(usersQueries.active()).data ?? [];
  const create = useOpenCase();
  const initialValues: CaseFormInput = {
    typeId: '',
    severity: '' as CaseFormInput['severity'],
    discoveredOn: todayInDisplayZone(),
    reportedById: String(me.id),
    instrumentIds: [],
    description: '',
    followUpDue: null,
  };
  const form = useZodForm({ schema: caseFormSchema, initialValues });
  const { values, errors, setValue } = form;
  const { start } = editMode;
  useEffect(start, [start]);

  const propertyPage = routePaths.projectProperty(property.projectId, property.id);
  const save = () =>
    form.submit(
      async (valid) => {
        const made = await create.mutateAsync({ ...valid, propertyId: property.id, observationId });
        editMode.stop();
        await navigate(routePaths.violationCase(made.id));
      },
      () => undefined,
    );
  const cancel = async () => {
    if (!(await confirmDiscard(values, initialValues, 'this Violation Case'))) return;
    editMode.stop();
    await navigate(propertyPage);
  };
  const reporters = users
    .filter((u) => !u.inactive && !u.viewOnly && u.id !== 0)
    .map((u) => ({ value: String(u.id), label: u.name }));

  return (
    <Paper withBorder radius="md" p="md" maw={640}>
      <RecordForm
        label={title}
        onSubmit={() => void save()}
        error={form.saveError}
        heading={
          <Stack gap={2}>
            <Title order={2} size="h3">
              {title}
            </Title>
            <Text size="sm">
              Property {property.name ?? property.id}
              {observationId !== null &&
                ' · from an observation of its inspection, kept as the first evidence'}
            </Text>
          </Stack>
        }
      >
        <LookupSelect
          label="Case Type"
          options={types}
          {...form.choice('typeId')}
          withAsterisk
          data-autofocus
        />
        <Select
          label="Severity"
          data={caseSeverities.map((value) => ({ value, label: severityLabel(value) }))}
          {...form.choice('severity')}
          withAsterisk
        />
        <DateInput label="Discovered On" {...form.choice('discoveredOn')} disableFuture withAsterisk />
        <Select
          label="Reported By"
          data={reporters}
          {...form.choice('reportedById')}
          searchable
          withAsterisk
        />
        {property.propertyInstruments.length > 0 && (
          <Checkbox.Group
            label="Instruments it touches"
            value={(values.instrumentIds ?? []).map(String)}
            onChange={(ids) => setValue('instrumentIds', ids)}
            error={errors.instrumentIds ?? errors['instrumentIds.0']}
          >
            <Stack gap={4} mt={4}>
              {property.propertyInstruments.map((link) => (
                <Checkbox
                  key={link.instrumentId}
                  value={String(link.instrumentId)}
                  label={`Instrument ${link.title}`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <Textarea
          label="Description"
          {...form.text('description')}
          autosize
          minRows={3}
          maxLength={2000}
          withAsterisk
        />
        <DateInput label="Follow-up Due" {...form.choice('followUpDue')} />
        <FormButtons saving={create.isPending} onCancel={() => void cancel()} />
      </RecordForm>
    </Paper>
  );
};
