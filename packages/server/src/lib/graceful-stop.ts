import type { Server, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

type Drain = { responses: Set<ServerResponse>; stopping: boolean };
const drains = new WeakMap<Server, Drain>();

/**
 * Keeps the answers in progress, so a stop can tell each one's client to close its connection. From the
 * stop on, every answer (those begun before it, and those of requests still arriving on open keep-alive
 * connections) says `Connection: close`, and a connection is closed once its answer is written.
 */
export const trackResponses = (server: Server) => {
  const drain: Drain = { responses: new Set(), stopping: false };
  drains.set(server, drain);
  server.on('request', (_request, response: ServerResponse) => {
    if (drain.stopping) response.setHeader('connection', 'close');
    drain.responses.add(response);
    response.once('close', () => drain.responses.delete(response));
  });
};

/**
 * Stops serving without dropping a request (SIGTERM or SIGINT; a rolling restart behind a proxy): no
 * new connections; idle keep-alive connections closed at once; requests in progress answered in full,
 * with `Connection: close` so their connections close after; after `timeoutMs` whatever still runs is
 * cut. Answers when every connection is closed. Fastify answered requests arriving on a kept-alive
 * connection meanwhile with 503, and nothing bounded the wait.
 */
export const stopGracefully = async (app: FastifyInstance, timeoutMs: number) => {
  const drain = drains.get(app.server);
  if (drain) {
    drain.stopping = true;
    for (const response of drain.responses) {
      if (!response.headersSent) response.setHeader('connection', 'close');
      // An answer already under way (a streamed export) cannot say so: its connection closes when idle.
      else response.once('finish', () => setImmediate(() => app.server.closeIdleConnections()));
    }
  }
  const cut = setTimeout(() => app.server.closeAllConnections(), timeoutMs).unref();
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
};
