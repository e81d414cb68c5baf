import {
  ContactRole,
  type CrmContact,
  type FieldProperty,
  fieldNewInspectionSchema,
  ServiceCategory,
  ServiceStatus,
  type ServiceTypeOption,
  serviceCreateSchema,
  serviceLabels,
  todayInDisplayZone,
} from '@app/domain';
import { MultiSelect, Select } from '@mantine/core';
import { useCallback } from 'react';
import { CardForm } from '../../../components/card-form';
import { DateInput } from '../../../components/date-input';
import { FormButtons } from '../../../components/form-buttons';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { useZodForm } from '../../../lib/use-zod-form';
import { usePreselectedAgreementType } from '../../services';
import { agreementTypesPath, organisationContactPath } from '../api/prepare-property';
import { fieldDb } from '../store/field-store';
import { saveNewInspection } from '../store/outbox';
import { useStored, useStoredChoices } from '../store/use-field-lookup';
import { fieldSync } from '../sync/field-sync';

/**
 * Starts an Inspection service of the property on this device, as New Service would make it: Open,
 * category Inspection, the monitor as staff lead, the organisation as its contact, and an Inspection
 * event on the day of the visit.
 */
export const StartInspectionForm = ({
  copy,
  onSaved,
  onCancel,
}: {
  copy: FieldProperty;
  /** With the new inspection's device id. */
  onSaved: (clientId: string) => void;
  onCancel: () => void;
}) => {
  const me = useCurrentUser();
  const { property } = copy;
  const components = useStoredChoices<ServiceTypeOption>(
    'service/types',
    (type) => type.serviceCategoryId === ServiceCategory.Inspection,
  );
  const agreementTypes = useStored<{ id: number; name: string }[]>(agreementTypesPath(property.id));
  const organisation = useStored<CrmContact>(organisationContactPath);
  const form = useZodForm({
    schema: fieldNewInspectionSchema,
    initialValues: { visitDate: todayInDisplayZone(), typeIds: [], agreementTypeId: '' },
  });
  // The stored list is read after the first render: once it is, the same rule as New Service online.
  const { setValue } = form;
  const setAgreementType = useCallback((id: string) => setValue('agreementTypeId', id), [setValue]);
  usePreselectedAgreementType(agreementTypes, String(form.values.agreementTypeId ?? ''), setAgreementType);

  let saved = '';
  const save = () =>
    form.submit(
      async ({ visitDate, typeIds, agreementTypeId }) => {
        const body = {
          projectId: property.projectId,
          isMultiProperty: false,
          associatedPropertyIds: [property.id],
          contact: {
            crmId: organisation?.crmId ?? '',
            roleIds: [ContactRole.Requestor, ContactRole.DefaultService],
          },
          categoryId: ServiceCategory.Inspection,
          typeIds,
          statusId: ServiceStatus.Open,
          agreementTypeId,
          staffLead: me?.id ?? '',
        };
        // The same rules as New Service online; what the server would refuse is refused here first.
        const checked = serviceCreateSchema.safeParse(body);
        if (!checked.success) throw new Error(checked.error.issues[0]?.message);
        saved = await saveNewInspection(fieldDb, { propertyId: property.id, body, visitDate });
        void fieldSync.sync();
      },
      () => onSaved(saved),
    );

  return (
    <CardForm
      heading="Start Inspection"
      onSubmit={() => void save()}
      error={form.saveError}
      onReload={onCancel}
    >
      <DateInput label="Inspection Date" withAsterisk disableFuture {...form.choice('visitDate')} />
      <MultiSelect
        label={serviceLabels.typeIds}
        withAsterisk
        searchable
        data={components}
        value={(form.values.typeIds as string[]).map(String)}
        onChange={(ids) => form.setValue('typeIds', ids)}
        error={form.errors.typeIds}
      />
      <Select
        label={serviceLabels.agreementTypeId}
        withAsterisk
        data={(agreementTypes ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
        {...form.choice('agreementTypeId')}
      />
      <FormButtons saving={false} onCancel={onCancel} />
    </CardForm>
  );
};
