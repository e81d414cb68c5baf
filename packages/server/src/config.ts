import { isIP } from 'node:net';
import { z } from 'zod';
import type { SignInLimits } from './auth/sign-in.service';
import type { HttpLimits } from './lib/http-limits';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const url = z.url({ protocol: /^https?$/ });
const seconds = z.coerce.number().positive().max(600);

/** proxy-addr's names for address ranges, which TRUST_PROXY may use alongside addresses. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, or a range as `address/prefix` (or an IPv4 `address/netmask`), that proxy-addr accepts. */
const isProxyAddress = (entry: string) => {
  if (proxyRangeNames.has(entry)) return true;
  const [address, range, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(range) === 4;
};

/**
 * Which proxies' X-Forwarded-For is believed (Fastify's trustProxy): none by default, a hop count, or
 * addresses and CIDR ranges. `true` is one hop: the address the proxy in front saw, the last entry it
 * appended. Believing every entry (Fastify's own `true`) let a client write the first one, and a new
 * address in each request was a fresh sign-in allowance.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((text, ctx): false | number | string[] => {
    if (text === 'false' || text === '0') return false;
    if (text === 'true') return 1;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(',').map((e) => e.trim());
    if (entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: 'custom',
      message: 'must be false, true, a hop count, or addresses/CIDR ranges separated by commas',
    });
    return z.NEVER;
  });

/** The header `typ` values access tokens may carry, e.g. `JWT,at+jwt`: no empty entry, which would accept none. */
const tokenTypes = z
  .string()
  .transform((text) => text.split(',').map((t) => t.trim()))
  .refine((types) => types.every((t) => /^[\w.+\-/]+$/.test(t)), {
    message: 'must be media types such as at+jwt or JWT, separated by commas',
  });

/**
 * Every setting comes from the environment and is checked at start: a bad value stops the server
 * with a message naming the variable. The README's configuration table lists the same names.
 */
const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('localhost'),
    PUBLIC_URL: url.optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    SEED_DEMO: bool.default(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    APP_VERSION: z.string().optional(),
    OIDC_AUTHORITY: url.optional(),
    OIDC_CLIENT_ID: z.string().min(1).default('records-web'),
    OIDC_SCOPE: z.string().min(1).default('openid profile email api'),
    OIDC_AUDIENCE: z.string().min(1).default('api://records'),
    OIDC_ISSUER: url.optional(),
    OIDC_JWKS_URI: url.optional(),
    LOGO_URL: z.string().default('/logo.svg'),
    HELP_URL: url.default('https://www.virginia.gov/'),
    // Unset: the home page draws the product's own map (issue 19); set, it embeds this address.
    MAP_URL: url.optional(),
    CRM_URL: url.default('https://app.etapestry.com/'),
    CRM_ACCOUNT_URL: z.string().default('https://app.etapestry.com/prod/editAccount.do?ref={crmId}'),
    DOCUMENT_FOLDER_EMBED_URL: z.string().default('https://app.box.com/embed/folder/{folderId}'),
    DOCUMENT_FOLDER_OPEN_URL: z.string().default('https://app.box.com/folder/{folderId}'),
    CRM_CONNECTOR: z.enum(['directory', 'etapestry']).default('directory'),
    CRM_SYNC_MAX_AGE_MINUTES: z.coerce.number().int().min(0).default(60),
    CRM_ORGANISATION_CONTACT_ID: z.string().min(1).default('4110.0.1000000'),
    ETAPESTRY_ENDPOINT: url.default('https://sna.etapestry.com/v3messaging/service?WSDL'),
    ETAPESTRY_DATABASE_ID: z.string().optional(),
    ETAPESTRY_API_KEY: z.string().optional(),
    ETAPESTRY_QUERY_CATEGORY: z.string().default('Base'),
    ETAPESTRY_QUERY_NAME: z.string().default('All Constituents'),
    ETAPESTRY_JOURNAL_KIND: z.enum(['contact', 'note']).default('contact'),
    ETAPESTRY_CONTACT_METHOD: z.string().default('Other'),
    ETAPESTRY_PAGE_SIZE: z.coerce.number().int().min(1).max(500).default(100),
    SIGN_IN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    SIGN_IN_ATTEMPTS_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
    TRUST_PROXY: trustProxy.default(false),
    OIDC_TOKEN_TYPES: tokenTypes.optional(),
    DATABASE_CONNECT_TIMEOUT_SECONDS: seconds.default(10),
    OIDC_DISCOVERY_TIMEOUT_SECONDS: seconds.default(10),
    HEADERS_TIMEOUT_SECONDS: seconds.default(15),
    REQUEST_TIMEOUT_SECONDS: seconds.default(120),
    IDLE_TIMEOUT_SECONDS: seconds.default(30),
    MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).default(200),
    PHOTO_RESTORE_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
    PHOTO_LOCATION_FOR_VIEW_ONLY: bool.default(false),
    SHUTDOWN_TIMEOUT_SECONDS: seconds.default(25),
    // Backups (issue 30): where, when (local time, or off), how many kept, and the second place.
    BACKUP_DIR: z.string().min(1).default('./backups'),
    BACKUP_TIME: z
      .string()
      .regex(/^(off|([01]\d|2[0-3]):[0-5]\d)$/, 'must be a time of day as HH:MM (24-hour), or off')
      .default('02:30'),
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
    BACKUP_PG_DUMP: bool.default(true),
    BACKUP_COPY_DIR: z.string().min(1).optional(),
    BACKUP_S3_BUCKET: z.string().min(1).optional(),
    BACKUP_S3_PREFIX: z.string().default(''),
    BACKUP_S3_REGION: z.string().min(1).default('us-east-1'),
    BACKUP_S3_ENDPOINT: url.optional(),
    BACKUP_S3_FORCE_PATH_STYLE: bool.default(false),
  })
  .refine((c) => c.CRM_CONNECTOR !== 'etapestry' || (c.ETAPESTRY_DATABASE_ID && c.ETAPESTRY_API_KEY), {
    path: ['ETAPESTRY_API_KEY'],
    message: 'ETAPESTRY_DATABASE_ID and ETAPESTRY_API_KEY are required when CRM_CONNECTOR is etapestry',
  });

