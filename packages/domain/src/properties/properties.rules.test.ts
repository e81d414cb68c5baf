import { describe, expect, it } from 'vitest';
import { InstrumentStatus, PropertyStatus } from '../ids';
import {
  canDeleteProperty,
  canMoveFeature,
  instrumentTitle,
  propertyDevelopmentRights,
} from './properties.rules';
import { propertyMessages } from './properties.schema';

describe('canDeleteProperty (spec 2 §8, in order)', () => {
  const deletable = {
    statusId: PropertyStatus.Inactive,
    propertiesInProject: 2,
    instrumentStatusIds: [],
    serviceCount: 0,
  };
  it.each([
    [{}, null],
    [
      { propertiesInProject: 1, statusId: PropertyStatus.Current, serviceCount: 3 },
      propertyMessages.lastProperty,
    ],
    [{ statusId: PropertyStatus.Current, instrumentStatusIds: [1] }, propertyMessages.notInactive],
    [
      { instrumentStatusIds: [InstrumentStatus.Inactive, InstrumentStatus.Pending] },
      propertyMessages.activeOrPendingInstrument,
    ],
    [
      { instrumentStatusIds: [InstrumentStatus.Active], serviceCount: 1 },
      propertyMessages.activeOrPendingInstrument,
    ],
    [
      { instrumentStatusIds: [InstrumentStatus.Inactive], serviceCount: 1 },
      propertyMessages.relatedInstrument,
    ],
    [{ serviceCount: 1 }, propertyMessages.relatedService],
  ])('%o → %s', (change, expected) => {
    expect(canDeleteProperty({ ...deletable, ...change })).toBe(expected);
  });
});

describe('propertyDevelopmentRights', () => {
  const link = (statusId: number, values: [number | null, number | null, number | null]) => ({
    statusId,
    dwellingsAllowed: values[0],
    finishedAreaAllowed: values[1],
    imperviousAreaAllowed: values[2],
  });
  const feature = (exists: boolean, dwellingUnits: number, finishedArea: number, imperviousArea: number) => ({
    exists,
    dwellingUnits,
    finishedArea,
    imperviousArea,
  });

  it('sums Active and Pending links (N/A as 0) and existing features; remaining may fall below zero', () => {
    expect(
      propertyDevelopmentRights({
        links: [
          link(InstrumentStatus.Active, [2, 5000, 10000]),
          link(InstrumentStatus.Pending, [1, null, 2500]),
          link(InstrumentStatus.Inactive, [9, 9000, 9000]),
        ],
        features: [
          feature(true, 1, 2400.1, 3000.2),
          feature(true, 3, 0.2, 0.1),
          feature(false, 5, 5000, 5000),
        ],
      }),
    ).toEqual({
      allowedDwellingUnits: 3,
      existingDwellingUnits: 4,
      remainingDwellingUnits: -1,
      allowedFinishedArea: 5000,
      existingFinishedArea: 2400.3,
      remainingFinishedArea: 2599.7,
      allowedImperviousArea: 12500,
      existingImperviousArea: 3000.3,
      remainingImperviousArea: 9499.7,
    });
  });

  it('is all zeros for a property with no instruments and no features', () => {
    expect(Object.values(propertyDevelopmentRights({ links: [], features: [] }))).toEqual(Array(9).fill(0));
  });
});

describe('canMoveFeature', () => {
  it.each([
    [{ propertyId: 4, destination: undefined }, 'Property not found.'],
    [{ propertyId: 4, destination: { id: 4 } }, propertyMessages.moveSameProperty],
    [{ propertyId: 4, destination: { id: 5 } }, null],
  ])('%o → %s', (input, expected) => {
    expect(canMoveFeature(input)).toBe(expected);
  });
});

describe('instrumentTitle (spec 3 §2)', () => {
  it.each([
    [{ id: 12, executedDate: '2019-05-02', recordedDate: '2020-01-01' }, '12 - 2019'],
    [{ id: 12, executedDate: null, recordedDate: '2020-01-01' }, '12 - 2020'],
    [{ id: 12, executedDate: null, recordedDate: null }, '12'],
  ])('%o → %s', (instrument, expected) => {
    expect(instrumentTitle(instrument)).toBe(expected);
  });
});
