import { describe, expect, it } from 'vitest';
import {
  compareAssociatedInstruments,
  compareAssociatedProperties,
  compareByIdAsc,
  compareByIdDesc,
  compareByName,
  compareContactInstruments,
  compareContactRoleLinks,
  compareEvents,
  compareFeatures,
  compareHomeItems,
  compareLocalities,
  compareParcels,
  compareProperties,
  compareServices,
  currentProperties,
  defaultSearchSort,
  latestEvents,
} from './orderings';

const ids = (list: readonly { id: number }[]) => list.map((item) => item.id);

describe('compareProperties: status ascending, acres descending, id descending', () => {
  it('orders by each key in turn, missing acres last', () => {
    const properties = [
      { id: 1, statusId: 2, calculatedAcres: 500 },
      { id: 2, statusId: 1, calculatedAcres: 10 },
      { id: 3, statusId: 1, calculatedAcres: null },
      { id: 4, statusId: 1, calculatedAcres: 100 },
      { id: 5, statusId: 1, calculatedAcres: 10 },
      { id: 6, statusId: 2, calculatedAcres: null },
    ];
    expect(ids(properties.toSorted(compareProperties))).toEqual([4, 5, 2, 3, 1, 6]);
  });
});

describe('currentProperties', () => {
  it('keeps status 1 only, by acres descending then id descending', () => {
    const properties = [
      { id: 1, statusId: 1, calculatedAcres: 5 },
      { id: 2, statusId: 2, calculatedAcres: 900 },
      { id: 3, statusId: 1, calculatedAcres: 50 },
      { id: 4, statusId: 1, calculatedAcres: 5 },
      { id: 5, statusId: 1, calculatedAcres: null },
    ];
    expect(ids(currentProperties(properties))).toEqual([3, 4, 1, 5]);
  });

  it('leaves its input untouched', () => {
    const properties = [
      { id: 1, statusId: 1, calculatedAcres: 1 },
      { id: 2, statusId: 1, calculatedAcres: 2 },
    ];
    currentProperties(properties);
    expect(ids(properties)).toEqual([1, 2]);
  });
});

describe('compareAssociatedProperties', () => {
  it('puts the current project first, then status, acres descending, id descending', () => {
    const properties = [
      { id: 1, projectId: 9, statusId: 1, calculatedAcres: 1000 },
      { id: 2, projectId: 7, statusId: 2, calculatedAcres: 80 },
      { id: 3, projectId: 7, statusId: 1, calculatedAcres: 20 },
      { id: 4, projectId: 7, statusId: 1, calculatedAcres: 40 },
      { id: 5, projectId: 8, statusId: 1, calculatedAcres: 20 },
      { id: 6, projectId: 7, statusId: 1, calculatedAcres: 20 },
    ];
    expect(ids(properties.toSorted(compareAssociatedProperties(7)))).toEqual([4, 6, 3, 2, 1, 5]);
  });
});

describe('compareServices: status ascending (none = 1), open date newest first, id descending', () => {
  it('orders by each key in turn', () => {
    const services = [
      { id: 1, statusId: 2, openDate: '2024-05-01' },
      { id: 2, statusId: 1, openDate: '2023-01-01' },
      { id: 3, statusId: null, openDate: '2024-01-01' },
      { id: 4, statusId: 1, openDate: '2024-01-01' },
      { id: 5, statusId: 1, openDate: null },
      { id: 6, statusId: 3, openDate: '2025-01-01' },
    ];
    expect(ids(services.toSorted(compareServices))).toEqual([4, 3, 2, 5, 1, 6]);
  });

  it('compares instants and Date objects by time', () => {
    const services = [
      { id: 1, statusId: 1, openDate: new Date('2024-03-01T12:00:00Z') },
      { id: 2, statusId: 1, openDate: '2024-03-01T15:00:00Z' },
    ];
    expect(ids(services.toSorted(compareServices))).toEqual([2, 1]);
  });
});

describe('compareFeatures: existing first, dwelling units descending, then id', () => {
  it('orders by each key in turn', () => {
    const features = [
      { id: 1, exists: false, dwellingUnits: 9 },
      { id: 2, exists: true, dwellingUnits: 1 },
      { id: 3, exists: true, dwellingUnits: 3 },
      { id: 4, exists: true, dwellingUnits: 1 },
      { id: 5, exists: false, dwellingUnits: 0 },
    ];
    expect(ids(features.toSorted(compareFeatures))).toEqual([3, 2, 4, 1, 5]);
  });
});

describe('compareLocalities: primary first, then name', () => {
  it('orders by each key in turn, names without regard to case', () => {
    const localities = [
      { id: 1, primary: false, name: 'Fauquier' },
      { id: 2, primary: false, name: 'albemarle' },
      { id: 3, primary: true, name: 'Rappahannock' },
      { id: 4, primary: false, name: 'Clarke' },
    ];
    expect(ids(localities.toSorted(compareLocalities))).toEqual([3, 2, 4, 1]);
  });
});

