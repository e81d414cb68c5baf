import {
  ContactRole,
  contactForCategory,
  formatAcres,
  isClosingService,
  type LookupOption,
  multiProjectCategories,
  offeredOptions,
  requestorRoleError,
  type Service,
  type ServiceCategoryOption,
  ServiceStatus,
  type ServiceTypeOption,
  serviceCreateSchema,
  serviceLabels,
  serviceUpdateSchema,
  todayInDisplayZone,
  typesAfterCategoryChange,
  typesOfCategory,
} from '@app/domain';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { DateInput } from '../../../components/date-input';
import { FormButtons } from '../../../components/form-buttons';
import { lookupChoices } from '../../../components/lookup-select';
import { NumberTextInput } from '../../../components/number-text-input';
import { RecordForm } from '../../../components/record-form';
import { StaffLeadSelect } from '../../../components/staff-lead-select';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { lookupQuery } from '../../../lib/lookup-queries';
import { useZodForm } from '../../../lib/use-zod-form';
import { ContactSearchModal } from '../../contacts';
import { serviceKeys, serviceQueries } from '../api/service-queries';
import { useCreateService, useUpdateService } from '../api/use-service-mutations';
import { PropertyIdSlots } from './property-id-slots';
import { updateValuesOf } from './service-values';
import { usePreselectedAgreementType } from './use-preselected-agreement-type';

export type ServiceFormProps = {
  onSaved: (service: Service) => void;
  onCancel: () => void;
  /** Whether the user may choose the status (spec 2 §4). */
  canEditStatus: boolean;
} & (
  | { mode: 'new'; isMultiProperty: boolean; projectId: number | null }
  | { mode: 'edit'; service: Service }
);

const options = (list: readonly LookupOption[]) => list.map((o) => ({ value: String(o.id), label: o.name }));
const ids = (values: readonly (string | number)[]) =>
  values
    .map(String)
    .filter((v) => /^\d{1,10}$/.test(v.trim()))
    .map(Number);

/**
 * The New / Edit Service form (spec 2 §2–§5), single- or multi-property. A new service also picks its
 * properties and first contact; an edited one changes those on their own cards.
 */
