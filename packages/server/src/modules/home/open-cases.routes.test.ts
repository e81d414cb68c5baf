import { CaseStatus, type HomeCasesPage, openCaseStatuses } from '@app/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fixtures } from '../projects/project-fixtures.test-helper';

let t: TestApp;
let f: ReturnType<typeof fixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = fixtures(t.db);
});
afterAll(() => t.close());

/** A user of its own, so the seeded cases of the demo users stay out of "mine". */
const newUser = async (name: string) => {
  const oid = `cases-${name}-${Math.random().toString(36).slice(2)}`;
  const token = await t.sign({ oid, name, roles: ['Staff'] });
  await t.app.inject({ method: 'GET', url: '/api/users/me', headers: t.auth(token) });
  return { token, id: (await f.userId(oid)) as number };
};

const get = async (url: string, token: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: t.auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as HomeCasesPage;
};

const newCase = async (
  values: Partial<typeof s.violationCases.$inferInsert> & { propertyId: number; reportedById: number },
) =>
  (
    await t.db
      .insert(s.violationCases)
      .values({ typeId: 1, severity: 'minor', discoveredOn: '2026-04-01', description: 'Found.', ...values })
      .returning()
  )[0];

describe('GET case/myOpenCases and case/openCases (the Open Violations tiles)', () => {
  it('lists mine (reported by me, or on a property of an instrument I lead) and all, the next follow-up first, open ones only', async () => {
    const me = await newUser('Lead');
    const other = await newUser('Other');
    const project = await f.project({ name: 'Violation Hollow' });
    const led = await f.property({ projectId: project.id, name: 'Led Tract' });
    const elsewhere = await f.property({ projectId: project.id, name: 'Other Tract' });
    const instrument = await f.instrument({ projectId: project.id, staffLeadId: me.id });
    await f.cover({ propertyId: led.id, instrumentId: instrument.id });
    const onLed = await newCase({
      propertyId: led.id,
      reportedById: other.id,
      followUpDue: '2026-07-01',
      followUpKind: 'visit',
    });
    const reported = await newCase({
      propertyId: elsewhere.id,
      reportedById: me.id,
      followUpDue: '2026-06-01',
      followUpKind: 'answer',
    });
    const noDate = await newCase({ propertyId: elsewhere.id, reportedById: me.id });
    await newCase({ propertyId: led.id, reportedById: me.id, statusId: CaseStatus.Resolved });
    const notMine = await newCase({
      propertyId: elsewhere.id,
      reportedById: other.id,
      followUpDue: '2026-05-01',
      followUpKind: 'visit',
    });

    const mine = await get('/api/case/myOpenCases', me.token);
    expect(mine.total).toBe(3);
    expect(mine.items.map((c) => c.id)).toEqual([reported.id, onLed.id, noDate.id]);
    expect(mine.items[0]).toMatchObject({
      propertyId: elsewhere.id,
      propertyName: 'Other Tract',
      projectId: project.id,
      projectName: 'Violation Hollow',
      typeName: 'Unapproved structure',
      followUpDue: '2026-06-01',
      followUpKind: 'answer',
      statusId: CaseStatus.Open,
    });
    const all = await get('/api/case/openCases?pageSize=100', me.token);
    const ours = all.items.filter((c) => c.projectId === project.id).map((c) => c.id);
    expect(ours).toEqual([notMine.id, reported.id, onLed.id, noDate.id]);
    expect((await get('/api/case/myOpenCases', other.token)).items.map((c) => c.id)).toEqual([
      notMine.id,
      onLed.id,
    ]);
  });

  it("walks the open cases' partial index, whose statuses are the domain's open ones", async () => {
    // Both engines answer `{ rows }`; the shared Db type leaves the result unknown.
    const rowsOf = async (db: Pick<typeof t.db, 'execute'>, query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const [index] = await rowsOf(
      t.db,
      sql`select indexdef from pg_indexes where indexname = 'violation_cases_open_order'`,
    );
    expect(index.indexdef).toContain(`ANY (ARRAY[${openCaseStatuses.join(', ')}])`);
    // Without the walk, the tile sorts every open case to show 100 (150 ms at 60,000 cases). A few
    // test cases would be read whole, so the scan is ruled out (in this transaction only).
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return rowsOf(
        tx,
        sql`explain select id from violation_cases
          where status_id in (${sql.raw(openCaseStatuses.join(', '))})
          order by follow_up_due nulls last, discovered_on, id limit 100`,
      );
    });
    expect(JSON.stringify(plan)).toContain('violation_cases_open_order');
  });

  it('pages and refuses a bad page in the one error shape', async () => {
    const me = await newUser('Pager');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/case/openCases?page=0',
      headers: t.auth(me.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.page).toBeDefined();
  });
});
