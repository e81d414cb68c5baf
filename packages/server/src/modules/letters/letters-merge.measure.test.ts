import { performance } from 'node:perf_hooks';
import type { LetterTemplate } from '@app/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { childFixtures } from '../events/child-fixtures.test-helper';

/**
 * The mail merge's reads and writes on a few hundred generated properties, measured: the statements
 * the merge sends and its time, with and without recording the letters as sent. Run on demand:
 * `MEASURE_MERGE=1 npx vitest run packages/server/src/modules/letters/letters-merge.measure.test.ts`
 * (MERGE_SIZE, default 500). It prints its figures; it asserts only that the merge answers.
 */
const size = Number(process.env.MERGE_SIZE ?? 500);

/** Counts the statements sent to PostgreSQL (every pg connection's `query`); none on the embedded engine. */
const countStatements = () => {
  let statements = 0;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    statements += 1;
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  return {
    take: () => {
      pg.Client.prototype.query = query;
      return process.env.DATABASE_URL ? String(statements) : 'n/a (PGlite)';
    },
  };
};

describe.skipIf(!process.env.MEASURE_MERGE)('mail merge, measured', () => {
  let t: TestApp;
  let f: ReturnType<typeof childFixtures>;
  let ids: number[] = [];
  let template: LetterTemplate;

  beforeAll(async () => {
    t = await createTestApp();
    f = childFixtures(t);
    const templates = (await f.call('GET', '/api/letterTemplates', undefined, 'viewer')).json();
    template = templates.find((x: LetterTemplate) => x.kind === 'annual');
    const [project] = await t.db.insert(s.projects).values({ name: 'Merge Measure' }).returning();
    const numbers = Array.from({ length: size }, (_, i) => i);
    const props = await t.db
      .insert(s.properties)
      .values(numbers.map((i) => ({ projectId: project.id, name: `Merge Tract ${i}`, statusId: 1 })))
      .returning({ id: s.properties.id });
    const insts = await t.db
      .insert(s.instruments)
      .values(
        numbers.map((i) => ({
          projectId: project.id,
          statusId: 2,
          agreementTypeId: 1,
          instrumentNumber: `CE-M-${i}`,
        })),
      )
      .returning({ id: s.instruments.id });
    await t.db
      .insert(s.propertyInstruments)
      .values(numbers.map((i) => ({ propertyId: props[i].id, instrumentId: insts[i].id })));
    const owners = await t.db
      .insert(s.contacts)
      .values(
        numbers.map((i) => ({
          crmId: `merge-measure-${i}`,
          name: `Owner ${i}`,
          fullName: `Mr. and Mrs. Owner ${i}`,
          address: `${i} Mill Lane`,
          city: 'Free Union',
          state: 'VA',
          postalCode: '22940',
        })),
      )
      .returning({ id: s.contacts.id });
    const links = await t.db
      .insert(s.contactLinks)
      .values(
        numbers.map((i) => ({ projectId: project.id, contactId: owners[i].id, propertyId: props[i].id })),
      )
      .returning({ id: s.contactLinks.id });
    await t.db
      .insert(s.contactLinkRoles)
      .values(links.map((l) => ({ contactLinkId: l.id, contactRoleId: 11 })));
    ids = props.map((p) => p.id);
  }, 120_000);
  afterAll(() => t.close());

  const merge = async (label: string, extra: Record<string, unknown>) => {
    const counter = countStatements();
    const started = performance.now();
    const res = await f.call('POST', '/api/letter/merge', {
      templateId: template.id,
      source: 'Property',
      ids,
      format: 'docx',
      ...extra,
    });
    const ms = performance.now() - started;
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    console.log(
      `${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} ${label}: ${ids.length} letters, ${counter.take()} statements, ${ms.toFixed(0)} ms`,
    );
  };

  it('reads the letters of the set', async () => {
    await merge('warm-up', {});
    for (let run = 1; run <= 3; run += 1) await merge(`merge ${run}`, {});
  }, 300_000);

  it('spends its time writing Word, not reading', async () => {
    const { writeLettersDocx } = await import('../../exports/letter-docx');
    const bodies = ids.map((id) => template.body.replaceAll('{{Property ID}}', String(id)));
    for (let run = 1; run <= 2; run += 1) {
      const started = performance.now();
      await writeLettersDocx(bodies, template.name);
      console.log(
        `the Word file alone ${run}: ${bodies.length} letters, ${(performance.now() - started).toFixed(0)} ms`,
      );
    }
  }, 300_000);

  it('records the letters as sent', async () => {
    for (let run = 1; run <= 2; run += 1) await merge(`merge recorded ${run}`, { sentOn: '2026-05-04' });
  }, 300_000);
});
