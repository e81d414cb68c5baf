import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  builtEnvironmentFeatureCreateSchema,
  builtEnvironmentFeatureMoveSchema,
  newBuiltEnvironmentFeature,
  propertyCreateSchema,
  propertyDocumentFolderSchema,
  propertyInstrumentValuesSchema,
  propertyLocalityCreateSchema,
  propertyMessages,
  propertyUpdateSchema,
} from './properties.schema';

/** The messages of a failed parse by field path ('a.0.b'), or the parsed value. */
const outcome = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) return { output: result.data };
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return { errors };
};

describe('propertyCreateSchema (New Property)', () => {
  const valid = { projectId: 7, name: ' North Tract ', primaryLocalityId: '3', additionalLocalityIds: [5] };

  it('trims the name and reads the locality ids as numbers', () => {
    expect(outcome(propertyCreateSchema, valid)).toEqual({
      output: { projectId: 7, name: 'North Tract', primaryLocalityId: 3, additionalLocalityIds: [5] },
    });
    expect(outcome(propertyCreateSchema, { ...valid, additionalLocalityIds: undefined })).toMatchObject({
      output: { additionalLocalityIds: [] },
    });
  });

  it.each([
    [{ name: '' }, { name: ['The Property Name field is required.'] }],
    [{ name: 'x'.repeat(51) }, { name: ['The Property Name field may not be greater than 50 characters.'] }],
    [{ primaryLocalityId: '' }, { primaryLocalityId: ['The Primary Locality field is required.'] }],
    [
      { additionalLocalityIds: [5, ''] },
      { 'additionalLocalityIds.1': ['Select Additonal Locality or remove this row.'] },
    ],
    [
      { additionalLocalityIds: [null] },
      { 'additionalLocalityIds.0': ['Select Additonal Locality or remove this row.'] },
    ],
    [
      { additionalLocalityIds: [5, 5] },
      {
        'additionalLocalityIds.0': ['The value in the Locality fields cannot be duplicated.'],
        'additionalLocalityIds.1': ['The value in the Locality fields cannot be duplicated.'],
      },
    ],
    [
      { additionalLocalityIds: [3] },
      { 'additionalLocalityIds.0': ['The value in the Locality fields cannot be duplicated.'] },
    ],
    [{ projectId: 'abc' }, { projectId: ['The Project ID field may only contain numeric characters.'] }],
  ])('%o → %o', (change, errors) => {
    expect(outcome(propertyCreateSchema, { ...valid, ...change })).toEqual({ errors });
  });
});

describe('propertyUpdateSchema (spec 2 §5)', () => {
  const valid = { id: 1, version: 1, statusId: 1 };

  it('reads blank optional fields as null and defaults the flags to false', () => {
    expect(
      outcome(propertyUpdateSchema, {
        ...valid,
        name: '',
        acres: '',
        targetInspectionFrequency: null,
        accessPointLatitude: '37.12345',
        accessPointLongitude: -78.1234,
      }),
    ).toEqual({
      output: {
        ...valid,
        name: null,
        acres: null,
        futurePropertiesAllowed: null,
        targetInspectionFrequency: null,
        accessPointLatitude: 37.12345,
        accessPointLongitude: -78.1234,
        inspectWithTwoOrMoreStaff: false,
        additionalInterestHolder: false,
        notes: null,
      },
    });
  });

  const latitudeDecimals =
    'The Access Point Latitude field must be numeric and contain between 4 and 5 decimal places.';
  const longitudeDecimals =
    'The Access Point Longitude field must be numeric and contain between 4 and 5 decimal places.';
  it.each([
    ['accessPointLatitude', '37.123', latitudeDecimals],
    ['accessPointLatitude', '37.123456', latitudeDecimals],
    ['accessPointLatitude', '37', latitudeDecimals],
    ['accessPointLatitude', '36.4299', 'The Access Point Latitude field must be 36.43 or more.'],
    ['accessPointLatitude', '39.5001', 'The Access Point Latitude field must be 39.5 or less.'],
    ['accessPointLongitude', '-78.12', longitudeDecimals],
    ['accessPointLongitude', '-83.7001', 'The Access Point Longitude field must be -83.7 or more.'],
    ['accessPointLongitude', '-75.0999', 'The Access Point Longitude field must be -75.1 or less.'],
    ['targetInspectionFrequency', '0', 'The Target Inspection Frequency field must be 1 or more.'],
    ['targetInspectionFrequency', '1.5', 'The Target Inspection Frequency field must be a whole number.'],
    ['targetInspectionFrequency', 'x', 'The Target Inspection Frequency field must be a whole number.'],
    ['futurePropertiesAllowed', '99999999999', 'The Divisions Allowed field must be 2147483647 or less.'],
    ['acres', '1.23456', 'The Acres field must be numeric and may contain up to 4 decimal places.'],
    ['acres', '2000000', 'The Acres field must be 1000000 or less.'],
    ['notes', 'x'.repeat(1001), 'The Notes field may not be greater than 1000 characters.'],
    ['name', 'x'.repeat(51), 'The Property Name field may not be greater than 50 characters.'],
    ['statusId', '', 'The Status field is required.'],
    ['version', undefined, 'The Version field is required.'],
  ])('%s %o: %s', (field, value, message) => {
    expect(outcome(propertyUpdateSchema, { ...valid, [field]: value })).toEqual({
      errors: { [field]: [message] },
    });
  });

  it.each([
    ['accessPointLatitude', '36.4300'],
    ['accessPointLatitude', '39.50000'],
    ['accessPointLongitude', '-83.70000'],
    ['accessPointLongitude', '-75.1000'],
    ['targetInspectionFrequency', '1'],
  ])('accepts %s %s', (field, value) => {
    expect(propertyUpdateSchema.safeParse({ ...valid, [field]: value }).success).toBe(true);
  });
});

