import { describe, expect, it } from 'vitest';
import { InstrumentStatus, PropertyStatus } from '../ids';
import { propertyDevelopmentRights } from '../properties/properties.rules';
import { developmentRights, projectDeleteMessage, projectDeleteMessages } from './projects.rules';

describe('projectDeleteMessage', () => {
  const clear = {
    activeOrPendingInstruments: 0,
    currentProperties: 0,
    openServices: 0,
    crossProjectLinks: 0,
  };
  it.each([
    [{}, ''],
    [{ activeOrPendingInstruments: 2 }, projectDeleteMessages.instruments],
    [{ currentProperties: 1 }, projectDeleteMessages.properties],
    [{ openServices: 3 }, projectDeleteMessages.services],
    [{ crossProjectLinks: 1 }, projectDeleteMessages.shared],
    [
      { activeOrPendingInstruments: 1, currentProperties: 1, openServices: 1, crossProjectLinks: 1 },
      [
        'Project must not have any Active or Pending Instruments.',
        'All Properties must be set to inactive before the Project is deleted.',
        'All Services must be closed before the Project is deleted.',
        'Project must not share Instruments or Services with other Projects. Disassociate the cross-project Properties first.',
      ].join(' '),
    ],
  ])('%o → %s', (facts, expected) => {
    expect(projectDeleteMessage({ ...clear, ...facts })).toBe(expected);
  });
});

describe('developmentRights', () => {
  const { Current, Inactive } = PropertyStatus;
  const properties = [
    { id: 1, statusId: Current },
    { id: 2, statusId: Current },
    { id: 3, statusId: Inactive },
  ];
  const link = (
    propertyId: number,
    instrumentStatusId: number,
    [future, dwellings, finished, impervious]: (number | null)[],
  ) => ({
    propertyId,
    instrumentStatusId,
    futurePropertiesAllowed: future,
    dwellingsAllowed: dwellings,
    finishedAreaAllowed: finished,
    imperviousAreaAllowed: impervious,
  });
  const links = [
    link(1, InstrumentStatus.Active, [2, 3, 6000, 20000]),
    link(1, InstrumentStatus.Pending, [null, 1, null, 500]),
    link(2, InstrumentStatus.Active, [1, null, 1000, null]),
    // Neither counts: an inactive instrument, and an inactive property.
    link(2, InstrumentStatus.Inactive, [9, 9, 9, 9]),
    link(3, InstrumentStatus.Active, [9, 9, 9, 9]),
  ];
  const feature = (propertyId: number, exists: boolean, [dwellings, finished, impervious]: number[]) => ({
    propertyId,
    exists,
    dwellingUnits: dwellings,
    finishedArea: finished,
    imperviousArea: impervious,
  });
  const features = [
    feature(1, true, [1, 2400.1, 5000]),
    feature(1, true, [0, 0.2, 15000.5]),
    feature(2, true, [4, 4000, 3000]),
    // Neither counts: a feature that no longer exists, and one on an inactive property.
    feature(2, false, [9, 9, 9]),
    feature(3, true, [9, 9, 9]),
  ];

  it('sums allowed over current properties and active or pending instruments (N/A as 0), existing over existing features', () => {
    expect(developmentRights({ properties, links, features })).toEqual({
      properties: { allowed: 3, existing: 1, remaining: 2 },
      dwellingUnits: { allowed: 4, existing: 5, remaining: -1 },
      finishedArea: { allowed: 7000, existing: 6400.3, remaining: 599.7 },
      imperviousArea: { allowed: 20500, existing: 23000.5, remaining: -2500.5 },
    });
  });

  it('equals the sum of the current properties’ built environment cards', () => {
    const cards = [1, 2].map((id) =>
      propertyDevelopmentRights({
        links: links
          .filter((l) => l.propertyId === id)
          .map((l) => ({ ...l, statusId: l.instrumentStatusId })),
        features: features.filter((f) => f.propertyId === id),
      }),
    );
    const total = (key: keyof (typeof cards)[number]) => cards.reduce((sum, card) => sum + card[key], 0);
    const summary = developmentRights({ properties, links, features });
    expect(summary.dwellingUnits).toEqual({
      allowed: total('allowedDwellingUnits'),
      existing: total('existingDwellingUnits'),
      remaining: total('remainingDwellingUnits'),
    });
    expect(summary.imperviousArea.allowed).toBe(total('allowedImperviousArea'));
    expect(summary.finishedArea.existing).toBeCloseTo(total('existingFinishedArea'), 6);
  });

  it('answers zeros for a single property with nothing allowed or built', () => {
    const zero = { allowed: 0, existing: 0, remaining: 0 };
    expect(
      developmentRights({ properties: [{ id: 1, statusId: Current }], links: [], features: [] }),
    ).toEqual({
      properties: zero,
      dwellingUnits: zero,
      finishedArea: zero,
      imperviousArea: zero,
    });
  });

  it('counts no divisions when no property is current', () => {
    const result = developmentRights({ properties: [{ id: 3, statusId: Inactive }], links, features });
    expect(result.properties).toEqual({ allowed: 0, existing: 0, remaining: 0 });
  });
});
