import type { LookupOption, Project } from '@app/domain';
import type { mockApi } from '../../../test/mock-api';

export type Routes = Parameters<typeof mockApi>[0];

export const option = (id: number, name: string, archiveDate: string | null = null): LookupOption => ({
  id,
  name,
  sortOrder: id,
  archiveDate,
});

export const agreementTypes = [
  option(1, 'Open-Space Easement'),
  option(2, 'Conservation Easement'),
  option(6, 'Agricultural District Agreement', '2020-01-01'),
];
export const localities = [
  { ...option(1, 'Albemarle County'), censusFips: '51003' },
  { ...option(2, 'Augusta County'), censusFips: '51015' },
  { ...option(3, 'Clarke County'), censusFips: '51043' },
  { ...option(9, 'Old Town', '2019-06-30'), censusFips: null },
];
export const projectStatuses = [
  option(1, 'Active'),
  option(2, 'Completed'),
  option(3, 'On Hold'),
  option(4, 'Legacy Import', '2020-01-01'),
];

export const project = (overrides: Partial<Project> = {}): Project => ({
  id: 12,
  name: 'Walnut Hollow Farm',
  status: 'Active',
  statusId: 1,
  description: 'Hardwood forest and pasture along Walnut Run.',
  createdByName: 'Sam Staff',
  createdAt: '2025-02-08T15:00:00.000Z',
  lastEditedByName: 'Taylor Brooks',
  lastEditedAt: '2025-04-25T14:00:00.000Z',
  photoBoxId: null,
  documentFolderId: null,
  partnershipGrantsExist: true,
  latestEvents: [],
  acres: 30.75,
  localityName: 'Albemarle County; Clarke County',
  version: 3,
  ...overrides,
});

/** A fetch spy's calls to one method and path. */
export const callsTo = (fetch: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetch.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path,
  );

export const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));
