import { and, eq, like, lt, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client';
import { serverState } from '../db/schema';
import type { OidcLibrary } from './oidc-library';

/**
 * oidc-provider's storage in the application database (server_state, keys `oidc:<Model>:<id>`),
 * instead of its in-memory store that forgets sessions on restart and evicts after 1,000 entries.
 */
export const createProviderAdapter = (db: Db, errors: OidcLibrary['errors']) =>
  class DbAdapter implements Adapter {
    constructor(private readonly model: string) {}

    private key(id: string) {
      return `oidc:${this.model}:${id}`;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      await db
        .insert(serverState)
        .values({ key: this.key(id), value: payload, expiresAt })
        .onConflictDoUpdate({ target: serverState.key, set: { value: payload, expiresAt } });
      // Expired entries are cleared now and then, not on every write.
      if (Math.random() < 0.02) await db.delete(serverState).where(lt(serverState.expiresAt, new Date()));
    }

    async find(id: string) {
      return this.findWhere(eq(serverState.key, this.key(id)));
    }

    async findByUid(uid: string) {
      return this.findWhere(
        and(like(serverState.key, `oidc:${this.model}:%`), sql`${serverState.value}->>'uid' = ${uid}`),
      );
    }

    async findByUserCode(userCode: string) {
      return this.findWhere(
        and(
          like(serverState.key, `oidc:${this.model}:%`),
          sql`${serverState.value}->>'userCode' = ${userCode}`,
        ),
      );
    }

    /**
     * Marks a code (or another one-time grant) used, once: the provider checks `consumed` on what it
     * read before, so two requests with one code (even on two processes) both passed that check. Only
     * the update that finds it unused wins; the other is refused as an already consumed grant.
     */
    async consume(id: string) {
      const won = await db
        .update(serverState)
        .set({
          value: sql`${serverState.value} || jsonb_build_object('consumed', extract(epoch from now())::int)`,
        })
        .where(and(eq(serverState.key, this.key(id)), sql`not (${serverState.value} ? 'consumed')`))
        .returning({ key: serverState.key });
      if (won.length === 0) throw new errors.InvalidGrant('grant already consumed');
    }

    async destroy(id: string) {
      await db.delete(serverState).where(eq(serverState.key, this.key(id)));
    }

    async revokeByGrantId(grantId: string) {
      await db
        .delete(serverState)
        .where(and(like(serverState.key, 'oidc:%'), sql`${serverState.value}->>'grantId' = ${grantId}`));
    }

    private async findWhere(where: ReturnType<typeof and>) {
      const [row] = await db.select().from(serverState).where(where).limit(1);
      if (!row) return undefined;
      if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return undefined;
      return row.value as AdapterPayload;
    }
  };
