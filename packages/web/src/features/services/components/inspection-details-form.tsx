import {
  ImagerySource,
  inspectionMethodLabels,
  isImageryInspection,
  type LookupOption,
  latestInspectionDay,
  offeredOptions,
  reportCompletedError,
  type Service,
  serviceLabels,
  serviceUpdateSchema,
} from '@app/domain';
import { Button, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DateInput } from '../../../components/date-input';
import { RecordForm } from '../../../components/record-form';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { useZodForm } from '../../../lib/use-zod-form';
import { eventQueries } from '../../events';
import { serviceKeys } from '../api/service-queries';
import { useUpdateService } from '../api/use-service-mutations';
import { updateValuesOf } from './service-values';

/** Spec 2 §3: the landowner plans and the questions for VOF hold up to 250 characters each. */
const inspectionTextMax = 250;

const methodOptions = Object.entries(inspectionMethodLabels).map(([value, label]) => ({ value, label }));

/**
 * The update schema plus the rule the server checks against the service's events: a report
 * completed date the user sets may not precede the inspection date (a saved one is left alone).
 */
const withReportRule = (inspectionDay: string | null, savedDate: string | null) =>
  serviceUpdateSchema.superRefine((value, ctx) => {
    if (value.reportCompletedDate === savedDate) return;
    const error = reportCompletedError(value.reportCompletedDate, inspectionDay);
    if (error) ctx.addIssue({ code: 'custom', path: ['reportCompletedDate'], message: error });
  });

type InspectionDetailsFormProps = { service: Service; sources: readonly LookupOption[]; onDone: () => void };

/**
 * Edits the inspection details through PUT service/update, sending the other details as they are.
 * The imagery comparison is offered only for an imagery inspection (component 48): the server clears
 * it for any other service (spec 2 §4).
 */
export const InspectionDetailsForm = ({ service, sources, onDone }: InspectionDetailsFormProps) => {
  const queryClient = useQueryClient();
  const confirmDiscard = useConfirmDiscard();
  const update = useUpdateService();
  const initialValues = updateValuesOf(service);
  const events = useQuery(eventQueries.list({ type: 'service', id: service.id })).data;
  const inspectionDay = latestInspectionDay(events ?? []);
  const form = useZodForm({
    schema: withReportRule(inspectionDay, service.reportCompletedDate),
    initialValues,
  });
  const { values, errors, setValue, saveError } = form;
  const imagery = isImageryInspection(service);
  const sourceOptions = (selected: string) =>
    offeredOptions(sources, selected === '' ? null : Number(selected)).map((o) => ({
      value: String(o.id),
      label: o.name,
    }));
  const other = String(ImagerySource.Other);

  const save = () =>
    form.submit(async (valid) => {
      await update.mutateAsync(valid);
    }, onDone);

  return (
    <RecordForm
      label="Edit Inspection Details"
      onSubmit={() => void save()}
      error={saveError}
      onReload={() => {
        void queryClient.invalidateQueries({ queryKey: serviceKeys.detail(service.id) });
        onDone();
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <Select
          label={serviceLabels.inspectionMethod}
          data={methodOptions}
          placeholder="None"
          clearable
          {...form.choice('inspectionMethod')}
        />
        <DateInput
          label={serviceLabels.reportCompletedDate}
          {...form.choice('reportCompletedDate')}
          disableFuture
          description={
            !values.reportCompletedDate
              ? undefined
              : values.reportCompletedDate === service.reportCompletedDate
                ? `Completed by ${service.reportCompletedByName ?? 'None'}`
                : 'Saving records you as the one who completed the report.'
          }
        />
      </SimpleGrid>
      {imagery ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          {(['before', 'after'] as const).map((side) => {
            const Side = side === 'before' ? 'Before' : 'After';
            const dateKey = side === 'before' ? 'imageryAssessmentBeforeDate' : 'imageryAssessmentAfterDate';
            const sourceKey = side === 'before' ? 'beforeSource' : 'afterSource';
            const notesKey = side === 'before' ? 'beforeSourceNotes' : 'afterSourceNotes';
            const source = String(values[sourceKey] ?? '');
            return (
              <Stack key={side} gap="sm">
                <DateInput
                  label={`Imagery Comparison ${Side} Date`}
                  value={(values[dateKey] as string | null) ?? null}
                  onChange={(date) => setValue(dateKey, date)}
                  error={errors[dateKey]}
                />
                <Select
                  label={`Imagery Comparison ${Side} Source`}
                  data={sourceOptions(source)}
                  value={source === '' ? null : source}
                  onChange={(id) => setValue(sourceKey, id ?? '')}
                  error={errors[sourceKey]}
                  clearable
                />
                <TextInput
                  label={`Imagery Comparison ${Side} Source Notes`}
                  value={String(values[notesKey] ?? '')}
                  onChange={(event) => setValue(notesKey, event.currentTarget.value)}
                  error={errors[notesKey]}
                  withAsterisk={source === other}
                  maxLength={100}
                />
              </Stack>
            );
          })}
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed">
          The imagery comparison applies to Imagery Inspection services.
        </Text>
      )}
      <Textarea
        label="Landowner Property Plans"
        {...form.text('landownerPropertyPlans')}
        maxLength={inspectionTextMax}
        rows={3}
        description={`${String(values.landownerPropertyPlans ?? '').length}/${inspectionTextMax}`}
      />
      <Textarea
        label="Questions for VOF"
        {...form.text('questionsForVOF')}
        maxLength={inspectionTextMax}
        rows={3}
        description={`${String(values.questionsForVOF ?? '').length}/${inspectionTextMax}`}
      />
      <Group justify="flex-end">
        <Button
          variant="default"
          onClick={async () => {
            if (await confirmDiscard(values, initialValues, 'the Inspection Details')) onDone();
          }}
          disabled={update.isPending}
        >
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending}>
          Save
        </Button>
      </Group>
    </RecordForm>
  );
};
