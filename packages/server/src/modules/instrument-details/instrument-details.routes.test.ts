import {
  type BuildingArea,
  type ConservationPurpose,
  instrumentDetailMessages,
  type PartnershipGrant,
  type ProtectionArea,
} from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { childFixtures } from '../events/child-fixtures.test-helper';

let t: TestApp;
let f: ReturnType<typeof childFixtures>;
let crmIds: string[];
beforeAll(async () => {
  t = await createTestApp();
  f = childFixtures(t);
  crmIds = (await t.db.select({ crmId: s.contacts.crmId }).from(s.contacts).limit(2)).map((c) => c.crmId);
});
afterAll(() => t.close());

const ok = async <T>(res: { statusCode: number; body: string; json: () => unknown }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const fieldErrorOf = (res: { statusCode: number; json: () => unknown }, field: string) => {
  expect(res.statusCode).toBe(400);
  return (res.json() as { fieldErrors: Record<string, string[]> }).fieldErrors[field];
};

describe('partnership grants', () => {
  const grant = (instrumentId: number, values: Record<string, unknown> = {}) => ({
    instrumentId,
    grantProgramId: 1,
    grantorCrmId: crmIds[0],
    granteeCrmId: crmIds[1],
    awardAmount: '$12,500.50',
    notes: null,
    ...values,
  });

  it('adds, lists by program name, changes and deletes a grant', async () => {
    const instrumentId = await f.createInstrument();
    const programs = await t.db.select().from(s.grantPrograms).orderBy(s.grantPrograms.name);
    const last = await ok<PartnershipGrant>(
      await f.call(
        'POST',
        '/api/partnershipGrant/create',
        grant(instrumentId, { grantProgramId: programs.at(-1)?.id }),
      ),
    );
    const first = await ok<PartnershipGrant>(
      await f.call(
        'POST',
        '/api/partnershipGrant/create',
        grant(instrumentId, { grantProgramId: programs[0].id }),
      ),
    );
    expect(last).toMatchObject({
      awardAmount: 12500.5,
      grantor: { crmId: crmIds[0] },
      grantee: { crmId: crmIds[1] },
    });
    const list = await ok<PartnershipGrant[]>(
      await f.call('GET', `/api/instrument/${instrumentId}/partnershipGrants`, undefined, 'viewer'),
    );
    expect(list.map((g) => g.id)).toEqual([first.id, last.id]);
    const changed = await ok<PartnershipGrant>(
      await f.call('PUT', '/api/partnershipGrant/update', {
        ...grant(instrumentId, { grantorCrmId: crmIds[1], awardAmount: 0.01 }),
        id: first.id,
        version: 1,
      }),
    );
    expect(changed).toMatchObject({ version: 2, awardAmount: 0.01, grantor: { crmId: crmIds[1] } });
    await ok(await f.call('DELETE', `/api/partnershipGrant/delete/${first.id}?version=2`));
    expect(await t.db.select().from(s.partnershipGrants).where(eq(s.partnershipGrants.id, first.id))).toEqual(
      [],
    );
  });

  it.each([
    [{ grantorCrmId: '' }, 'grantorCrmId', instrumentDetailMessages.grantorRequired],
    [{ granteeCrmId: null }, 'granteeCrmId', instrumentDetailMessages.granteeRequired],
    [{ grantorCrmId: 'no-such-contact' }, 'grantorCrmId', instrumentDetailMessages.grantorRequired],
    [{ grantProgramId: null }, 'grantProgramId', 'The Grant Program field is required.'],
    [{ grantProgramId: 9999 }, 'grantProgramId', 'The Grant Program field is required.'],
    [{ awardAmount: '0.00' }, 'awardAmount', 'The Award Amount field must be $0.01 or more.'],
    [
      { awardAmount: '1.234' },
      'awardAmount',
      'The Award Amount field must be numeric and may contain up to 2 decimal places.',
    ],
    [{ notes: 'x'.repeat(257) }, 'notes', 'The Notes field may not be greater than 256 characters.'],
  ])('refuses %j with the field’s message', async (values, field, message) => {
    const instrumentId = await f.createInstrument();
    expect(
      fieldErrorOf(await f.call('POST', '/api/partnershipGrant/create', grant(instrumentId, values)), field),
    ).toEqual([message]);
  });

  it('answers 404 for a missing instrument or grant and 403 to view-only users', async () => {
    expect((await f.call('GET', '/api/instrument/99999999/partnershipGrants')).statusCode).toBe(404);
    expect((await f.call('POST', '/api/partnershipGrant/create', grant(99999999))).json()).toEqual({
      message: 'Instrument not found.',
    });
    expect((await f.call('DELETE', '/api/partnershipGrant/delete/99999999')).json()).toEqual({
      message: instrumentDetailMessages.grantNotFound,
    });
    const instrumentId = await f.createInstrument();
    expect(
      (await f.call('POST', '/api/partnershipGrant/create', grant(instrumentId), 'viewer')).statusCode,
    ).toBe(403);
  });
});

describe('conservation purposes', () => {
  it('adds each purpose once per instrument, lists by name, edits comments, deletes', async () => {
    const instrumentId = await f.createInstrument();
    const purposes = await t.db
      .select()
      .from(s.conservationPurposeTypes)
      .orderBy(s.conservationPurposeTypes.name);
    const b = await ok<ConservationPurpose>(
      await f.call('POST', '/api/conservationPurpose/create', {
        instrumentId,
        purposeId: purposes[1].id,
        comments: 'ok',
      }),
    );
    const a = await ok<ConservationPurpose>(
      await f.call('POST', '/api/conservationPurpose/create', {
        instrumentId,
        purposeId: purposes[0].id,
        comments: 'Scenic views',
      }),
    );
    const again = await f.call('POST', '/api/conservationPurpose/create', {
      instrumentId,
      purposeId: purposes[0].id,
      comments: 'twice',
    });
    expect(fieldErrorOf(again, 'purposeId')).toEqual([instrumentDetailMessages.purposeUsed]);
    const list = await ok<ConservationPurpose[]>(
      await f.call('GET', `/api/instrument/${instrumentId}/conservationPurposes`),
    );
    expect(list.map((p) => p.id)).toEqual([a.id, b.id]);
    const edited = await ok<ConservationPurpose>(
      await f.call('PUT', '/api/conservationPurpose/update', { id: a.id, version: 1, comments: 'Farmland' }),
    );
    expect(edited).toMatchObject({ comments: 'Farmland', purposeId: purposes[0].id, version: 2 });
    await ok(await f.call('DELETE', `/api/conservationPurpose/delete/${a.id}`));
  });

  it.each([
    [{ comments: 'x' }, 'comments', 'The Comments field must be at least 2 characters.'],
    [
      { comments: 'x'.repeat(2001) },
      'comments',
      'The Comments field may not be greater than 2000 characters.',
    ],
    [{ comments: ' ' }, 'comments', 'The Comments field is required.'],
    [{ purposeId: '' }, 'purposeId', 'The Purpose field is required.'],
  ])('refuses %j with the field’s message', async (values, field, message) => {
    const instrumentId = await f.createInstrument();
    const res = await f.call('POST', '/api/conservationPurpose/create', {
      instrumentId,
      purposeId: 1,
      comments: 'ok',
      ...values,
    });
    expect(fieldErrorOf(res, field)).toEqual([message]);
  });
});

describe('building/activity areas', () => {
  it('adds with a Special Condition Area ID, lists newest first, edits, deletes', async () => {
    const instrumentId = await f.createInstrument();
    const one = await ok<BuildingArea>(
      await f.call('POST', '/api/buildingActivityArea/create', { instrumentId, typeId: 1 }),
    );
    const two = await ok<BuildingArea>(
      await f.call('POST', '/api/buildingActivityArea/create', {
        instrumentId,
        typeId: 2,
        notes: 'Barn envelope',
      }),
    );
    expect(one.globalId).toMatch(/^[0-9a-f-]{36}$/);
    const list = await ok<BuildingArea[]>(
      await f.call('GET', `/api/instrument/${instrumentId}/buildingActivityAreas`),
    );
    expect(list.map((a) => a.id)).toEqual([two.id, one.id]);
    const edited = await ok<BuildingArea>(
      await f.call('PUT', '/api/buildingActivityArea/update', {
        id: one.id,
        version: 1,
        typeId: 2,
        notes: 'n',
      }),
    );
    expect(edited).toMatchObject({ typeId: 2, notes: 'n', globalId: one.globalId });
    expect(
      (await f.call('PUT', '/api/buildingActivityArea/update', { id: one.id, version: 1, typeId: 2 }))
        .statusCode,
    ).toBe(409);
    await ok(await f.call('DELETE', `/api/buildingActivityArea/delete/${two.id}`));
  });

  it.each([
    [{ typeId: null }, 'typeId', 'The Type field is required.'],
    [{ typeId: 9999 }, 'typeId', 'The Type field is required.'],
    [{ notes: 'x'.repeat(301) }, 'notes', 'The Notes field may not be greater than 300 characters.'],
  ])('refuses %j with the field’s message', async (values, field, message) => {
    const instrumentId = await f.createInstrument();
    const res = await f.call('POST', '/api/buildingActivityArea/create', {
      instrumentId,
      typeId: 1,
      ...values,
    });
    expect(fieldErrorOf(res, field)).toEqual([message]);
  });
});

describe('water quality protection areas', () => {
  const linear = {
    name: 'Stream buffer',
    featureTypeId: 1,
    geometryTypeId: 1,
    featureLength: '1200',
    bufferWidth: '35',
    bufferSides: 2,
    bufferRestrictionId: 1,
    livestockRestrictionId: 1,
    timberHarvestRestrictionId: 1,
  };

  it('adds Linear, Point and other areas, lists newest first, changes the geometry', async () => {
    const instrumentId = await f.createInstrument();
    const line = await ok<ProtectionArea>(
      await f.call('POST', '/api/waterQualityProtectionArea/create', { instrumentId, ...linear }),
    );
    expect(line).toMatchObject({
      featureLength: 1200,
      bufferWidth: 35,
      bufferSides: 2,
      geometryTypeName: 'Linear',
    });
    const point = await ok<ProtectionArea>(
      await f.call('POST', '/api/waterQualityProtectionArea/create', {
        instrumentId,
        ...linear,
        geometryTypeId: 2,
        featureLength: null,
        bufferSides: null,
        bufferRestrictionId: null,
      }),
    );
    expect(point).toMatchObject({
      featureLength: null,
      bufferWidth: 35,
      bufferSides: null,
      bufferRestrictionName: null,
    });
    const list = await ok<ProtectionArea[]>(
      await f.call('GET', `/api/instrument/${instrumentId}/waterQualityProtectionAreas`),
    );
    expect(list.map((a) => a.id)).toEqual([point.id, line.id]);
    const polygon = await ok<ProtectionArea>(
      await f.call('PUT', '/api/waterQualityProtectionArea/update', {
        id: line.id,
        version: 1,
        ...linear,
        geometryTypeId: 3,
        featureLength: '',
        bufferWidth: '',
        bufferSides: '',
      }),
    );
    expect(polygon).toMatchObject({
      geometryTypeId: 3,
      featureLength: null,
      bufferWidth: null,
      bufferSides: null,
    });
    await ok(await f.call('DELETE', `/api/waterQualityProtectionArea/delete/${point.id}`));
  });

  it.each([
    [{ name: '' }, 'name', 'The Name field is required.'],
    [{ name: 'x'.repeat(51) }, 'name', 'The Name field may not be greater than 50 characters.'],
    [{ featureTypeId: null }, 'featureTypeId', 'The Feature Type field is required.'],
    [{ geometryTypeId: null }, 'geometryTypeId', 'The Feature Geometry field is required.'],
    [
      { livestockRestrictionId: null },
      'livestockRestrictionId',
      'The Livestock Restriction field is required.',
    ],
    [
      { timberHarvestRestrictionId: null },
      'timberHarvestRestrictionId',
      'The Timber Harvest Restriction field is required.',
    ],
    [{ featureLength: null }, 'featureLength', 'The Feature Length field is required.'],
    [{ featureLength: '1.5' }, 'featureLength', 'The Feature Length field must be a whole number.'],
    [
      { featureLength: '1'.repeat(19) },
      'featureLength',
      'The Feature Length field may not be greater than 18 characters.',
    ],
    [{ bufferWidth: null }, 'bufferWidth', 'The Buffer Width field is required.'],
    [
      { bufferWidth: 'wide' },
      'bufferWidth',
      'The Buffer Width field must be numeric and may contain up to 4 decimal places.',
    ],
    [{ bufferSides: null }, 'bufferSides', 'The Buffer Sides field is required.'],
    [
      { geometryTypeId: 2 },
      'featureLength',
      'The Feature Length field must be empty for this Feature Geometry.',
    ],
    [{ geometryTypeId: 3 }, 'bufferWidth', 'The Buffer Width field must be empty for this Feature Geometry.'],
  ])('refuses %j with the field’s message', async (values, field, message) => {
    const instrumentId = await f.createInstrument();
    const res = await f.call('POST', '/api/waterQualityProtectionArea/create', {
      instrumentId,
      ...linear,
      ...values,
    });
    expect(fieldErrorOf(res, field)).toEqual([message]);
  });

  it('answers 404 for a missing instrument or area and 403 to view-only users', async () => {
    expect((await f.call('GET', '/api/instrument/99999999/waterQualityProtectionAreas')).statusCode).toBe(
      404,
    );
    expect(
      (
        await f.call('PUT', '/api/waterQualityProtectionArea/update', { id: 99999999, version: 1, ...linear })
      ).json(),
    ).toEqual({
      message: instrumentDetailMessages.protectionAreaNotFound,
    });
    const instrumentId = await f.createInstrument();
    expect(
      (await f.call('POST', '/api/waterQualityProtectionArea/create', { instrumentId, ...linear }, 'viewer'))
        .statusCode,
    ).toBe(403);
  });
});
