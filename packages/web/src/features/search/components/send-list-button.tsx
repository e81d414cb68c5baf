import { contactMessages, formatSearchCount, ListLimits } from '@app/domain';
import { Alert, Button, Group, Loader, Modal, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { JournalEntryForm } from '../../contacts';
import { contactCrmIdsOf, searchKeys } from '../api/search-queries';
import { type SearchState, serverParams } from '../api/search-state';

type SendListButtonProps = {
  state: SearchState;
  /** CRM ids the user unticked on the pages they saw: left out of the list. */
  unselected: ReadonlySet<string>;
  totalCount: number;
  countCapped: boolean;
};

/**
 * 'Send List to eTapestry': a journal entry on every contact the search found (up to the journal's
 * cap, in the table's order), not just the page shown; contacts the user unticked are left out.
 */
export const SendListButton = ({ state, unselected, totalCount, countCapped }: SendListButtonProps) => {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const ids = useQuery({
    queryKey: [...searchKeys.results('Contact', serverParams(state, { paged: false }).toString()), 'crmIds'],
    queryFn: ({ signal }) => contactCrmIdsOf(state, signal),
    enabled: open,
    staleTime: 0,
  });
  const crmIds = ids.data?.filter((id) => !unselected.has(id));
  const capped = countCapped || totalCount > ListLimits.journalContacts;
  const found = formatSearchCount({ totalCount, countCapped });
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setOpen(true)}>
        Send List to eTapestry
      </Button>
      <Modal opened={open} onClose={close} title="Send List to eTapestry" centered>
        {ids.isPending && (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">Gathering the {found} Contacts found</Text>
          </Group>
        )}
        {ids.isError && (
          <Alert color="red" role="alert">
            {ids.error.message}
          </Alert>
        )}
        {crmIds?.length === 0 && (
          <Text size="sm">Every Contact found is unticked: tick one to send the list.</Text>
        )}
        {/* Mounted only while open: each opening starts with an empty name and no message. */}
        {open && crmIds && crmIds.length > 0 && (
          <JournalEntryForm
            crmIds={crmIds}
            note={capped ? contactMessages.journalListCapped(ListLimits.journalContacts, found) : undefined}
            onClose={close}
          />
        )}
      </Modal>
    </>
  );
};
