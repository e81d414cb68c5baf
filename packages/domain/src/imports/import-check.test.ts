import { describe, expect, it } from 'vitest';
import {
  checkImport,
  type DatabaseFacts,
  type ImportPlan,
  type ImportSheet,
  type LookupOptions,
  wantedFacts,
} from './import-check';
import { kindOfSheet, matchColumns, nearestNames } from './import-matching';

const lookups: LookupOptions = {
  projectStatuses: [{ id: 1, name: 'Active' }],
  propertyStatuses: [
    { id: 1, name: 'Current' },
    { id: 2, name: 'Inactive' },
  ],
  localities: [
    { id: 3, name: 'Albemarle County' },
    { id: 4, name: 'Greene County' },
  ],
  instrumentStatuses: [
    { id: 1, name: 'Pending' },
    { id: 2, name: 'Active' },
  ],
  instrumentTypes: [],
  agreementTypes: [
    { id: 1, name: 'Open-Space Easement' },
    { id: 2, name: 'Conservation Easement' },
  ],
  specificTerms: [],
  users: [{ id: 9, name: 'Sam Staff' }],
  contactRoles: [
    { id: 4, name: 'Attorney', scope: 'instrument' },
    { id: 11, name: 'Owner', scope: 'property' },
    { id: 27, name: 'Attorney', scope: 'service' },
  ],
  serviceCategories: [
    { id: 1, name: 'Inspection' },
    { id: 6, name: 'Education' },
  ],
  serviceTypes: [
    { id: 1, name: 'Annual Monitoring', scope: 1 },
    { id: 48, name: 'Imagery Inspection', scope: 1 },
    { id: 60, name: 'Workshop', scope: 6 },
  ],
  serviceStatuses: [
    { id: 1, name: 'Open' },
    { id: 2, name: 'Closed' },
  ],
  inspectionMethods: [
    { id: 1, name: 'Ground Visit' },
    { id: 2, name: 'Remote' },
  ],
};

const noFacts = (): DatabaseFacts => ({
  legacy: { project: new Map(), property: new Map(), instrument: new Map(), service: new Map() },
  ids: { project: new Set(), property: new Set(), instrument: new Set(), service: new Set() },
  projectNames: new Map(),
  contacts: new Map([['4110.0.1', 501]]),
  contactNames: new Map([
    ['ada lovelace', [{ id: 501, crmId: '4110.0.1' }]],
    [
      'john smith',
      [
        { id: 502, crmId: '4110.0.2' },
        { id: 503, crmId: '4110.0.3' },
      ],
    ],
  ]),
});

const sheet = (
  name: string,
  headers: string[],
  ...rows: ImportSheet['rows'][number]['cells'][]
): ImportSheet => ({
  name,
  headers,
  rows: rows.map((cells, i) => ({ row: i + 2, cells })),
});

describe('matching names', async () => {
  it('offers the nearest names of an unknown value, ignoring case and spacing', async () => {
    expect(
      nearestNames(
        'Conservaton Easement',
        lookups.agreementTypes.map((o) => o.name),
      ),
    ).toEqual(['Conservation Easement']);
    expect(
      nearestNames(
        'albemarle',
        lookups.localities.map((o) => o.name),
      ),
    ).toEqual(['Albemarle County']);
    expect(
      nearestNames(
        'Zzz',
        lookups.localities.map((o) => o.name),
      ),
    ).toEqual([]);
  });

  it('matches sheets and headers by name or a usual alias, the label first', async () => {
    expect(kindOfSheet('Instrument Properties')).toBe('propertyInstruments');
    expect(kindOfSheet('properties 2024')).toBe('properties');
    expect(kindOfSheet('Easements')).toBe('instruments');
    expect(kindOfSheet('Notes')).toBeNull();
    expect(matchColumns('properties', ['PROPERTY  name', 'Name', 'County', 'Lat'])).toEqual({
      'PROPERTY  name': 'name',
      Name: '',
      County: 'primaryLocality',
      Lat: 'accessPointLatitude',
    });
  });
});

/** The check with every planned row kept in arrays, as a commit would write them. */
const checkWithPlan = async (args: Parameters<typeof checkImport>[0]) => {
  const plan: ImportPlan = {
    projects: [],
    properties: [],
    taxParcels: [],
    instruments: [],
    propertyInstruments: [],
    services: [],
    contactLinks: [],
  };
  const result = await checkImport({
    ...args,
    plan: (kind, planned) => (plan[kind] as (typeof planned)[]).push(planned),
  });
  return { ...result, plan };
};

