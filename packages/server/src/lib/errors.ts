import { type ApiErrorBody, ErrorCode, type ErrorCodeName } from '@app/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** The one error type of the server (DESIGN §4, §10): services throw it, one handler maps it to a response. */
export class AppError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 502 | 503,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly code?: ErrorCodeName,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) =>
  new AppError(400, message, fieldErrors);
/** A single field's message: the form shows it under the field, the alert shows it as the message. */
export const fieldError = (field: string, message: string) =>
  new AppError(400, message, { [field]: [message] });
export const notFound = (message = 'Not found.') => new AppError(404, message);
export const forbidden = (message = 'You are not allowed to do this.') => new AppError(403, message);
export const conflict = (message: string) => new AppError(409, message);
/** Someone saved the record after the caller read it: the page offers Reload. */
export const staleVersionConflict = (message: string) =>
  new AppError(409, message, undefined, ErrorCode.StaleVersion);

const fieldFromPath = (path: string) => path.replace(/^\//, '').replace(/\//g, '.') || '_';

/**
 * The status and body of the one error shape for any error; a 500 is logged. The error handler
 * answers with it, and an answer already streaming (the import's progress) ends with it.
 */
export const errorAnswer = (
  error: unknown,
  log: { error: (details: object, message: string) => void },
): { status: number; body: ApiErrorBody } => {
  if (error instanceof AppError)
    return {
      status: error.statusCode,
      body: {
        message: error.message,
        ...(error.fieldErrors && { fieldErrors: error.fieldErrors }),
        ...(error.code && { code: error.code }),
      },
    };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const field = fieldFromPath(issue.instancePath);
      fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message ?? 'Invalid value.'];
    }
    const first = Object.values(fieldErrors)[0]?.[0] ?? 'Invalid request.';
    return { status: 400, body: { message: first, fieldErrors } };
  }
  const constraint = databaseConstraintError(error);
  if (constraint) return { status: constraint.statusCode, body: { message: constraint.message } };
  // Fastify's own client errors (bad JSON, body too large, unsupported media type, rate limit).
  const status = (error as Partial<FastifyError>).statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, body: { message: (error as Error).message } };
  log.error({ err: error }, 'request failed');
  return { status: 500, body: { message: 'Something went wrong on the server. Please try again.' } };
};

export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = errorAnswer(error, request.log);
    return reply.code(status).send(body);
  });
};

/**
 * The database is the last guard of the rules (unique pairs, checks, references). When a race slips
 * past a service's own check, the violation answers as the conflict or bad input it is, not as a 500.
 */
const constraintAnswers: Record<string, AppError> = {
  '23505': new AppError(
    409,
    'This change conflicts with a record that already exists. Reload the page and try again.',
  ),
  '23503': new AppError(
    409,
    'This change refers to a record that no longer exists, or one that is still in use. Reload the page and try again.',
  ),
  '23514': new AppError(400, 'A value is outside what is allowed. Check the form and try again.'),
  '22003': new AppError(400, 'A number is too large. Check the form and try again.'),
};
const databaseConstraintError = (error: unknown): AppError | undefined => {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code in constraintAnswers) return constraintAnswers[code];
  }
  return undefined;
};

/** The path is echoed only as far as a person would read it. */
export const routeNotFound = (method: string, url: string): ApiErrorBody => {
  const path = url.split('?')[0];
  return { message: `No route ${method} ${path.length > 100 ? `${path.slice(0, 100)}…` : path}.` };
};
