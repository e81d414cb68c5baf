import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import type { Db } from '../db/client';
import { attemptAllowed, checkCredentials, normaliseUserName, type SignInLimits } from './sign-in.service';
import { signInPage } from './sign-in-page';

/** What Entra ID answers for a user the application is not assigned to; the web app looks for the code. */
export const notAssignedError = {
  error: 'access_denied',
  error_description:
    'AADSTS50105: The signed in user is not assigned to a role for the application. Ask your administrator for access.',
};

type Details = Awaited<ReturnType<Provider['interactionDetails']>>;

/** Adds whatever the consent prompt says is missing to the session's grant (a new one the first time). */
const grantMissing = async (provider: Provider, details: Details) => {
  const accountId = details.session?.accountId;
  if (!accountId) throw new Error('consent without a signed-in account');
  const grant =
    (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
    new provider.Grant({ accountId, clientId: String(details.params.client_id) });
  const missing = details.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
    grant.addResourceScope(resource, scopes.join(' '));
  }
  return grant.save();
};

const loginBody = z.object({ username: z.string().max(200), password: z.string().max(200) });

const tooManyAttemptsMessage = 'Too many sign-in attempts. Wait a minute and try again.';
/** Thrown by the rate limit; the scope's error handler answers it with the sign-in page, not JSON. */
class TooManyAttempts extends Error {
  readonly statusCode = 429;
}

/** The sign-in pages of the built-in provider, at /interaction/:uid (the provider sends the browser here). */
export const registerInteractionRoutes = (
  app: FastifyInstance,
  { provider, db, limits }: { provider: Provider; db: Db; limits: SignInLimits },
) => {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    scope.setErrorHandler(async (error, request, reply) => {
      if (!(error instanceof TooManyAttempts)) throw error;
      const { uid } = request.params as { uid: string };
      const username = normaliseUserName((request.body as { username?: unknown } | undefined)?.username);
      return reply
        .code(429)
        .type('text/html')
        .send(
          signInPage({
            action: `/interaction/${encodeURIComponent(uid)}/login`,
            username,
            error: error.message,
          }),
        );
    });

    scope.get('/interaction/:uid', { schema: { hide: true } }, async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.prompt.name === 'consent') {
        // The app is first-party: what it asks for is granted without a consent screen.
        const consent = { consent: { grantId: await grantMissing(provider, details) } };
        const url = await provider.interactionResult(request.raw, reply.raw, consent, {
          mergeWithLastSubmission: true,
        });
        return reply.redirect(url, 303);
      }
      return reply.type('text/html').send(signInPage({ action: `/interaction/${details.uid}/login` }));
    });

    scope.post(
      '/interaction/:uid/login',
      {
        schema: { hide: true },
        // The form is two short fields.
        bodyLimit: 4096,
        // Per user name and per address, counted once the form is read (sign-in.service.ts).
        preHandler: async (request) => {
          const username = (request.body as { username?: unknown } | undefined)?.username;
          if (!(await attemptAllowed(db, { ip: request.ip, username }, limits)))
            throw new TooManyAttempts(tooManyAttemptsMessage);
        },
      },
      async (request, reply) => {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        const parsed = loginBody.safeParse(request.body);
        const username = parsed.success ? normaliseUserName(parsed.data.username) : '';
        const account = parsed.success ? await checkCredentials(db, parsed.data) : undefined;
        if (!account) {
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
