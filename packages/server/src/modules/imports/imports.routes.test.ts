import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import {
  type ImportBatch,
  type ImportCommitResult,
  type ImportProgressLine,
  type ImportReport,
  InstrumentStatus,
  importMessages,
  importProgressType,
} from '@app/domain';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { tableCounts } from '../projects/project-fixtures.test-helper';
import { findPropertyInspectionSchedule } from '../stewardship/stewardship.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Who = 'admin' | 'staff' | 'viewer';
type Rows = (string | number | boolean | Date | null)[][];

/** The records' tables (the audit log grows with every change, an undo's included). */
const recordCounts = async () => {
  const { auditLog: _audit, ...records } = await tableCounts(t.db);
  return records;
};

/** A workbook of the given sheets (the first row of each is its header). */
export const workbookOf = async (sheets: Record<string, Rows>, hidden: Record<string, Rows> = {}) => {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) workbook.addWorksheet(name).addRows(rows);
  for (const [name, rows] of Object.entries(hidden))
    workbook.addWorksheet(name, { state: 'hidden' }).addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

const send = (
  step: 'check' | 'commit' | 'report',
  bytes: Buffer,
  {
    fileName = 'Properties.xlsx',
    mapping,
    who = 'admin',
    accept,
  }: { fileName?: string; mapping?: object; who?: Who; accept?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/import/${step}?fileName=${encodeURIComponent(fileName)}${mapping ? `&mapping=${encodeURIComponent(JSON.stringify(mapping))}` : ''}`,
    headers: {
      ...t.auth(t.tokens[who]),
      'content-type': 'application/octet-stream',
      ...(accept && { accept }),
    },
    payload: bytes,
  });

const check = async (bytes: Buffer, options?: Parameters<typeof send>[2]) => {
  const answer = await send('check', bytes, options);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as ImportReport;
};

const commit = async (bytes: Buffer, options?: Parameters<typeof send>[2]) => {
  const answer = await send('commit', bytes, options);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { batch: ImportBatch; report: ImportReport };
};

const legacy = (prefix: string) => ({
  projects: [
    ['Legacy ID', 'Project Name', 'Description', 'Status'],
    [`${prefix}-P1`, `${prefix} Farm Project`, 'A farm by the river', 'active'],
  ],
  properties: [
    [
      'Legacy ID',
      'Project',
      'Property Name',
      'Primary Locality',
      'Additional Localities',
      'Acres',
      'Access Point Latitude',
      'Access Point Longitude',
      'Inspect With Two or More Staff',
    ],
    [
      `${prefix}-A`,
      `${prefix}-P1`,
      'River Tract',
      'Albemarle County',
      'Greene County',
      '1,204.5',
      38.0301,
      -78.4801,
      'Yes',
    ],
    [`${prefix}-B`, `${prefix}-P1`, 'Hill Tract', 'albemarle  county', null, 12, null, null, null],
  ],
  parcels: [
    ['Property', 'Locality', 'Parcel ID', 'Acres'],
    [`${prefix}-A`, 'Albemarle County', '07800-00-00-01', 100.25],
    [`${prefix}-A`, 'Greene County', '12-34', 50],
    [`${prefix}-B`, 'Albemarle County', '07800-00-00-02', 12],
  ],
  instruments: [
    [
      'Legacy ID',
      'Project',
      'Agreement Type',
      'Instrument Type',
      'Instrument Status',
      'Deed Book/Page',
      'Executed Date',
      'Recorded Date',
      'Specific Terms',
    ],
    [
      `${prefix}-E1`,
      `${prefix}-P1`,
      'Conservation Easement',
      'Deed of Gift of Easement',
      'Active',
      '1234/56',
      40179,
      '2/3/2010',
      null,
    ],
  ],
  links: [
    [
      'Instrument',
      'Property',
      'Impacted Acres',
      'Properties Allowed',
      'Dwellings Allowed',
      'Finished Area Allowed',
      'Impervious Area Allowed',
    ],
    [`${prefix}-E1`, `${prefix}-A`, 150.25, 1, 2, 4500, null],
    [`${prefix}-E1`, `${prefix}-B`, 12, 0, 0, 0, 0],
  ],
});

const legacyWorkbook = (prefix: string, change: (l: ReturnType<typeof legacy>) => void = () => {}) => {
  const l = legacy(prefix);
  change(l);
  return workbookOf({
    Projects: l.projects,
    Properties: l.properties,
    'Tax Parcels': l.parcels,
    Instruments: l.instruments,
    'Instrument Properties': l.links,
  });
};

const recordOf = async (kind: 'project' | 'property' | 'instrument' | 'service', legacyId: string) => {
  const [row] = await t.db
    .select({ id: s.legacyIds.recordId })
    .from(s.legacyIds)
    .where(and(eq(s.legacyIds.kind, kind), eq(s.legacyIds.legacyId, legacyId)));
  return row?.id;
};

describe('import: dry run, commit, history, re-import and undo', () => {
  it('checks a clean workbook, writes nothing, and reports what it would create', async () => {
    const before = await recordCounts();
    const report = await check(await legacyWorkbook('DRY'));
    expect(report.issues).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.sheets.map((sh) => [sh.sheet, sh.kind, sh.created, sh.updated])).toEqual([
      ['Projects', 'projects', 1, 0],
      ['Properties', 'properties', 2, 0],
      ['Tax Parcels', 'taxParcels', 3, 0],
      ['Instruments', 'instruments', 1, 0],
      ['Instrument Properties', 'propertyInstruments', 2, 0],
    ]);
    expect(await recordCounts()).toEqual(before);
  });

  it('commits all of it as one batch, shown in History as imported from the file', async () => {
    const { batch } = await commit(await legacyWorkbook('ONE'));
    expect(batch.counts).toMatchObject({
      Projects: { created: 1, updated: 0 },
      Properties: { created: 2, updated: 0 },
      'Tax Parcels': { created: 3, updated: 0 },
      Instruments: { created: 1, updated: 0 },
      'Instrument Properties': { created: 2, updated: 0 },
    });
    expect(batch.canUndo).toBe(true);
    const propertyId = (await recordOf('property', 'ONE-A')) as number;
    const property = (
      await t.app.inject({
        method: 'GET',
        url: `/api/property/${propertyId}`,
        headers: t.auth(t.tokens.staff),
      })
    ).json();
    expect(property).toMatchObject({
      name: 'River Tract',
      acres: 1204.5,
      calculatedAcres: 150.25,
      accessPointLatitude: 38.0301,
      inspectWithTwoOrMoreStaff: true,
      legacyPropertyIds: 'ONE-A',
    });
    expect(
      property.propertyLocalities.map((l: { localityName: string; primary: boolean }) => [
        l.localityName,
        l.primary,
      ]),
    ).toEqual([
      ['Albemarle County', true],
      ['Greene County', false],
    ]);
    expect(property.propertyInstruments[0]).toMatchObject({
      propertyAcres: 150.25,
      dwellingsAllowed: 2,
      imperviousAreaAllowed: null,
    });
    const instrumentId = (await recordOf('instrument', 'ONE-E1')) as number;
    const instrument = (
      await t.app.inject({
        method: 'GET',
        url: `/api/instrument/${instrumentId}`,
        headers: t.auth(t.tokens.staff),
      })
    ).json();
    expect(instrument).toMatchObject({
      statusId: InstrumentStatus.Active,
      executedDate: '2010-01-01',
      recordedDate: '2010-02-03',
      deedBookPage: '1234/56',
    });
    const history = (
      await t.app.inject({
        method: 'GET',
        url: `/api/property/${propertyId}/history`,
        headers: t.auth(t.tokens.staff),
      })
    ).json();
    expect(history.items.length).toBeGreaterThan(0);
    for (const item of history.items)
      expect(item).toMatchObject({ userName: 'Avery Admin', importedFrom: 'Properties.xlsx' });
  });

  it('updates by legacy id on a second import instead of adding, and undo puts the earlier values back', async () => {
    await commit(await legacyWorkbook('TWO'));
    const propertyId = (await recordOf('property', 'TWO-A')) as number;
    const counts = await recordCounts();
    const { batch } = await commit(
      await legacyWorkbook('TWO', (l) => {
        l.properties[1][2] = 'River Tract North';
        l.parcels[1][3] = 90.25;
      }),
    );
    expect(batch.counts).toMatchObject({
      Projects: { created: 0, updated: 0 },
      Properties: { created: 0, updated: 1 },
    });
    const [after] = await t.db.select().from(s.properties).where(eq(s.properties.id, propertyId));
    expect(after).toMatchObject({ name: 'River Tract North', calculatedAcres: 140.25 });
    expect((await recordCounts()).properties).toBe(counts.properties);

    const undo = await t.app.inject({
      method: 'POST',
      url: `/api/import/batches/${batch.id}/undo`,
      headers: t.auth(t.tokens.admin),
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toMatchObject({ canUndo: false, undoneByName: 'Avery Admin' });
    const [restored] = await t.db.select().from(s.properties).where(eq(s.properties.id, propertyId));
    expect(restored).toMatchObject({ name: 'River Tract', calculatedAcres: 150.25 });
    expect(await recordCounts()).toEqual(counts);
  });

  it('undoes a whole batch of new records, and refuses once a later change touched them', async () => {
    const counts = await recordCounts();
    const { batch } = await commit(await legacyWorkbook('UNDO'));
    const undo = await t.app.inject({
      method: 'POST',
      url: `/api/import/batches/${batch.id}/undo`,
      headers: t.auth(t.tokens.admin),
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await recordCounts()).toEqual(counts);
    expect(await recordOf('property', 'UNDO-A')).toBeUndefined();
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/import/batches/${batch.id}/undo`,
      headers: t.auth(t.tokens.admin),
    });
    expect(again.statusCode).toBe(409);

    const { batch: kept } = await commit(await legacyWorkbook('KEPT'));
    const propertyId = (await recordOf('property', 'KEPT-B')) as number;
    const [row] = await t.db.select().from(s.properties).where(eq(s.properties.id, propertyId));
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/property/update',
      headers: t.auth(t.tokens.staff),
      payload: { ...row, id: propertyId, version: row.version, notes: 'Edited after the import' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/import/batches', headers: t.auth(t.tokens.admin) })
    ).json() as ImportBatch[];
    expect(list.find((b) => b.id === kept.id)?.canUndo).toBe(false);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/import/batches/${kept.id}/undo`,
      headers: t.auth(t.tokens.admin),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Import ${kept.id} cannot be undone: its records have been changed since it was imported.`,
    );
  });
});

