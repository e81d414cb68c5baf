import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet would set, worked out once: the options are fixed at start, so every answer gets
 * the same headers. (@fastify/helmet rebuilt helmet, parsing the content security policy, on every
 * request: about 4% of a simple read's CPU.)
 */
export const buildSecurityHeaders = (options: HelmetOptions) => {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return Object.freeze(headers);
};

/**
 * Sets the security headers on every answer, the built-in provider's pages included (they are written
 * straight to the raw response, so the headers go there too).
 */
export const registerSecurityHeaders = (app: FastifyInstance, options: HelmetOptions) => {
  const entries = Object.entries(buildSecurityHeaders(options));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of entries) reply.raw.setHeader(name, value);
    done();
  });
};
