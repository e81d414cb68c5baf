import {
  type ContactLink,
  canChangeContactRoles,
  contactLinkCreateSchema,
  contactLinkUpdateSchema,
  isOwnerLink,
  type LookupOption,
} from '@app/domain';
import { Button, Group, MultiSelect, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CardForm } from '../../../components/card-form';
import { DateInput } from '../../../components/date-input';
import { FormButtons } from '../../../components/form-buttons';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { useZodForm } from '../../../lib/use-zod-form';
import { type ContactParent, contactKeys } from '../api/contacts-queries';
import { useCreateContactLink, useUpdateContactLink } from '../api/use-contact-mutations';
import { roleOptions } from './contact-roles';
import { ContactSearchModal } from './contact-search-modal';
import type { SelectedContact } from './selected-contact';

/** Spec 2 §9 and spec 3 §9: role details up to 100 characters. */
const notesMaxLength = 100;

export type ContactLinkFormProps = {
  parent: ContactParent;
  /** The link being edited; without it the form adds a new one. */
  link?: ContactLink;
  /** The contact to start with: a new link's choice from Search Contacts, or the edited link's. */
  contact: SelectedContact;
  /** The record's whole role list (archived roles included). */
  roles: readonly LookupOption[];
  /** A new link's roles to start with. */
  defaultRoleIds?: readonly number[];
  projectContacts: readonly SelectedContact[];
  /** Saved, or cancelled. */
  onDone: () => void;
};

/** Adds a contact to a record or edits one: the contact (through Search Contacts), roles and role details. */
export const ContactLinkForm = ({
  parent,
  link,
  contact: initialContact,
  roles,
  defaultRoleIds = [],
  projectContacts,
  onDone,
}: ContactLinkFormProps) => {
  const me = useCurrentUser();
  const confirmDiscard = useConfirmDiscard();
  const queryClient = useQueryClient();
  const create = useCreateContactLink(parent);
  const update = useUpdateContactLink(parent);
  const [contact, setContact] = useState(initialContact);
  const [searching, setSearching] = useState(false);
  const [saveError, setSaveError] = useState<unknown>(null);

  const shared = {
    crmId: initialContact.crmId,
    roleIds: (link?.roleIds ?? defaultRoleIds).map(String),
    notes: link?.notes ?? '',
    ownerSince: link?.ownerSince ?? null,
    ownerUntil: link?.ownerUntil ?? null,
  };
  const initialValues = link
    ? { ...shared, id: link.id, version: link.version }
    : {
        ...shared,
        instrumentId: parent.type === 'instrument' ? parent.id : null,
        propertyId: parent.type === 'property' ? parent.id : null,
        serviceId: parent.type === 'service' ? parent.id : null,
      };
  const form = useZodForm<typeof contactLinkCreateSchema | typeof contactLinkUpdateSchema>({
    schema: link ? contactLinkUpdateSchema : contactLinkCreateSchema,
    initialValues,
  });
  const roleIds = (form.values.roleIds ?? []).map(String);
  const notes = form.values.notes ?? '';
  const roleError =
    form.errors.roleIds ?? Object.entries(form.errors).find(([field]) => field.startsWith('roleIds.'))?.[1];
  const saving = create.isPending || update.isPending;
  // Owner Since and Owner Until belong to a property's Owner (issue 33 §4): shown once the role is chosen.
  const isOwner = isOwnerLink({ parentType: parent.type, roleIds: roleIds.map(Number) });

  const save = async () => {
    setSaveError(null);
    const valid = form.validate();
    if (!valid || !me) return;
    // Dates of a role no longer chosen are let go rather than refused.
    if (!isOwner) Object.assign(valid, { ownerSince: null, ownerUntil: null });
    // Taking the Requestor role away is the Admin's alone (spec 2 §6); say so before asking the server.
    const blocked = link && canChangeContactRoles(link, valid.roleIds, me);
    if (blocked) {
      setSaveError(new Error(blocked));
      return;
    }
    try {
      if ('version' in valid) await update.mutateAsync(valid);
      else await create.mutateAsync(valid);
      onDone();
    } catch (error) {
      setSaveError(error);
      form.applyServerError(error);
    }
  };

  const cancel = async () => {
    const discard = await confirmDiscard(form.values, initialValues, 'this Contact');
    if (discard) onDone();
  };

  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: contactKeys.record(parent) });
    onDone();
  };

  const title = link ? `Edit Contact ${contact.name}` : 'Add Contact';
  return (
    <>
      <CardForm heading={title} onSubmit={() => void save()} error={saveError} onReload={reload}>
        <div>
          <Text size="sm" fw={500}>
            Contact
          </Text>
          <Group gap="sm">
            <Text>{contact.name}</Text>
            <Button size="compact-sm" variant="subtle" onClick={() => setSearching(true)}>
              Change Contact
            </Button>
          </Group>
          {form.errors.crmId && (
            <Text size="sm" c="red">
              {form.errors.crmId}
            </Text>
          )}
        </div>
        <MultiSelect
          label="Role(s)"
          data={roleOptions(roles, link?.roleIds)}
          value={roleIds}
          onChange={(ids) => form.setValue('roleIds', ids)}
          error={roleError}
          withAsterisk
          searchable
          data-autofocus
        />
        <Textarea
          label="Role Details"
          value={notes}
          onChange={(event) => form.setValue('notes', event.currentTarget.value)}
          error={form.errors.notes}
          maxLength={notesMaxLength}
          description={`${notes.length}/${notesMaxLength} characters`}
          rows={2}
        />
        {isOwner && (
          <Group grow align="flex-start" wrap="wrap">
            <DateInput
              label="Owner Since"
              description="A new owner is to be contacted within 90 days"
              value={form.values.ownerSince ?? null}
              onChange={(day) => form.setValue('ownerSince', day)}
              error={form.errors.ownerSince}
              miw={160}
            />
            <DateInput
              label="Owner Until"
              value={form.values.ownerUntil ?? null}
              onChange={(day) => form.setValue('ownerUntil', day)}
              error={form.errors.ownerUntil}
              miw={160}
            />
          </Group>
        )}
        <FormButtons saving={saving} onCancel={() => void cancel()} />
      </CardForm>
      {/* Outside the form: Enter in the search's inputs must not submit it. */}
      <ContactSearchModal
        opened={searching}
        onClose={() => setSearching(false)}
        onSelect={([chosen]) => {
          if (!chosen) return;
          setContact(chosen);
          form.setValue('crmId', chosen.crmId);
        }}
        parentType={parent.type}
        projectContacts={projectContacts}
      />
    </>
  );
};
