import { describe, expect, it } from 'vitest';
import { newProtectionAreaValues, offeredPurposes, withGeometryType } from './instrument-details.rules';
import {
  conservationPurposeFormSchema,
  partnershipGrantFormSchema,
  protectionAreaFormSchema,
  protectionAreaMeasures,
} from './instrument-details.schema';

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('protection area geometry (spec 3 §2, §5)', () => {
  it.each([
    [1, { featureLength: true, bufferWidth: true, bufferSides: true }],
    [2, { featureLength: false, bufferWidth: true, bufferSides: false }],
    [3, { featureLength: false, bufferWidth: false, bufferSides: false }],
  ])('geometry %i uses %j', (geometry, uses) => {
    expect(protectionAreaMeasures(geometry)).toEqual(uses);
  });

  it('a new area defaults the timber harvest restriction to 1', () => {
    expect(newProtectionAreaValues().timberHarvestRestrictionId).toBe('1');
  });

  it('any geometry change clears length, width and sides; the same one keeps them', () => {
    const filled = {
      ...newProtectionAreaValues(),
      geometryTypeId: '1',
      featureLength: '5',
      bufferWidth: '2',
      bufferSides: '2',
    };
    expect(withGeometryType(filled, '2')).toMatchObject({
      geometryTypeId: '2',
      featureLength: '',
      bufferWidth: '',
      bufferSides: '',
    });
    expect(withGeometryType(filled, '1')).toBe(filled);
  });

  const base = {
    name: 'Creek',
    featureTypeId: '1',
    livestockRestrictionId: '1',
    timberHarvestRestrictionId: '1',
    bufferRestrictionId: '',
  };
  it.each([
    [{ geometryTypeId: '1', featureLength: '10', bufferWidth: '2.5', bufferSides: '2' }, []],
    [{ geometryTypeId: '2', bufferWidth: '2' }, []],
    [{ geometryTypeId: '3' }, []],
    [
      { geometryTypeId: '1' },
      [
        ['featureLength', 'The Feature Length field is required.'],
        ['bufferWidth', 'The Buffer Width field is required.'],
        ['bufferSides', 'The Buffer Sides field is required.'],
      ],
    ],
    [{ geometryTypeId: '2' }, [['bufferWidth', 'The Buffer Width field is required.']]],
    [
      { geometryTypeId: '2', bufferWidth: '1', featureLength: '4' },
      [['featureLength', 'The Feature Length field must be empty for this Feature Geometry.']],
    ],
    [
      { geometryTypeId: '1', featureLength: '-1', bufferWidth: '1', bufferSides: '1' },
      [['featureLength', 'The Feature Length field must be a whole number.']],
    ],
    [{ geometryTypeId: '' }, [['geometryTypeId', 'The Feature Geometry field is required.']]],
  ])('%j gives %j', (values, issues) => {
    expect(issuesOf(protectionAreaFormSchema.safeParse({ ...base, ...values }))).toEqual(issues);
  });
});

describe('partnership grant form', () => {
  const valid = {
    grantProgramId: '1',
    grantorCrmId: 'A1',
    granteeCrmId: 'B2',
    awardAmount: '$1,000.00',
    notes: '',
  };
  it('parses money with a dollar sign and commas', () => {
    expect(partnershipGrantFormSchema.parse(valid)).toMatchObject({ awardAmount: 1000, notes: null });
  });
  it.each([
    [
      { grantorCrmId: '' },
      'grantorCrmId',
      'Grantor is required. Please use Search Contacts to select a Grantor.',
    ],
    [
      { granteeCrmId: undefined },
      'granteeCrmId',
      'Grantee is required. Please use Search Contacts to select a Grantee.',
    ],
    [{ awardAmount: '0' }, 'awardAmount', 'The Award Amount field must be $0.01 or more.'],
    [
      { awardAmount: '1'.repeat(31) },
      'awardAmount',
      'The Award Amount field may not be greater than 30 characters.',
    ],
    [{ grantProgramId: '' }, 'grantProgramId', 'The Grant Program field is required.'],
  ])('refuses %j', (values, field, message) => {
    expect(issuesOf(partnershipGrantFormSchema.safeParse({ ...valid, ...values }))).toEqual([
      [field, message],
    ]);
  });
});

describe('conservation purposes', () => {
  it('offers active purposes not yet used', () => {
    const purposes = [
      { id: 1, archiveDate: null },
      { id: 2, archiveDate: null },
      { id: 3, archiveDate: '2000-01-01T00:00:00Z' },
    ];
    expect(offeredPurposes(purposes, [2]).map((p) => p.id)).toEqual([1]);
  });
  it.each([
    ['x', 'The Comments field must be at least 2 characters.'],
    ['x'.repeat(2001), 'The Comments field may not be greater than 2000 characters.'],
  ])('refuses comments %s', (comments, message) => {
    expect(issuesOf(conservationPurposeFormSchema.safeParse({ purposeId: 1, comments }))).toEqual([
      ['comments', message],
    ]);
  });
});