export const ServiceForm = (props: ServiceFormProps) => {
  const isNew = props.mode === 'new';
  const saved = props.mode === 'edit' ? props.service : null;
  const isMultiProperty = props.mode === 'new' ? props.isMultiProperty : props.service.isMultiProperty;
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const confirmDiscard = useConfirmDiscard();
  const create = useCreateService();
  const update = useUpdateService();
  const [saveError, setSaveError] = useState<unknown>(null);
  const [searching, setSearching] = useState(false);
  const [contactName, setContactName] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);

  const categories = useQuery(lookupQuery<ServiceCategoryOption>('service/categories')).data ?? [];
  const types = useQuery(lookupQuery<ServiceTypeOption>('service/types')).data ?? [];
  const statuses = useQuery(lookupQuery('service/statuses')).data ?? [];
  const products = useQuery(lookupQuery('service/products')).data ?? [];
  const roles = useQuery(lookupQuery('service/contactroles')).data ?? [];
  const organisation = useQuery({ ...serviceQueries.organisationContact(), enabled: isNew }).data;
  const currentProperties = useQuery({
    ...serviceQueries.currentProperties(props.mode === 'new' ? (props.projectId ?? 0) : 0),
    enabled: props.mode === 'new' && !isMultiProperty && props.projectId !== null,
  }).data;

  const initialValues = saved
    ? { ...updateValuesOf(saved), closedEvent: null }
    : {
        projectId: props.mode === 'new' ? props.projectId : null,
        isMultiProperty,
        associatedPropertyIds: isMultiProperty ? ['', ''] : [],
        categoryId: '',
        typeIds: [] as string[],
        statusId: String(ServiceStatus.Open),
        agreementTypeId: '',
        staffLead: null as number | null,
        productIds: [] as string[],
        previousServiceId: '',
        feeCharged: '',
        feePaid: false,
        notes: '',
        closedEvent: null as { date: string | null; notes: string } | null,
        // The Requestor role starts chosen: Staff cannot save without it (spec 2 §5).
        contact: { crmId: '', roleIds: [String(ContactRole.Requestor)], notes: '' },
      };
  const schema = (isNew ? serviceCreateSchema : serviceUpdateSchema) as unknown as z.ZodType<
    unknown,
    Record<string, unknown>
  >;
  const form = useZodForm({ schema, initialValues: initialValues as Record<string, unknown> });
  const { errors } = form;
  const values = form.values as typeof initialValues & Record<string, unknown>;
  const setValue = form.setValue as (field: string, value: unknown) => void;
  const contact = (values as { contact?: { crmId: string; roleIds: string[]; notes: string } }).contact;

  const propertyIds = saved
    ? saved.associatedPropertyIds
    : ids((values.associatedPropertyIds as string[]) ?? []);
  const agreementTypes = useQuery(serviceQueries.agreementTypes(propertyIds)).data;
  const agreementTypeId = String(values.agreementTypeId ?? '');
  const setAgreementType = useCallback((id: string) => setValue('agreementTypeId', id), [setValue]);
  usePreselectedAgreementType(agreementTypes, agreementTypeId, setAgreementType);

  const categoryId = values.categoryId === '' ? null : Number(values.categoryId);
  const statusId = Number(values.statusId);
  const closing = isClosingService({ savedStatusId: saved?.statusId ?? null, statusId });

  const changeCategory = (next: string | null) => {
    const nextId = next === null ? null : Number(next);
    setValue('categoryId', next ?? '');
    setValue(
      'typeIds',
      typesAfterCategoryChange((values.typeIds as string[]).map(Number), categoryId, nextId).map(String),
    );
    if (isNew && contact) {
      const org = organisation ? { crmId: organisation.crmId, name: organisation.name } : null;
      const result = contactForCategory(
        nextId,
        { crmId: contact.crmId || null, name: contactName, roleIds: contact.roleIds.map(Number) },
        org,
      );
      setContactName(result.name);
      setValue('contact', { ...contact, crmId: result.crmId ?? '', roleIds: result.roleIds.map(String) });
    }
  };

  const changeStatus = (next: string | null) => {
    setValue('statusId', next ?? '');
    const willClose = isClosingService({ savedStatusId: saved?.statusId ?? null, statusId: Number(next) });
    setValue('closedEvent', willClose ? { date: todayInDisplayZone(), notes: '' } : null);
  };

  const requestorError = isNew && contact && me ? requestorRoleError(contact.roleIds.map(Number), me) : null;
  const shownRequestorError = submitted ? requestorError : null;

  const save = async () => {
    setSaveError(null);
    setSubmitted(true);
    const valid = form.validate();
    // A failed submit is blocked while the contact or requestor-role errors are set (spec 2 §5).
    if (!valid || requestorError) return;
    try {
      const service = isNew
        ? await create.mutateAsync(valid as never)
        : await update.mutateAsync(valid as never);
      props.onSaved(service);
    } catch (error) {
      form.applyServerError(error);
      setSaveError(error);
    }
  };

  const cancel = async () => {
    if (await confirmDiscard(values, initialValues, isNew ? 'this Service' : 'the Service Details'))
      props.onCancel();
  };

  const reload = () => {
    if (saved) void queryClient.invalidateQueries({ queryKey: serviceKeys.detail(saved.id) });
    props.onCancel();
  };

  const categoryOptions = offeredOptions(
    isMultiProperty ? multiProjectCategories(categories) : categories,
    categoryId,
  );
  const typeOptions = offeredOptions(typesOfCategory(types, categoryId));
  const pending = create.isPending || update.isPending;

  return (
    <RecordForm
      label={
        isNew ? (isMultiProperty ? 'New Multi-Property Service' : 'New Service') : 'Edit Service Details'
      }
      onSubmit={() => void save()}
      error={saveError}
      onReload={saved ? reload : undefined}
    >
      {isNew && isMultiProperty && (
        <PropertyIdSlots
          slots={values.associatedPropertyIds as string[]}
          onChange={(slots) => setValue('associatedPropertyIds', slots)}
          errors={errors}
        />
      )}
      {isNew && !isMultiProperty && (
        <Select
          label="Property"
          placeholder="Select Property"
          data={(currentProperties ?? []).map((p) => ({
            value: String(p.id),
            label: `Property ${p.id} (${formatAcres(p.calculatedAcres)} ac)`,
          }))}
          value={(values.associatedPropertyIds as string[])[0] ?? null}
          onChange={(id) => setValue('associatedPropertyIds', id ? [id] : [])}
          error={errors.associatedPropertyIds ?? errors.projectId}
          withAsterisk
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <Select
          label={serviceLabels.categoryId}
          placeholder="Select Category"
          data={options(categoryOptions)}
          value={categoryId === null ? null : String(categoryId)}
          onChange={changeCategory}
          error={errors.categoryId}
          withAsterisk
          allowDeselect={false}
        />
        <MultiSelect
          label={serviceLabels.typeIds}
          placeholder={categoryId === null ? 'Select a Category first' : 'Select Components'}
          data={options(typeOptions)}
          value={values.typeIds as string[]}
          onChange={(next) => setValue('typeIds', next)}
          error={errors.typeIds}
          disabled={categoryId === null}
          withAsterisk
          searchable
        />
        <Select
          label="Status"
          data={lookupChoices(statuses, saved?.statusId)}
          value={String(values.statusId)}
          onChange={changeStatus}
          error={errors.statusId}
          disabled={!props.canEditStatus}
          withAsterisk
          allowDeselect={false}
        />
        <Select
          label={serviceLabels.agreementTypeId}
          placeholder={propertyIds.length === 0 ? 'Choose the Properties first' : 'Select Agreement Type'}
          data={(agreementTypes ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
          value={agreementTypeId === '' ? null : agreementTypeId}
          onChange={(id) => setValue('agreementTypeId', id ?? '')}
          error={errors.agreementTypeId}
          withAsterisk
        />
        <StaffLeadSelect
          value={values.staffLead === '' ? 0 : (values.staffLead as number | null)}
          onChange={(id) => setValue('staffLead', id)}
          error={errors.staffLead}
        />
        <MultiSelect
          label="Products"
          data={lookupChoices(products)}
          value={values.productIds as string[]}
          onChange={(next) => setValue('productIds', next)}
          error={errors.productIds}
        />
        <NumberTextInput
          label={serviceLabels.previousServiceId}
          value={values.previousServiceId as string}
          onChange={(text) => setValue('previousServiceId', text)}
          error={errors.previousServiceId}
          whole
        />
        <TextInput
          label={serviceLabels.feeCharged}
          leftSection="$"
          inputMode="decimal"
          {...form.text('feeCharged')}
          maxLength={30}
        />
        <Checkbox
          label={serviceLabels.feePaid}
          checked={Boolean(values.feePaid)}
          onChange={(event) => setValue('feePaid', event.currentTarget.checked)}
        />
      </SimpleGrid>
      {closing && values.closedEvent && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateInput
            label="Closed Event Date"
            value={values.closedEvent.date}
            onChange={(date) => setValue('closedEvent', { ...values.closedEvent, date })}
            error={errors['closedEvent.date']}
            disableFuture
            withAsterisk
          />
          <TextInput
            label="Closed Event Notes"
            value={values.closedEvent.notes}
            onChange={(event) =>
              setValue('closedEvent', { ...values.closedEvent, notes: event.currentTarget.value })
            }
            error={errors['closedEvent.notes']}
            maxLength={256}
          />
        </SimpleGrid>
      )}
      <Textarea
        label="Notes"
        {...form.text('notes')}
        rows={3}
        description={`${String(values.notes ?? '').length}/1000`}
      />
      {isNew && contact && (
        <Stack gap="xs">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label="Contact"
              value={contactName ?? ''}
              placeholder="Use Search Contacts"
              readOnly
              withAsterisk
              error={errors.contact ?? errors['contact.crmId']}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button variant="light" onClick={() => setSearching(true)}>
              Search Contacts
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <MultiSelect
              label="Roles"
              data={lookupChoices(roles)}
              value={contact.roleIds}
              onChange={(roleIds) => setValue('contact', { ...contact, roleIds })}
              error={errors['contact.roleIds'] ?? shownRequestorError ?? undefined}
              withAsterisk
            />
            <TextInput
              label="Role Details"
              value={contact.notes}
              onChange={(event) => setValue('contact', { ...contact, notes: event.currentTarget.value })}
              error={errors['contact.notes']}
              maxLength={100}
            />
          </SimpleGrid>
          <ContactSearchModal
            opened={searching}
            onClose={() => setSearching(false)}
            onSelect={([chosen]) => {
              if (!chosen) return;
              setContactName(chosen.name);
              setValue('contact', { ...contact, crmId: chosen.crmId });
            }}
          />
        </Stack>
      )}
      {!isNew && (
        <Text size="sm" c="dimmed">
          Properties and contacts are changed on their own cards.
        </Text>
      )}
      {errors.form && (
        <Alert color="red" role="alert">
          {errors.form}
        </Alert>
      )}
      <FormButtons saving={pending} onCancel={() => void cancel()} />
    </RecordForm>
  );
};
