import {
  contactForCategory,
  requestorRoleError,
  type Service,
  type ServiceCreate,
  type ServiceCreateInput,
  serviceCreateSchema,
} from '@app/domain';
import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { FormButtons } from '../../../components/form-buttons';
import { RecordForm } from '../../../components/record-form';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { useZodForm } from '../../../lib/use-zod-form';
import { serviceQueries } from '../api/service-queries';
import { useCreateService } from '../api/use-service-mutations';
import { ProjectPropertySelect } from './project-property-select';
import { PropertyIdSlots } from './property-id-slots';
import { ServiceContactFields } from './service-contact-fields';
import { ServiceDetailFields } from './service-detail-fields';
import { newServiceValues, type ServiceFormValues } from './service-values';

/** The create schema over what the form holds. */
const newServiceSchema: z.ZodType<ServiceCreate, ServiceFormValues<ServiceCreateInput>> = serviceCreateSchema;

/** The property ids typed so far that are whole numbers: their agreement types are offered. */
const ids = (values: readonly (string | number)[]) =>
  values
    .map(String)
    .filter((v) => /^\d{1,10}$/.test(v.trim()))
    .map(Number);

type NewServiceFormProps = {
  /** The project of a single-property service; null for a multi-property one. */
  projectId: number | null;
  isMultiProperty: boolean;
  /** Whether the user may choose the status (spec 2 §4). */
  canEditStatus: boolean;
  onSaved: (service: Service) => void;
  onCancel: () => void;
};

/**
 * The New Service form (spec 2 §2, §5), single- or multi-property: besides the details, a new service
 * picks its properties and its first contact, which the category defaults.
 */
export const NewServiceForm = ({
  projectId,
  isMultiProperty,
  canEditStatus,
  onSaved,
  onCancel,
}: NewServiceFormProps) => {
  const me = useCurrentUser();
  const confirmDiscard = useConfirmDiscard();
  const create = useCreateService();
  const [saveError, setSaveError] = useState<unknown>(null);
  const [contactName, setContactName] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const organisation = useQuery(serviceQueries.organisationContact()).data;
  const initialValues = newServiceValues(projectId, isMultiProperty);
  const form = useZodForm({ schema: newServiceSchema, initialValues });
  const { values, errors, setValue } = form;
  const { contact } = values;
  // The property ids as typed or chosen, one a slot.
  const slots = values.associatedPropertyIds.map(String);

  const defaultContact = (categoryId: number | null) => {
    const org = organisation ? { crmId: organisation.crmId, name: organisation.name } : null;
    const result = contactForCategory(
      categoryId,
      { crmId: contact.crmId || null, name: contactName, roleIds: contact.roleIds.map(Number) },
      org,
    );
    setContactName(result.name);
    setValue('contact', { ...contact, crmId: result.crmId ?? '', roleIds: result.roleIds.map(String) });
  };

  const requestorError = me ? requestorRoleError(contact.roleIds.map(Number), me) : null;

  const save = async () => {
    setSaveError(null);
    setSubmitted(true);
    const valid = form.validate();
    // A failed submit is blocked while the contact or requestor-role errors are set (spec 2 §5).
    if (!valid || requestorError) return;
    try {
      onSaved(await create.mutateAsync(valid));
    } catch (error) {
      form.applyServerError(error);
      setSaveError(error);
    }
  };

  const cancel = async () => {
    if (await confirmDiscard(values, initialValues, 'this Service')) onCancel();
  };

  return (
    <RecordForm
      label={isMultiProperty ? 'New Multi-Property Service' : 'New Service'}
      onSubmit={() => void save()}
      error={saveError}
    >
      {isMultiProperty ? (
        <PropertyIdSlots
          slots={slots}
          onChange={(next) => setValue('associatedPropertyIds', next)}
          errors={errors}
        />
      ) : (
        <ProjectPropertySelect
          projectId={projectId}
          value={slots[0] ?? null}
          onChange={(id) => setValue('associatedPropertyIds', id ? [id] : [])}
          error={errors.associatedPropertyIds ?? errors.projectId}
        />
      )}
      <ServiceDetailFields
        form={form}
        saved={null}
        isMultiProperty={isMultiProperty}
        propertyIds={ids(slots)}
        canEditStatus={canEditStatus}
        onCategoryChange={defaultContact}
      />
      <ServiceContactFields
        contact={contact}
        name={contactName}
        onChange={(next) => setValue('contact', next)}
        onChoose={(chosen) => {
          setContactName(chosen.name);
          setValue('contact', { ...contact, crmId: chosen.crmId });
        }}
        errors={errors}
        requestorError={submitted ? requestorError : null}
      />
      {errors.form && (
        <Alert color="red" role="alert">
          {errors.form}
        </Alert>
      )}
      <FormButtons saving={create.isPending} onCancel={() => void cancel()} />
    </RecordForm>
  );
};
