import { describe, expect, it } from 'vitest';
import { projectMessages } from '../projects/projects.schema';
import {
  associatePropertiesSchema,
  instrumentCreateSchema,
  instrumentMessages,
  instrumentUpdateSchema,
  tagTypeSaveSchema,
} from './instruments.schema';

const base = { id: 5, version: 1, statusId: 1, agreementTypeId: 2 };
const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('instrumentUpdateSchema (spec 3 §5)', () => {
  it.each<[string, Record<string, unknown>, string | null]>([
    ['minimal', {}, null],
    ['number of 18', { instrumentNumber: 'x'.repeat(18) }, null],
    [
      'number of 19',
      { instrumentNumber: 'x'.repeat(19) },
      'The Instrument Number field may not be greater than 18 characters.',
    ],
    ['deed book/page', { deedBookPage: '123456/654321' }, null],
    ['deed book/page short', { deedBookPage: '1/2' }, null],
    ['deed book/page 7 digits', { deedBookPage: '1234567/1' }, instrumentMessages.deedBookPageFormat],
    ['deed book/page no slash', { deedBookPage: '12345' }, instrumentMessages.deedBookPageFormat],
    ['deed book/page letters', { deedBookPage: '12a/4' }, instrumentMessages.deedBookPageFormat],
    ['notes of 1500', { notes: 'n'.repeat(1500) }, null],
    [
      'notes of 1501',
      { notes: 'n'.repeat(1501) },
      'The Instrument Notes field may not be greater than 1500 characters.',
    ],
    ['five unique terms', { uniqueTerms: Array.from({ length: 5 }, () => ({ description: 'term' })) }, null],
    [
      'six unique terms',
      { uniqueTerms: Array.from({ length: 6 }, () => ({ description: 'term' })) },
      'No more than 5 Unique Terms are allowed.',
    ],
    ['empty unique term', { uniqueTerms: [{ description: ' ' }] }, 'The Unique Term field is required.'],
    [
      'long unique term',
      { uniqueTerms: [{ description: 'u'.repeat(101) }] },
      'The Unique Term field may not be greater than 100 characters.',
    ],
    ['tag ids', { tagTypeIds: [1, 1000] }, null],
    ['tag twice', { tagTypeIds: [1, 1] }, 'The value in the Instrument Tags fields cannot be duplicated.'],
    ['bad term id', { specificTermIds: ['x'] }, 'The Specific Terms field is required.'],
    ['no status', { statusId: '' }, 'The Instrument Status field is required.'],
    ['no agreement type', { agreementTypeId: null }, 'The Agreement Type field is required.'],
    ['executed event', { events: [{ eventTypeId: 9, date: '01/02/2024', notes: 'Signed' }] }, null],
    [
      'executed event without date',
      { events: [{ eventTypeId: 9, date: '' }] },
      'The Date field is required.',
    ],
    [
      'executed event in the future',
      { events: [{ eventTypeId: 9, date: '01/02/2999' }] },
      'The Date field may not be a future date.',
    ],
  ])('%s', (_name, patch, expected) => {
    expect(firstError(instrumentUpdateSchema.safeParse({ ...base, ...patch }))).toBe(expected);
  });

  it('reads the staff lead None (0) and blank texts as null', () => {
    const parsed = instrumentUpdateSchema.parse({ ...base, staffLead: 0, notes: '  ', deedBookPage: '' });
    expect(parsed).toMatchObject({
      staffLead: null,
      notes: null,
      deedBookPage: null,
      tagTypeIds: [],
      events: [],
    });
  });
});

describe('instrumentCreateSchema', () => {
  const body = {
    projectId: 3,
    agreementTypeId: 1,
    primaryContactCrmId: '4110.0.1',
    associatedPropertyIds: [4],
  };
  it.each<[string, Record<string, unknown>, string | null]>([
    ['valid', {}, null],
    ['no contact', { primaryContactCrmId: '' }, projectMessages.primaryContactRequired],
    ['no properties', { associatedPropertyIds: [] }, 'At least one Associated Property is required.'],
    [
      'a property twice',
      { associatedPropertyIds: [4, 4] },
      'The value in the Associated Property fields cannot be duplicated.',
    ],
    [
      'too many properties',
      { associatedPropertyIds: Array.from({ length: 501 }, (_, i) => i + 1) },
      'No more than 500 Associated Properties are allowed.',
    ],
  ])('%s', (_name, patch, expected) => {
    expect(firstError(instrumentCreateSchema.safeParse({ ...body, ...patch }))).toBe(expected);
  });
});

describe('associatePropertiesSchema', () => {
  const link = {
    propertyId: 4,
    propertyAcres: '12.5',
    futurePropertiesAllowed: null,
    dwellingsAllowed: 1,
    finishedAreaAllowed: 0,
    imperviousAreaAllowed: null,
  };
  it.each<[string, unknown[], string | null]>([
    ['valid', [link], null],
    ['acres with 4 decimals', [{ ...link, propertyAcres: '1.1234' }], null],
    [
      'acres with 5 decimals',
      [{ ...link, propertyAcres: '1.12345' }],
      'The Impacted Acres field must be numeric and may contain up to 4 decimal places.',
    ],
    ['negative acres', [{ ...link, propertyAcres: -1 }], 'The Impacted Acres field must be 0 or more.'],
    ['no acres', [{ ...link, propertyAcres: '' }], 'The Impacted Acres field is required.'],
    [
      'fractional dwellings',
      [{ ...link, dwellingsAllowed: 1.5 }],
      'The Dwellings Allowed field must be a whole number.',
    ],
    [
      'blank dwellings (not N/A)',
      [{ ...link, dwellingsAllowed: '' }],
      'The Dwellings Allowed field is required.',
    ],
    ['none', [], 'At least one Associated Property is required.'],
    ['a property twice', [link, link], 'The value in the Associated Property fields cannot be duplicated.'],
  ])('%s', (_name, propertyInstruments, expected) => {
    expect(firstError(associatePropertiesSchema.safeParse({ id: 5, version: 2, propertyInstruments }))).toBe(
      expected,
    );
  });
});

describe('tagTypeSaveSchema', () => {
  it.each<[unknown, string | null]>([
    [{ name: 'Easement' }, null],
    [{ id: 0, name: 'Easement' }, null],
    [{ id: 7, name: '' }, instrumentMessages.tagNameRequired],
    [{ name: 'x'.repeat(101) }, instrumentMessages.tagNameTooLong],
  ])('%j', (body, expected) => {
    expect(firstError(tagTypeSaveSchema.safeParse(body))).toBe(expected);
  });
  it('treats id 0 as a new tag', () => {
    expect(tagTypeSaveSchema.parse({ id: 0, name: ' A ' })).toEqual({ id: null, name: 'A' });
  });
});