export type Config = ReturnType<typeof parseConfig>;

export const parseConfig = (env: Record<string, string | undefined>) => {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    // One line, as every other reason not to start: `Invalid configuration: PORT: …; HOST: …`.
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${issues.join('; ')}`);
  }
  const c = parsed.data;
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  // Without an external authority the server hosts its own OpenID Connect provider at /oidc.
  const builtInOidc = c.OIDC_AUTHORITY === undefined;
  const authority = (c.OIDC_AUTHORITY ?? `${publicUrl}/oidc`).replace(/\/$/, '');
  return {
    port: c.PORT,
    host: c.HOST,
    publicUrl,
    dataDir: c.DATA_DIR,
    databaseUrl: c.DATABASE_URL,
    seedDemo: c.SEED_DEMO,
    logLevel: c.LOG_LEVEL,
    version: c.APP_VERSION ?? process.env.npm_package_version ?? '0.1.0',
    bodyLimit: c.BODY_LIMIT_BYTES,
    signInLimits: {
      perAccount: c.SIGN_IN_ATTEMPTS_PER_MINUTE,
      perAddress: c.SIGN_IN_ATTEMPTS_PER_ADDRESS_PER_MINUTE,
    } satisfies SignInLimits,
    trustProxy: c.TRUST_PROXY,
    databaseConnectTimeoutMs: c.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000,
    shutdownTimeoutMs: c.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    http: {
      headersTimeoutMs: c.HEADERS_TIMEOUT_SECONDS * 1000,
      requestTimeoutMs: c.REQUEST_TIMEOUT_SECONDS * 1000,
      idleTimeoutMs: c.IDLE_TIMEOUT_SECONDS * 1000,
      maxConnectionsPerAddress: c.MAX_CONNECTIONS_PER_ADDRESS,
    } satisfies HttpLimits,
    oidc: {
      builtIn: builtInOidc,
      authority,
      issuer: c.OIDC_ISSUER ?? authority,
      jwksUri: c.OIDC_JWKS_URI,
      clientId: c.OIDC_CLIENT_ID,
      scope: c.OIDC_SCOPE,
      audience: c.OIDC_AUDIENCE,
      // The header `typ` access tokens must carry: the built-in provider issues `at+jwt` (RFC 9068);
      // Entra ID's v2 tokens say `JWT`.
      tokenTypes: c.OIDC_TOKEN_TYPES ?? (builtInOidc ? ['at+jwt'] : ['JWT', 'at+jwt']),
      discoveryTimeoutMs: c.OIDC_DISCOVERY_TIMEOUT_SECONDS * 1000,
    },
    crm: {
      connector: c.CRM_CONNECTOR,
      syncMaxAgeMinutes: c.CRM_SYNC_MAX_AGE_MINUTES,
      organisationContactId: c.CRM_ORGANISATION_CONTACT_ID,
      etapestry: {
        endpoint: c.ETAPESTRY_ENDPOINT,
        databaseId: c.ETAPESTRY_DATABASE_ID ?? '',
        apiKey: c.ETAPESTRY_API_KEY ?? '',
        queryCategory: c.ETAPESTRY_QUERY_CATEGORY,
        queryName: c.ETAPESTRY_QUERY_NAME,
        journalKind: c.ETAPESTRY_JOURNAL_KIND,
        contactMethod: c.ETAPESTRY_CONTACT_METHOD,
        pageSize: c.ETAPESTRY_PAGE_SIZE,
      },
    },
    photos: {
      /** How long a deleted photo is kept for an Admin to restore, before it is pruned. */
      restoreDays: c.PHOTO_RESTORE_DAYS,
      /** Whether view-only users get originals as taken (with EXIF location and camera), not a stripped copy. */
      locationForViewOnly: c.PHOTO_LOCATION_FOR_VIEW_ONLY,
    },
    backup: {
      dir: c.BACKUP_DIR,
      time: c.BACKUP_TIME === 'off' ? null : c.BACKUP_TIME,
      keep: c.BACKUP_KEEP,
      pgDump: c.BACKUP_PG_DUMP,
      copyDir: c.BACKUP_COPY_DIR ?? null,
      s3: c.BACKUP_S3_BUCKET
        ? {
            bucket: c.BACKUP_S3_BUCKET,
            prefix: c.BACKUP_S3_PREFIX,
            region: c.BACKUP_S3_REGION,
            endpoint: c.BACKUP_S3_ENDPOINT ?? null,
            forcePathStyle: c.BACKUP_S3_FORCE_PATH_STYLE,
          }
        : null,
    },
    links: {
      logo: c.LOGO_URL,
      help: c.HELP_URL,
      map: c.MAP_URL ?? '',
      crm: c.CRM_URL,
      crmAccount: c.CRM_ACCOUNT_URL,
      documentFolderEmbed: c.DOCUMENT_FOLDER_EMBED_URL,
      documentFolderOpen: c.DOCUMENT_FOLDER_OPEN_URL,
    },
  };
};

export class ConfigError extends Error {}
