import {
  type ContactLink,
  type ContactParentType,
  canRemoveContactLink,
  canWrite,
  contactMessages,
  contactParentLabel,
} from '@app/domain';
import { Alert, Button, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AddButton } from '../../../components/card-buttons';
import { CardList } from '../../../components/card-list';
import { RecordCard } from '../../../components/record-card';
import { ServerErrorAlert } from '../../../components/server-error-alert';
import { useCardEditing } from '../../../components/use-card-editing';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { lookupQuery } from '../../../lib/lookup-queries';
import { contactKeys, contactQueries, contactRolesPath } from '../api/contacts-queries';
import { useDeleteContactLink } from '../api/use-contact-mutations';
import { ContactLinkForm } from './contact-link-form';
import { ContactLinkItem } from './contact-link-item';
import { roleNames } from './contact-roles';
import { ContactSearchModal } from './contact-search-modal';
import type { SelectedContact } from './selected-contact';

/** The product's name in the removal prompt of spec 2 §8 and spec 3 §8: the name the header shows. */
const productName = 'Conservation Records';

const title = 'Contacts';

type OpenForm = { link?: ContactLink; contact: SelectedContact };

export type ContactsCardProps = {
  parentType: ContactParentType;
  parentId: number;
  /** The current project's contacts, offered in pick mode; those already on this record are left out here. */
  projectContacts?: readonly SelectedContact[];
  /** The roles a newly added contact starts with (services: Requestor and Landowner, [39, 24]). */
  defaultRoleIds?: readonly number[];
};

/** The Contacts card of instruments, properties and services: list, add, edit and remove (never in the CRM). */
export const ContactsCard = ({
  parentType,
  parentId,
  projectContacts = [],
  defaultRoleIds,
}: ContactsCardProps) => {
  const parent = { type: parentType, id: parentId };
  const me = useCurrentUser();
  const contacts = useQuery(contactQueries.record(parent));
  const roles = useQuery(lookupQuery(contactRolesPath[parentType])).data ?? [];
  const remove = useDeleteContactLink(parent);
  const [searching, setSearching] = useState(false);
  const {
    form,
    open: openForm,
    close: closeForm,
    reload,
    confirmThen,
  } = useCardEditing<OpenForm>({ title, actions: [remove], listKey: contactKeys.record(parent) });

  const links = contacts.data ?? [];
  const mayWrite = me !== undefined && canWrite(me);
  const onRecord = new Set(links.map((link) => link.crmId));
  const pickable = projectContacts.filter((contact) => !onRecord.has(contact.crmId));

  const confirmRemove = (link: ContactLink) =>
    confirmThen({ title: 'Remove Contact', text: contactMessages.removePrompt(productName) }, () =>
      remove.mutate(link),
    );

  const formFor = (next: OpenForm) => (
    <ContactLinkForm
      parent={parent}
      link={next.link}
      contact={next.contact}
      roles={roles}
      defaultRoleIds={defaultRoleIds}
      projectContacts={pickable}
      onDone={closeForm}
    />
  );

  return (
    <RecordCard
      title={title}
      actions={mayWrite && !form && <AddButton what="Contact" onClick={() => setSearching(true)} />}
    >
      <Stack gap="sm">
        {remove.isError && <ServerErrorAlert error={remove.error} onReload={reload} />}
        {contacts.isPending && <Loader size="sm" aria-label="Loading the contacts" />}
        {contacts.isError && (
          <Alert color="red" role="alert">
            {contacts.error.message}
          </Alert>
        )}
        {form && !form.link && formFor(form)}
        {contacts.isSuccess && (
          <CardList
            items={links}
            getKey={(link) => link.id}
            title={title}
            parent={contactParentLabel(parentType)}
            renderItem={(link) =>
              form?.link?.id === link.id ? (
                formFor(form)
              ) : (
                <ContactLinkItem
                  link={link}
                  roleNames={roleNames(roles, link.roleIds)}
                  actions={
                    mayWrite &&
                    !form && (
                      <>
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={`Edit ${link.crmContact.name}`}
                          onClick={() =>
                            openForm({ link, contact: { crmId: link.crmId, name: link.crmContact.name } })
                          }
                        >
                          Edit
                        </Button>
                        {canRemoveContactLink(link, me) === null && (
                          <Button
                            size="xs"
                            variant="default"
                            color="red"
                            aria-label={`Remove ${link.crmContact.name}`}
                            loading={remove.isPending && remove.variables?.id === link.id}
                            onClick={() => void confirmRemove(link)}
                          >
                            Remove
                          </Button>
                        )}
                      </>
                    )
                  }
                />
              )
            }
          />
        )}
      </Stack>
      <ContactSearchModal
        opened={searching}
        onClose={() => setSearching(false)}
        onSelect={([chosen]) => chosen && openForm({ contact: chosen })}
        parentType={parentType}
        projectContacts={pickable}
      />
    </RecordCard>
  );
};
