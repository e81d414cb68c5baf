import { canWrite, isViewOnly, type Principal } from '@app/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { Actor } from '../db/tx';
import { AppError, forbidden } from '../lib/errors';
import { upsertUserByOid } from '../modules/users/api';
import { rememberVerifiedTokens, type TokenVerifier } from './verify-token';

export type CurrentUser = Principal & { id: number };

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation needs an interface
  interface FastifyRequest {
    user: CurrentUser;
  }
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation needs an interface
  interface FastifyContextConfig {
    /** A POST that changes nothing (exports, look-ups with a body): view-only users may call it. */
    readOnly?: boolean;
  }
}

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isWriteRoute = (method: string, config: { readOnly?: boolean } | undefined) =>
  !readMethods.has(method) && !config?.readOnly;

export const actorOf = (request: FastifyRequest): Actor => ({
  userId: request.user.id,
  name: request.user.name,
});

/**
 * Who asks, as every service takes it: the roles (and the id a staff lead is compared with) decide
 * what is allowed, the actor is written to the audit log.
 */
export type Caller = { user: Pick<CurrentUser, 'roles' | 'id'>; actor: Actor };

export const callerOf = (request: FastifyRequest): Caller => ({
  user: request.user,
  actor: actorOf(request),
});

/**
 * A write a device may replay (the field outbox): its `Idempotency-Key` (checked by the route's
 * `idempotencyHeadersSchema`), the caller, the kind of write and the request as validated (params,
 * query and body), for `writeOnce`.
 */
export const clientWriteOf = (request: FastifyRequest, kind: string) => ({
  clientId: (request.headers as { 'idempotency-key'?: string })['idempotency-key'],
  userId: request.user.id,
  kind,
  request: { params: request.params, query: request.query, body: request.body },
});

/**
 * Every route of the scope this is registered in needs a valid bearer token (401 otherwise); a view-only user is refused every route
 * that changes data (403), whatever the page shows. Users are remembered by oid for a few minutes so
 * a request costs no write.
 */
export const registerAuthentication = (
  app: FastifyInstance,
  { db, verify }: { db: Db; verify: TokenVerifier },
) => {
  const known = new Map<string, { id: number; name: string; viewOnly: boolean; at: number }>();
  const rememberMs = 5 * 60 * 1000;

  const verifyToken = rememberVerifiedTokens(verify);
  app.decorateRequest('user', null as unknown as CurrentUser);
  // Called inside the API's plugin scope: the hook runs for every route of that scope, whatever the URL.
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new AppError(401, 'Sign-in required.');
    let principal: Principal;
    try {
      principal = await verifyToken(match[1]);
    } catch {
      throw new AppError(401, 'Your sign-in has expired or is not valid. Please sign in again.');
    }
    let entry = known.get(principal.oid);
    const viewOnly = isViewOnly(principal);
    if (
      !entry ||
      entry.name !== principal.name ||
      entry.viewOnly !== viewOnly ||
      Date.now() - entry.at > rememberMs
    ) {
      const row = await upsertUserByOid(db, { oid: principal.oid, name: principal.name, viewOnly });
      entry = { id: row.id, name: row.name, viewOnly, at: Date.now() };
      known.set(principal.oid, entry);
    }
    request.user = { ...principal, id: entry.id };
    if (isWriteRoute(request.method, request.routeOptions.config) && !canWrite(principal)) {
      throw forbidden('View-only users cannot add, edit or delete data.');
    }
  });
};
