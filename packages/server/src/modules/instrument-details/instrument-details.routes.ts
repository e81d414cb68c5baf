import {
  buildingAreaCreateSchema,
  buildingAreaSchema,
  buildingAreaUpdateSchema,
  conservationPurposeCreateSchema,
  conservationPurposeSchema,
  conservationPurposeUpdateSchema,
  idParams,
  partnershipGrantCreateSchema,
  partnershipGrantSchema,
  partnershipGrantUpdateSchema,
  protectionAreaCreateSchema,
  protectionAreaSchema,
  protectionAreaUpdateSchema,
  versionQuerySchema,
} from '@app/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import type { Actor } from '../../db/tx';
import {
  createBuildingArea,
  deleteBuildingArea,
  listBuildingAreas,
  updateBuildingArea,
} from './building-areas.service';
import {
  createConservationPurpose,
  deleteConservationPurpose,
  listConservationPurposes,
  updateConservationPurpose,
} from './conservation-purposes.service';
import {
  createPartnershipGrant,
  deletePartnershipGrant,
  listPartnershipGrants,
  updatePartnershipGrant,
} from './partnership-grants.service';
import {
  createProtectionArea,
  deleteProtectionArea,
  listProtectionAreas,
  updateProtectionArea,
} from './protection-areas.service';

/**
 * A child entity's schemas and services. The handlers take the body its schema parsed (typed `never`
 * here so each entity's service keeps its own input type) and answer what its row schema writes.
 */
type ChildRoutes = {
  /** The list's name under instrument/{id}/ and the entityType of create, update and delete (spec 3 §7). */
  listName: string;
  entityType: string;
  label: string;
  row: z.ZodType;
  create: z.ZodType;
  update: z.ZodType;
  list: (db: Db, instrumentId: number) => Promise<unknown[]>;
  add: (db: Db, input: never, actor: Actor) => Promise<unknown>;
  change: (db: Db, input: never, actor: Actor) => Promise<unknown>;
  remove: (db: Db, target: { id: number; version?: number }, actor: Actor) => Promise<{ id: number }>;
};

/** One child entity of an instrument in the generic pattern: list, create, update, delete. */
const registerChildRoutes = (app: FastifyInstance, db: Db, child: ChildRoutes) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['instruments'];
  api.get(
    `/api/instrument/:id/${child.listName}`,
    {
      schema: {
        tags,
        summary: `The ${child.label}s of an instrument`,
        params: idParams('Instrument ID'),
        response: { 200: z.array(child.row) },
      },
    },
    (request) => child.list(db, request.params.id),
  );
  api.post(
    `/api/${child.entityType}/create`,
    {
      schema: {
        tags,
        summary: `Add a ${child.label} to an instrument`,
        body: child.create,
        response: { 200: child.row },
      },
    },
    (request) => child.add(db, request.body as never, actorOf(request)),
  );
  api.put(
    `/api/${child.entityType}/update`,
    {
      schema: {
        tags,
        summary: `Change a ${child.label} (version-checked)`,
        body: child.update,
        response: { 200: child.row },
      },
    },
    (request) => child.change(db, request.body as never, actorOf(request)),
  );
  api.delete(
    `/api/${child.entityType}/delete/:id`,
    {
      schema: {
        tags,
        summary: `Delete a ${child.label}`,
        params: idParams('ID'),
        querystring: versionQuerySchema,
        response: { 200: z.object({ id: z.number().int() }) },
      },
    },
    (request) =>
      child.remove(db, { id: request.params.id, version: request.query.version }, actorOf(request)),
  );
};

/**
 * The instrument's Partnership Grants, Conservation Purposes, Building/Activity Areas and Water
 * Quality Protection Areas cards (spec 3 §2, §7).
 */
export const registerInstrumentDetailRoutes = (app: FastifyInstance, { db }: { db: Db }) => {
  registerChildRoutes(app, db, {
    listName: 'partnershipGrants',
    entityType: 'partnershipGrant',
    label: 'partnership grant',
    row: partnershipGrantSchema,
    create: partnershipGrantCreateSchema,
    update: partnershipGrantUpdateSchema,
    list: listPartnershipGrants,
    add: createPartnershipGrant,
    change: updatePartnershipGrant,
    remove: deletePartnershipGrant,
  });
  registerChildRoutes(app, db, {
    listName: 'conservationPurposes',
    entityType: 'conservationPurpose',
    label: 'conservation purpose',
    row: conservationPurposeSchema,
    create: conservationPurposeCreateSchema,
    update: conservationPurposeUpdateSchema,
    list: listConservationPurposes,
    add: createConservationPurpose,
    change: updateConservationPurpose,
    remove: deleteConservationPurpose,
  });
  registerChildRoutes(app, db, {
    listName: 'buildingActivityAreas',
    entityType: 'buildingActivityArea',
    label: 'building/activity area',
    row: buildingAreaSchema,
    create: buildingAreaCreateSchema,
    update: buildingAreaUpdateSchema,
    list: listBuildingAreas,
    add: createBuildingArea,
    change: updateBuildingArea,
    remove: deleteBuildingArea,
  });
  registerChildRoutes(app, db, {
    listName: 'waterQualityProtectionAreas',
    entityType: 'waterQualityProtectionArea',
    label: 'water quality protection area',
    row: protectionAreaSchema,
    create: protectionAreaCreateSchema,
    update: protectionAreaUpdateSchema,
    list: listProtectionAreas,
    add: createProtectionArea,
    change: updateProtectionArea,
    remove: deleteProtectionArea,
  });
};