describe('compareParcels: acres descending, then parcel id', () => {
  it('orders by each key in turn, numbers in parcel ids by value, missing values last', () => {
    const parcels = [
      { id: 1, parcelId: '12-10', acres: 5 },
      { id: 2, parcelId: '12-9', acres: 5 },
      { id: 3, parcelId: 'A-1', acres: 40 },
      { id: 4, parcelId: null, acres: 5 },
      { id: 5, parcelId: '7', acres: null },
    ];
    expect(ids(parcels.toSorted(compareParcels))).toEqual([3, 2, 1, 4, 5]);
  });
});

describe('compareEvents and latestEvents', () => {
  const events = [
    { id: 1, date: '2024-01-10' },
    { id: 2, date: '2024-06-01' },
    { id: 3, date: '2024-06-01' },
    { id: 4, date: '2023-12-31' },
    { id: 5, date: '2024-03-15' },
    { id: 6, date: '2024-02-01' },
    { id: 7, date: '2022-01-01' },
  ];

  it('orders by date newest first, then id descending', () => {
    expect(ids(events.toSorted(compareEvents))).toEqual([3, 2, 5, 6, 1, 4, 7]);
  });

  it('keeps the first five for the summary', () => {
    expect(ids(latestEvents(events))).toEqual([3, 2, 5, 6, 1]);
  });

  it('returns all when there are fewer than five', () => {
    expect(ids(latestEvents(events.slice(0, 2)))).toEqual([2, 1]);
  });
});

describe('simple orders', () => {
  it('compareByName: name, then id', () => {
    const grants = [
      { id: 3, name: 'Virginia Land Conservation Fund' },
      { id: 1, name: 'ACUB' },
      { id: 2, name: 'Virginia Land Conservation Fund' },
      { id: 4, name: null },
    ];
    expect(ids(grants.toSorted(compareByName))).toEqual([1, 2, 3, 4]);
  });

  it('compareByIdDesc: building and protection areas', () => {
    expect(ids([{ id: 2 }, { id: 9 }, { id: 5 }].toSorted(compareByIdDesc))).toEqual([9, 5, 2]);
  });

  it('compareByIdAsc: unique terms', () => {
    expect(ids([{ id: 2 }, { id: 9 }, { id: 5 }].toSorted(compareByIdAsc))).toEqual([2, 5, 9]);
  });
});

describe('compareContactInstruments', () => {
  it('groups Pending, Active, Inactive, any other status after, by id within a group', () => {
    const instruments = [
      { id: 1, statusId: 3 },
      { id: 2, statusId: 2 },
      { id: 3, statusId: 1 },
      { id: 4, statusId: 7 },
      { id: 5, statusId: 2 },
      { id: 6, statusId: null },
      { id: 0, statusId: 1 },
    ];
    expect(ids(instruments.toSorted(compareContactInstruments))).toEqual([0, 3, 2, 5, 1, 4, 6]);
  });
});

describe('compareAssociatedInstruments', () => {
  it('orders by status, then newest open date, then id descending', () => {
    const instruments = [
      { id: 1, statusId: 2, openDate: '2020-01-01' },
      { id: 2, statusId: 1, openDate: '2019-01-01' },
      { id: 3, statusId: 2, openDate: '2023-01-01' },
      { id: 4, statusId: 2, openDate: null },
      { id: 5, statusId: 2, openDate: '2023-01-01' },
    ];
    expect(ids(instruments.toSorted(compareAssociatedInstruments))).toEqual([2, 5, 3, 1, 4]);
  });
});

describe('compareHomeItems', () => {
  it('orders by open date, then id, oldest first', () => {
    const items = [
      { id: 1, openDate: '2024-05-01' },
      { id: 2, openDate: '2023-05-01' },
      { id: 3, openDate: null },
      { id: 4, openDate: '2024-05-01' },
      { id: 0, openDate: '2024-05-01' },
    ];
    expect(ids(items.toSorted(compareHomeItems))).toEqual([2, 0, 1, 4, 3]);
  });
});

describe('compareContactRoleLinks', () => {
  it('lists Instrument lines, then Property, then Service, each by id', () => {
    const links = [
      { entity: 'Service' as const, id: 1 },
      { entity: 'Property' as const, id: 20 },
      { entity: 'Instrument' as const, id: 30 },
      { entity: 'Property' as const, id: 10 },
      { entity: 'Instrument' as const, id: 3 },
    ];
    expect(links.toSorted(compareContactRoleLinks).map((l) => `${l.entity} ${l.id}`)).toEqual([
      'Instrument 3',
      'Instrument 30',
      'Property 10',
      'Property 20',
      'Service 1',
    ]);
  });
});

describe('defaultSearchSort', () => {
  it.each([
    ['Contact', { field: 'name', direction: 'asc' }],
    ['Instrument', { field: 'id', direction: 'desc' }],
    ['Project', { field: 'id', direction: 'desc' }],
    ['Property', { field: 'id', direction: 'desc' }],
    ['Service', { field: 'id', direction: 'desc' }],
  ] as const)('%s', (entityType, sort) => {
    expect(defaultSearchSort(entityType)).toEqual(sort);
  });
});
