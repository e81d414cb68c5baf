import { MaxStepNote, todayInDisplayZone } from '@app/domain';
import { Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { useZodForm } from '../lib/use-zod-form';
import { CardForm } from './card-form';
import { DateInput } from './date-input';
import { FormButtons } from './form-buttons';
import { useConfirmDiscard } from './use-confirm-discard';

type StepSchema = z.ZodType<unknown, Record<string, unknown>>;
type StepFormState<TSchema extends StepSchema> = ReturnType<typeof useZodForm<TSchema>>;

type StepFormProps<TSchema extends StepSchema> = {
  /** The record's step form schema (the domain's `stepSchemas(…).form`). */
  schema: TSchema;
  /** The status the button that opened the form named. */
  statusId: number;
  heading: string;
  /** The record's own values of a step beyond its status, date and note (a case's follow-up). */
  extra?: Record<string, unknown>;
  /** Sends the step (the record's id and version added by the caller). */
  send: (valid: z.output<TSchema>) => Promise<unknown>;
  saving: boolean;
  onDone: () => void;
  onReload: () => void;
  /** Said above the fields (what the step does besides). */
  intro?: ReactNode;
  /** The record's own fields, under the note. */
  fields?: (form: StepFormState<TSchema>) => ReactNode;
};

/**
 * One step of a record with dated steps (a violation case's, an owner's request's): the status its
 * button named, dated (today unless changed), with a note, and the record's own fields.
 */
export const StepForm = <TSchema extends StepSchema>({
  schema,
  statusId,
  heading,
  extra,
  send,
  saving,
  onDone,
  onReload,
  intro,
  fields,
}: StepFormProps<TSchema>) => {
  const confirmDiscard = useConfirmDiscard();
  const initialValues = { statusId, on: todayInDisplayZone(), note: '', ...extra } as z.input<TSchema>;
  const form = useZodForm({ schema, initialValues });
  type Field = keyof z.input<TSchema> & string;
  const cancel = async () => {
    if (await confirmDiscard(form.values, initialValues, 'this step')) onDone();
  };
  return (
    <CardForm
      heading={heading}
      onSubmit={() => void form.submit(send, onDone)}
      error={form.saveError}
      onReload={onReload}
    >
      {intro}
      <DateInput
        label="Step Date"
        {...form.choice('on' as Field)}
        disableFuture
        withAsterisk
        data-autofocus
      />
      <Textarea label="Note" {...form.text('note' as Field)} rows={2} maxLength={MaxStepNote} />
      {fields?.(form)}
      <FormButtons saving={saving} onCancel={() => void cancel()} />
    </CardForm>
  );
};
