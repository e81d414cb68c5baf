import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import middie from '@fastify/middie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { registerAuthentication } from './auth/authenticate';
import { registerInteractionRoutes } from './auth/interaction.routes';
import { createOidcProvider } from './auth/oidc-provider';
import { loadProviderSecrets, publicJwk } from './auth/provider-secrets.repo';
import { signOutScriptHash } from './auth/sign-out-page';
import { createTokenVerifier, discoverJwksUri } from './auth/verify-token';
import type { Config } from './config';
import { createCrmConnector } from './crm/create-connector';
import type { CrmConnector } from './crm/crm-connector';
import type { Db } from './db/client';
import { registerHousekeeping } from './housekeeping';
import { registerErrorHandler, routeNotFound } from './lib/errors';
import { trackResponses } from './lib/graceful-stop';
import { fastifyTimeouts, guardConnections } from './lib/http-limits';
import { createResponseSerializerCompiler } from './lib/response-serializer';
import { registerSecurityHeaders } from './lib/security-headers';
import { refuseUnstorableText } from './lib/unstorable-text';
import { registerWebApp } from './lib/web-app';
import { registerBackupRoutes } from './modules/backups';
import { registerCaseRoutes } from './modules/cases';
import { registerContactRoutes } from './modules/contacts';
import { registerEventRoutes } from './modules/events';
import { registerFieldRoutes } from './modules/field';
import { registerHistoryRoutes } from './modules/history';
import { registerHomeRoutes } from './modules/home';
import { registerImportRoutes } from './modules/imports';
import { registerInstrumentDetailRoutes } from './modules/instrument-details';
import { registerInstrumentRoutes } from './modules/instruments';
import { registerLetterRoutes } from './modules/letters';
import { registerLookupRoutes } from './modules/lookups';
import { registerOwnerRoutes } from './modules/owners';
import { registerPlatformRoutes, registerVersionRoute } from './modules/platform';
import { registerProjectRoutes } from './modules/projects';
import { registerPropertyRoutes } from './modules/properties';
import { registerRequestRoutes } from './modules/requests';
import { registerReviewRoutes } from './modules/reviews';
import { registerSearchRoutes } from './modules/search';
import { registerServiceRoutes } from './modules/services';
import { registerStewardshipRoutes } from './modules/stewardship';
import { registerUserRoutes } from './modules/users';

export type AppDeps = {
  config: Config;
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** The built web app to serve; defaults to packages/web/dist when it exists. */
  webDist?: string | null;
  /** The CRM connector; defaults to the one the configuration names (tests inject a fake to make it fail). */
  crm?: CrmConnector;
  /** When the housekeeping passes run (tests start one at once). */
  housekeeping?: { firstMs?: number; everyMs?: number };
};

export type RouteEntry = { method: string; url: string; readOnly: boolean };

const defaultWebDist = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const originOf = (url: string) => {
  try {
    return new URL(url.replace(/\{[^}]+\}/g, 'x')).origin;
  } catch {
    return null;
  }
};