describe('import: a plan written a chunk at a time', () => {
  const planFolders = async () => (await readdir(tmpdir())).filter((name) => name.startsWith('import-plan-'));
  const parcelsOf = (propertyId: number) =>
    t.db
      .select({ parcelId: s.taxParcels.parcelId, localityId: s.propertyLocalities.localityId })
      .from(s.taxParcels)
      .innerJoin(s.propertyLocalities, eq(s.propertyLocalities.id, s.taxParcels.propertyLocalityId))
      .where(eq(s.propertyLocalities.propertyId, propertyId));

  it("replaces a property's parcels once across chunks, sums a new one's, and leaves no plan on disk", async () => {
    await commit(await legacyWorkbook('CHUNK'));
    const existing = (await recordOf('property', 'CHUNK-A')) as number;
    const before = await planFolders();
    const parcels = (property: string, count: number, locality = 'Albemarle County') =>
      Array.from({ length: count }, (_, i) => [property, locality, `${property}-${i}`, 1.5]);
    const bytes = await legacyWorkbook('CHUNK', (l) => {
      l.properties.push([`CHUNK-C`, `CHUNK-P1`, 'Creek Tract', 'Greene County', null, 10, null, null, null]);
      l.parcels.splice(1, l.parcels.length - 1, ...parcels('CHUNK-A', 1_500), ...parcels('CHUNK-C', 1_200));
      l.parcels.push(['CHUNK-C', 'Nelson County', 'CHUNK-C-N', 2]);
    });
    const { batch } = await commit(bytes);
    expect(batch.counts['Tax Parcels']).toEqual({ created: 2_701, updated: 0 });
    expect(await planFolders()).toEqual(before);

    // The existing property's Albemarle parcels are the file's 1,500, not the last chunk's; its Greene
    // parcel, which the file no longer names, stays.
    const ofA = await parcelsOf(existing);
    expect(ofA.filter((p) => p.parcelId?.startsWith('CHUNK-A-')).length).toBe(1_500);
    expect(ofA.length).toBe(1_501);
    const [a] = await t.db.select().from(s.properties).where(eq(s.properties.id, existing));
    expect(a.calculatedAcres).toBe(1_500 * 1.5 + 50);

    const created = (await recordOf('property', 'CHUNK-C')) as number;
    expect((await parcelsOf(created)).length).toBe(1_201);
    const [c] = await t.db.select().from(s.properties).where(eq(s.properties.id, created));
    expect(c.calculatedAcres).toBe(1_200 * 1.5 + 2);
    // Its listed locality is the primary; the two its parcels name are added beside it.
    const localities = await t.db
      .select({ isPrimary: s.propertyLocalities.isPrimary })
      .from(s.propertyLocalities)
      .where(eq(s.propertyLocalities.propertyId, created));
    expect(localities.map((l) => l.isPrimary).toSorted()).toEqual([false, false, true]);

    // A refused commit leaves no plan either.
    const refused = await send(
      'commit',
      await legacyWorkbook('CHUNK', (l) => (l.properties[1][3] = 'Nowhere')),
    );
    expect(refused.statusCode).toBe(400);
    expect(await planFolders()).toEqual(before);
  }, 60_000);
});

