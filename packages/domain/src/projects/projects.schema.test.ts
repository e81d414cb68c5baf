import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  documentFolderUpdateSchema,
  nameSearchQuerySchema,
  openReviewsQuerySchema,
  type ProjectCreateInput,
  projectCreateSchema,
  projectUpdateSchema,
} from './projects.schema';

/** The first message per field path, as the server's error shape reports them. */
const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
};

const validCreate: ProjectCreateInput = {
  name: '  Cedar Run Farm ',
  description: 'Working farmland along Cedar Run.',
  instrument: { agreementTypeId: '2', primaryContactCrmId: '4110.0.1000012', staffLeadId: 5, notes: '' },
  property: { name: 'Home Farm', primaryLocalityId: 3, additionalLocalityIds: ['7', 9] },
};

describe('projectCreateSchema', () => {
  it('parses what the form holds: trimmed text, numbers from selects, blank as null', () => {
    expect(projectCreateSchema.parse(validCreate)).toEqual({
      name: 'Cedar Run Farm',
      description: 'Working farmland along Cedar Run.',
      instrument: { agreementTypeId: 2, primaryContactCrmId: '4110.0.1000012', staffLeadId: 5, notes: null },
      property: { name: 'Home Farm', primaryLocalityId: 3, additionalLocalityIds: [7, 9] },
    });
  });

  it('leaves the description optional and takes the staff lead None (0) or none as no choice', () => {
    const parsed = projectCreateSchema.parse({
      ...validCreate,
      description: ' ',
      instrument: { ...validCreate.instrument, staffLeadId: 0 },
      property: { name: 'A', primaryLocalityId: 3 },
    });
    expect(parsed.description).toBeNull();
    expect(parsed.instrument.staffLeadId).toBeNull();
    expect(parsed.property.additionalLocalityIds).toEqual([]);
    const { staffLeadId: _, ...noLead } = validCreate.instrument;
    expect(
      projectCreateSchema.parse({ ...validCreate, instrument: noLead }).instrument.staffLeadId,
    ).toBeNull();
  });

  const invalid: [string, Partial<ProjectCreateInput>, Record<string, string>][] = [
    ['no project name', { name: '  ' }, { name: 'The Project Name field is required.' }],
    [
      'a project name of 51 characters',
      { name: 'x'.repeat(51) },
      { name: 'The Project Name field may not be greater than 50 characters.' },
    ],
    [
      'a description of 1 character',
      { description: 'x' },
      { description: 'The Description field must be at least 2 characters.' },
    ],
    [
      'a description of 1001 characters',
      { description: 'x'.repeat(1001) },
      { description: 'The Description field may not be greater than 1000 characters.' },
    ],
    [
      'no agreement type and no primary contact',
      { instrument: { agreementTypeId: '', primaryContactCrmId: ' ' } },
      {
        'instrument.agreementTypeId': 'The Agreement Type field is required.',
        'instrument.primaryContactCrmId': 'Primary Contact is required.',
      },
    ],
    [
      'instrument notes of 1501 characters',
      { instrument: { ...validCreate.instrument, notes: 'x'.repeat(1501) } },
      { 'instrument.notes': 'The Instrument Notes field may not be greater than 1500 characters.' },
    ],
    ['no instrument', { instrument: undefined }, { instrument: 'The Instrument field is required.' }],
    ['no property', { property: undefined }, { property: 'The Property field is required.' }],
    [
      'no property name and no primary locality',
      { property: { name: '', primaryLocalityId: '' } },
      {
        'property.name': 'The Property Name field is required.',
        'property.primaryLocalityId': 'The Primary Locality field is required.',
      },
    ],
    [
      'a property name of 51 characters',
      { property: { name: 'x'.repeat(51), primaryLocalityId: 3 } },
      { 'property.name': 'The Property Name field may not be greater than 50 characters.' },
    ],
    [
      'an additional locality row left empty',
      { property: { name: 'A', primaryLocalityId: 3, additionalLocalityIds: [4, '', null] } },
      {
        'property.additionalLocalityIds.1': 'Select Additonal Locality or remove this row.',
        'property.additionalLocalityIds.2': 'Select Additonal Locality or remove this row.',
      },
    ],
    [
      'a locality chosen twice, once as the primary',
      { property: { name: 'A', primaryLocalityId: 3, additionalLocalityIds: [4, 3, 4, 5] } },
      {
        'property.additionalLocalityIds.0': 'The value in the Locality fields cannot be duplicated.',
        'property.additionalLocalityIds.1': 'The value in the Locality fields cannot be duplicated.',
        'property.additionalLocalityIds.2': 'The value in the Locality fields cannot be duplicated.',
      },
    ],
  ];
  it.each(invalid)('refuses %s', (_, change, expected) => {
    expect(errorsOf(projectCreateSchema, { ...validCreate, ...change })).toEqual(expected);
  });
});

describe('projectUpdateSchema', () => {
  const valid = { name: 'Cedar Run Farm', description: 'x', statusId: '2', version: 3 };
  it('takes a short description on edit (the minimum is for create) and the status as a number', () => {
    expect(projectUpdateSchema.parse(valid)).toEqual({ ...valid, statusId: 2 });
  });
  it.each([
    [{ statusId: '' }, { statusId: 'The Status field is required.' }],
    [{ version: undefined }, { version: 'The Version field is required.' }],
    [
      { description: 'x'.repeat(1001) },
      { description: 'The Description field may not be greater than 1000 characters.' },
    ],
  ])('refuses %o', (change, expected) => {
    expect(errorsOf(projectUpdateSchema, { ...valid, ...change })).toEqual(expected);
  });
});

describe('documentFolderUpdateSchema', () => {
  it.each([
    [{ folderId: '' }, 'The Box Folder ID field is required.'],
    [{ folderId: '12a' }, 'The Box Folder ID field may only contain numeric characters.'],
    [{ folderId: '1'.repeat(31) }, 'The Box Folder ID field may not be greater than 30 characters.'],
  ])('refuses %o', (input, message) => {
    expect(errorsOf(documentFolderUpdateSchema, input)).toEqual({ folderId: message });
  });
  it('keeps a long folder id as text', () => {
    expect(documentFolderUpdateSchema.parse({ folderId: 123456789012345 })).toEqual({
      folderId: '123456789012345',
    });
  });
});

describe('nameSearchQuerySchema', () => {
  it.each([
    ['', 'The Name field is required.'],
    ['ab', 'The Name field must be at least 3 characters.'],
  ])('refuses %j', (name, message) => {
    expect(errorsOf(nameSearchQuerySchema, { name })).toEqual({ name: message });
  });
});

describe('openReviewsQuerySchema', () => {
  it('pages from 1 with 5 per page unless told, up to 100 per page', () => {
    expect(openReviewsQuerySchema.parse({})).toEqual({ page: 1, pageSize: 5 });
    expect(openReviewsQuerySchema.parse({ page: '3', pageSize: '25' })).toEqual({ page: 3, pageSize: 25 });
    expect(errorsOf(openReviewsQuerySchema, { page: '0', pageSize: '101' })).toEqual({
      page: 'The Page field must be 1 or more.',
      pageSize: 'The Page Size field must be 100 or less.',
    });
  });
});
