import { readFileSync } from 'node:fs';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectViaApi, someContact } from '../modules/projects/project-fixtures.test-helper';
import { createTestApp, type TestApp } from '../test/test-app';
import * as s from './schema';

// Migration 0007 repairs the instruments New Instrument saved with the wrong locality.
const repair = readFileSync(
  new URL('./migrations/0007_repair_new_instrument_localities.sql', import.meta.url),
  'utf8',
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const instrumentRow = async (id: number) =>
  (await t.db.select().from(s.instruments).where(eq(s.instruments.id, id)))[0];

/** A project on a property in `primaryLocalityId`, and a New Instrument on it saved as the bug saved it. */
const buggyInstrument = async (primaryLocalityId: number) => {
  const projectId = await createProjectViaApi(t, {
    property: { name: 'Repair Tract', primaryLocalityId, additionalLocalityIds: [] },
  });
  const [property] = await t.db.select().from(s.properties).where(eq(s.properties.projectId, projectId));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/instrument/create',
    headers: t.auth(t.tokens.staff),
    payload: {
      projectId,
      agreementTypeId: 1,
      primaryContactCrmId: (await someContact(t.db)).crmId,
      associatedPropertyIds: [property.id],
    },
  });
  const { id } = res.json() as { id: number };
  await t.db.update(s.instruments).set({ localityId: 131 }).where(eq(s.instruments.id, id));
  await t.db.execute(
    sql`update audit_log set after = jsonb_set(after, '{localityId}', '131')
      where table_name = 'instruments' and record_id = ${id} and action = 'create'`,
  );
  return { projectId, id };
};

describe('migration 0007: the localities New Instrument saved wrong', () => {
  it("sets them to the first own property's primary locality, audited, and keeps what users chose since", async () => {
    const wrong = await buggyInstrument(17);
    const chosen = await buggyInstrument(60);
    await t.db.update(s.instruments).set({ localityId: 5 }).where(eq(s.instruments.id, chosen.id));
    const [first] = await t.db
      .select()
      .from(s.instruments)
      .where(eq(s.instruments.projectId, wrong.projectId))
      .orderBy(s.instruments.id)
      .limit(1);
    await t.db.update(s.instruments).set({ localityId: 131 }).where(eq(s.instruments.id, first.id));
    const before = await instrumentRow(wrong.id);

    await t.db.execute(sql.raw(repair));

    const after = await instrumentRow(wrong.id);
    expect(after.localityId).toBe(17);
    expect(after.version).toBe(before.version + 1);
    expect((await instrumentRow(chosen.id)).localityId).toBe(5);
    expect((await instrumentRow(first.id)).localityId).toBe(131); // a project's first instrument was never wrong
    const [audit] = await t.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.tableName, 'instruments'), eq(s.auditLog.recordId, wrong.id)))
      .orderBy(desc(s.auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ action: 'update', userName: 'System' });
    expect(audit.before).toMatchObject({ localityId: 131 });
    expect(audit.after).toMatchObject({ localityId: 17 });

    await t.db.execute(sql.raw(repair)); // a second run finds nothing left to repair
    expect((await instrumentRow(wrong.id)).version).toBe(after.version);
  });
});
