import {
  type ContactLink,
  type ContactLinkCreate,
  type ContactLinkUpdate,
  type CrmSyncResult,
  type JournalEntryResult,
  journalBatches,
} from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-client';
import { type ContactParent, contactKeys } from './contacts-queries';

/** POST contact/syncCrm?forceSync=true: the new time replaces the last one, and searches read the new copy. */
export const useResyncCrm = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson<CrmSyncResult>('POST', '/contact/syncCrm?forceSync=true'),
    onSuccess: (result) => {
      queryClient.setQueryData(contactKeys.lastSync(), result);
      void queryClient.invalidateQueries({ queryKey: contactKeys.searches() });
    },
  });
};

/** A change to a record's contacts also changes the contact pages that list that record, and the project's contacts. */
const useInvalidateLinks = (parent: ContactParent) => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contactKeys.record(parent) }),
      queryClient.invalidateQueries({ queryKey: contactKeys.details() }),
      queryClient.invalidateQueries({ queryKey: [...contactKeys.records(), 'project'] }),
      // An owner's dates open or close a new owner task (issue 33 §4), and change whom a contact may name.
      queryClient.invalidateQueries({ queryKey: ['owners'] }),
    ]);
};

export const useCreateContactLink = (parent: ContactParent) => {
  const invalidate = useInvalidateLinks(parent);
  return useMutation({
    mutationFn: (link: ContactLinkCreate) => sendJson<ContactLink>('POST', '/contact/create', link),
    onSuccess: invalidate,
  });
};

export const useUpdateContactLink = (parent: ContactParent) => {
  const invalidate = useInvalidateLinks(parent);
  return useMutation({
    mutationFn: (link: ContactLinkUpdate) => sendJson<ContactLink>('PUT', '/contact/update', link),
    onSuccess: invalidate,
  });
};

export const useDeleteContactLink = (parent: ContactParent) => {
  const invalidate = useInvalidateLinks(parent);
  return useMutation({
    mutationFn: ({ id, version }: Pick<ContactLink, 'id' | 'version'>) =>
      sendJson<{ id: number }>('DELETE', `/contact/delete/${id}?version=${version}`),
    onSuccess: invalidate,
  });
};

export type JournalSendResult = { sent: number; failures: JournalEntryResult['failures'] };

/**
 * POST contact/pushjournalentry in batches of 20, one after another (spec 1 §7). A failed batch stops
 * the rest; its message says how many contacts had already gone, since those entries exist in the CRM.
 */
const sendJournalEntry = async ({
  journalName,
  crmIds,
}: {
  journalName: string;
  crmIds: readonly string[];
}): Promise<JournalSendResult> => {
  const failures: JournalSendResult['failures'] = [];
  let sent = 0;
  for (const batch of journalBatches(crmIds)) {
    try {
      const result = await sendJson<JournalEntryResult>('POST', '/contact/pushjournalentry', {
        journalName,
        crmContactIds: batch,
      });
      failures.push(...result.failures);
    } catch (error) {
      if (sent === 0) throw error;
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`${message} ${sent} of ${crmIds.length} Contacts were sent before this error.`);
    }
    sent += batch.length;
  }
  return { sent, failures };
};

export const useSendJournalEntry = () => useMutation({ mutationFn: sendJournalEntry });
