import type { FastifyInstance, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { type Caller, callerOf } from '../../auth/authenticate';
import type { Db } from '../../db/client';

/**
 * `POST {record}/step` of a record with dated steps (a violation case's, an owner's request's): the
 * body is the record's step schema (`stepSchemas(…).create`), the answer the record as its page reads
 * it, the handler its module's step service (which calls `takeStep`).
 */
export const registerStepRoute = <B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  { db }: { db: Db },
  route: {
    url: string;
    tags: string[];
    summary: string;
    body: B;
    response: R;
    take: (db: Db, input: z.output<B>, caller: Caller) => Promise<z.output<R>>;
  },
) => {
  const schema: FastifySchema = {
    tags: route.tags,
    summary: route.summary,
    body: route.body,
    response: { 200: route.response },
  };
  return app.post(
    route.url,
    { schema },
    // The app's Zod compilers validate the body with `body` and write the answer with `response`.
    (request) => route.take(db, request.body as z.output<B>, callerOf(request)),
  );
};
