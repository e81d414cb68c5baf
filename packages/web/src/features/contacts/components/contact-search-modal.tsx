import { type ContactParentType, contactParentLabel } from '@app/domain';
import { Button, Group, Modal, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ContactSearchPanel } from './contact-search-panel';
import { CrmSyncStatus } from './crm-sync-status';
import type { SelectedContact } from './selected-contact';

type Mode = 'search' | 'pick';

export type ContactSearchModalProps = {
  opened: boolean;
  onClose: () => void;
  /** Called with the chosen contacts when the user clicks 'Use Selected Contact'; onClose follows. */
  onSelect: (contacts: SelectedContact[]) => void;
  /** 'single' (default): a click replaces the choice; 'multiple': each click adds or removes one. */
  selection?: 'single' | 'multiple';
  /**
   * Pick mode, for a record of a project: the record's kind and the project's contacts not yet on it.
   * Without a parentType the modal only searches the CRM.
   */
  parentType?: ContactParentType;
  projectContacts?: readonly SelectedContact[];
};

/** 'Search Contacts' (spec 1 §2): search the synced CRM copy, or pick one of the current project's contacts. */
export const ContactSearchModal = ({ opened, onClose, ...props }: ContactSearchModalProps) => (
  <Modal opened={opened} onClose={onClose} title="Search Contacts" size="lg">
    {/* Mounted only while open: each opening starts empty and asks for the last sync again. */}
    {opened && <ContactSearchBody onClose={onClose} {...props} />}
  </Modal>
);

const ContactSearchBody = ({
  onClose,
  onSelect,
  selection = 'single',
  parentType,
  projectContacts = [],
}: Omit<ContactSearchModalProps, 'opened'>) => {
  const [mode, setMode] = useState<Mode>('search');
  const [selected, setSelected] = useState<SelectedContact[]>([]);
  const parentLabel = parentType ? contactParentLabel(parentType) : null;

  const toggle = (contact: SelectedContact) =>
    setSelected((current) => {
      const isSelected = current.some((c) => c.crmId === contact.crmId);
      if (selection === 'single') return isSelected ? [] : [contact];
      return isSelected ? current.filter((c) => c.crmId !== contact.crmId) : [...current, contact];
    });

  return (
    <Stack gap="md">
      {parentLabel && (
        <SegmentedControl
          aria-label="Find the contact by"
          value={mode}
          onChange={(value) => {
            // The button uses what the visible mode shows, never a choice hidden in the other one.
            setMode(value as Mode);
            setSelected([]);
          }}
          data={[
            { value: 'search', label: 'Search eTapestry' },
            { value: 'pick', label: 'Current Project Contacts' },
          ]}
        />
      )}
      {mode === 'search' ? (
        <>
          <CrmSyncStatus />
          <ContactSearchPanel selected={selected} onToggle={toggle} />
        </>
      ) : projectContacts.length > 0 ? (
        <Select
          label="Pick a Current Project Contact"
          data={projectContacts.map((c) => ({ value: c.crmId, label: c.name }))}
          value={selected[0]?.crmId ?? null}
          onChange={(crmId) => setSelected(projectContacts.filter((c) => c.crmId === crmId))}
          searchable
          data-autofocus
        />
      ) : (
        <Text>{`No Contacts exist on this Project that are not already added to this ${parentLabel}`}</Text>
      )}
      {/* The choice may come from an earlier search: say what the button will use. */}
      {mode === 'search' && selected.length > 0 && (
        <Text size="sm">Selected: {selected.map((c) => c.name).join('; ')}</Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          disabled={selected.length === 0}
          onClick={() => {
            onSelect(selected);
            onClose();
          }}
        >
          Use Selected Contact
        </Button>
      </Group>
    </Stack>
  );
};
