import { describe, expect, it } from 'vitest';
import {
  type LetterContact,
  letterAddress,
  letterContactName,
  letterDate,
  letterMessages,
  letterOwners,
  letterPermissions,
  letterRecipients,
  placeholdersIn,
  renderLetter,
  unknownPlaceholders,
} from './letters.rules';
import { letterMergeSchema, letterSendSchema, letterTemplateCreateSchema } from './letters.schema';

const contact = (over: Partial<LetterContact>): LetterContact => ({
  contactId: 1,
  name: 'Ann Lee',
  fullName: 'Ms. Ann Lee',
  address: '1 Farm Rd',
  city: 'Free Union',
  state: 'VA',
  postalCode: '22940',
  on: 'property',
  ...over,
});

describe('letter placeholders', () => {
  it('finds each placeholder once, spaces inside the braces trimmed', () => {
    expect(placeholdersIn('Dear {{Owner Names}}, {{ Property Name }} and {{Owner Names}}')).toEqual([
      'Owner Names',
      'Property Name',
    ]);
  });

  it('names the unknown ones (case matters)', () => {
    expect(unknownPlaceholders('{{Owner Names}} {{owner names}} {{Deed Book}}')).toEqual([
      'owner names',
      'Deed Book',
    ]);
    expect(unknownPlaceholders('No placeholders at all.')).toEqual([]);
  });

  it('renders the known ones; a missing value is empty', () => {
    expect(
      renderLetter('Dear {{Owner Names}}, re {{Case Type}} on {{Today}}.', {
        'Owner Names': 'Ann Lee',
        Today: 'June 1, 2026',
      }),
    ).toBe('Dear Ann Lee, re  on June 1, 2026.');
  });

  it('leaves an unknown one as written', () => {
    expect(renderLetter('{{Nope}}', {})).toBe('{{Nope}}');
  });
});

describe("a letter's owners", () => {
  it("are the property's Owners, each once", () => {
    const owners = letterOwners([
      contact({ contactId: 1 }),
      contact({ contactId: 2, on: 'instrument' }),
      contact({ contactId: 1 }),
    ]);
    expect(owners.map((o) => o.contactId)).toEqual([1]);
  });

  it("are the instruments' Grantors when the property has no Owner", () => {
    expect(letterOwners([contact({ contactId: 2, on: 'instrument' })]).map((o) => o.contactId)).toEqual([2]);
    expect(letterOwners([])).toEqual([]);
  });

  it('are addressed by full name, with the address on its lines', () => {
    expect(letterContactName(contact({}))).toBe('Ms. Ann Lee');
    expect(letterContactName(contact({ fullName: null }))).toBe('Ann Lee');
    expect(letterContactName(contact({ fullName: ' ', name: null }))).toBe('Landowner');
    expect(letterAddress(contact({}))).toBe('1 Farm Rd\nFree Union, VA 22940');
    expect(letterAddress(contact({ address: null, city: null }))).toBe('VA 22940');
    expect(
      letterRecipients([
        contact({}),
        contact({
          contactId: 3,
          fullName: 'Bo Ray',
          address: null,
          city: null,
          state: null,
          postalCode: null,
        }),
      ]),
    ).toBe('Ms. Ann Lee, 1 Farm Rd, Free Union, VA 22940; Bo Ray');
  });
});

describe('who may do what with letters', () => {
  it('Admins edit templates; Staff send and merge; view-only read', () => {
    expect(letterPermissions({ isAdmin: true, viewOnly: false })).toEqual({
      editTemplates: true,
      send: true,
      merge: true,
    });
    expect(letterPermissions({ isAdmin: false, viewOnly: false })).toEqual({
      editTemplates: false,
      send: true,
      merge: true,
    });
    expect(letterPermissions({ isAdmin: false, viewOnly: true })).toEqual({
      editTemplates: false,
      send: false,
      merge: false,
    });
  });
});

describe('letter schemas', () => {
  it('refuse a template with unknown placeholders, naming them', () => {
    const result = letterTemplateCreateSchema.safeParse({
      name: 'X',
      kind: 'other',
      body: 'Hi {{Deed Book}}',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(letterMessages.unknownPlaceholders(['Deed Book']));
    expect(result.error?.issues[0].path).toEqual(['body']);
  });

  it('bound the name and the body', () => {
    expect(
      letterTemplateCreateSchema.safeParse({ name: 'x'.repeat(101), kind: 'other', body: 'b' }).success,
    ).toBe(false);
    expect(
      letterTemplateCreateSchema.safeParse({ name: 'x', kind: 'other', body: 'b'.repeat(20_001) }).success,
    ).toBe(false);
    expect(letterTemplateCreateSchema.safeParse({ name: 'x', kind: 'nope', body: 'b' }).success).toBe(false);
  });

  it('want a case or a property, not both, and a sent date not in the future', () => {
    expect(
      letterSendSchema.safeParse({ templateId: 1, caseId: 1, propertyId: 2, sentOn: '2026-01-01' }).success,
    ).toBe(false);
    expect(
      letterSendSchema.safeParse({ templateId: 1, caseId: null, propertyId: null, sentOn: '2026-01-01' })
        .success,
    ).toBe(false);
    expect(letterSendSchema.safeParse({ templateId: 1, caseId: 1, sentOn: '2026-01-01' }).success).toBe(true);
    expect(letterSendSchema.safeParse({ templateId: 1, propertyId: 1, sentOn: '2999-01-01' }).success).toBe(
      false,
    );
  });

  it('want a staff lead for a staff lead merge', () => {
    expect(letterMergeSchema.safeParse({ templateId: 1, source: 'staffLead', format: 'docx' }).success).toBe(
      false,
    );
    expect(
      letterMergeSchema.safeParse({ templateId: 1, source: 'staffLead', staffLeadId: 3, format: 'zip' })
        .success,
    ).toBe(true);
    expect(
      letterMergeSchema.safeParse({ templateId: 1, source: 'Property', ids: [1, 2], format: 'pdf' }).success,
    ).toBe(false);
  });
});

describe('a letter date', () => {
  it('is written out', () => {
    expect(letterDate('2026-11-29')).toBe('November 29, 2026');
    expect(letterDate('2026-01-05')).toBe('January 5, 2026');
  });
});
