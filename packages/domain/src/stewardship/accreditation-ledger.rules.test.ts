import { describe, expect, it } from 'vitest';
import {
  addMonths,
  groundVisitStanding,
  isInLedgerReadWindow,
  isMonitoringRequired,
  type LedgerCellState,
  type LedgerElement,
  type LedgerInspection,
  ledgerCell,
  ledgerReadWindow,
  ledgerRow,
  ledgerYears,
  ledgerYearTotal,
  missingElements,
} from './accreditation-ledger.rules';

const today = '2026-03-10';

/** A complete ground visit on property 1 unless told otherwise. */
const inspection = (overrides: Partial<LedgerInspection> = {}): LedgerInspection => ({
  serviceId: 1,
  projectId: 7,
  date: '2024-05-06',
  method: 'ground_visit',
  inspectorName: 'Dana Monitor',
  reportCompletedDate: '2024-05-20',
  reportCompletedByName: 'Dana Monitor',
  imageryReviewDate: null,
  hasObservations: true,
  propertyIds: [1],
  ...overrides,
});
const easement = { executedDate: '2010-06-01', propertyIds: [1] };

describe('addMonths', () => {
  it.each([
    ['2024-01-31', 1, '2024-02-29'],
    ['2024-11-30', 3, '2025-02-28'],
    ['2024-05-06', 3, '2024-08-06'],
    ['2024-10-15', -12, '2023-10-15'],
  ])('%s + %i months = %s', (from, months, expected) => {
    expect(addMonths(from, months)).toBe(expected);
  });
});

describe('isMonitoringRequired (an easement executed mid-year)', () => {
  it.each([
    [null, 2024, true],
    ['2023-12-31', 2024, true],
    ['2024-01-01', 2024, true], // in force the whole year
    ['2024-01-02', 2024, false], // executed mid-year: its first year does not count
    ['2024-07-15', 2025, true],
  ] as const)('executed %s, year %i: %s', (executed, year, expected) => {
    expect(isMonitoringRequired(executed, year)).toBe(expected);
  });
});

describe('missingElements', () => {
  it.each<[string, Partial<LedgerInspection>, LedgerElement[]]>([
    ['a complete ground visit', {}, []],
    [
      'no method, inspector, observations or report',
      { method: null, inspectorName: null, hasObservations: false, reportCompletedDate: null },
      ['method', 'inspector', 'observations', 'reportCompleted'],
    ],
    ['a report not yet completed', { reportCompletedDate: null }, ['reportCompleted']],
    ['remote without an imagery date', { method: 'remote' }, ['imageryDate']],
    ['remote completed within three months', { method: 'remote', imageryReviewDate: '2024-02-20' }, []],
    [
      'remote completed on the last day',
      { method: 'aerial', imageryReviewDate: '2024-02-20', reportCompletedDate: '2024-05-20' },
      [],
    ],
    [
      'aerial completed a day late',
      { method: 'aerial', imageryReviewDate: '2024-02-19', reportCompletedDate: '2024-05-20' },
      ['reportWithinThreeMonths'],
    ],
    [
      'remote not completed',
      { method: 'remote', imageryReviewDate: '2024-02-20', reportCompletedDate: null },
      ['reportCompleted'],
    ],
  ])('%s', (_, overrides, expected) => {
    expect(missingElements(inspection(overrides))).toEqual(expected);
  });
});