describe('import: bad input is named by sheet, row and column, and nothing is written', () => {
  it('reports wrong types, Virginia, unknown lookups with the nearest names, missing references and duplicates', async () => {
    const before = await recordCounts();
    const bytes = await legacyWorkbook('BAD', (l) => {
      l.properties[1][6] = 40.1234; // outside Virginia
      l.properties[1][5] = 'lots'; // not a number
      l.properties[2][3] = 'Albemarle Conty';
      l.properties.push(['BAD-A', 'NOPE', 'Copy', 'Albemarle County', null, 1, null, null, 'maybe']);
      l.instruments[1][2] = 'Conservaton Easement';
    });
    const report = await check(bytes);
    expect(report.ok).toBe(false);
    const issue = (sheet: string, row: number, header: string) =>
      report.issues
        .filter((i) => i.sheet === sheet && i.row === row && i.header === header)
        .map((i) => i.message);
    expect(issue('Properties', 2, 'Access Point Latitude')).toEqual([
      'The Access Point Latitude field must be 39.5 or less.',
    ]);
    expect(issue('Properties', 2, 'Acres')).toEqual([
      'The Acres field must be numeric and may contain up to 4 decimal places.',
    ]);
    expect(issue('Properties', 3, 'Primary Locality')).toEqual([
      'Unknown Primary Locality "Albemarle Conty". Did you mean "Albemarle County"?',
    ]);
    expect(issue('Properties', 4, 'Legacy ID')).toEqual([
      'Legacy ID "BAD-A" is also on row 2 of this sheet.',
    ]);
    expect(issue('Properties', 4, 'Project')[0]).toMatch(/^No project "NOPE"/);
    expect(issue('Properties', 4, 'Inspect With Two or More Staff')).toEqual([
      'The Inspect With Two or More Staff field must be Yes or No.',
    ]);
    expect(issue('Instruments', 2, 'Agreement Type')).toEqual([
      'Unknown Agreement Type "Conservaton Easement". Did you mean "Conservation Easement"?',
    ]);
    expect(report.issues.find((i) => i.header === 'Access Point Latitude')?.column).toBe('G');
    expect(report.unknownValues).toContainEqual(
      expect.objectContaining({
        sheet: 'Instruments',
        field: 'agreementType',
        value: 'Conservaton Easement',
        suggestions: expect.arrayContaining(['Conservation Easement']),
      }),
    );
    const refused = await send('commit', bytes);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^Nothing was imported: the file has \d+ problems/);
    expect(await recordCounts()).toEqual(before);
  });

  it('fixes unknown values and headers by mapping', async () => {
    const bytes = await legacyWorkbook('MAP', (l) => {
      l.instruments[1][2] = 'Conservaton Easement';
      l.properties[0][2] = 'Tract';
    });
    const first = await check(bytes);
    expect(first.ok).toBe(false);
    const properties = first.sheets.find((sh) => sh.sheet === 'Properties');
    expect(properties?.mapping.columns.Tract).toBe('');
    const mapping = Object.fromEntries(first.sheets.map((sh) => [sh.sheet, sh.mapping]));
    mapping.Properties.columns.Tract = 'name';
    mapping.Instruments.values = { agreementType: { 'Conservaton Easement': 'Conservation Easement' } };
    const fixed = await check(bytes, { mapping });
    expect(fixed.issues).toEqual([]);
    const { batch } = await commit(bytes, { mapping });
    expect(batch.counts.Instruments.created).toBe(1);
  });

  it('refuses a file that is not a spreadsheet, a zip bomb, too many rows or columns, naming the sheet', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]);
    const notSheet = await send('check', png, { fileName: 'photo.png' });
    expect(notSheet.statusCode).toBe(400);
    expect(notSheet.json().message).toBe(
      'The file is not a spreadsheet: send an Excel workbook (.xlsx) or a CSV file (.csv).',
    );

    const rows: Rows = [['Legacy ID', 'Project Name']];
    for (let i = 0; i < 50_001; i++) rows.push([`R${i}`, 'x']);
    const tooLong = await send('check', await workbookOf({ Projects: rows }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(
      'Sheet Projects has more than 50,000 rows; split it into smaller files.',
    );

    const longCsv = await send('check', Buffer.from(`Legacy ID,Project Name\n${'R,x\n'.repeat(1_000_000)}`), {
      fileName: 'Projects.csv',
    });
    expect(longCsv.statusCode).toBe(400);
    expect(longCsv.json().message).toBe(
      'Sheet Projects has more than 50,000 rows; split it into smaller files.',
    );

    const wide = await send(
      'check',
      await workbookOf({ Projects: [Array.from({ length: 5_000 }, (_, i) => `C${i}`)] }),
    );
    expect(wide.statusCode).toBe(400);
    expect(wide.json().message).toBe(
      'Sheet Projects has more than 100 columns; an import reads at most 100.',
    );

    const { default: JSZip } = await import('jszip');
    const zip = new JSZip();
    zip.file('xl/workbook.xml', '<workbook/>');
    zip.file('xl/worksheets/sheet1.xml', Buffer.alloc(20 * 1024 * 1024, 32));
    const bomb = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const refused = await send('check', bomb);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/zip bomb/);
  }, 120_000);

  it('reads csv in Windows-1252 with thousands separators and m/d/yyyy dates', async () => {
    await commit(await legacyWorkbook('CSV'));
    const text =
      'Legacy ID,Project,Agreement Type,Executed Date,Instrument Notes\r\nCSV-E2,CSV-P1,Conservation Easement,3/4/2015,"Caf\xe9 ""1,000"" acres"\r\n\r\n';
    const report = await check(Buffer.from(text, 'latin1'), { fileName: 'Instruments.csv' });
    expect(report.issues).toEqual([]);
    const { batch } = await commit(Buffer.from(text, 'latin1'), { fileName: 'Instruments.csv' });
    expect(batch.counts.Instruments.created).toBe(1);
    const id = (await recordOf('instrument', 'CSV-E2')) as number;
    const [row] = await t.db
      .select()
      .from(s.instruments)
      .where(inArray(s.instruments.id, [id]));
    expect(row).toMatchObject({ executedDate: '2015-03-04', notes: 'Café "1,000" acres' });
  });

  it('skips hidden sheets, and only an Admin may import', async () => {
    const bytes = await workbookOf({ Projects: legacy('HID').projects }, { Lists: [['x'], ['y']] });
    const report = await check(bytes);
    expect(report.sheets.map((sh) => sh.sheet)).toEqual(['Projects']);
    expect((await send('check', bytes, { who: 'staff' })).statusCode).toBe(403);
    expect((await send('commit', bytes, { who: 'viewer' })).statusCode).toBe(403);
  });
});

