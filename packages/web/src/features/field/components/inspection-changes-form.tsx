import { fieldInspectionChangesSchema, inspectionMethodLabels, serviceLabels } from '@app/domain';
import { Select, Textarea } from '@mantine/core';
import { CardForm } from '../../../components/card-form';
import { DateInput } from '../../../components/date-input';
import { FormButtons } from '../../../components/form-buttons';
import { useZodForm } from '../../../lib/use-zod-form';
import type { InspectionChanges, RecordRef } from '../store/field-db';
import { fieldDb } from '../store/field-store';
import { inspectionChangeLabels } from '../store/item-text';
import { saveInspectionChanges } from '../store/outbox';
import { fieldSync } from '../sync/field-sync';

const methodChoices = Object.entries(inspectionMethodLabels).map(([value, label]) => ({ value, label }));

/** The Inspection Details a monitor fills in the field; saved on this device, sent on the version it was read. */
export const InspectionChangesForm = ({
  propertyId,
  service,
  current,
  onDone,
}: {
  propertyId: number;
  service: RecordRef;
  current: InspectionChanges;
  onDone: () => void;
}) => {
  const form = useZodForm({
    schema: fieldInspectionChangesSchema,
    initialValues: {
      inspectionMethod: current.inspectionMethod ?? null,
      reportCompletedDate: current.reportCompletedDate ?? null,
      landownerPropertyPlans: current.landownerPropertyPlans ?? '',
      questionsForVOF: current.questionsForVOF ?? '',
    },
  });
  const save = () =>
    form.submit(async (changes) => {
      await saveInspectionChanges(fieldDb, { propertyId, service, changes });
      void fieldSync.sync();
    }, onDone);
  return (
    <CardForm
      heading="Edit Inspection Details"
      onSubmit={() => void save()}
      error={form.saveError}
      onReload={onDone}
    >
      <Select
        label={serviceLabels.inspectionMethod}
        data={methodChoices}
        clearable
        {...form.choice('inspectionMethod')}
      />
      <DateInput
        label={serviceLabels.reportCompletedDate}
        clearable
        disableFuture
        {...form.choice('reportCompletedDate')}
      />
      <Textarea
        label={inspectionChangeLabels.landownerPropertyPlans}
        autosize
        minRows={2}
        maxLength={250}
        {...form.text('landownerPropertyPlans')}
      />
      <Textarea
        label={inspectionChangeLabels.questionsForVOF}
        autosize
        minRows={2}
        maxLength={250}
        {...form.text('questionsForVOF')}
      />
      <FormButtons saving={false} onCancel={onDone} />
    </CardForm>
  );
};
