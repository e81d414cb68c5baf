import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import type { Db } from '../db/client';
import { findLocalAccount } from './oidc-provider';
import { verifyPassword } from './passwords';
import { signInPage } from './sign-in-page';

/** What Entra ID answers for a user the application is not assigned to; the web app looks for the code. */
export const notAssignedError = {
  error: 'access_denied',
  error_description:
    'AADSTS50105: The signed in user is not assigned to a role for the application. Ask your administrator for access.',
};

const loginBody = z.object({ username: z.string().trim().max(200), password: z.string().max(200) });

/** The sign-in pages of the built-in provider, at /interaction/:uid (the provider sends the browser here). */
export const registerInteractionRoutes = (
  app: FastifyInstance,
  { provider, db }: { provider: Provider; db: Db },
) => {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    scope.get('/interaction/:uid', { schema: { hide: true } }, async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.prompt.name !== 'login') {
        // The app is first-party: any other prompt (consent) is granted by loadExistingGrant; finish it.
        const url = await provider.interactionResult(
          request.raw,
          reply.raw,
          {},
          { mergeWithLastSubmission: true },
        );
        return reply.redirect(url, 303);
      }
      return reply.type('text/html').send(signInPage({ action: `/interaction/${details.uid}/login` }));
    });

    scope.post(
      '/interaction/:uid/login',
      { schema: { hide: true }, config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        const parsed = loginBody.safeParse(request.body);
        const username = parsed.success ? parsed.data.username : '';
        const account = parsed.success ? await findLocalAccount(db, { username }) : undefined;
        const valid =
          account && parsed.success && (await verifyPassword(parsed.data.password, account.passwordHash));
        if (!account || !valid) {
          return reply
            .code(401)
            .type('text/html')
            .send(
              signInPage({
                action: `/interaction/${details.uid}/login`,
                username,
                error: 'The user name or password is incorrect.',
              }),
            );
        }
        const result = account.assigned ? { login: { accountId: account.oid } } : notAssignedError;
        const url = await provider.interactionResult(request.raw, reply.raw, result, {
          mergeWithLastSubmission: false,
        });
        return reply.redirect(url, 303);
      },
    );
  });
};
