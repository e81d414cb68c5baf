import {
  type CaseFormInput,
  caseFormSchema,
  caseSeverities,
  caseSeverityLabels,
  todayInDisplayZone,
} from '@app/domain';
import { Select, Textarea } from '@mantine/core';
import { CardForm } from '../../../components/card-form';
import { DateInput } from '../../../components/date-input';
import { FormButtons } from '../../../components/form-buttons';
import { useZodForm } from '../../../lib/use-zod-form';
import type { RecordRef } from '../store/field-db';
import { fieldDb } from '../store/field-store';
import { saveCase } from '../store/outbox';
import { useStoredChoices } from '../store/use-field-lookup';
import { fieldSync } from '../sync/field-sync';

/**
 * Open Violation Case from an observation, on this device (issue 33): type, severity, discovered on
 * (today) and description, checked by the case form's rules; reported by the signed-in monitor. The
 * instruments and restrictions are named at the office (Edit on the case page).
 */
export const FieldCaseForm = ({
  propertyId,
  service,
  observation,
  reportedById,
  onSaved,
  onCancel,
}: {
  propertyId: number;
  service: RecordRef;
  observation: RecordRef;
  reportedById: number;
  /** With the case's device id. */
  onSaved: (clientId: string) => void;
  onCancel: () => void;
}) => {
  const types = useStoredChoices('case/types');
  const initialValues: CaseFormInput = {
    typeId: '',
    severity: '' as CaseFormInput['severity'],
    discoveredOn: todayInDisplayZone(),
    reportedById: String(reportedById),
    instrumentIds: [],
    restrictions: [],
    description: '',
    followUpDue: null,
    followUpKind: null,
  };
  const form = useZodForm({ schema: caseFormSchema, initialValues });
  let saved = '';
  const save = () =>
    form.submit(
      async (valid) => {
        saved = await saveCase(fieldDb, {
          propertyId,
          service,
          observation,
          body: {
            typeId: valid.typeId,
            severity: valid.severity,
            discoveredOn: valid.discoveredOn,
            reportedById: valid.reportedById,
            description: valid.description,
          },
        });
        void fieldSync.sync();
      },
      () => onSaved(saved),
    );
  return (
    <CardForm
      heading="Open Violation Case"
      onSubmit={() => void save()}
      error={form.saveError}
      onReload={onCancel}
    >
      <Select label="Case Type" withAsterisk data={types} {...form.choice('typeId')} />
      <Select
        label="Severity"
        withAsterisk
        data={caseSeverities.map((value) => ({ value, label: caseSeverityLabels[value] }))}
        {...form.choice('severity')}
      />
      <DateInput label="Discovered On" withAsterisk disableFuture {...form.choice('discoveredOn')} />
      <Textarea
        label="Description"
        withAsterisk
        autosize
        minRows={3}
        maxLength={2000}
        {...form.text('description')}
      />
      <FormButtons saving={false} onCancel={onCancel} />
    </CardForm>
  );
};
