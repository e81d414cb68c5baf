import type { FastifyRequest } from 'fastify';
import { fieldError } from './errors';

export const nulCharacterMessage = 'The text may not contain the NUL character (U+0000).';
export const unpairedSurrogateMessage =
  'The text may not contain a broken character (an unpaired UTF-16 surrogate such as \\ud800).';

/** Why a text cannot be stored as sent, or null. */
const unstorable = (text: string): string | null => {
  if (text.includes('\u0000')) return nulCharacterMessage;
  // The database's UTF-8 would store a lone surrogate as U+FFFD, so 'a\ud800' and 'a\ud801' became equal.
  if (!text.isWellFormed()) return unpairedSurrogateMessage;
  return null;
};

/**
 * Text PostgreSQL cannot hold as sent (U+0000, an unpaired surrogate) anywhere in a request's path,
 * query or body is refused here, once for every route, with the field it was found in. One pass over the
 * parsed values: linear in the request's size (which the body limit bounds).
 */
export const refuseUnstorableText = async (request: FastifyRequest) => {
  const pending: [unknown, string][] = [
    [request.params, ''],
    [request.query, ''],
    [request.body, ''],
  ];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      const problem = unstorable(value);
      if (problem) throw fieldError(path || '_', problem);
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, child] of Object.entries(value)) {
        const problem = unstorable(key);
        if (problem) throw fieldError(path || '_', problem);
        pending.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
};
