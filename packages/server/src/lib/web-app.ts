import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { routeNotFound } from './errors';

/** Vite names every file under assets/ by its content: it never changes, so browsers keep it a year. */
const isHashedAsset = (path: string) => /[\\/]assets[\\/]/.test(path);

/**
 * Serves the built web app (packages/web/dist) when there is one, and answers every other unknown
 * path: an app route gets index.html, anything else (an API path, a missing file) a 404 in the error
 * shape. Files outside assets/ are re-checked on every use ('no-cache'): index.html names the current
 * assets, and the service worker (sw.js, its workbox-*.js) and the web app manifest must never be kept
 * stale, or a browser would go on running an old release.
 */
export const registerWebApp = async (app: FastifyInstance, webDist: string | null) => {
  const serveWeb = webDist !== null && existsSync(resolve(webDist, 'index.html'));
  if (serveWeb)
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header(
          'Cache-Control',
          isHashedAsset(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !/^\/(api|oidc|interaction|assets)(\/|$)/.test(request.url) &&
      !/\.(js|mjs|css|map|webmanifest|png)(\?|$)/.test(request.url);
    // Every other path is a route of the single-page app; a missing script is a 404, not the app.
    if (serveWeb && isPage)
      return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html');
    return reply.code(404).send(routeNotFound(request.method, request.url));
  });
};
