import { CaseStatus, type OwnerRequest, RequestStatus, type ViolationCase } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { childFixtures } from '../events/child-fixtures.test-helper';
import { stepCalls } from './step-calls.test-helper';

/**
 * The one step helper under both records with dated steps: two steps sent at once on the same version
 * (two users on the same page) take one step. The other waits for the record's row lock, then reads the
 * status the first one set and is refused by the record's rule (as the page would be once reloaded),
 * writing nothing.
 */
let t: TestApp;
let f: ReturnType<typeof childFixtures>;
let propertyId: number;
beforeAll(async () => {
  t = await createTestApp();
  f = childFixtures(t);
  const [project] = await t.db.insert(s.projects).values({ name: 'Steps Project' }).returning();
  const [property] = await t.db
    .insert(s.properties)
    .values({ projectId: project.id, name: 'Steps Tract', statusId: 1 })
    .returning();
  propertyId = property.id;
});
afterAll(() => t.close());

const cases = stepCalls<ViolationCase>(() => f, { record: 'case', key: 'caseId', note: 'Letter sent.' });
const requests = stepCalls<OwnerRequest>(() => f, {
  record: 'ownerRequest',
  key: 'requestId',
  note: 'Plans received.',
});

describe('a step taken twice at once', () => {
  it.each([
    [
      'a violation case',
      async () => {
        const made = await cases.make({
          propertyId,
          typeId: 1,
          severity: 'minor',
          discoveredOn: '2026-05-01',
          reportedById: await f.userIdOf('staff'),
          description: 'Two letters at once.',
        });
        return {
          made,
          step: () => cases.step(made, CaseStatus.OwnerContacted),
          refusal: 'A Violation Case cannot go from Owner contacted to Owner contacted.',
          steps: () =>
            t.db.select().from(s.violationCaseSteps).where(eq(s.violationCaseSteps.caseId, made.id)),
        };
      },
    ],
    [
      "an owner's request",
      async () => {
        const made = await requests.make({
          propertyId,
          kindId: 3,
          receivedOn: '2026-05-01',
          requestedById: null,
          instrumentIds: [],
          description: 'Two reviews at once.',
          noticePeriodDays: null,
          dwellingUnits: 0,
          finishedArea: 0,
          imperviousArea: 0,
        });
        return {
          made,
          step: () => requests.step(made, RequestStatus.UnderReview),
          refusal: 'An Owner Request cannot go from Under review to Under review.',
          steps: () =>
            t.db.select().from(s.ownerRequestSteps).where(eq(s.ownerRequestSteps.requestId, made.id)),
        };
      },
    ],
  ])('on %s: one step is taken, the other is refused by the status it set', async (_what, record) => {
    const { step, steps, refusal } = await record();
    const answers = (await Promise.all([step(), step()])).toSorted((a, b) => a.statusCode - b.statusCode);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 400]);
    expect(answers[1].json()).toEqual({ message: refusal });
    expect((await steps()).length).toBe(2);
  });
});
