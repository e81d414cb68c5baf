import { caseStepFormSchema, type ViolationCase } from '@app/domain';
import { StepForm } from '../../../components/step-form';
import { useAddCaseStep } from '../api/use-case-mutations';
import { FollowUpFields } from './case-fields';
import { statusLabel } from './case-labels';

type CaseStepFormProps = { found: ViolationCase; statusId: number; onDone: () => void; onReload: () => void };

/** One step of the case: the status its button named, dated, with a note; it sets the next follow-up. */
export const CaseStepForm = ({ found, statusId, onDone, onReload }: CaseStepFormProps) => {
  const step = useAddCaseStep();
  return (
    <StepForm
      schema={caseStepFormSchema}
      statusId={statusId}
      heading={`Set to ${statusLabel(statusId)}`}
      extra={{ followUpDue: found.followUpDue, followUpKind: found.followUpKind }}
      send={(valid) => step.mutateAsync({ ...valid, caseId: found.id, version: found.version })}
      saving={step.isPending}
      onDone={onDone}
      onReload={onReload}
      fields={(form) => (
        <FollowUpFields kind={form.choice('followUpKind')} due={form.choice('followUpDue')} />
      )}
    />
  );
};
