import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  contactLinkCreateSchema,
  contactLinkUpdateSchema,
  contactMessages,
  JournalBatchSize,
  journalEntrySchema,
} from './contacts/contacts.schema';
import { ListLimits } from './list-limits';
import { projectCreateSchema } from './projects/projects.schema';
import {
  agreementTypesByPropertyIdsSchema,
  propertyCreateSchema,
  propertyLocalityCreateSchema,
  propertyLocalityUpdateSchema,
} from './properties/properties.schema';
import { reviewCreateSchema, reviewMessages } from './reviews/reviews.schema';
import { uniqueValues } from './validators';

/**
 * Every list a request schema takes is capped (the server answers its 400 from these): the largest
 * allowed list parses, one entry more gets one short message at the list itself, and a huge list is
 * refused by its length alone, before (and without) any of its entries being read or echoed.
 */
type Case = {
  name: string;
  schema: z.ZodType;
  /** A valid request around `list`. */
  input: (list: unknown[]) => unknown;
  /** A valid entry, none alike: `entry(0)`, `entry(1)` … */
  entry: (i: number) => unknown;
  /** Where the list is in the request ('' for a request that is the list). */
  path: string;
  max: number;
  message: string;
};

const parcel = (i: number) => ({ parcelId: `P-${i}`, acres: 1 });
const listOf = (c: Case, n: number) => c.input(Array.from({ length: n }, (_, i) => c.entry(i)));

const cases: Case[] = [
  {
    name: 'additional localities of a new property',
    schema: propertyCreateSchema,
    input: (list) => ({
      projectId: 1,
      name: 'Wide Tract',
      primaryLocalityId: 1,
      additionalLocalityIds: list,
    }),
    entry: (i) => i + 2,
    path: 'additionalLocalityIds',
    max: ListLimits.additionalLocalities,
    message: 'No more than 50 Additional Localities are allowed.',
  },
  {
    name: 'additional localities of a new project’s property',
    schema: projectCreateSchema,
    input: (list) => ({
      name: 'Wide Project',
      description: 'A project over many localities.',
      instrument: { agreementTypeId: 1, primaryContactCrmId: '4110.0.1000000' },
      property: { name: 'Wide Tract', primaryLocalityId: 1, additionalLocalityIds: list },
    }),
    entry: (i) => i + 2,
    path: 'property.additionalLocalityIds',
    max: ListLimits.additionalLocalities,
    message: 'No more than 50 Additional Localities are allowed.',
  },
  {
    name: 'property ids of the agreement-type lookup',
    schema: agreementTypesByPropertyIdsSchema,
    input: (list) => list,
    entry: (i) => i + 1,
    path: '',
    max: ListLimits.propertyIdsPerCall,
    message: 'No more than 500 Property IDs are allowed.',
  },
  {
    name: 'tax parcels of a new locality',
    schema: propertyLocalityCreateSchema,
    input: (list) => ({ propertyId: 1, localityId: 1, taxParcels: list }),
    entry: parcel,
    path: 'taxParcels',
    max: ListLimits.taxParcelsPerLocality,
    message: 'No more than 500 Tax Parcels are allowed.',
  },
  {
    name: 'tax parcels of a locality’s update',
    schema: propertyLocalityUpdateSchema,
    input: (list) => ({ id: 1, version: 1, taxParcels: list }),
    entry: parcel,
    path: 'taxParcels',
    max: ListLimits.taxParcelsPerLocality,
    message: 'No more than 500 Tax Parcels are allowed.',
  },
  {
    name: 'roles of a new contact link',
    schema: contactLinkCreateSchema,
    input: (list) => ({ crmId: '4110.0.1000000', roleIds: list, propertyId: 1 }),
    entry: (i) => i + 1,
    path: 'roleIds',
    max: ListLimits.rolesPerContactLink,
    message: 'No more than 50 Roles are allowed.',
  },
  {
    name: 'roles of a contact link’s update',
    schema: contactLinkUpdateSchema,
    input: (list) => ({ id: 1, version: 1, roleIds: list }),
    entry: (i) => i + 1,
    path: 'roleIds',
    max: ListLimits.rolesPerContactLink,
    message: 'No more than 50 Roles are allowed.',
  },
  {
    name: 'additional assignees of a review add',
    schema: reviewCreateSchema,
    input: (list) => ({ instrumentId: 1, assigneeId: 1, assigneeIds: list, instructions: 'Check' }),
    entry: (i) => i + 2,
    path: 'assigneeIds',
    max: ListLimits.additionalReviewAssignees,
    message: reviewMessages.tooManyAssignees,
  },
  {
    name: 'contacts of a journal entry',
    schema: journalEntrySchema,
    input: (list) => ({ journalName: 'Annual letter', crmContactIds: list }),
    entry: (i) => `4110.0.${i}`,
    path: 'crmContactIds',
    max: JournalBatchSize,
    message: contactMessages.tooManyContacts(JournalBatchSize),
  },
];

const issuesOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

describe('list limits', () => {
  it('are the documented caps', () => {
    expect(ListLimits).toEqual({
      additionalLocalities: 50,
      taxParcelsPerLocality: 500,
      propertyIdsPerCall: 500,
      rolesPerContactLink: 50,
      additionalReviewAssignees: 19,
      searchFacetValues: 500,
      searchExportIds: 10_000,
      journalContacts: 1_000,
    });
    expect(JournalBatchSize).toBe(20);
  });

  for (const c of cases) {
    describe(c.name, () => {
      it(`takes ${c.max}`, () => {
        expect(issuesOf(c.schema, listOf(c, c.max))).toEqual([]);
      });

      it(`refuses ${c.max + 1} with one message at the list`, () => {
        expect(issuesOf(c.schema, listOf(c, c.max + 1))).toEqual([{ path: c.path, message: c.message }]);
      });

      it('refuses 100,000 entries, none of them read, quickly', () => {
        // Each entry would fail on its own (null is no valid entry): only the length is reported.
        const huge = c.input(Array(100_000).fill(null));
        const started = performance.now();
        const issues = issuesOf(c.schema, huge);
        // A bound for a linear check on a busy machine; reading every entry (or a quadratic check) takes far longer.
        expect(performance.now() - started).toBeLessThan(3000);
        expect(issues).toEqual([{ path: c.path, message: c.message }]);
      });
    });
  }
});

describe('duplicate checks', () => {
  it('run in one pass: 200,000 distinct values are checked in well under a second', () => {
    const schema = uniqueValues('Value', z.array(z.number()));
    const values = Array.from({ length: 200_000 }, (_, i) => i);
    const started = performance.now();
    expect(schema.safeParse(values).success).toBe(true);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('mark every repeated entry of a new project’s localities, the primary included', () => {
    expect(
      issuesOf(projectCreateSchema, {
        name: 'Wide Project',
        instrument: { agreementTypeId: 1, primaryContactCrmId: '4110.0.1000000' },
        property: { name: 'Wide Tract', primaryLocalityId: 1, additionalLocalityIds: [2, 1, 3, 2] },
      }),
    ).toEqual(
      [0, 1, 3].map((index) => ({
        path: `property.additionalLocalityIds.${index}`,
        message: 'The value in the Locality fields cannot be duplicated.',
      })),
    );
  });
});