describe('ledgerCell', () => {
  const cases: [
    string,
    LedgerInspection[],
    { executedDate: string | null },
    number,
    LedgerCellState,
    number | null,
  ][] = [
    ['no inspection', [], easement, 2024, 'notMonitored', null],
    [
      'an inspection without a completed report',
      [inspection({ reportCompletedDate: null })],
      easement,
      2024,
      'incomplete',
      1,
    ],
    ['a complete inspection', [inspection()], easement, 2024, 'monitored', 1],
    [
      'an inspection of another year',
      [inspection({ date: '2023-12-31' })],
      easement,
      2024,
      'notMonitored',
      null,
    ],
    [
      'executed mid-year, not inspected: not yet due',
      [],
      { executedDate: '2024-03-01' },
      2024,
      'notDue',
      null,
    ],
    [
      'executed mid-year, inspected anyway',
      [inspection()],
      { executedDate: '2024-03-01' },
      2024,
      'monitored',
      1,
    ],
    ['before it was executed', [], { executedDate: '2025-03-01' }, 2024, 'notDue', null],
    [
      'a complete one beats a later incomplete one',
      [inspection({ serviceId: 2, date: '2024-11-01', reportCompletedDate: null }), inspection()],
      easement,
      2024,
      'monitored',
      1,
    ],
    [
      'the later of two complete ones',
      [inspection(), inspection({ serviceId: 3, date: '2024-09-01', reportCompletedDate: '2024-09-02' })],
      easement,
      2024,
      'monitored',
      3,
    ],
    [
      'an inspection of a property it does not cover',
      [inspection({ propertyIds: [2] })],
      easement,
      2024,
      'notMonitored',
      null,
    ],
  ];
  it.each(cases)('%s', (_, inspections, e, year, state, serviceId) => {
    const cell = ledgerCell({ ...easement, ...e }, inspections, year);
    expect(cell.state).toBe(state);
    expect(cell.serviceId).toBe(serviceId);
  });

  it('holds the method, date, inspector and report of the inspection behind it', () => {
    expect(ledgerCell(easement, [inspection({ reportCompletedDate: null })], 2024)).toEqual({
      year: 2024,
      state: 'incomplete',
      serviceId: 1,
      projectId: 7,
      date: '2024-05-06',
      method: 'ground_visit',
      inspectorName: 'Dana Monitor',
      reportCompletedDate: null,
      reportCompletedByName: 'Dana Monitor',
      missing: ['reportCompleted'],
    });
  });
});

describe('a multi-property service covering several easements', () => {
  const service = inspection({ propertyIds: [1, 2, 3] });
  const easements = [
    { executedDate: '2010-01-01', propertyIds: [1] },
    { executedDate: '2012-01-01', propertyIds: [2, 9] },
    { executedDate: '2012-01-01', propertyIds: [4] },
  ];
  it('monitors every easement on any of its properties, and no other', () => {
    expect(easements.map((e) => ledgerCell(e, [service], 2024).state)).toEqual([
      'monitored',
      'monitored',
      'notMonitored',
    ]);
  });
  it('counts each once in the year total', () => {
    const rows = easements.map((e) => ({ easement: e, ...ledgerRow(e, [service], [2024], today) }));
    expect(ledgerYearTotal(rows, 2024)).toEqual({ year: 2024, monitored: 2, required: 3 });
  });
});

describe('groundVisitStanding', () => {
  it('remote only for five years: the ground visit is overdue', () => {
    const inspections = [
      inspection({ date: '2019-06-01' }),
      ...[2020, 2021, 2022, 2023, 2024, 2025].map((year, i) =>
        inspection({
          serviceId: 10 + i,
          date: `${year}-04-01`,
          method: 'remote',
          imageryReviewDate: `${year}-03-15`,
          reportCompletedDate: `${year}-04-02`,
        }),
      ),
    ];
    expect(groundVisitStanding(easement, inspections, today)).toEqual({
      lastGroundVisit: '2019-06-01',
      groundVisitDueBy: '2024-06-01',
      groundVisitOverdue: true,
    });
    // Each remote year is still monitored: the ground visit is its own requirement.
    expect(ledgerRow(easement, inspections, ledgerYears(2026), today).cells.map((c) => c.state)).toEqual([
      'monitored',
      'monitored',
      'monitored',
      'monitored',
      'notMonitored',
    ]);
  });
  it('a ground visit four years ago is due by its day five years on', () => {
    expect(groundVisitStanding(easement, [inspection({ date: '2022-08-01' })], today)).toEqual({
      lastGroundVisit: '2022-08-01',
      groundVisitDueBy: '2027-08-01',
      groundVisitOverdue: false,
    });
  });
  it('is due on the day five years on and overdue the day after; 29 February falls due on 28 February', () => {
    const visit = [inspection({ date: '2021-03-10' })];
    expect(groundVisitStanding(easement, visit, '2026-03-10')).toMatchObject({
      groundVisitDueBy: '2026-03-10',
      groundVisitOverdue: false,
    });
    expect(groundVisitStanding(easement, visit, '2026-03-11').groundVisitOverdue).toBe(true);
    expect(
      groundVisitStanding(easement, [inspection({ date: '2024-02-29' })], '2026-03-10').groundVisitDueBy,
    ).toBe('2029-02-28');
  });
  it('never visited: counted from the executed date, else due now', () => {
    expect(groundVisitStanding({ executedDate: '2023-02-01', propertyIds: [1] }, [], today)).toEqual({
      lastGroundVisit: null,
      groundVisitDueBy: '2028-02-01',
      groundVisitOverdue: false,
    });
    expect(groundVisitStanding({ executedDate: null, propertyIds: [1] }, [], today).groundVisitOverdue).toBe(
      true,
    );
  });
  it('a visit dated after today does not count yet', () => {
    expect(
      groundVisitStanding(easement, [inspection({ date: '2026-03-11' })], today).lastGroundVisit,
    ).toBeNull();
  });
});

