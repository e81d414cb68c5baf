import {
  type OwnerContact,
  type OwnerRef,
  ownerContactCreateSchema,
  ownerContactMethodLabels,
  ownerContactMethods,
  ownerContactUpdateSchema,
  todayInDisplayZone,
} from '@app/domain';
import { Checkbox, Select, Stack, Text, Textarea } from '@mantine/core';
import { CardForm } from '../../../components/card-form';
import { DateInput } from '../../../components/date-input';
import { FormButtons } from '../../../components/form-buttons';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateOwnerContact, useUpdateOwnerContact } from '../api/owner-queries';

const methodOptions = ownerContactMethods.map((method) => ({
  value: method,
  label: ownerContactMethodLabels[method],
}));

type OwnerContactFormProps = {
  instrumentId: number;
  /** The contact being edited; without it the form records a new one. */
  contact?: OwnerContact;
  /** The owners of the instrument's properties (an edited contact's own stay offered). */
  owners: readonly OwnerRef[];
  onDone: () => void;
  onReload: () => void;
};

/** Records a contact with the owners of an easement: when, how, whom, and a note (issue 33 §4). */
export const OwnerContactForm = ({
  instrumentId,
  contact,
  owners,
  onDone,
  onReload,
}: OwnerContactFormProps) => {
  const confirmDiscard = useConfirmDiscard();
  const create = useCreateOwnerContact();
  const update = useUpdateOwnerContact();
  const shared = {
    contactedOn: contact?.contactedOn ?? todayInDisplayZone(),
    method: contact?.method ?? ('' as OwnerContact['method']),
    crmIds: contact?.owners.map((o) => o.crmId) ?? (owners.length === 1 ? [owners[0].crmId] : []),
    note: contact?.note ?? '',
  };
  const initialValues = contact
    ? { ...shared, id: contact.id, version: contact.version }
    : { ...shared, instrumentId };
  const form = useZodForm<typeof ownerContactCreateSchema | typeof ownerContactUpdateSchema>({
    schema: contact ? ownerContactUpdateSchema : ownerContactCreateSchema,
    initialValues,
  });
  const offered = [
    ...owners,
    ...(contact?.owners ?? []).filter((o) => !owners.some((p) => p.crmId === o.crmId)),
  ];
  const ownersError =
    form.errors.crmIds ?? Object.entries(form.errors).find(([field]) => field.startsWith('crmIds.'))?.[1];
  const save = () =>
    form.submit(
      (valid) => ('version' in valid ? update.mutateAsync(valid) : create.mutateAsync(valid)),
      onDone,
    );
  const cancel = async () => {
    if (await confirmDiscard(form.values, initialValues, 'this Owner Contact')) onDone();
  };
  return (
    <CardForm
      heading={contact ? 'Edit Owner Contact' : 'Record Owner Contact'}
      onSubmit={() => void save()}
      error={form.saveError}
      onReload={onReload}
    >
      <DateInput
        label="Contact Date"
        {...form.choice('contactedOn')}
        disableFuture
        withAsterisk
        data-autofocus
      />
      <Select label="How" data={methodOptions} {...form.choice('method')} withAsterisk />
      {offered.length === 0 ? (
        <Text size="sm" c="red.8">
          No Owners: add the owner as a Contact with the Owner role on a Property this Instrument covers.
        </Text>
      ) : (
        <Checkbox.Group
          label="Owners Reached"
          value={(form.values.crmIds ?? []) as string[]}
          onChange={(ids) => form.setValue('crmIds', ids)}
          error={ownersError}
          withAsterisk
        >
          <Stack gap={4} mt={4}>
            {offered.map((owner) => (
              <Checkbox key={owner.crmId} value={owner.crmId} label={owner.name} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      <Textarea label="Note" {...form.text('note')} rows={2} maxLength={1000} />
      <FormButtons saving={create.isPending || update.isPending} onCancel={() => void cancel()} />
    </CardForm>
  );
};