describe('import: progress as it goes', () => {
  const lines = <T>(body: string) =>
    body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as ImportProgressLine<T>);
  const steps = <T>(all: ImportProgressLine<T>[]) =>
    all.flatMap((line) => ('progress' in line ? [line.progress] : []));
  const projects = (prefix: string, count: number) =>
    workbookOf({
      Projects: [
        ['Legacy ID', 'Project Name'],
        ...Array.from({ length: count }, (_, i) => [`${prefix}-${i}`, `${prefix} Project ${i}`]),
      ],
    });

  it('streams the rows read, checked and written, rising, then the answer the plain request gives', async () => {
    const bytes = await projects('PROG', 2_500);
    const checked = await send('check', bytes, { accept: importProgressType });
    expect(checked.statusCode).toBe(200);
    expect(checked.headers['content-type']).toContain(importProgressType);
    const checkLines = lines<ImportReport>(checked.body);
    expect(steps(checkLines)).toEqual([
      { phase: 'read', rows: 2_500, total: 2_500 },
      { phase: 'checked', rows: 1_000, total: 2_500 },
      { phase: 'checked', rows: 2_000, total: 2_500 },
      { phase: 'checked', rows: 2_500, total: 2_500 },
    ]);
    const report = checkLines.at(-1) as { done: ImportReport };
    expect(report.done).toMatchObject({ ok: true, fileName: 'Properties.xlsx' });
    expect(report.done.sheets[0]).toMatchObject({ sheet: 'Projects', created: 2_500 });

    const committed = await send('commit', bytes, { accept: importProgressType });
    expect(committed.statusCode).toBe(200);
    const commitLines = lines<ImportCommitResult>(committed.body);
    const commitSteps = steps(commitLines);
    expect(commitSteps.at(-1)).toEqual({ phase: 'written', rows: 2_500, total: 2_500 });
    // Rows written move as each thousand is inserted, not once per kind.
    const written = commitSteps.filter((step) => step.phase === 'written');
    expect(written.map((step) => step.rows)).toEqual([1_000, 2_000, 2_500]);
    for (const [i, step] of commitSteps.entries())
      if (i > 0 && step.phase === commitSteps[i - 1].phase)
        expect(step.rows).toBeGreaterThanOrEqual(commitSteps[i - 1].rows);
    const result = commitLines.at(-1) as { done: ImportCommitResult };
    expect(result.done.batch.counts.Projects).toEqual({ created: 2_500, updated: 0 });
    expect(await recordOf('project', 'PROG-2499')).toBeTypeOf('number');
  }, 60_000);

  it('answers an error known before the first step with its status, a later one as the last line', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]);
    const notSheet = await send('check', png, { fileName: 'photo.png', accept: importProgressType });
    expect(notSheet.statusCode).toBe(400);
    expect(notSheet.json().message).toMatch(/not a spreadsheet/);
    const bytes = await projects('PROGBAD', 3);
    expect((await send('commit', bytes, { who: 'staff', accept: importProgressType })).statusCode).toBe(403);

    const before = await recordCounts();
    const bad = await workbookOf({
      Projects: [
        ['Legacy ID', 'Project Name'],
        ['PB-1', ''],
      ],
    });
    const refused = await send('commit', bad, { accept: importProgressType });
    expect(refused.statusCode).toBe(200);
    const last = lines(refused.body).at(-1);
    expect(last).toEqual({ error: { message: importMessages.hasErrors(1) }, status: 400 });
    expect(await recordCounts()).toEqual(before);
  });
});

