import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, registerErrorHandler } from './errors';

const appThrowing = (error: unknown) => {
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/boom', async () => {
    throw error;
  });
  return app;
};

const wrapped = (code: string) =>
  Object.assign(new Error('query failed'), { cause: Object.assign(new Error('pg'), { code }) });

describe('the error handler', () => {
  it('answers an AppError with its status, message and field errors', async () => {
    const res = await appThrowing(new AppError(400, 'Bad name.', { name: ['Bad name.'] })).inject('/boom');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Bad name.', fieldErrors: { name: ['Bad name.'] } });
  });

  it.each([
    ['23505', 409, 'already exists'],
    ['23503', 409, 'no longer exists'],
    ['23514', 400, 'outside what is allowed'],
    ['22003', 400, 'too large'],
  ])(
    'answers a database violation %s (as the query error’s cause) with %i, not 500',
    async (code, status, text) => {
      const res = await appThrowing(wrapped(code)).inject('/boom');
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toContain(text);
    },
  );

  it('answers a real fault with 500 and no internals', async () => {
    const res = await appThrowing(new Error('secret connection string')).inject('/boom');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
  });
});