describe('checkImport', async () => {
  it('reads Excel serial dates, m/d/yyyy text, thousands separators and number cells of coordinates', async () => {
    const { report, plan } = await checkWithPlan({
      fileName: 'f.xlsx',
      sheets: [
        sheet('Projects', ['Legacy ID', 'Project Name'], ['P1', 'River Farm']),
        sheet(
          'Properties',
          ['Legacy ID', 'Project', 'Property Name', 'Primary Locality', 'Acres', 'Latitude', 'Longitude'],
          ['A', 'P1', 'Tract', 'albemarle   COUNTY', '1,204.5', 38.03, -78.5],
        ),
        sheet(
          'Instruments',
          [
            'Legacy ID',
            'Project',
            'Agreement Type',
            'Status',
            'Executed Date',
            'Recorded Date',
            'Staff Lead',
          ],
          ['E1', 'P1', 'Conservation Easement', 'Active', 40179, '2/3/2010', 'sam staff'],
        ),
      ],
      lookups,
      facts: noFacts(),
    });
    expect(report.issues).toEqual([]);
    expect(plan.properties[0]).toMatchObject({
      project: { legacyId: 'P1' },
      localityIds: [3],
      values: { acres: 1204.5, accessPointLatitude: 38.03, accessPointLongitude: -78.5 },
    });
    expect(plan.instruments[0]).toMatchObject({
      statusId: 2,
      staffLeadId: 9,
      values: { executedDate: '2010-01-01', recordedDate: '2010-02-03' },
    });
  });

  it('names a required column no header gives once, not on every row', async () => {
    const { report } = await checkWithPlan({
      fileName: 'f.xlsx',
      sheets: [sheet('Projects', ['Legacy ID', 'Title'], ['P1', 'x'], ['P2', 'y'])],
      lookups,
      facts: noFacts(),
    });
    expect(report.issues.map((i) => [i.row, i.message])).toEqual([
      [1, 'No column of sheet Projects is mapped to Project Name, which is required.'],
    ]);
  });

  it('resolves references in the file or the database, and says which are missing or ambiguous', async () => {
    const facts = noFacts();
    facts.legacy.project.set('OLD', 70);
    facts.ids.project.add(71);
    facts.projectNames.set('twin', [72, 73]);
    const sheets = [
      sheet(
        'Properties',
        ['Legacy ID', 'Project', 'Property Name', 'Primary Locality'],
        ['A', 'OLD', 'a', 'Greene County'],
        ['B', '71', 'b', 'Greene County'],
        ['C', 'Twin', 'c', 'Greene County'],
        ['D', 'Nowhere', 'd', 'Greene County'],
      ),
    ];
    expect(wantedFacts(sheets, undefined).legacy.project).toEqual(new Set(['OLD', '71', 'Twin', 'Nowhere']));
    const { report, plan } = await checkWithPlan({ fileName: 'f.xlsx', sheets, lookups, facts });
    expect(plan.properties.map((p) => p.project)).toEqual([{ id: 70 }, { id: 71 }]);
    expect(report.issues.map((i) => [i.row, i.column, i.message])).toEqual([
      [4, 'B', 'More than one project here is named "Twin": use the project\'s ID or Legacy ID.'],
      [5, 'B', 'No project "Nowhere" on the Projects sheet or among the projects already here.'],
    ]);
  });

  it('applies a value mapping to an unknown option', async () => {
    const sheets = [
      sheet('Projects', ['Legacy ID', 'Project Name'], ['P1', 'x']),
      sheet('Instruments', ['Legacy ID', 'Project', 'Agreement Type'], ['E1', 'P1', 'Conservaton Easement']),
    ];
    const first = await checkWithPlan({ fileName: 'f.xlsx', sheets, lookups, facts: noFacts() });
    expect(first.report.unknownValues).toEqual([
      expect.objectContaining({
        value: 'Conservaton Easement',
        suggestions: ['Conservation Easement'],
        rows: 1,
      }),
    ]);
    const mapping = Object.fromEntries(first.report.sheets.map((s) => [s.sheet, s.mapping]));
    mapping.Instruments.values = { agreementType: { 'Conservaton Easement': 'Conservation Easement' } };
    const fixed = await checkWithPlan({ fileName: 'f.xlsx', sheets, mapping, lookups, facts: noFacts() });
    expect(fixed.report.ok).toBe(true);
    expect(fixed.plan.instruments[0].agreementTypeId).toBe(2);
  });

  it('checks past services by the service rules: components of the category, an Inspection Date, a report after it', async () => {
    const sheets = [
      sheet(
        'Inspections',
        [
          'Legacy ID',
          'Property',
          'Category',
          'Components',
          'Agreement Type',
          'Inspector',
          'Inspection Date',
          'Method',
          'Report Completed',
        ],
        [
          'S1',
          'A',
          'Inspection',
          'annual monitoring',
          'Conservation Easement',
          'Sam Staff',
          45292,
          'ground visit',
          '1/20/2024',
        ],
        ['S2', 'A', 'Inspection', 'Workshop', 'Conservation Easement', 'Sam Staff', null, null, null],
        [
          'S3',
          'A',
          'Education',
          'Imagery Inspection',
          'Conservation Easement',
          'Sam Staff',
          null,
          null,
          null,
        ],
        [
          'S4',
          'A',
          'Inspection',
          'Annual Monitoring',
          'Conservation Easement',
          'Sam Staff',
          '3/1/2024',
          null,
          '2/1/2024',
        ],
      ),
    ];
    const facts = noFacts();
    facts.legacy.property.set('A', 40);
    const { report, plan } = await checkWithPlan({ fileName: 'f.xlsx', sheets, lookups, facts });
    expect(plan.services).toEqual([
      expect.objectContaining({
        legacyId: 'S1',
        property: { id: 40 },
        categoryId: 1,
        typeIds: [1],
        statusId: 2,
        staffLeadId: 9,
        inspectionMethod: 'ground_visit',
        closedDate: '2024-01-20',
        values: expect.objectContaining({ inspectionDate: '2024-01-01', reportCompletedDate: '2024-01-20' }),
      }),
    ]);
    expect(report.issues.map((i) => [i.row, i.header, i.message])).toEqual([
      [3, 'Components', 'Each Component must belong to the chosen Category.'],
      [3, 'Inspection Date', 'The Inspection Date field is required for an Inspection.'],
      [4, 'Components', 'The Imagery Inspection Component needs the Inspection Category.'],
      [
        5,
        'Report Completed',
        'The Report Completed field may not be before the Inspection Date (03/01/2024).',
      ],
    ]);
  });

  it('links synced contacts by account id or exact name, with the roles of the record type', async () => {
    const facts = noFacts();
    facts.legacy.property.set('A', 40);
    facts.legacy.instrument.set('E1', 50);
    const sheets = [
      sheet(
        'Contact Links',
        ['Contact', 'Instrument', 'Property', 'Roles', 'Role Details'],
        ['4110.0.1', null, 'A', 'owner', 'Since 1990'],
        ['Ada  LOVELACE', 'E1', null, 'Attorney', null],
        ['John Smith', null, 'A', 'Owner', null],
        ['Nobody Here', null, 'A', 'Owner', null],
        ['4110.0.1', 'E1', 'A', 'Owner', null],
        ['4110.0.1', null, 'A', 'Attorney', null],
      ),
    ];
    expect(wantedFacts(sheets, undefined).contacts).toEqual(
      new Set(['4110.0.1', 'Ada  LOVELACE', 'John Smith', 'Nobody Here']),
    );
    const { report, plan } = await checkWithPlan({ fileName: 'f.xlsx', sheets, lookups, facts });
    expect(plan.contactLinks).toEqual([
      expect.objectContaining({
        contactId: 501,
        parent: { type: 'property', ref: { id: 40 } },
        roleIds: [11],
        values: expect.objectContaining({ notes: 'Since 1990' }),
      }),
      // The instrument's Attorney (4), not the service's (27).
      expect.objectContaining({
        contactId: 501,
        parent: { type: 'instrument', ref: { id: 50 } },
        roleIds: [4],
      }),
    ]);
    expect(report.issues.map((i) => [i.row, i.header, i.message])).toEqual([
      [
        4,
        'Contact',
        'More than one contact is named "John Smith" (4110.0.2, 4110.0.3): use the contact\'s account id.',
      ],
      [
        5,
        'Contact',
        'This contact is not in the synced contacts: Nobody Here. Resync with eTapestry and try again.',
      ],
      [6, 'Property', 'A contact belongs to exactly one Instrument, Property or Service.'],
      [7, 'Roles', 'Not a Property contact role: Attorney.'],
      [7, 'Contact', 'This contact is also on this record on row 2.'],
    ]);
  });
});