describe('propertyLocalityCreateSchema (tax parcels)', () => {
  const valid = { propertyId: 1, localityId: 4 };

  it('drops completely empty parcel rows and keeps rows with either value', () => {
    expect(
      outcome(propertyLocalityCreateSchema, {
        ...valid,
        taxParcels: [
          { parcelId: '', acres: '' },
          { parcelId: ' 012-A-3 ', acres: '10.5' },
          { parcelId: null, acres: null },
          { parcelId: '99', acres: '' },
          { acres: 0.0001 },
        ],
      }),
    ).toEqual({
      output: {
        ...valid,
        taxParcels: [
          { parcelId: '012-A-3', acres: 10.5 },
          { parcelId: '99', acres: null },
          { parcelId: null, acres: 0.0001 },
        ],
      },
    });
  });

  it.each([
    [{ localityId: '' }, { localityId: ['The Locality field is required.'] }],
    [
      { taxParcels: [{ parcelId: 'x'.repeat(36) }] },
      { 'taxParcels.0.parcelId': ['The Parcel ID field may not be greater than 35 characters.'] },
    ],
    [
      { taxParcels: [{ acres: '0.00001' }] },
      { 'taxParcels.0.acres': ['The Acres field must be numeric and may contain up to 4 decimal places.'] },
    ],
    [
      { taxParcels: [{ acres: '12.12345' }] },
      { 'taxParcels.0.acres': ['The Acres field must be numeric and may contain up to 4 decimal places.'] },
    ],
    [{ taxParcels: [{ acres: '0' }] }, { 'taxParcels.0.acres': ['The Acres field must be 0.0001 or more.'] }],
    [
      { taxParcels: [{ acres: 'ten' }] },
      { 'taxParcels.0.acres': ['The Acres field must be numeric and may contain up to 4 decimal places.'] },
    ],
  ])('%o → %o', (change, errors) => {
    expect(outcome(propertyLocalityCreateSchema, { ...valid, ...change })).toEqual({ errors });
  });
});