describe('import: templates and the report workbook', () => {
  it('offers a template per kind with drop-down lists from the lookups and a note on every column', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/import/template/properties',
      headers: t.auth(t.tokens.admin),
    });
    expect(answer.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => [w.name, w.state])).toEqual([
      ['Properties', 'visible'],
      ['Tax Parcels', 'visible'],
      ['Lists', 'hidden'],
    ]);
    const sheet = workbook.getWorksheet('Properties') as ExcelJS.Worksheet;
    expect(sheet.getCell('A1').value).toBe('Legacy ID');
    expect(String(sheet.getCell('A1').note)).toMatch(/Required/);
    const locality = sheet.getCell('E2').dataValidation;
    expect(locality).toMatchObject({ type: 'list' });
    const lists = workbook.getWorksheet('Lists') as ExcelJS.Worksheet;
    const values = lists.getColumn(1).values.filter(Boolean);
    expect(values.length).toBeGreaterThan(1);
  });

  it('offers the Services and Contact Links templates with their live lists, each role name once', async () => {
    const workbookOfKind = async (kind: string) => {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/import/template/${kind}`,
        headers: t.auth(t.tokens.admin),
      });
      expect(answer.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
      return workbook;
    };
    const services = await workbookOfKind('services');
    const sheet = services.getWorksheet('Services') as ExcelJS.Worksheet;
    expect((sheet.getRow(1).values as string[]).filter(Boolean)).toContain('Inspection Date');
    expect(sheet.getCell('C2').dataValidation).toMatchObject({ type: 'list' });
    const links = await workbookOfKind('contactLinks');
    const lists = links.getWorksheet('Lists') as ExcelJS.Worksheet;
    const roles = lists.getColumn(1).values.filter(Boolean).slice(1);
    expect(roles).toContain('Owner');
    expect(roles.filter((r) => r === 'Attorney')).toHaveLength(1);
  });

  it('writes the report with the errors beside the rows', async () => {
    const bytes = await legacyWorkbook('REP', (l) => {
      l.properties[2][3] = 'Nowhere';
    });
    const answer = await send('report', bytes);
    expect(answer.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Properties') as ExcelJS.Worksheet;
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['Errors', 'Row', 'Legacy ID']));
    expect(String(sheet.getCell('A3').value)).toMatch(
      /^Primary Locality: Unknown Primary Locality "Nowhere"/,
    );
    expect(sheet.getCell('A2').value).toBe('');
  });
});

describe('import: past services and contact links', () => {
  const undo = (id: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/import/batches/${id}/undo`,
      headers: t.auth(t.tokens.admin),
    });
  const scheduleOf = async (propertyId: number) => {
    const row = await findPropertyInspectionSchedule(t.db, propertyId);
    return { lastInspection: row?.lastInspection, dueDate: row?.dueDate };
  };
  const yearsOf = async (instrumentId: number) =>
    (
      await t.db
        .select({ years: s.instrumentInspectionYears.years })
        .from(s.instrumentInspectionYears)
        .where(eq(s.instrumentInspectionYears.instrumentId, instrumentId))
    )[0]?.years ?? [];
  const rolesOf = async (linkIds: number[]) =>
    (
      await t.db
        .select({ roleId: s.contactLinkRoles.contactRoleId })
        .from(s.contactLinkRoles)
        .where(inArray(s.contactLinkRoles.contactLinkId, linkIds))
    )
      .map((r) => r.roleId)
      .sort((a, b) => a - b);

  const services = (changes: (string | number | null)[] = []) => [
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
      'SVC-S1',
      'SVC-A',
      'Inspection',
      'Annual Monitoring Visit',
      'Conservation Easement',
      'Avery Admin',
      '6/15/2024',
      'Ground Visit',
      ...(changes.length > 0 ? changes : ['7/1/2024']),
    ],
  ];
  const contactLinks = (serviceRole = 'Landowner') => [
    ['Contact', 'Instrument', 'Property', 'Service', 'Roles', 'Role Details'],
    // Case and runs of spaces aside (and an s, which the SQL's \s once folded away).
    ['augusta  ada lovelace', null, 'SVC-A', null, 'Owner; Tenant', 'Since 1990'],
    ['IMP-ADA', 'SVC-E1', null, null, 'Grantor', null],
    ['IMP-ADA', null, null, 'SVC-S1', serviceRole, null],
  ];

  it('feeds the stewardship schedule and the ledger at once, links contacts with roles, re-imports and undoes', async () => {
    await t.db.insert(s.contacts).values([
      { crmId: 'IMP-ADA', name: 'Augusta Ada Lovelace' },
      { crmId: 'IMP-J1', name: 'John Twin' },
      { crmId: 'IMP-J2', name: 'John Twin' },
    ]);
    await commit(
      await legacyWorkbook('SVC', (l) => {
        l.properties[0].push('Target Inspection Frequency');
        l.properties[1].push(2);
      }),
    );
    const propertyId = (await recordOf('property', 'SVC-A')) as number;
    const instrumentId = (await recordOf('instrument', 'SVC-E1')) as number;
    // Before: due two years after the easement's execution (01/01/2010), never inspected.
    expect(await scheduleOf(propertyId)).toEqual({ lastInspection: null, dueDate: '2012-01-01' });
    expect(await yearsOf(instrumentId)).toEqual([]);

    const bad = await check(
      await workbookOf({
        Services: services(['5/1/2024']),
        'Contact Links': [
          ...contactLinks('Owner'),
          ['John Twin', null, 'SVC-B', null, 'Owner', null],
          ['Nobody', null, 'SVC-B', null, 'Owner', null],
        ],
      }),
    );
    expect(bad.issues.map((i) => [i.sheet, i.row, i.header, i.message])).toEqual([
      [
        'Services',
        2,
        'Report Completed',
        'The Report Completed field may not be before the Inspection Date (06/15/2024).',
      ],
      ['Contact Links', 4, 'Service', 'The service "SVC-S1" has errors on its own sheet; fix those first.'],
      ['Contact Links', 4, 'Roles', 'Not a Service contact role: Owner.'],
      [
        'Contact Links',
        5,
        'Contact',
        'More than one contact is named "John Twin" (IMP-J1, IMP-J2): use the contact\'s account id.',
      ],
      [
        'Contact Links',
        6,
        'Contact',
        'This contact is not in the synced contacts: Nobody. Resync with eTapestry and try again.',
      ],
    ]);

    const file = await workbookOf({ Services: services(), 'Contact Links': contactLinks() });
    const { batch } = await commit(file, { fileName: 'Inspections.xlsx' });
    expect(batch.counts).toMatchObject({
      Services: { created: 1, updated: 0 },
      'Contact Links': { created: 3, updated: 0 },
    });
    const serviceId = (await recordOf('service', 'SVC-S1')) as number;
    const [service] = await t.db.select().from(s.services).where(eq(s.services.id, serviceId));
    expect(service).toMatchObject({
      categoryId: 1,
      statusId: 2,
      inspectionMethod: 'ground_visit',
      reportCompletedDate: '2024-07-01',
      openDate: '2024-06-15',
    });
    expect(service.reportCompletedById).toBe(service.staffLeadId);
    const events = await t.db
      .select({ type: s.events.eventTypeId })
      .from(s.events)
      .where(eq(s.events.serviceId, serviceId));
    expect(events.map((e) => e.type).sort()).toEqual([29, 30, 31]);
    // At once: the next inspection is due two years after the imported one, and the ledger counts 2024.
    expect(await scheduleOf(propertyId)).toEqual({ lastInspection: '2024-06-15', dueDate: '2026-06-15' });
    expect(await yearsOf(instrumentId)).toEqual([2024]);
    const links = await t.db
      .select({ id: s.contactLinks.id, notes: s.contactLinks.notes })
      .from(s.contactLinks)
      .innerJoin(s.contacts, eq(s.contacts.id, s.contactLinks.contactId))
      .where(eq(s.contacts.crmId, 'IMP-ADA'));
    expect(links).toHaveLength(3);
    // Owner 11, Tenant 13; the instrument's Grantor 1; the service's Landowner 24.
    expect(await rolesOf(links.map((l) => l.id))).toEqual([1, 11, 13, 24]);

    // Undo takes it all back: the schedule and the ledger too.
    const undone = await undo(batch.id);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await scheduleOf(propertyId)).toEqual({ lastInspection: null, dueDate: '2012-01-01' });
    expect(await yearsOf(instrumentId)).toEqual([]);
    expect(await t.db.select().from(s.services).where(eq(s.services.id, serviceId))).toEqual([]);
    expect(await rolesOf(links.map((l) => l.id))).toEqual([]);

    // Imported again, then the same file once more: nothing added, nothing updated; new roles update the link.
    await commit(file, { fileName: 'Inspections.xlsx' });
    const again = await commit(file, { fileName: 'Inspections.xlsx' });
    expect(again.batch.counts).toMatchObject({
      Services: { created: 0, updated: 0 },
      'Contact Links': { created: 0, updated: 0 },
    });
    const third = await commit(
      await workbookOf({ Services: services(), 'Contact Links': contactLinks('Surveyor') }),
    );
    expect(third.batch.counts).toMatchObject({ 'Contact Links': { created: 0, updated: 1 } });
    const relinked = await t.db
      .select({ id: s.contactLinks.id })
      .from(s.contactLinks)
      .innerJoin(s.contacts, eq(s.contacts.id, s.contactLinks.contactId))
      .where(eq(s.contacts.crmId, 'IMP-ADA'));
    expect(relinked).toHaveLength(3);
    expect(await rolesOf(relinked.map((l) => l.id))).toEqual([1, 11, 13, 26]);
    expect((await undo(third.batch.id)).statusCode).toBe(200);
    expect(await rolesOf(relinked.map((l) => l.id))).toEqual([1, 11, 13, 24]);
  });

  it('moves a property to the project a re-import names, by legacy id, and undo moves it back', async () => {
    await commit(await legacyWorkbook('MOVE'));
    const propertyId = (await recordOf('property', 'MOVE-A')) as number;
    const first = (await recordOf('project', 'MOVE-P1')) as number;
    const counts = await recordCounts();
    const { batch } = await commit(
      await legacyWorkbook('MOVE', (l) => {
        l.projects.push(['MOVE-P2', 'MOVE Second Project', 'A second farm', 'Active']);
        l.properties[1][1] = 'MOVE-P2';
      }),
    );
    expect(batch.counts).toMatchObject({
      Projects: { created: 1, updated: 0 },
      Properties: { created: 0, updated: 1 },
    });
    const second = (await recordOf('project', 'MOVE-P2')) as number;
    const [moved] = await t.db.select().from(s.properties).where(eq(s.properties.id, propertyId));
    expect(moved.projectId).toBe(second);
    expect((await recordCounts()).properties).toBe(counts.properties);
    const undone = await undo(batch.id);
    expect(undone.statusCode, undone.body).toBe(200);
    const [back] = await t.db.select().from(s.properties).where(eq(s.properties.id, propertyId));
    expect(back.projectId).toBe(first);
  });
});