describe('ledgerYears', () => {
  it('are the five years ending with the current one, oldest first', () => {
    expect(ledgerYears(2026)).toEqual([2022, 2023, 2024, 2025, 2026]);
  });
});

/** A small seeded generator (mulberry32), so a failure replays. */
const generator = (seed: number) => {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { next, int, pick: <T>(items: readonly T[]) => items[int(items.length)] };
};
const pad2 = (n: number) => String(n).padStart(2, '0');

/** Inspections on properties 1–4 over 2012–2028, days around the year ends, every method and gap. */
const generated = (seed: number) => {
  const g = generator(seed);
  return Array.from({ length: 60 }, (_, i) =>
    inspection({
      serviceId: 1 + g.int(25),
      date: g.pick([
        `${2012 + g.int(17)}-${pad2(1 + g.int(12))}-${pad2(1 + g.int(28))}`,
        `${2020 + g.int(8)}-12-31`,
        `${2020 + g.int(8)}-01-01`,
        today,
        '2026-03-11',
      ]),
      method: g.pick(['ground_visit', 'remote', 'aerial', null] as const),
      inspectorName: g.next() < 0.9 ? 'Dana Monitor' : null,
      reportCompletedDate: g.next() < 0.7 ? `${2012 + g.int(16)}-06-01` : null,
      imageryReviewDate: g.next() < 0.6 ? `${2012 + g.int(16)}-03-01` : null,
      hasObservations: g.next() < 0.8,
      propertyIds: g.next() < 0.2 ? [1 + g.int(4), 1 + g.int(4)] : [1 + g.int(4)],
      projectId: i,
    }),
  );
};
const easements = [
  { executedDate: '2010-06-01', propertyIds: [1] },
  { executedDate: '2024-01-01', propertyIds: [2, 3] },
  { executedDate: '2025-07-15', propertyIds: [4] },
  { executedDate: null, propertyIds: [1, 4] },
  { executedDate: null, propertyIds: [5] },
];

describe('ledgerRow on generated inspections', () => {
  it.each([1, 2, 3, 4, 5])('seed %i: each cell and the standing are the one-year rules', (seed) => {
    const inspections = generated(seed);
    for (const years of [ledgerYears(2026), [2024, 2025, 2026]])
      for (const e of easements)
        expect(ledgerRow(e, inspections, years, today)).toEqual({
          ...groundVisitStanding(e, inspections, today),
          cells: years.map((year) => ledgerCell(e, inspections, year)),
        });
  });

  it.each([1, 2, 3, 4, 5])('seed %i: the read window leaves out nothing a row shows', (seed) => {
    const inspections = generated(seed);
    for (const years of [ledgerYears(2026), [2024, 2025, 2026], [2019]]) {
      const window = ledgerReadWindow(years, today);
      const read = inspections.filter((i) => isInLedgerReadWindow(window, i));
      expect(read.length).toBeLessThan(inspections.length);
      for (const e of easements)
        expect(ledgerRow(e, read, years, today)).toEqual(ledgerRow(e, inspections, years, today));
    }
  });
});

describe('ledgerReadWindow', () => {
  it('spans the years and keeps ground visits up to today', () => {
    const window = ledgerReadWindow([2022, 2023, 2024, 2025, 2026], today);
    expect(window).toEqual({ from: '2022-01-01', until: '2027-01-01', groundVisitsUpTo: today });
    expect(isInLedgerReadWindow(window, { date: '2021-12-31', method: 'remote' })).toBe(false);
    expect(isInLedgerReadWindow(window, { date: '2021-12-31', method: 'ground_visit' })).toBe(true);
    expect(isInLedgerReadWindow(window, { date: '2022-01-01', method: null })).toBe(true);
    expect(isInLedgerReadWindow(window, { date: '2026-12-31', method: 'aerial' })).toBe(true);
    expect(isInLedgerReadWindow(window, { date: '2027-01-01', method: 'ground_visit' })).toBe(false);
  });
});
