import { type Server, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiErrorBody } from '@app/domain';

/** How long a client may take, and how many connections one address may hold (README, Configuration). */
export type HttpLimits = {
  /** From connecting to the end of the request headers. */
  headersTimeoutMs: number;
  /** From connecting to the end of the whole request, body included: a dripping upload is cut here. */
  requestTimeoutMs: number;
  /** A connection with no traffic either way is closed after this long (keep-alive included). */
  idleTimeoutMs: number;
  /** Open connections one address may hold at once; 0 for no cap (a proxy in front is one address). */
  maxConnectionsPerAddress: number;
};

/** How long a closing connection keeps reading what the client still sends, so it reads our answer. */
const lingerMs = 2_000;

const clientErrorAnswers: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request headers or address are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
  ERR_HTTP_HEADERS_TIMEOUT: [408, 'The request took too long to arrive.'],
};

/**
 * Node's HTTP parser refuses a request before Fastify sees it (headers too large, malformed, too slow):
 * the answer is still the one error shape, with Node's status.
 */
export const answerClientError = (error: NodeJS.ErrnoException, socket: Socket) => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = clientErrorAnswers[error.code ?? ''] ?? [400, 'The request is not valid HTTP.'];
  const body = JSON.stringify({ message } satisfies ApiErrorBody);
  // Nothing of a response may have gone out yet, or these bytes would land inside it.
  if (socket.writable && socket.bytesWritten === 0)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  lingerThenClose(socket);
};

/**
 * Ends our side and reads (and drops) what the client is still sending for a moment before closing.
 * Closing with unread bytes makes the kernel send a reset, and a client still uploading an over-limit
 * body then lost the 413 it had been sent.
 */
const lingerThenClose = (socket: Socket) => {
  socket.end();
  socket.resume();
  socket.once('end', () => socket.destroy());
  setTimeout(() => socket.destroy(), lingerMs).unref();
};

/** The socket options Fastify passes on to Node's server. */
export const fastifyTimeouts = (limits: HttpLimits) => ({
  requestTimeout: limits.requestTimeoutMs,
  connectionTimeout: limits.idleTimeoutMs,
  keepAliveTimeout: Math.min(limits.idleTimeoutMs, 72_000),
  http: {
    headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
    // Node checks the two time-outs above on this interval; its 30 s default let a 10 s limit last 40 s.
    connectionsCheckingInterval: Math.max(250, Math.min(5_000, limits.headersTimeoutMs / 4)),
  },
  clientErrorHandler: answerClientError,
});

/**
 * The per-connection rules Fastify has no option for: a cap on connections per address, and a closing
 * connection that lingers instead of resetting (Node closes one whose request body was not read, as
 * after a 413 or a 401 answered before the upload ended).
 */
export const guardConnections = (server: Server, { maxConnectionsPerAddress }: HttpLimits) => {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (maxConnectionsPerAddress > 0 && count > maxConnectionsPerAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
    socket.destroySoon = () => lingerThenClose(socket);
  });
};
