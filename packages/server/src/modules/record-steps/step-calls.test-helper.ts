import { expect } from 'vitest';
import type { Account, childFixtures } from '../events/child-fixtures.test-helper';

type Fixtures = ReturnType<typeof childFixtures>;
type Versioned = { id: number; version: number };

/**
 * The calls a route test of a record with dated steps makes (a violation case, an owner's request), at
 * `/api/{record}/create` and `/api/{record}/step`: `make` creates one (200 expected), `step` posts the next status dated 2026-05-03 with the default
 * note (its answer as it comes), `moved` takes a step that must succeed. `f` is read at each call
 * (the fixtures are made in `beforeAll`).
 */
export const stepCalls = <R extends Versioned>(
  f: () => Fixtures,
  step: { record: string; key: string; note: string },
) => {
  const urls = { create: `/api/${step.record}/create`, step: `/api/${step.record}/step` };
  const make = async (body: object) => {
    const res = await f().call('POST', urls.create, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as R;
  };
  const takeStep = (
    found: Versioned,
    statusId: number,
    as: Account = 'staff',
    values: Record<string, unknown> = {},
  ) =>
    f().call(
      'POST',
      urls.step,
      {
        [step.key]: found.id,
        version: found.version,
        statusId,
        on: '2026-05-03',
        note: step.note,
        ...values,
      },
      as,
    );
  const moved = async (found: Versioned, statusId: number, values: Record<string, unknown> = {}) => {
    const res = await takeStep(found, statusId, 'staff', values);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as R;
  };
  return { make, step: takeStep, moved };
};
