import { describe, expect, it } from 'vitest';
import { InstrumentStatus } from '../ids';
import {
  defaultInstrument,
  executedEventOf,
  type InstrumentDeleteFacts,
  instrumentDeleteBlocker,
  needsExecutedEvent,
  specificTermLines,
  tagNameError,
} from './instruments.rules';
import { instrumentMessages } from './instruments.schema';

const zero = {
  propertyAcres: 0,
  futurePropertiesAllowed: null,
  dwellingsAllowed: 0,
  finishedAreaAllowed: null,
  imperviousAreaAllowed: 0,
};
const deletable: InstrumentDeleteFacts = {
  statusId: InstrumentStatus.Inactive,
  instrumentsInProject: 2,
  links: [zero],
};

describe('instrumentDeleteBlocker (spec 3 §8, in the spec order)', () => {
  it.each<[string, Partial<InstrumentDeleteFacts>, string | null]>([
    ['may go', {}, null],
    ['all N/A may go', { links: [{ ...zero, propertyAcres: null, dwellingsAllowed: null }] }, null],
    [
      'last instrument, before anything else',
      { instrumentsInProject: 1, statusId: 1, links: [] },
      instrumentMessages.lastInstrument,
    ],
    ['Pending', { statusId: InstrumentStatus.Pending }, instrumentMessages.notInactive],
    ['Active', { statusId: InstrumentStatus.Active, links: [] }, instrumentMessages.notInactive],
    ['no property', { links: [] }, instrumentMessages.notOneProperty],
    ['two properties', { links: [zero, zero] }, instrumentMessages.notOneProperty],
    ['acres left', { links: [{ ...zero, propertyAcres: 0.0001 }] }, instrumentMessages.valuesNotZero],
    ['dwellings left', { links: [{ ...zero, dwellingsAllowed: 1 }] }, instrumentMessages.valuesNotZero],
    [
      'finished area left',
      { links: [{ ...zero, finishedAreaAllowed: 5 }] },
      instrumentMessages.valuesNotZero,
    ],
    [
      'divisions left',
      { links: [{ ...zero, futurePropertiesAllowed: 2 }] },
      instrumentMessages.valuesNotZero,
    ],
    ['impervious left', { links: [{ ...zero, imperviousAreaAllowed: 9 }] }, instrumentMessages.valuesNotZero],
  ])('%s', (_name, facts, expected) => {
    expect(instrumentDeleteBlocker({ ...deletable, ...facts })).toBe(expected);
  });

  it('keeps the two spaces of the spec in the first message', () => {
    expect(instrumentMessages.lastInstrument).toBe(
      'Project must have at least one instrument.  Can not delete the last instrument in the project',
    );
  });
});

describe('needsExecutedEvent (spec 3 §4)', () => {
  it.each([
    [1, 2, true],
    [3, 2, true],
    [2, 2, false],
    [1, 3, false],
    [2, 1, false],
  ])('%i → %i: %s', (from, to, expected) => {
    expect(needsExecutedEvent(from, to)).toBe(expected);
  });

  it('finds the Executed event (type 9) among those sent', () => {
    expect(executedEventOf([{ eventTypeId: 4 }, { eventTypeId: 9 }])).toEqual({ eventTypeId: 9 });
    expect(executedEventOf([{ eventTypeId: 4 }])).toBeUndefined();
  });
});

describe('defaultInstrument', () => {
  it.each([
    [
      'the newest Pending one',
      [
        { id: 3, statusId: 2 },
        { id: 5, statusId: 1 },
        { id: 4, statusId: 1 },
        { id: 9, statusId: 3 },
      ],
      5,
    ],
    [
      'else the newest',
      [
        { id: 3, statusId: 2 },
        { id: 9, statusId: 3 },
      ],
      9,
    ],
    ['none', [], undefined],
  ])('%s', (_name, list, expected) => {
    expect(defaultInstrument(list)?.id).toBe(expected);
  });
});

describe('tagNameError (spec 3 §5)', () => {
  const tags = [
    { id: 1, name: 'Important', archiveDate: null },
    { id: 7, name: 'Boundary Issue', archiveDate: null },
    { id: 8, name: 'Old Tag', archiveDate: '2000-01-01T00:00:00Z' },
    { id: 9, name: 'Caf\u00e9 Lease', archiveDate: null },
  ];
  it.each<[string, number | null, string | null]>([
    ['', null, instrumentMessages.tagNameRequired],
    ['   ', null, instrumentMessages.tagNameRequired],
    ['x'.repeat(101), null, instrumentMessages.tagNameTooLong],
    ['x'.repeat(100), null, null],
    ['Boundary Issue', null, instrumentMessages.tagNameTaken],
    [' Boundary Issue ', null, instrumentMessages.tagNameTaken],
    ['boundary issue', null, null],
    ['Boundary Issue', 7, null],
    ['Important', 7, instrumentMessages.tagNameTaken],
    ['Old Tag', null, null],
    ['Cafe\u0301 Lease', null, instrumentMessages.tagNameTaken],
  ])('%j (editing %s) → %s', (name, editingId, expected) => {
    expect(tagNameError(name, tags, editingId)).toBe(expected);
  });
});

describe('specificTermLines', () => {
  it('lists the chosen terms, then the unique terms by id', () => {
    const names = new Map([
      [1, 'No subdivision'],
      [2, 'Riparian buffer'],
    ]);
    expect(
      specificTermLines([2, 1], names, [
        { id: 9, description: 'Second' },
        { id: 3, description: 'First' },
      ]),
    ).toEqual(['Riparian buffer', 'No subdivision', 'Unique Term - First', 'Unique Term - Second']);
  });
});
