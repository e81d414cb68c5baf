import { ContactSearchMinLength, formatContactAddress } from '@app/domain';
import {
  Alert,
  Anchor,
  Badge,
  Checkbox,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useConfig } from '../../../lib/config-context';
import { contactQueries } from '../api/contacts-queries';
import type { SelectedContact } from './selected-contact';

/** Spec 1 §9: the 'no match' hint shows only for names longer than this. */
const noMatchHintAfter = 3;
const typingPauseMs = 300;

/** The address narrows a search once it is long enough for the server to take it. */
const addressTerm = (address: string) => (address.length >= ContactSearchMinLength ? address : null);

export type ContactSearchPanelProps = {
  selected: readonly SelectedContact[];
  onToggle: (contact: SelectedContact) => void;
};

/** Search mode of the contact search: name and address, and the matches to click. */
export const ContactSearchPanel = ({ selected, onToggle }: ContactSearchPanelProps) => {
  const { links } = useConfig();
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [debouncedName] = useDebouncedValue(name.trim(), typingPauseMs);
  const [debouncedAddress] = useDebouncedValue(address.trim(), typingPauseMs);
  const terms = { name: debouncedName, address: addressTerm(debouncedAddress) };
  const searchable = terms.name.length >= ContactSearchMinLength;
  const search = useQuery({ ...contactQueries.search(terms), enabled: searchable });
  const results = searchable ? search.data : undefined;
  const selectedIds = new Set(selected.map((contact) => contact.crmId));
  const crmLink = (text: string) => (
    <Anchor href={links.crm} target="_blank" rel="noreferrer">
      {text}
    </Anchor>
  );

  return (
    <Stack gap="sm">
      <Group grow align="flex-start" gap="sm">
        <TextInput
          label="Name"
          description={`At least ${ContactSearchMinLength} characters`}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          data-autofocus
          autoComplete="off"
        />
        <TextInput
          label="Address"
          description="Optional, narrows the search"
          value={address}
          onChange={(event) => setAddress(event.currentTarget.value)}
          autoComplete="off"
        />
      </Group>
      {searchable && search.isError && (
        <Alert color="red" role="alert" title="The search failed">
          {search.error.message}
        </Alert>
      )}
      {searchable && search.isFetching && (
        <Group gap={6}>
          <Loader size="xs" />
          <Text size="sm">Searching...</Text>
        </Group>
      )}
      {results && results.length > 0 && (
        <ScrollArea.Autosize mah={320} type="auto">
          <Stack gap={6} aria-label="Search results" role="group">
            {results.map((contact) => (
              <Checkbox.Card
                key={contact.crmId}
                checked={selectedIds.has(contact.crmId)}
                bg={selectedIds.has(contact.crmId) ? 'var(--mantine-primary-color-light)' : undefined}
                onChange={() => onToggle({ crmId: contact.crmId, name: contact.name })}
                radius="sm"
                p="xs"
              >
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Checkbox.Indicator size="sm" mt={2} />
                  <div>
                    <Group gap="xs">
                      <Text fw={500}>{contact.name}</Text>
                      {!contact.inCrm && (
                        <Badge color="gray" variant="light" size="sm">
                          No longer in eTapestry
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm" c="dimmed">
                      {formatContactAddress(contact)}
                    </Text>
                  </div>
                </Group>
              </Checkbox.Card>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
      {results?.length === 0 &&
        !search.isPlaceholderData &&
        (terms.name.length > noMatchHintAfter ? (
          <Text size="sm">
            No Contacts match this search. If the Contact is new or has changed,{' '}
            {crmLink('update it in eTapestry')} and Resync.
          </Text>
        ) : (
          <Text size="sm">No Results</Text>
        ))}
      <Text size="sm">{crmLink('Add or edit Contacts in eTapestry')}</Text>
    </Stack>
  );
};
