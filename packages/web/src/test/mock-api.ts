import { vi } from 'vitest';
import { contractError } from './api-contract';

const drifts: string[] = [];
/** The stub answers of the test that ended that the server could not have given (setup.ts fails the test). */
export const takeContractDrifts = () => drifts.splice(0);

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = (request: { url: URL; init: RequestInit | undefined }) => Reply | Promise<Reply>;

/**
 * Replaces fetch with a table of 'METHOD /path' handlers (the path without its query). An unknown call
 * answers 404 so a test sees it. A success body must be one the server could answer (the API
 * contract): a stub that drifts from the server's schemas fails the test. A ReadableStream body is
 * sent as it is, for a test that feeds a streamed answer piece by piece. Returns the spy to inspect
 * the calls.
 */
export const mockApi = (routes: Record<string, Reply | Handler>) => {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const route = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    const reply = typeof route === 'function' ? await route({ url, init }) : route;
    if (!reply) return new Response(JSON.stringify({ message: 'Not Found' }), { status: 404 });
    const { status = 200, body, headers = {} } = reply;
    const streamed = body instanceof ReadableStream;
    if (status < 300 && body !== undefined && typeof body !== 'string' && !streamed) {
      const drift = contractError(init?.method ?? 'GET', url.pathname, body);
      if (drift) drifts.push(drift);
    }
    const text = body === undefined ? '' : typeof body === 'string' || streamed ? body : JSON.stringify(body);
    const contentType = typeof body === 'string' || streamed ? 'text/plain' : 'application/json';
    return new Response(status === 204 ? null : text, {
      status,
      headers: { 'Content-Type': contentType, ...headers },
    });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
};
