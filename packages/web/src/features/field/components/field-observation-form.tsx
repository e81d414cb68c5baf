import { ObservationAck, observationFormSchema } from '@app/domain';
import { Select, Textarea } from '@mantine/core';
import { CardForm } from '../../../components/card-form';
import { FormButtons } from '../../../components/form-buttons';
import { useZodForm } from '../../../lib/use-zod-form';
import type { RecordRef } from '../store/field-db';
import { fieldDb } from '../store/field-store';
import { saveObservation } from '../store/outbox';
import { useStoredChoices } from '../store/use-field-lookup';
import { fieldSync } from '../sync/field-sync';

/** Adds an observation on this device, checked by the same rules as the card online. */
export const FieldObservationForm = ({
  propertyId,
  service,
  onSaved,
  onCancel,
}: {
  propertyId: number;
  service: RecordRef;
  /** With the observation's device id. */
  onSaved: (clientId: string) => void;
  onCancel: () => void;
}) => {
  const types = useStoredChoices('service/observationtypes');
  const answers = useStoredChoices('service/observationacknowledgementtypes');
  const form = useZodForm({
    schema: observationFormSchema,
    initialValues: { typeId: '', ackTypeId: String(ObservationAck.Default), notes: '' },
  });
  let saved = '';
  const save = () =>
    form.submit(
      async (body) => {
        saved = await saveObservation(fieldDb, { propertyId, service, body });
        void fieldSync.sync();
      },
      () => onSaved(saved),
    );
  return (
    <CardForm
      heading="Add Observation"
      onSubmit={() => void save()}
      error={form.saveError}
      onReload={onCancel}
    >
      <Select label="Observation" withAsterisk searchable data={types} {...form.choice('typeId')} />
      {/* Tapping the preset answer again must keep it, as online: a Select would clear it. */}
      <Select
        label="Answer"
        withAsterisk
        data={answers}
        allowDeselect={false}
        {...form.choice('ackTypeId')}
      />
      <Textarea label="Observation Notes" autosize minRows={2} maxLength={250} {...form.text('notes')} />
      <FormButtons saving={false} onCancel={onCancel} />
    </CardForm>
  );
};
