import { eq } from 'drizzle-orm';
import * as s from '../../db/schema';
import type { TestApp } from '../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Account = 'admin' | 'staff' | 'viewer';

/**
 * Builders for the tests of instrument and service children (events, reviews, grants, purposes,
 * areas). Projects, instruments and services belong to other areas, so they are written directly.
 */
export const childFixtures = (t: TestApp) => {
  const call = (method: Method, url: string, payload?: unknown, account: Account = 'staff') =>
    t.app.inject({ method, url, payload: payload as object, headers: t.auth(t.tokens[account]) });

  const createInstrument = async () => {
    const [project] = await t.db.insert(s.projects).values({ name: 'Child Test Project' }).returning();
    const [instrument] = await t.db
      .insert(s.instruments)
      .values({ projectId: project.id, statusId: 1, agreementTypeId: 1 })
      .returning();
    return instrument.id;
  };

  const createService = async () => {
    const [project] = await t.db.insert(s.projects).values({ name: 'Child Test Project' }).returning();
    const [service] = await t.db
      .insert(s.services)
      .values({ projectId: project.id, categoryId: 5, agreementTypeId: 1 })
      .returning();
    return service.id;
  };

  /** The users row of a demo account (made on its first request, so one is sent first). */
  const userIdOf = async (account: Account) => {
    await call('GET', '/api/users', undefined, account);
    const [row] = await t.db
      .select({ id: s.users.id })
      .from(s.users)
      .innerJoin(s.localAccounts, eq(s.localAccounts.oid, s.users.oid))
      .where(eq(s.localAccounts.username, account));
    return row.id;
  };

  /** Another active user, neither admin nor staff (a reviewer from the seed). */
  const otherUserId = async (exclude: number[]) => {
    const rows = await t.db.select({ id: s.users.id }).from(s.users).where(eq(s.users.inactive, false));
    const other = rows.find((r) => !exclude.includes(r.id));
    if (!other) throw new Error('no other active user');
    return other.id;
  };

  return { call, createInstrument, createService, userIdOf, otherUserId };
};
