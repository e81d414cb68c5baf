import {
  isApproving,
  type OwnerRequest,
  type RequestStepFormInput,
  requestStepFormSchema,
  todayInDisplayZone,
  usesRights,
} from '@app/domain';
import { Text, Textarea } from '@mantine/core';
import { CardForm } from '../../../components/card-form';
import { DateInput } from '../../../components/date-input';
import { FormButtons } from '../../../components/form-buttons';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { useZodForm } from '../../../lib/use-zod-form';
import { useAddRequestStep } from '../api/use-request-mutations';
import { requestStatusLabel } from './request-labels';

type RequestStepFormProps = {
  found: OwnerRequest;
  statusId: number;
  onDone: () => void;
  onReload: () => void;
};

/** One step of the request: the status its button named, dated (today unless changed), with a note. */
export const RequestStepForm = ({ found, statusId, onDone, onReload }: RequestStepFormProps) => {
  const confirmDiscard = useConfirmDiscard();
  const step = useAddRequestStep();
  const initialValues: RequestStepFormInput = { statusId, on: todayInDisplayZone(), note: '' };
  const form = useZodForm({ schema: requestStepFormSchema, initialValues });
  const save = () =>
    form.submit(
      (valid) => step.mutateAsync({ ...valid, requestId: found.id, version: found.version }),
      onDone,
    );
  const cancel = async () => {
    if (await confirmDiscard(form.values, initialValues, 'this step')) onDone();
  };
  return (
    <CardForm
      heading={`Set to ${requestStatusLabel(statusId)}`}
      onSubmit={() => void save()}
      error={form.saveError}
      onReload={onReload}
    >
      {isApproving(statusId) && usesRights(found) && (
        <Text size="sm">
          Approving adds the rights it uses to the property's Built Environment as an existing feature.
        </Text>
      )}
      <DateInput label="Step Date" {...form.choice('on')} disableFuture withAsterisk data-autofocus />
      <Textarea label="Note" {...form.text('note')} rows={2} maxLength={1000} />
      <FormButtons saving={step.isPending} onCancel={() => void cancel()} />
    </CardForm>
  );
};