describe('builtEnvironmentFeatureCreateSchema (spec 2 §5)', () => {
  const valid = {
    propertyId: 1,
    description: 'Main House',
    dwellingUnits: '1',
    finishedArea: '1800',
    imperviousArea: '2500.5',
  };

  it('defaults a new feature to an existing building with no source', () => {
    expect(outcome(builtEnvironmentFeatureCreateSchema, valid)).toEqual({
      output: {
        propertyId: 1,
        description: 'Main House',
        isBuilding: true,
        exists: true,
        dwellingUnits: 1,
        finishedArea: 1800,
        imperviousArea: 2500.5,
        primarySourceId: null,
        notes: null,
      },
    });
  });

  it('offers a form whose only missing value is the description', () => {
    expect(
      outcome(builtEnvironmentFeatureCreateSchema, { ...newBuiltEnvironmentFeature, propertyId: 1 }),
    ).toEqual({ errors: { description: ['The Description field is required.'] } });
  });

  it.each([
    [{ description: '' }, { description: ['The Description field is required.'] }],
    [
      { description: 'x'.repeat(51) },
      { description: ['The Description field may not be greater than 50 characters.'] },
    ],
    [{ dwellingUnits: '' }, { dwellingUnits: ['The Dwelling Units field is required.'] }],
    [{ dwellingUnits: '-1' }, { dwellingUnits: ['The Dwelling Units field must be a whole number.'] }],
    [{ dwellingUnits: '1.5' }, { dwellingUnits: ['The Dwelling Units field must be a whole number.'] }],
    [
      { dwellingUnits: '1'.repeat(19) },
      { dwellingUnits: ['The Dwelling Units field may not be greater than 18 characters.'] },
    ],
    [{ finishedArea: '' }, { finishedArea: ['The Finished Area field is required.'] }],
    [
      { finishedArea: 'abc' },
      { finishedArea: ['The Finished Area field must be numeric and may contain up to 2 decimal places.'] },
    ],
    [{ imperviousArea: '-5' }, { imperviousArea: ['The Impervious Area field must be 0 or more.'] }],
    [{ imperviousArea: undefined }, { imperviousArea: ['The Impervious Area field is required.'] }],
    [
      { finishedArea: '0', dwellingUnits: '2' },
      {
        finishedArea: [
          'The Finished Area field must be greater than 0 when Dwelling Units is greater than 0.',
        ],
      },
    ],
    [{ notes: 'x'.repeat(101) }, { notes: ['The Notes field may not be greater than 100 characters.'] }],
  ])('%o → %o', (change, errors) => {
    expect(outcome(builtEnvironmentFeatureCreateSchema, { ...valid, ...change })).toEqual({ errors });
  });

  it('accepts no finished area when there are no dwelling units', () => {
    expect(
      builtEnvironmentFeatureCreateSchema.safeParse({ ...valid, dwellingUnits: 0, finishedArea: 0 }).success,
    ).toBe(true);
  });
});

describe('builtEnvironmentFeatureMoveSchema (step one of the move)', () => {
  it.each([
    [{}, 'The Destination Property ID field is required.'],
    [{ destinationPropertyId: ' ' }, 'The Destination Property ID field is required.'],
    [
      { destinationPropertyId: '12a' },
      'The Destination Property ID field may only contain numeric characters.',
    ],
  ])('%o → %s', (input, message) => {
    expect(outcome(builtEnvironmentFeatureMoveSchema, input)).toEqual({
      errors: { destinationPropertyId: [message] },
    });
  });
});

describe('propertyDocumentFolderSchema', () => {
  it.each([
    [{}, 'The Box Folder ID field is required.'],
    [{ folderId: '12ab' }, 'The Box Folder ID field may only contain numeric characters.'],
  ])('%o → %s', (input, message) => {
    expect(outcome(propertyDocumentFolderSchema, input)).toEqual({ errors: { folderId: [message] } });
  });
});

describe('propertyInstrumentValuesSchema (the N/A checkboxes)', () => {
  const valid = {
    propertyId: 3,
    propertyAcres: '120.5',
    futurePropertiesAllowed: null,
    dwellingsAllowed: '2',
    finishedAreaAllowed: 0,
    imperviousAreaAllowed: null,
  };

  it('keeps null for N/A and reads the numbers', () => {
    expect(outcome(propertyInstrumentValuesSchema, valid)).toEqual({
      output: { ...valid, propertyAcres: 120.5, dwellingsAllowed: 2 },
    });
  });

  it.each([
    [{ propertyAcres: '' }, { propertyAcres: ['The Impacted Acres field is required.'] }],
    [
      { propertyAcres: '1.12345' },
      { propertyAcres: ['The Impacted Acres field must be numeric and may contain up to 4 decimal places.'] },
    ],
    [{ dwellingsAllowed: '' }, { dwellingsAllowed: ['The Dwellings Allowed field is required.'] }],
    [{ dwellingsAllowed: undefined }, { dwellingsAllowed: ['The Dwellings Allowed field is required.'] }],
    [
      { finishedAreaAllowed: '10.5' },
      { finishedAreaAllowed: ['The Finished Area Allowed field must be a whole number.'] },
    ],
  ])('%o → %o', (change, errors) => {
    expect(outcome(propertyInstrumentValuesSchema, { ...valid, ...change })).toEqual({ errors });
  });
});

describe('propertyMessages', () => {
  it('keeps the spec’s texts verbatim, its spelling included', () => {
    expect(propertyMessages.additionalLocalityRequired).toBe('Select Additonal Locality or remove this row.');
    expect(propertyMessages.lastProperty).toBe(
      'Project must have at least one property. Can not delete the last property in the project.',
    );
  });
});