/** Builds the whole server without listening: main.ts listens, tests use inject(). */
export const buildApp = async ({
  config,
  db,
  crm,
  housekeeping,
  logger = false,
  webDist = defaultWebDist,
}: AppDeps) => {
  const app = Fastify({
    logger,
    bodyLimit: config.bodyLimit,
    ...fastifyTimeouts(config.http),
    // While stopping, a request arriving on an open keep-alive connection is answered (with
    // `Connection: close`), not refused with 503: lib/graceful-stop.ts.
    return503OnClosing: false,
    // A malformed or overlong URL answers in the one error shape, without echoing it.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      reply
        .code(tooLong ? 414 : 400)
        .send({ message: tooLong ? 'The address is too long.' : 'The address is not valid.' });
    },
    // Fastify 5.12 ignores a bare hop count (the nearest peer could be a client that bypassed the proxy);
    // TRUST_PROXY=n is given as the function it was, for servers reachable only through their proxies.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
  });
  guardConnections(app.server, config.http);
  trackResponses(app.server);
  app.setValidatorCompiler(validatorCompiler);
  // Responses are written by code compiled from each route's schema (fast-json-stringify), not by Zod.
  app.setSerializerCompiler(
    createResponseSerializerCompiler({
      onFallback: (route, reason) => app.log.debug({ route, reason }, 'response written by Zod'),
    }),
  );
  registerErrorHandler(app);

  // The route table, read by the test that checks every /api route needs a token and a writer's role.
  const routes: RouteEntry[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routes.push({
        method,
        url: route.url,
        readOnly: Boolean((route.config as { readOnly?: boolean })?.readOnly),
      });
    }
  });

  const external = [config.oidc.authority, config.links.map, config.links.documentFolderEmbed]
    .map(originOf)
    .filter((o): o is string => o !== null && o !== originOf(config.publicUrl));
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", signOutScriptHash],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: for the preview of a photo chosen but not yet uploaded.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...external],
        frameSrc: ["'self'", ...external],
        formAction: ["'self'", ...external],
        frameAncestors: ["'self'"],
        // The offline app: its service worker and its web app manifest come from this origin only.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Silent sign-in renewal runs the provider in a same-origin iframe.
    frameguard: { action: 'sameorigin' },
    // Strict-Transport-Security means something only to a browser that reached the site over https.
    hsts: config.publicUrl.startsWith('https://'),
  });
  await app.register(cors, { origin: [config.publicUrl], credentials: false });
  // Text answers (the app's scripts, JSON lists) travel compressed; brotli at a quality that costs
  // milliseconds, not tens of them, since most answers are compressed as they are sent.
  await app.register(compress, {
    threshold: 1024,
    // Answers up to 64 KB are compressed in one call (a tenth of a millisecond at this quality); the
    // plugin's default on two cores (8 KB) sent a 13 KB user list through a zlib stream, which cost
    // a millisecond of CPU per answer.
    syncThreshold: 64 * 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Conservation records API', version: config.version },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  let verify: ReturnType<typeof createTokenVerifier>;
  if (config.oidc.builtIn) {
    const secrets = await loadProviderSecrets(db);
    const provider = await createOidcProvider({ config, db, secrets });
    // The provider (a Koa app) answers everything under /oidc through middie, which runs only there:
    // mounted at the root it ran its path matching on every request of the API.
    await app.register(
      async (scope) => {
        await scope.register(middie);
        scope.use('/', provider.callback());
        // Routes for the provider's paths, so requests reach this scope's middie hook; the provider
        // answers them before any body is parsed, so these handlers only run if it does not.
        const unanswered = (request: FastifyRequest, reply: FastifyReply) =>
          reply.code(404).send(routeNotFound(request.method, request.url));
        scope.all('/', { schema: { hide: true } }, unanswered);
        scope.all('/*', { schema: { hide: true } }, unanswered);
      },
      { prefix: '/oidc' },
    );
    registerInteractionRoutes(app, { provider, db, limits: config.signInLimits });
    verify = createTokenVerifier({
      issuer: config.oidc.issuer,
      audience: config.oidc.audience,
      tokenTypes: config.oidc.tokenTypes,
      jwks: { local: publicJwk(secrets) },
    });
  } else {
    const uri =
      config.oidc.jwksUri ?? (await discoverJwksUri(config.oidc.authority, config.oidc.discoveryTimeoutMs));
    verify = createTokenVerifier({
      issuer: config.oidc.issuer,
      audience: config.oidc.audience,
      tokenTypes: config.oidc.tokenTypes,
      jwks: { uri },
    });
  }
  registerPlatformRoutes(app, { config });
  // Every route of the API lives in this scope, whose hook requires a token: authentication belongs
  // to the matched route, so no spelling of a URL (percent-encoded, doubled slashes) reaches a handler
  // without one. A route outside the scope is public by being registered elsewhere, never by its path.
  await app.register(async (api) => {
    registerAuthentication(api, { db, verify });
    api.addHook('preValidation', refuseUnstorableText);
    registerVersionRoute(api, { config });
    registerUserRoutes(api, { db });
    registerLookupRoutes(api, { db });
    registerContactRoutes(api, { db, config, crm: crm ?? createCrmConnector(config, db) });
    registerPropertyRoutes(api, { db, config });
    registerProjectRoutes(api, { db, config });
    registerSearchRoutes(api, { db });
    registerServiceRoutes(api, { db, config });
    registerInstrumentRoutes(api, { db });
    registerHomeRoutes(api, { db });
    registerHistoryRoutes(api, { db });
    registerEventRoutes(api, { db });
    registerReviewRoutes(api, { db });
    registerCaseRoutes(api, { db });
    registerRequestRoutes(api, { db });
    registerOwnerRoutes(api, { db });
    registerLetterRoutes(api, { db });
    registerInstrumentDetailRoutes(api, { db });
    registerStewardshipRoutes(api, { db });
    registerFieldRoutes(api, { db });
    registerImportRoutes(api, { db });
    registerBackupRoutes(api, { db, config });
  });

  await registerWebApp(app, webDist);
  registerHousekeeping(app, { db, config, ...housekeeping });
  return app;
};

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation needs an interface
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}
