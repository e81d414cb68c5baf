import { backupsOverviewSchema, isAdmin } from '@app/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/errors';
import { backupsOverview, startBackup } from './backups.service';

const adminOnly = (request: FastifyRequest) => {
  if (!isAdmin(request.user)) throw forbidden('Only an Admin can see and make backups.');
};

/** Issue 30: the Admin page's Backups (the list, the settings, Back up now). */
export const registerBackupRoutes = (app: FastifyInstance, { db, config }: { db: Db; config: Config }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['backups'], response: { 200: backupsOverviewSchema, 202: backupsOverviewSchema } };
  api.get(
    '/api/backups',
    {
      schema: { ...schema, summary: 'The backups, their settings, and whether a backup is running (Admins)' },
    },
    (request) => {
      adminOnly(request);
      return backupsOverview(db, config);
    },
  );
  api.post(
    '/api/backups/create',
    { schema: { ...schema, summary: 'Starts a backup now: written, verified, copied, pruned (Admins)' } },
    async (request, reply) => {
      adminOnly(request);
      // The answer does not wait: a large backup takes minutes. Its failure shows in the list's lastError.
      startBackup(db, config).catch((error: unknown) => request.log.error({ error }, 'backup failed'));
      return reply.code(202).send(await backupsOverview(db, config));
    },
  );
};
