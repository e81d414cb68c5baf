import { type Service, type ServiceUpdate, type ServiceUpdateInput, serviceUpdateSchema } from '@app/domain';
import { Alert, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { FormButtons } from '../../../components/form-buttons';
import { RecordForm } from '../../../components/record-form';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { useZodForm } from '../../../lib/use-zod-form';
import { serviceKeys } from '../api/service-queries';
import { useUpdateService } from '../api/use-service-mutations';
import { ServiceDetailFields } from './service-detail-fields';
import { type ServiceFormValues, updateValuesOf } from './service-values';

/** The update schema over what the form holds. */
const editServiceSchema: z.ZodType<
  ServiceUpdate,
  ServiceFormValues<ServiceUpdateInput>
> = serviceUpdateSchema;

type EditServiceFormProps = {
  service: Service;
  /** Whether the user may choose the status (spec 2 §4). */
  canEditStatus: boolean;
  onDone: () => void;
};

/**
 * The Edit Service Details form (spec 2 §2–§4): the details only; the properties and contacts of a
 * saved service change on their own cards.
 */
export const EditServiceForm = ({ service, canEditStatus, onDone }: EditServiceFormProps) => {
  const queryClient = useQueryClient();
  const confirmDiscard = useConfirmDiscard();
  const update = useUpdateService();
  const initialValues = { ...updateValuesOf(service), closedEvent: null };
  const form = useZodForm({ schema: editServiceSchema, initialValues });
  const { values, errors, saveError } = form;

  const save = () =>
    form.submit(async (valid) => {
      await update.mutateAsync(valid);
    }, onDone);

  const cancel = async () => {
    if (await confirmDiscard(values, initialValues, 'the Service Details')) onDone();
  };

  return (
    <RecordForm
      label="Edit Service Details"
      onSubmit={() => void save()}
      error={saveError}
      onReload={() => {
        void queryClient.invalidateQueries({ queryKey: serviceKeys.detail(service.id) });
        onDone();
      }}
    >
      <ServiceDetailFields
        form={form}
        saved={service}
        isMultiProperty={service.isMultiProperty}
        propertyIds={service.associatedPropertyIds}
        canEditStatus={canEditStatus}
      />
      <Text size="sm" c="dimmed">
        Properties and contacts are changed on their own cards.
      </Text>
      {errors.form && (
        <Alert color="red" role="alert">
          {errors.form}
        </Alert>
      )}
      <FormButtons saving={update.isPending} onCancel={() => void cancel()} />
    </RecordForm>
  );
};
