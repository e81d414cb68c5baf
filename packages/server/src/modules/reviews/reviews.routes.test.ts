import { type Review, ReviewStatus, reviewMessages, todayInDisplayZone, type User } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { childFixtures } from '../events/child-fixtures.test-helper';
import { countRows } from '../projects/project-fixtures.test-helper';
import { hasOpenReviews } from './api';

let t: TestApp;
let f: ReturnType<typeof childFixtures>;
let ids: { admin: number; staff: number; staff2: number; staff3: number };
let staff2Token: string;
let staff3Token: string;

/** Two more Staff users, so assigner, assignee and bystander can all be plain staff. */
const staffToken = (n: number) =>
  t.sign({ oid: `00000000-0000-4000-9000-00000000000${n}`, name: `Staff Member ${n}`, roles: ['Staff'] });

beforeAll(async () => {
  t = await createTestApp();
  f = childFixtures(t);
  staff2Token = await staffToken(2);
  staff3Token = await staffToken(3);
  const userId = async (token: string) => {
    await t.app.inject({ method: 'GET', url: '/api/users', headers: t.auth(token) });
    const [row] = await t.db
      .select({ id: s.users.id })
      .from(s.users)
      .where(
        eq(
          s.users.oid,
          token === staff2Token
            ? '00000000-0000-4000-9000-000000000002'
            : '00000000-0000-4000-9000-000000000003',
        ),
      );
    return row.id;
  };
  ids = {
    admin: await f.userIdOf('admin'),
    staff: await f.userIdOf('staff'),
    staff2: await userId(staff2Token),
    staff3: await userId(staff3Token),
  };
});
afterAll(() => t.close());

type As = 'admin' | 'staff' | 'viewer' | 'staff2' | 'staff3';
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload: unknown, as: As) =>
  as === 'staff2' || as === 'staff3'
    ? t.app.inject({
        method,
        url,
        payload: payload as object,
        headers: t.auth(as === 'staff2' ? staff2Token : staff3Token),
      })
    : f.call(method, url, payload, as);

const assign = async ({
  by,
  to,
  instrumentId,
  serviceId,
}: {
  by: As;
  to: number;
  instrumentId?: number;
  serviceId?: number;
}) => {
  const res = await call(
    'POST',
    '/api/review/create',
    { instrumentId, serviceId, assigneeId: to, assigneeIds: [], instructions: 'Please check the deed.' },
    by,
  );
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Review[])[0];
};

const update = (review: Review, values: Partial<Review>, as: As) =>
  call(
    'PUT',
    '/api/review/update',
    {
      id: review.id,
      version: review.version,
      reviewStatusId: review.reviewStatusId,
      instructions: review.instructions,
      comments: review.comments,
      ...values,
    },
    as,
  );

