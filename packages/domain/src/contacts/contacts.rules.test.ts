import { describe, expect, it } from 'vitest';
import { ContactRole } from '../ids';
import {
  canChangeContactRoles,
  canRemoveContactLink,
  contactDisplayName,
  invalidContactRoles,
  journalBatches,
} from './contacts.rules';
import {
  contactLinkCreateSchema,
  contactLinkUpdateSchema,
  contactMessages,
  contactSearchQuerySchema,
  journalEntrySchema,
} from './contacts.schema';

const admin = { roles: ['Admin'] };
const staff = { roles: ['Staff'] };
const viewer = { roles: ['viewonly'] };
const requestor = ContactRole.Requestor;

describe('canRemoveContactLink (spec 2 §6: only an Admin removes a Requestor)', () => {
  it.each([
    { user: admin, roleIds: [requestor, 24], expected: null },
    { user: staff, roleIds: [requestor], expected: contactMessages.requestorRemovalAdminOnly },
    { user: staff, roleIds: [24, 25], expected: null },
    { user: viewer, roleIds: [24], expected: contactMessages.viewOnly },
    { user: { roles: ['Admin', 'viewonly'] }, roleIds: [requestor], expected: contactMessages.viewOnly },
  ])('$user.roles with roles $roleIds', ({ user, roleIds, expected }) => {
    expect(canRemoveContactLink({ roleIds }, user)).toBe(expected);
  });
});

describe('canChangeContactRoles', () => {
  it.each([
    { user: staff, before: [requestor, 24], after: [24], expected: contactMessages.requestorRoleAdminOnly },
    { user: admin, before: [requestor, 24], after: [24], expected: null },
    { user: staff, before: [requestor], after: [requestor, 24], expected: null },
    { user: staff, before: [24], after: [25], expected: null },
    { user: viewer, before: [24], after: [24], expected: contactMessages.viewOnly },
  ])('$user.roles: $before → $after', ({ user, before, after, expected }) => {
    expect(canChangeContactRoles({ roleIds: before }, after, user)).toBe(expected);
  });
});

describe('invalidContactRoles', () => {
  const roles = [
    { id: 1, name: 'Grantor', parentType: 'instrument', archiveDate: null },
    { id: 6, name: 'Appraiser', parentType: 'instrument', archiveDate: '2020-01-01T00:00:00.000Z' },
    { id: 11, name: 'Owner', parentType: 'property', archiveDate: null },
    { id: 24, name: 'Landowner', parentType: 'service', archiveDate: null },
    { id: 39, name: 'Requestor', parentType: 'service', archiveDate: null },
  ];
  it.each([
    { roleIds: [24, 39], parentType: 'service' as const, expected: null },
    { roleIds: [11], parentType: 'service' as const, expected: 'Not a Service contact role: Owner.' },
    { roleIds: [24, 999], parentType: 'service' as const, expected: 'Not a Service contact role: Role 999.' },
    {
      roleIds: [24, 1],
      parentType: 'property' as const,
      expected: 'Not a Property contact role: Landowner, Grantor.',
    },
    {
      roleIds: [6],
      parentType: 'instrument' as const,
      expected: 'Not an Instrument contact role: Appraiser.',
    },
    { roleIds: [6], parentType: 'instrument' as const, current: [6], expected: null },
  ])('$roleIds on a $parentType (current $current)', ({ roleIds, parentType, current, expected }) => {
    expect(invalidContactRoles({ roleIds, parentType, roles, current })).toBe(expected);
  });
});

describe('contactDisplayName (spec 1 §3)', () => {
  it.each([
    [{ name: 'Ann Lee', fullName: 'Ann B. Lee' }, 'Ann Lee'],
    [{ name: null, fullName: 'Ann B. Lee' }, 'Ann B. Lee'],
    [{ name: '  ', fullName: null }, 'None'],
    [{ name: null, fullName: null }, 'None'],
  ])('%j → %s', (contact, expected) => {
    expect(contactDisplayName(contact)).toBe(expected);
  });
});

