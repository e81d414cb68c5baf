import type { ServiceCreateInput } from '@app/domain';
import { Button, Group, MultiSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { lookupChoices } from '../../../components/lookup-select';
import { lookupQuery } from '../../../lib/lookup-queries';
import { ContactSearchModal } from '../../contacts';

type ServiceContact = ServiceCreateInput['contact'];

type ServiceContactFieldsProps = {
  contact: ServiceContact;
  /** The chosen contact's name; the form keeps only its CRM id. */
  name: string | null;
  onChange: (contact: ServiceContact) => void;
  onChoose: (chosen: { crmId: string; name: string }) => void;
  errors: Record<string, string | undefined>;
  /** The requestor-role message, once a save was tried (spec 2 §5). */
  requestorError: string | null;
};

/** A new service's first contact (spec 2 §5): found through Search Contacts, with its roles. */
export const ServiceContactFields = ({
  contact,
  name,
  onChange,
  onChoose,
  errors,
  requestorError,
}: ServiceContactFieldsProps) => {
  const [searching, setSearching] = useState(false);
  const roles = useQuery(lookupQuery('service/contactroles')).data ?? [];
  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Contact"
          value={name ?? ''}
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
          value={contact.roleIds.map(String)}
          onChange={(roleIds) => onChange({ ...contact, roleIds })}
          error={errors['contact.roleIds'] ?? requestorError ?? undefined}
          withAsterisk
        />
        <TextInput
          label="Role Details"
          value={contact.notes ?? ''}
          onChange={(event) => onChange({ ...contact, notes: event.currentTarget.value })}
          error={errors['contact.notes']}
          maxLength={100}
        />
      </SimpleGrid>
      <ContactSearchModal
        opened={searching}
        onClose={() => setSearching(false)}
        onSelect={([chosen]) => {
          if (chosen) onChoose(chosen);
        }}
      />
    </Stack>
  );
};
