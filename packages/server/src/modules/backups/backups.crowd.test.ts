import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BackupsOverview, type Property, PropertyStatus } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyDatabase, rows } from '../../db/backup/backup.test-helper';
import { restoreBackup } from '../../db/backup/restore';
import { isBackupName } from '../../db/backup/write';
import { createTestApp, type TestApp } from '../../test/test-app';
import { propertyFixtures } from '../properties/property-fixtures.test-helper';
import { runningBackup } from './backups.service';

let t: TestApp;
let dir: string;
let base: string;
beforeAll(async () => {
  // On disk, as a server's embedded database: backed up from a copy of its folder while the crowd writes.
  t = await createTestApp({ onDisk: true });
  dir = mkdtempSync(join(tmpdir(), 'records-backups-crowd-'));
  t.config.backup.dir = dir;
  // The crowd speaks to the server over real sockets, as browsers do; the OS picks the port.
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const clients = 8;
/** A person fills the next form after a moment: 0–30 ms (the bench's crowd reads for 0–4 s). */
const think = () => new Promise((wake) => setTimeout(wake, Math.random() * 30));

/** One answered write: the property and the version the server answered, and when the answer came. */
type Ack = { id: number; version: number; name: string; at: number };

const send = async (method: 'POST' | 'PUT', path: string, token: string, body?: unknown) => {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...t.auth(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text) as unknown;
};

describe('a backup taken while a crowd writes through the API', () => {
  it('restores with every write answered before it began, and no write half there', async () => {
    const f = propertyFixtures(t);
    const projectId = await f.createProject('Crowd During Backup');
    const localityIds = await f.localityIds('Wise County', 'Bath County', 'Accomack County');
    const acks: Ack[] = [];
    let writing = true;
    // Each person creates a property (the property, its two localities and their audit rows in one
    // transaction), then edits its details (a version and an audit row) a few times, and goes on.
    const person = async (n: number) => {
      const token = n % 2 === 0 ? t.tokens.staff : t.tokens.admin;
      for (let round = 0; writing; round++) {
        const name = `Crowd ${n}-${round}`;
        const created = (await send('POST', '/api/property/create', token, {
          projectId,
          name,
          primaryLocalityId: localityIds[n % 3],
          additionalLocalityIds: [localityIds[(n + 1) % 3]],
        })) as Property;
        acks.push({ id: created.id, version: created.version, name, at: performance.now() });
        let version = created.version;
        for (let edit = 1; edit <= 3 && writing; edit++) {
          await think();
          const edited = `${name} edit ${edit}`;
          const saved = (await send('PUT', '/api/property/update', token, {
            id: created.id,
            version,
            name: edited,
            statusId: PropertyStatus.Current,
            notes: `Edited ${edit} times by person ${n}.`,
          })) as Property;
          version = saved.version;
          acks.push({ id: created.id, version, name: edited, at: performance.now() });
        }
        await think();
      }
    };
    const crowd = Promise.all(Array.from({ length: clients }, (_, n) => person(n)));
    // The crowd warms up, then an Admin presses Back up now (through the same API) while it writes on.
    while (acks.length < 40) await new Promise((wake) => setTimeout(wake, 20));
    const askedAt = performance.now();
    const started = await send('POST', '/api/backups/create', t.tokens.admin);
    expect((started as BackupsOverview).running).toBe(true);
    // The crowd writes until the backup's file is finished; its verification then runs alone.
    const job = runningBackup(t.db);
    while (!readdirSync(dir).some(isBackupName)) await new Promise((wake) => setTimeout(wake, 20));
    const acksDuring = acks.filter((a) => a.at > askedAt).length;
    writing = false;
    await crowd;
    const record = await job;
    expect(record?.verified, record?.message ?? '').toBe(true);
    // The crowd really wrote while the backup ran (else this test proves nothing about it).
    expect(acksDuring).toBeGreaterThan(clients);

    const target = await openEmptyDatabase();
    try {
      await restoreBackup({ file: join(dir, record?.name ?? ''), database: target });
      type Restored = {
        id: number;
        version: number;
        name: string;
        localities: number;
        created: number;
        updated: number;
        lastAudited: string | null;
      };
      const restored = await rows<Restored>(
        target,
        `select p.id, p.version, p.name,
           (select count(*)::int from property_localities l where l.property_id = p.id) as localities,
           (select count(*)::int from audit_log a where a.table_name = 'properties' and a.record_id = p.id and a.action = 'create') as created,
           (select count(*)::int from audit_log a where a.table_name = 'properties' and a.record_id = p.id and a.action = 'update') as updated,
           (select a.after->>'name' from audit_log a where a.table_name = 'properties' and a.record_id = p.id order by a.id desc limit 1) as "lastAudited"
         from properties p where p.project_id = $1`,
        [projectId],
      );
      const byId = new Map(restored.map((p) => [p.id, p]));
      // Every write answered before Back up now was pressed is there (its edit, or a later one).
      const before = acks.filter((a) => a.at < askedAt);
      for (const ack of before) {
        const property = byId.get(ack.id);
        expect(property, `property ${ack.id} (${ack.name})`).toBeDefined();
        expect(property?.version, ack.name).toBeGreaterThanOrEqual(ack.version);
      }
      // Nothing half-written: each property with both its localities and exactly its own audit rows.
      for (const property of restored) {
        expect(property.localities, property.name).toBe(2);
        expect(property.created, property.name).toBe(1);
        expect(property.updated, property.name).toBe(property.version - 1);
        expect(property.lastAudited, `${property.id}`).toBe(property.name);
        expect(
          acks.some(
            (a) => a.id === property.id && a.version === property.version && a.name === property.name,
          ),
        ).toBe(true);
      }
      // And no audit row of a create the backup does not hold (it would be a write cut in two).
      const [{ orphans }] = await rows<{ orphans: number }>(
        target,
        `select count(*)::int as orphans from audit_log a
         where a.table_name = 'properties' and a.record_id = any($1::int[])
           and not exists (select 1 from properties p where p.id = a.record_id)`,
        [[...new Set(acks.map((a) => a.id))]],
      );
      expect(orphans).toBe(0);
    } finally {
      await target.close();
    }
  }, 600_000);
});
