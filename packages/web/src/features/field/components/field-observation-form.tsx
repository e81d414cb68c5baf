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
  onDone,
}: {
  propertyId: number;
  service: RecordRef;
  onDone: () => void;
}) => {
  const types = useStoredChoices('service/observationtypes');
  const answers = useStoredChoices('service/observationacknowledgementtypes');
  const form = useZodForm({
    schema: observationFormSchema,
    initialValues: { typeId: '', ackTypeId: String(ObservationAck.Default), notes: '' },
  });
  const save = () =>
    form.submit(async (body) => {
      await saveObservation(fieldDb, { propertyId, service, body });
      void fieldSync.sync();
    }, onDone);
  return (
    <CardForm heading="Add Observation" onSubmit={() => void save()} error={form.saveError} onReload={onDone}>
      <Select label="Observation" withAsterisk searchable data={types} {...form.choice('typeId')} />
      <Select label="Answer" withAsterisk data={answers} {...form.choice('ackTypeId')} />
      <Textarea label="Observation Notes" autosize minRows={2} maxLength={250} {...form.text('notes')} />
      <FormButtons saving={false} onCancel={onDone} />
    </CardForm>
  );
};
