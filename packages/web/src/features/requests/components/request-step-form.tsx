import { isApproving, type OwnerRequest, requestStepFormSchema, usesRights } from '@app/domain';
import { Text } from '@mantine/core';
import { StepForm } from '../../../components/step-form';
import { useAddRequestStep } from '../api/use-request-mutations';
import { requestStatusLabel } from './request-labels';

type RequestStepFormProps = {
  found: OwnerRequest;
  statusId: number;
  onDone: () => void;
  onReload: () => void;
};

/** One step of the request: the status its button named, dated, with a note; an approval adds rights. */
export const RequestStepForm = ({ found, statusId, onDone, onReload }: RequestStepFormProps) => {
  const step = useAddRequestStep();
  return (
    <StepForm
      schema={requestStepFormSchema}
      statusId={statusId}
      heading={`Set to ${requestStatusLabel(statusId)}`}
      send={(valid) => step.mutateAsync({ ...valid, requestId: found.id, version: found.version })}
      saving={step.isPending}
      onDone={onDone}
      onReload={onReload}
      intro={
        isApproving(statusId) &&
        usesRights(found) && (
          <Text size="sm">
            Approving adds the rights it uses to the property's Built Environment as an existing feature.
          </Text>
        )
      }
    />
  );
};