describe('POST review/create', () => {
  it('makes one open review per assignee, assigned by the caller, opened today', async () => {
    const instrumentId = await f.createInstrument();
    const res = await call(
      'POST',
      '/api/review/create',
      {
        instrumentId,
        assigneeId: ids.staff2,
        assigneeIds: [ids.admin],
        instructions: ' Check it ',
        comments: null,
      },
      'staff',
    );
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json() as Review[];
    expect(made.map((r) => r.assigneeId)).toEqual([ids.staff2, ids.admin]);
    expect(made[0]).toMatchObject({
      instrumentId,
      serviceId: null,
      reviewStatusId: ReviewStatus.Open,
      reviewStatusName: 'Open',
      assignerId: ids.staff,
      assigneeName: 'Staff Member 2',
      instructions: 'Check it',
      openDate: todayInDisplayZone(),
      closeDate: null,
    });
    const list = (
      await call('GET', `/api/instrument/${instrumentId}/reviews`, undefined, 'viewer')
    ).json() as Review[];
    expect(list.map((r) => r.id).sort()).toEqual(made.map((r) => r.id).sort());
  });

  it.each([
    [{ assigneeId: null }, 'assigneeId', 'The Assignee field is required.'],
    [{ assigneeId: 'x', assigneeIds: [] }, 'assigneeId', 'The Assignee field is required.'],
    [{ assigneeIds: [''] }, 'assigneeIds.0', 'The Assignee field is required.'],
    [{ instructions: 'ab' }, 'instructions', 'The Instructions field must be at least 3 characters.'],
    [
      { instructions: 'x'.repeat(257) },
      'instructions',
      'The Instructions field may not be greater than 256 characters.',
    ],
    [{ instructions: '  ' }, 'instructions', 'The Instructions field is required.'],
    [
      { comments: 'x'.repeat(251) },
      'comments',
      'The Reviewer Comments field may not be greater than 250 characters.',
    ],
  ])('refuses %j with the field’s message', async (values, field, message) => {
    const instrumentId = await f.createInstrument();
    const res = await call(
      'POST',
      '/api/review/create',
      { instrumentId, assigneeId: ids.staff2, assigneeIds: [], instructions: 'Check', ...values },
      'staff',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toEqual([message]);
  });

  it('refuses an assignee chosen twice, at the repeat', async () => {
    const serviceId = await f.createService();
    const res = await call(
      'POST',
      '/api/review/create',
      { serviceId, assigneeId: ids.staff2, assigneeIds: [ids.admin, ids.staff2], instructions: 'Check' },
      'staff',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors['assigneeIds.1']).toEqual([reviewMessages.assigneeOnce]);
  });

  it('refuses an inactive or unknown assignee, a missing parent, and view-only users', async () => {
    const serviceId = await f.createService();
    const [inactive] = await t.db
      .insert(s.users)
      .values({ oid: 'inactive-reviewer', name: 'Gone Reviewer', inactive: true })
      .returning();
    for (const assigneeId of [inactive.id, 99999999]) {
      const res = await call(
        'POST',
        '/api/review/create',
        { serviceId, assigneeId, assigneeIds: [], instructions: 'Check' },
        'staff',
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.assigneeId).toEqual([reviewMessages.assigneeNotFound]);
    }
    const missing = await call(
      'POST',
      '/api/review/create',
      { serviceId: 99999999, assigneeId: ids.staff2, assigneeIds: [], instructions: 'Check' },
      'staff',
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Service not found.');
    const viewer = await call(
      'POST',
      '/api/review/create',
      { serviceId, assigneeId: ids.staff2, assigneeIds: [], instructions: 'Check' },
      'viewer',
    );
    expect(viewer.statusCode).toBe(403);
  });

  it('refuses a view-only assignee, who could not act on the review, and offers only users who can', async () => {
    const serviceId = await f.createService();
    const viewer = (await call('GET', '/api/users/me', undefined, 'viewer')).json() as { id: number };
    for (const body of [
      { assigneeId: viewer.id, assigneeIds: [] },
      { assigneeId: ids.staff2, assigneeIds: [viewer.id] },
    ]) {
      const before = await countRows(t.db, s.reviews);
      const res = await call(
        'POST',
        '/api/review/create',
        { serviceId, instructions: 'Check', ...body },
        'staff',
      );
      expect(res.statusCode).toBe(400);
      expect(Object.values(res.json().fieldErrors)).toEqual([[reviewMessages.assigneeViewOnly]]);
      expect(await countRows(t.db, s.reviews)).toBe(before);
    }
    const users = (await call('GET', '/api/users', undefined, 'staff')).json() as User[];
    expect(users.find((u) => u.id === viewer.id)).toMatchObject({ viewOnly: true });
    expect(users.find((u) => u.id === ids.staff2)).toMatchObject({ viewOnly: false });
  });
});

describe('GET {parent}/{id}/reviews', () => {
  it('lists open reviews first, then the newest', async () => {
    const serviceId = await f.createService();
    const first = await assign({ by: 'staff', to: ids.staff2, serviceId });
    const second = await assign({ by: 'staff', to: ids.staff2, serviceId });
    expect((await update(first, { reviewStatusId: ReviewStatus.Complete }, 'staff2')).statusCode).toBe(200);
    const list = (
      await call('GET', `/api/service/${serviceId}/reviews`, undefined, 'staff')
    ).json() as Review[];
    expect(list.map((r) => r.id)).toEqual([second.id, first.id]);
  });

  it('answers 404 for a parent that does not exist', async () => {
    const res = await call('GET', '/api/instrument/99999999/reviews', undefined, 'staff');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Instrument not found.' });
  });
});

describe('PUT review/update: the workflow of spec 3 §4', () => {
  it('lets the assignee add comments and complete; the review closes today and is then read-only', async () => {
    const instrumentId = await f.createInstrument();
    const review = await assign({ by: 'staff', to: ids.staff2, instrumentId });
    const res = await update(
      review,
      { reviewStatusId: ReviewStatus.Complete, comments: 'All in order.' },
      'staff2',
    );
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json() as Review;
    expect(done).toMatchObject({
      reviewStatusName: 'Complete',
      comments: 'All in order.',
      closeDate: todayInDisplayZone(),
      version: 2,
    });
    const again = await update(done, { comments: 'More.' }, 'staff2');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(reviewMessages.notOpen);
  });

  it('refuses the assignee Withdrawn and the instructions', async () => {
    const instrumentId = await f.createInstrument();
    const review = await assign({ by: 'staff', to: ids.staff2, instrumentId });
    const withdraw = await update(review, { reviewStatusId: ReviewStatus.Withdrawn }, 'staff2');
    expect(withdraw.statusCode).toBe(403);
    expect(withdraw.json().message).toBe(reviewMessages.statusNotAllowed);
    const instructions = await update(review, { instructions: 'Do something else' }, 'staff2');
    expect(instructions.statusCode).toBe(403);
    expect(instructions.json().message).toBe(reviewMessages.instructionsNotAllowed);
  });

  it('lets the assigner change the instructions and complete, but not the comments, nor withdraw unless also assignee or admin', async () => {
    const instrumentId = await f.createInstrument();
    const review = await assign({ by: 'staff', to: ids.staff2, instrumentId });
    const comments = await update(review, { comments: 'Mine' }, 'staff');
    expect(comments.statusCode).toBe(403);
    expect(comments.json().message).toBe(reviewMessages.commentsNotAllowed);
    expect((await update(review, { reviewStatusId: ReviewStatus.Withdrawn }, 'staff')).statusCode).toBe(403);
    const changed = await update(review, { instructions: 'Check the survey too.' }, 'staff');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(
      (await update(changed.json(), { reviewStatusId: ReviewStatus.Complete }, 'staff')).statusCode,
    ).toBe(200);
  });

  it('withdraws (deletes) the review when the assigner is an admin or the assignee', async () => {
    const instrumentId = await f.createInstrument();
    const byAdmin = await assign({ by: 'admin', to: ids.staff2, instrumentId });
    const res = await update(byAdmin, { reviewStatusId: ReviewStatus.Withdrawn }, 'admin');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: byAdmin.id, reviewStatusId: ReviewStatus.Withdrawn });
    expect(await t.db.select().from(s.reviews).where(eq(s.reviews.id, byAdmin.id))).toEqual([]);
    const own = await assign({ by: 'staff', to: ids.staff, instrumentId });
    expect(
      (await call('DELETE', `/api/review/delete/${own.id}?version=1`, undefined, 'staff')).statusCode,
    ).toBe(200);
    const others = await assign({ by: 'staff', to: ids.staff2, instrumentId });
    expect((await call('DELETE', `/api/review/delete/${others.id}`, undefined, 'staff')).statusCode).toBe(
      403,
    );
  });

  it('lets an admin who is neither edit instructions and comments but not the status', async () => {
    const instrumentId = await f.createInstrument();
    const review = await assign({ by: 'staff', to: ids.staff2, instrumentId });
    const edited = await update(review, { instructions: 'Admin note', comments: 'Admin comment' }, 'admin');
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await update(edited.json(), { reviewStatusId: ReviewStatus.Complete }, 'admin')).statusCode).toBe(
      403,
    );
  });

  it('refuses anyone else, view-only users, stale versions and missing reviews', async () => {
    const instrumentId = await f.createInstrument();
    const review = await assign({ by: 'staff', to: ids.staff2, instrumentId });
    const bystander = await update(review, { comments: 'x' }, 'staff3');
    expect(bystander.statusCode).toBe(403);
    expect(bystander.json().message).toBe(reviewMessages.notParticipant);
    expect((await update(review, { comments: 'x' }, 'viewer')).statusCode).toBe(403);
    expect((await update({ ...review, version: 5 }, { comments: 'x' }, 'staff2')).statusCode).toBe(409);
    const missing = await update({ ...review, id: 99999999 }, {}, 'staff2');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(reviewMessages.notFound);
  });
});

describe('hasOpenReviews', () => {
  it('is true while a review of the parent is open', async () => {
    const instrumentId = await f.createInstrument();
    const serviceId = await f.createService();
    expect(await hasOpenReviews(t.db, { instrumentId })).toBe(false);
    const review = await assign({ by: 'staff', to: ids.staff2, instrumentId });
    expect(await hasOpenReviews(t.db, { instrumentId })).toBe(true);
    expect(await hasOpenReviews(t.db, { serviceId })).toBe(false);
    await update(review, { reviewStatusId: ReviewStatus.Complete }, 'staff2');
    expect(await hasOpenReviews(t.db, { instrumentId })).toBe(false);
  });
});
