import {
  isClosingService,
  type LookupOption,
  multiProjectCategories,
  offeredOptions,
  type Service,
  type ServiceCategoryOption,
  type ServiceTypeOption,
  type ServiceUpdateInput,
  serviceLabels,
  todayInDisplayZone,
  typesAfterCategoryChange,
  typesOfCategory,
} from '@app/domain';
import { Checkbox, MultiSelect, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, useCallback } from 'react';
import { lookupChoices } from '../../../components/lookup-select';
import { NumberTextInput } from '../../../components/number-text-input';
import { StaffLeadSelect } from '../../../components/staff-lead-select';
import { lookupQuery } from '../../../lib/lookup-queries';
import { AgreementTypeSelect } from './agreement-type-select';
import { ClosedEventFields } from './closed-event-fields';
import type { ServiceFormValues } from './service-values';

type DetailField =
  | 'categoryId'
  | 'typeIds'
  | 'statusId'
  | 'agreementTypeId'
  | 'staffLead'
  | 'productIds'
  | 'previousServiceId'
  | 'feeCharged'
  | 'feePaid'
  | 'notes'
  | 'closedEvent';

/** The details a new and an edited service share, as their forms hold them. */
export type ServiceDetailValues = Pick<ServiceFormValues<ServiceUpdateInput>, DetailField>;

/** The part of a `useZodForm` over either service schema that the shared details use. */
export type ServiceDetailsForm = {
  values: ServiceDetailValues;
  errors: Record<string, string | undefined>;
  setValue: {
    (field: 'categoryId' | 'statusId' | 'agreementTypeId' | 'previousServiceId', value: string): void;
    (field: 'typeIds' | 'productIds', value: string[]): void;
    (field: 'staffLead', value: number): void;
    (field: 'feePaid', value: boolean): void;
    (field: 'closedEvent', value: ServiceDetailValues['closedEvent']): void;
  };
  text: (field: 'feeCharged' | 'notes') => {
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
    error: string | undefined;
  };
};

type ServiceDetailFieldsProps = {
  form: ServiceDetailsForm;
  /** The service as saved; null for a new one. */
  saved: Service | null;
  isMultiProperty: boolean;
  /** The properties whose agreement types are offered. */
  propertyIds: readonly number[];
  /** Whether the user may choose the status (spec 2 §4). */
  canEditStatus: boolean;
  /** A new service defaults its contact by category (spec 2 §5). */
  onCategoryChange?: (categoryId: number | null) => void;
};

const options = (list: readonly LookupOption[]) => list.map((o) => ({ value: String(o.id), label: o.name }));

/**
 * The details of a service (spec 2 §2–§4) on both its forms: a category change keeps only the
 * components of the new category, and a status that closes the service asks for the Closed event.
 */
export const ServiceDetailFields = ({
  form,
  saved,
  isMultiProperty,
  propertyIds,
  canEditStatus,
  onCategoryChange,
}: ServiceDetailFieldsProps) => {
  const { values, errors, setValue } = form;
  const categories = useQuery(lookupQuery<ServiceCategoryOption>('service/categories')).data ?? [];
  const types = useQuery(lookupQuery<ServiceTypeOption>('service/types')).data ?? [];
  const statuses = useQuery(lookupQuery('service/statuses')).data ?? [];
  const products = useQuery(lookupQuery('service/products')).data ?? [];

  const categoryId = values.categoryId === '' ? null : Number(values.categoryId);
  const savedStatusId = saved?.statusId ?? null;
  const closing = isClosingService({ savedStatusId, statusId: Number(values.statusId) });

  const changeCategory = (next: string | null) => {
    const nextId = next === null ? null : Number(next);
    setValue('categoryId', next ?? '');
    setValue('typeIds', typesAfterCategoryChange(values.typeIds.map(Number), categoryId, nextId).map(String));
    onCategoryChange?.(nextId);
  };

  const changeStatus = (next: string | null) => {
    setValue('statusId', next ?? '');
    const willClose = isClosingService({ savedStatusId, statusId: Number(next) });
    setValue('closedEvent', willClose ? { date: todayInDisplayZone(), notes: '' } : null);
  };

  const categoryOptions = offeredOptions(
    isMultiProperty ? multiProjectCategories(categories) : categories,
    categoryId,
  );
  const typeOptions = offeredOptions(typesOfCategory(types, categoryId));
  // A saved service's missing lead is replaced with a warning; a new one's defaults to the user.
  const blankLead = saved ? 0 : null;
  const setAgreementType = useCallback((id: string) => setValue('agreementTypeId', id), [setValue]);

  return (
    <>
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
          value={values.typeIds.map(String)}
          onChange={(next) => setValue('typeIds', next)}
          error={errors.typeIds}
          disabled={categoryId === null}
          withAsterisk
          searchable
        />
        <Select
          label="Status"
          data={lookupChoices(statuses, savedStatusId)}
          value={String(values.statusId)}
          onChange={changeStatus}
          error={errors.statusId}
          disabled={!canEditStatus}
          withAsterisk
          allowDeselect={false}
        />
        <AgreementTypeSelect
          propertyIds={propertyIds}
          value={String(values.agreementTypeId)}
          onChange={setAgreementType}
          error={errors.agreementTypeId}
        />
        <StaffLeadSelect
          value={values.staffLead === '' ? blankLead : Number(values.staffLead)}
          onChange={(id) => setValue('staffLead', id)}
          error={errors.staffLead}
        />
        <MultiSelect
          label="Products"
          data={lookupChoices(products)}
          value={(values.productIds ?? []).map(String)}
          onChange={(next) => setValue('productIds', next)}
          error={errors.productIds}
        />
        <NumberTextInput
          label={serviceLabels.previousServiceId}
          value={values.previousServiceId}
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
        <ClosedEventFields
          value={values.closedEvent}
          onChange={(closedEvent) => setValue('closedEvent', closedEvent)}
          errors={errors}
        />
      )}
      <Textarea
        label="Notes"
        {...form.text('notes')}
        rows={3}
        description={`${String(values.notes ?? '').length}/1000`}
      />
    </>
  );
};
