import { PassThrough } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { type ImportProgressLine, importProgressType } from '@app/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorAnswer } from '../../lib/errors';
import type { ImportProgress } from './imports.service';

/**
 * Answers what `work` answers. A caller that accepts `application/x-ndjson` (the Admin page) gets a
 * line per progress step instead, then `{ done }` with the same answer, so it can show a bar. The
 * lines start at the first step (the file read), so an error before it (not an Admin, not a
 * spreadsheet, past a cap) still answers with its status; a later one ends the lines as `{ error,
 * status }` in the one error shape. (The type is no compressible one to the compress plugin, so each
 * line leaves as it is written.)
 */
export const answerWithProgress = async <T>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: (onProgress?: ImportProgress) => Promise<T>,
) => {
  if (!request.headers.accept?.includes(importProgressType)) return work();
  let lines: PassThrough | null = null;
  const line = (value: ImportProgressLine<T>) => `${JSON.stringify(value)}\n`;
  const onProgress: ImportProgress = async (progress) => {
    if (!lines) {
      lines = new PassThrough();
      void reply.type(importProgressType).send(lines);
    }
    lines.write(line({ progress }));
    // The check is synchronous between steps: a turn of the event loop lets this line out first.
    await nextTurn();
  };
  try {
    const done = await work(onProgress);
    if (!lines) return done;
    (lines as PassThrough).end(line({ done }));
  } catch (error) {
    if (!lines) throw error;
    const { status, body } = errorAnswer(error, request.log);
    (lines as PassThrough).end(line({ error: body, status }));
  }
  return reply;
};
