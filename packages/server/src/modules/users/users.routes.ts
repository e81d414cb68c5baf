import { currentUserSchema, isViewOnly, userSchema } from '@app/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { sendCachedAnswer } from '../../lib/cached-answer';
import { getUsersAnswer } from './users.service';

const usersAnswer = z.array(userSchema);

export const registerUserRoutes = (app: FastifyInstance, { db }: { db: Db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/users',
    { schema: { tags: ['users'], summary: 'Active users', response: { 200: usersAnswer } } },
    async (request, reply) => sendCachedAnswer(request, reply, await getUsersAnswer(db, usersAnswer)),
  );
  api.get(
    '/api/users/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        response: { 200: currentUserSchema },
      },
    },
    (request) => ({
      ...request.user,
      roles: [...request.user.roles],
      inactive: false,
      viewOnly: isViewOnly(request.user),
    }),
  );
};
