import { clientConfigSchema } from '@app/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';

/** What the browser needs before sign-in: its schema lives in `domain`, which the web reads it by. */
export { clientConfigSchema };

export const registerPlatformRoutes = (app: FastifyInstance, { config }: { config: Config }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/config.json', { schema: { tags: ['platform'], response: { 200: clientConfigSchema } } }, () => ({
    oidc: {
      authority: config.oidc.authority,
      clientId: config.oidc.clientId,
      scope: config.oidc.scope,
      audience: config.oidc.audience,
    },
    links: config.links,
  }));
};

/** The version text, for signed-in users (registered inside the authenticated API scope). */
export const registerVersionRoute = (app: FastifyInstance, { config }: { config: Config }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/version',
    { schema: { tags: ['platform'], response: { 200: z.string() } } },
    async (_req, reply) => reply.type('text/plain; charset=utf-8').send(config.version),
  );
};
