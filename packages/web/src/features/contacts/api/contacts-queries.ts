import type {
  ContactDetails,
  ContactLink,
  ContactParentType,
  ContactSearchResult,
  CrmSyncResult,
  LookupPath,
} from '@app/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getJson, sendJson } from '../../../lib/api-client';
import type { SelectedContact } from '../components/selected-contact';

/** A record that contacts are linked to. */
export type ContactParent = { type: ContactParentType; id: number };

/** The search terms as sent: the name (more than 2 characters) and the address, when it is long enough to count. */
export type ContactSearchTerms = { name: string; address: string | null };

/** The lookup list of each record type's statuses (the contact page names them). */
export const recordStatusesPath = {
  instrument: 'instrument/instrumentstatuses',
  property: 'property/propertystatuses',
  service: 'service/statuses',
} as const satisfies Record<ContactParentType, LookupPath>;

/** The lookup list of each record type's contact roles, archived ones too (old links still name them). */
export const contactRolesPath = {
  instrument: 'instrument/contactroles',
  property: 'property/contactroles',
  service: 'service/contactroles',
} as const satisfies Record<ContactParentType, LookupPath>;

export const contactKeys = {
  all: ['contacts'] as const,
  searches: () => [...contactKeys.all, 'search'] as const,
  search: (terms: ContactSearchTerms) => [...contactKeys.searches(), terms] as const,
  details: () => [...contactKeys.all, 'detail'] as const,
  detail: (crmId: string) => [...contactKeys.details(), crmId] as const,
  lastSync: () => [...contactKeys.all, 'lastSync'] as const,
  records: () => [...contactKeys.all, 'record'] as const,
  record: ({ type, id }: ContactParent) => [...contactKeys.records(), type, id] as const,
  project: (projectId: number) => [...contactKeys.records(), 'project', projectId] as const,
};

const searchPath = ({ name, address }: ContactSearchTerms) => {
  const params = new URLSearchParams({ name });
  if (address) params.set('address', address);
  return `/contact/crmSearch?${params}`;
};

export const contactQueries = {
  /** GET contact/crmSearch: the synced copy, best match first; the last answer stays while the next loads. */
  search: (terms: ContactSearchTerms) =>
    queryOptions({
      queryKey: contactKeys.search(terms),
      queryFn: ({ signal }) => getJson<ContactSearchResult[]>(searchPath(terms), signal),
      placeholderData: keepPreviousData,
    }),
  /** GET contact/get/{crmId}: the contact page. */
  detail: (crmId: string) =>
    queryOptions({
      queryKey: contactKeys.detail(crmId),
      queryFn: ({ signal }) => getJson<ContactDetails>(`/contact/get/${encodeURIComponent(crmId)}`, signal),
    }),
  /**
   * POST contact/syncCrm?forceSync=false, asked each time the search modal opens: the server answers the
   * last sync when it is recent and runs one otherwise. A failed sync is not retried; Resync is at hand.
   */
  lastSync: () =>
    queryOptions({
      queryKey: contactKeys.lastSync(),
      queryFn: () => sendJson<CrmSyncResult>('POST', '/contact/syncCrm?forceSync=false'),
      staleTime: 0,
      retry: false,
    }),
  /** GET {parentType}/{parentId}/contacts, by name. */
  record: (parent: ContactParent) =>
    queryOptions({
      queryKey: contactKeys.record(parent),
      queryFn: ({ signal }) => getJson<ContactLink[]>(`/${parent.type}/${parent.id}/contacts`, signal),
    }),
  /** GET project/{id}/contacts: the contacts on any record of the project, for the pick mode. */
  project: (projectId: number) =>
    queryOptions({
      queryKey: contactKeys.project(projectId),
      queryFn: ({ signal }) => getJson<SelectedContact[]>(`/project/${projectId}/contacts`, signal),
    }),
};
