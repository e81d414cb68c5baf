import {
  DefaultNoticePeriodDays,
  defaultNoticePeriodDays,
  type Property,
  type RequestChoices,
  type RequestFormInput,
  requestFormSchema,
  todayInDisplayZone,
} from '@app/domain';
import { Checkbox, Loader, Paper, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { DateInput } from '../../../components/date-input';
import { FormButtons } from '../../../components/form-buttons';
import { LookupSelect } from '../../../components/lookup-select';
import { NumberTextInput } from '../../../components/number-text-input';
import { RecordForm } from '../../../components/record-form';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { useEditMode } from '../../../lib/edit-mode';
import { lookupQuery } from '../../../lib/lookup-queries';
import { routePaths } from '../../../lib/routes';
import { useZodForm } from '../../../lib/use-zod-form';
import { requestQueries } from '../api/request-queries';
import { useReceiveRequest } from '../api/use-request-mutations';

const title = 'Receive Owner Request';

/** The blank form: received today, no requester, asking for no built rights until entered. */
export const newRequestValues = (today: string): RequestFormInput => ({
  kindId: '',
  receivedOn: today,
  requestedById: null,
  instrumentIds: [],
  description: '',
  noticePeriodDays: null,
  dwellingUnits: 0,
  finishedArea: 0,
  imperviousArea: 0,
});

type Form = ReturnType<typeof useZodForm<typeof requestFormSchema>>;

const RequestFields = ({ form, choices }: { form: Form; choices: RequestChoices }) => {
  const kinds = useQuery(lookupQuery('request/kinds')).data;
  const instrumentIds = (form.values.instrumentIds ?? []).map(String);
  // Blank takes the shortest notice period of the instruments ticked (as the server does), else 30 days.
  const defaultDays = defaultNoticePeriodDays(
    choices.instruments
      .filter((i) => instrumentIds.includes(String(i.id)))
      .map((i) => i.requestNoticePeriodDays),
  );
  return (
    <>
      <LookupSelect
        label="Request Kind"
        options={kinds}
        {...form.choice('kindId')}
        withAsterisk
        data-autofocus
      />
      <DateInput label="Received On" {...form.choice('receivedOn')} disableFuture withAsterisk />
      <Select
        label="Requested By"
        description="An Owner contact of the property"
        data={choices.owners.map((o) => ({ value: String(o.id), label: o.name }))}
        {...form.choice('requestedById')}
        clearable
        searchable
      />
      {choices.instruments.length > 0 && (
        <Checkbox.Group
          label="Instruments it falls under"
          value={instrumentIds}
          onChange={(ids) => form.setValue('instrumentIds', ids)}
          error={form.errors.instrumentIds ?? form.errors['instrumentIds.0']}
        >
          <Stack gap={4} mt={4}>
            {choices.instruments.map((i) => (
              <Checkbox key={i.id} value={String(i.id)} label={`Instrument ${i.label}`} />
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
      <NumberTextInput
        label="Notice Period (days)"
        description={`Blank takes ${defaultDays} days: the shortest Request Notice Period of the instruments ticked, else ${DefaultNoticePeriodDays}`}
        placeholder={String(defaultDays)}
        {...form.number('noticePeriodDays')}
        whole
      />
      <Text size="sm" fw={600}>
        Rights it would use (added to the Built Environment once approved)
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <NumberTextInput label="Dwelling Units" {...form.number('dwellingUnits')} whole withAsterisk />
        <NumberTextInput label="Finished Area" {...form.number('finishedArea')} withAsterisk />
        <NumberTextInput label="Impervious Area" {...form.number('imperviousArea')} withAsterisk />
      </SimpleGrid>
    </>
  );
};

/** Receive Request (issue 33 §5): an owner's request to exercise a reserved right on the property. */
export const ReceiveRequestForm = ({ property }: { property: Property }) => {
  const navigate = useNavigate();
  const confirmDiscard = useConfirmDiscard();
  const editMode = useEditMode(title);
  const choices = useQuery(requestQueries.choices(property.id));
  const create = useReceiveRequest();
  const initialValues = newRequestValues(todayInDisplayZone());
  const form = useZodForm({ schema: requestFormSchema, initialValues });
  const { start } = editMode;
  useEffect(start, [start]);

  const save = () =>
    form.submit(
      async (valid) => {
        const made = await create.mutateAsync({ ...valid, propertyId: property.id });
        editMode.stop();
        await navigate(routePaths.ownerRequest(made.id));
      },
      () => undefined,
    );
  const cancel = async () => {
    if (!(await confirmDiscard(form.values, initialValues, 'this Owner Request'))) return;
    editMode.stop();
    await navigate(routePaths.projectProperty(property.projectId, property.id));
  };

  return (
    <Paper withBorder radius="md" p="md" maw={640}>
      <RecordForm
        label={title}
        onSubmit={() => void save()}
        error={form.saveError ?? choices.error}
        heading={
          <Stack gap={2}>
            <Title order={2} size="h3">
              {title}
            </Title>
            <Text size="sm">Property {property.name ?? property.id}</Text>
          </Stack>
        }
      >
        {choices.isPending ? (
          <Loader size="sm" aria-label="Loading the owners and instruments" />
        ) : (
          <RequestFields form={form} choices={choices.data ?? { owners: [], instruments: [] }} />
        )}
        <FormButtons saving={create.isPending} onCancel={() => void cancel()} />
      </RecordForm>
    </Paper>
  );
};
