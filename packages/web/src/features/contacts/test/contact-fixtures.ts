import type { ContactDetails, ContactLink, ContactSearchResult, LookupOption } from '@app/domain';

const option = (id: number, name: string, archiveDate: string | null = null): LookupOption => ({
  id,
  name,
  sortOrder: id,
  archiveDate,
});

export const searchResult = (
  crmId: string,
  name: string,
  address = '12 Main Street',
): ContactSearchResult => ({
  crmId,
  name,
  fullName: name,
  address,
  city: 'Richmond',
  state: 'VA',
  postalCode: '23219',
  inCrm: true,
});

export const syncedAt = (createdAt: string) => ({ createdAt, serverErrorOnSubsequentCall: null });

export const instrumentRoles = [
  option(1, 'Grantor'),
  option(2, 'Grantee'),
  option(6, 'Appraiser', '2020-01-01'),
];
export const serviceRoles = [option(24, 'Landowner'), option(25, 'Consultant'), option(39, 'Requestor')];

export const contactLink = (overrides: Partial<ContactLink> = {}): ContactLink => ({
  id: 501,
  version: 3,
  crmId: '4110.0.1000044',
  crmContact: {
    name: 'Harrison Coleman',
    address: '44 Ridge Road, Warrenton, VA 20186',
    email: 'harrison@example.com',
    phones: [{ type: 'Home', number: '(540) 555-1234' }],
  },
  projectId: 12,
  roleIds: [1],
  notes: 'Signs for the family',
  ownerSince: null,
  ownerUntil: null,
  instrumentId: 77,
  ...overrides,
});

export const instrumentStatuses = [option(1, 'Pending'), option(2, 'Active'), option(3, 'Inactive')];
export const propertyStatuses = [option(1, 'Current'), option(2, 'Inactive')];
export const serviceStatuses = [option(1, 'Open'), option(2, 'Closed')];

export const contactDetails = (overrides: Partial<ContactDetails> = {}): ContactDetails => ({
  ...searchResult('4110.0.1000044', 'Harrison Coleman', '44 Ridge Road'),
  city: 'Warrenton',
  postalCode: '20186',
  email: 'harrison@example.com',
  phones: [
    { type: 'Home', number: '(540) 555-1234' },
    { type: 'Mobile', number: '(703) 555-9876' },
  ],
  contactInstruments: [],
  contactProperties: [],
  contactServices: [],
  ...overrides,
});
