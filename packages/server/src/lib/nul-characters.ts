import type { FastifyRequest } from 'fastify';
import { fieldError } from './errors';

export const nulCharacterMessage = 'The text may not contain the NUL character (U+0000).';

/**
 * PostgreSQL text cannot hold U+0000, so a NUL anywhere in a request's path, query or body is refused
 * here, once for every route, with the field it was found in. One pass over the parsed values: linear
 * in the request's size (which the body limit bounds).
 */
export const refuseNulCharacters = async (request: FastifyRequest) => {
  const pending: [unknown, string][] = [
    [request.params, ''],
    [request.query, ''],
    [request.body, ''],
  ];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) throw fieldError(path || '_', nulCharacterMessage);
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000')) throw fieldError(path || '_', nulCharacterMessage);
        pending.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
};