describe('journalBatches (spec 1 §7: 20 per call)', () => {
  it('cuts a selection into batches of 20, in order', () => {
    const ids = Array.from({ length: 45 }, (_, i) => `4110.0.${i}`);
    const batches = journalBatches(ids);
    expect(batches.map((b) => b.length)).toEqual([20, 20, 5]);
    expect(batches.flat()).toEqual(ids);
    expect(journalBatches([])).toEqual([]);
  });
});

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) ?? [];

describe('contact schemas carry the spec messages', () => {
  it('contact search: name and/or address, each from 3 characters', () => {
    expect(contactSearchQuerySchema.parse({ name: ' Smith ' })).toEqual({ name: 'Smith', address: null });
    expect(contactSearchQuerySchema.parse({ address: 'Main' })).toEqual({ name: null, address: 'Main' });
    expect(messagesOf(contactSearchQuerySchema.safeParse({ name: 'Sm' }))).toEqual([
      { path: 'name', message: 'The Name field must be at least 3 characters.' },
    ]);
    expect(messagesOf(contactSearchQuerySchema.safeParse({ name: '' }))).toEqual([
      { path: 'name', message: contactMessages.searchRequired },
    ]);
  });

  it('journal entry: a name of 5 to 25 characters and 1 to 20 contacts', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `4110.0.${i}`);
    expect(journalEntrySchema.safeParse({ journalName: 'Spring', crmContactIds: ids(20) }).success).toBe(
      true,
    );
    expect(messagesOf(journalEntrySchema.safeParse({ journalName: 'Four', crmContactIds: ids(1) }))).toEqual([
      { path: 'journalName', message: 'The Journal Name field must be at least 5 characters.' },
    ]);
    expect(
      messagesOf(journalEntrySchema.safeParse({ journalName: 'x'.repeat(26), crmContactIds: ids(1) })),
    ).toEqual([
      { path: 'journalName', message: 'The Journal Name field may not be greater than 25 characters.' },
    ]);
    expect(
      messagesOf(journalEntrySchema.safeParse({ journalName: 'Spring', crmContactIds: ids(21) })),
    ).toEqual([{ path: 'crmContactIds', message: contactMessages.tooManyContacts(20) }]);
    expect(messagesOf(journalEntrySchema.safeParse({ journalName: 'Spring', crmContactIds: [] }))).toEqual([
      { path: 'crmContactIds', message: 'At least one Contact is required.' },
    ]);
  });

  it('contact link: a contact, one record, at least one role, role details up to 100', () => {
    const good = { crmId: '4110.0.1000001', serviceId: 5, roleIds: [39, 24, 39], notes: ' ' };
    expect(contactLinkCreateSchema.parse(good)).toEqual({
      crmId: '4110.0.1000001',
      instrumentId: null,
      propertyId: null,
      serviceId: 5,
      roleIds: [39, 24],
      notes: null,
      // Only a property's Owner link carries these (issue 33 §4).
      ownerSince: null,
      ownerUntil: null,
    });
    expect(messagesOf(contactLinkCreateSchema.safeParse({ ...good, crmId: undefined }))).toEqual([
      { path: 'crmId', message: 'Contact is required. Please use Search Contacts to select a contact.' },
    ]);
    expect(messagesOf(contactLinkCreateSchema.safeParse({ ...good, roleIds: [] }))).toEqual([
      { path: 'roleIds', message: 'At least one Role is required.' },
    ]);
    expect(messagesOf(contactLinkCreateSchema.safeParse({ ...good, notes: 'x'.repeat(101) }))).toEqual([
      { path: 'notes', message: 'The Role Details field may not be greater than 100 characters.' },
    ]);
    expect(messagesOf(contactLinkCreateSchema.safeParse({ ...good, propertyId: 3 }))).toEqual([
      { path: 'instrumentId', message: contactMessages.oneParent },
    ]);
    expect(messagesOf(contactLinkUpdateSchema.safeParse({ id: 1, roleIds: [24] }))).toEqual([
      { path: 'version', message: 'The Version field is required.' },
    ]);
  });
});
