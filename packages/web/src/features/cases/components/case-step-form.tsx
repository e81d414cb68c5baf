import {
  type CaseStepFormInput,
  caseStepFormSchema,
  todayInDisplayZone,
  type ViolationCase,
} from '@app/domain';
import { Textarea } from '@mantine/core';
import { CardForm } from '../../../components/card-form';
import { DateInput } from '../../../components/date-input';
import { FormButtons } from '../../../components/form-buttons';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { useZodForm } from '../../../lib/use-zod-form';
import { useAddCaseStep } from '../api/use-case-mutations';
import { FollowUpFields } from './case-fields';
import { statusLabel } from './case-labels';

type CaseStepFormProps = { found: ViolationCase; statusId: number; onDone: () => void; onReload: () => void };

/** One step of the case: the status its button named, dated (today unless changed), with a note. */
export const CaseStepForm = ({ found, statusId, onDone, onReload }: CaseStepFormProps) => {
  const confirmDiscard = useConfirmDiscard();
  const step = useAddCaseStep();
  const initialValues: CaseStepFormInput = {
    statusId,
    on: todayInDisplayZone(),
    note: '',
    followUpDue: found.followUpDue,
    followUpKind: found.followUpKind,
  };
  const form = useZodForm({ schema: caseStepFormSchema, initialValues });
  const save = () =>
    form.submit((valid) => step.mutateAsync({ ...valid, caseId: found.id, version: found.version }), onDone);
  const cancel = async () => {
    if (await confirmDiscard(form.values, initialValues, 'this step')) onDone();
  };
  return (
    <CardForm
      heading={`Set to ${statusLabel(statusId)}`}
      onSubmit={() => void save()}
      error={form.saveError}
      onReload={onReload}
    >
      <DateInput label="Step Date" {...form.choice('on')} disableFuture withAsterisk data-autofocus />
      <Textarea label="Note" {...form.text('note')} rows={2} maxLength={1000} />
      <FollowUpFields kind={form.choice('followUpKind')} due={form.choice('followUpDue')} />
      <FormButtons saving={step.isPending} onCancel={() => void cancel()} />
    </CardForm>
  );
};
