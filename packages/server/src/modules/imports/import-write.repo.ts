import {
  EventType,
  type PlanKind,
  type Planned,
  type RecordRef,
  ServiceStatus,
  todayInDisplayZone,
} from '@app/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import * as s from '../../db/schema';
import { type Actor, writeAudit, writeAuditRows } from '../../db/tx';
import { planChunkRows } from './plan-spill';

/** Rows per insert: far below PostgreSQL's 65,535 parameters for the widest table here. */
const chunkSize = planChunkRows;

type Counts = Record<string, { created: number; updated: number }>;

/** Counts rows of the file as they are written (issue 31 §6: the bar moves per row, not per kind). */
type Written = (rows: number) => Promise<void>;

/**
 * Inserts rows in chunks and audits each as created; answers their ids in the order given (only the
 * ids, so a large import holds no copy of every record it wrote). Each chunk's values are made from
 * its items as it is written, so a large import never holds every row's values at once.
 */
const insertCreated = async <T extends PgTable & { id: PgColumn }, I>(
  tx: Tx,
  actor: Actor,
  table: T,
  items: readonly I[],
  valuesOf: (item: I) => T['$inferInsert'],
  {
    alsoHeld,
    written,
  }: {
    /** What else each record holds (its link rows), kept in its audit row so it reads as one create. */
    alsoHeld?: (index: number) => Record<string, unknown>;
    /** Told of each chunk, when each value is a row of the file. */
    written?: Written;
  } = {},
): Promise<number[]> => {
  const ids: number[] = [];
  for (let at = 0; at < items.length; at += chunkSize) {
    const rows = (await tx
      .insert(table)
      .values(items.slice(at, at + chunkSize).map(valuesOf) as never)
      .returning()) as (T['$inferSelect'] & { id: number })[];
    await writeAuditRows(tx, actor, {
      table,
      action: 'create',
      rows: alsoHeld ? rows.map((row, i) => ({ ...row, ...alsoHeld(at + i) })) : rows,
    });
    for (const row of rows) ids.push(row.id);
    await written?.(rows.length);
  }
  return ids;
};

/**
 * Sets a record's values (read before as `before`), bumping its version (an open page then reloads
 * instead of overwriting) and auditing before and after: how an import and its undo change a record.
 */
export const writeUpdate = async <T extends PgTable & { id: PgColumn; version: PgColumn }>(
  tx: Tx,
  actor: Actor,
  table: T,
  id: number,
  before: Record<string, unknown>,
  values: Record<string, unknown>,
) => {
  const [after] = (await tx
    .update(table)
    .set({ ...values, version: sql`${table.version} + 1`, updatedAt: new Date() } as never)
    .where(eq(table.id, id))
    .returning()) as Record<string, unknown>[];
  await writeAudit(tx, actor, { table, recordId: id, action: 'update', before, after });
};

/** Inserts rows that need no audit of their own (links held by an audited record), a chunk at a time. */
const insertInChunks = async <T extends PgTable>(tx: Tx, table: T, rows: readonly T['$inferInsert'][]) => {
  for (let at = 0; at < rows.length; at += chunkSize)
    await tx.insert(table).values(rows.slice(at, at + chunkSize) as never);
};

/**
 * Updates each record's imported fields where any differs, bumping its version (an open page then
 * reloads instead of overwriting the import) and auditing before and after. The records are read and
 * locked in one statement, so a re-import of unchanged rows costs one query a chunk, not one a row.
 * Answers the ids it updated.
 */
const updateChanged = async <T extends PgTable & { id: PgColumn; version: PgColumn }>(
  tx: Tx,
  actor: Actor,
  table: T,
  changes: readonly { id: number; values: Record<string, unknown> }[],
): Promise<Set<number>> => {
  const updated = new Set<number>();
  for (let at = 0; at < changes.length; at += chunkSize) {
    const some = changes.slice(at, at + chunkSize);
    const current = new Map(
      (
        (await tx
          .select()
          .from(table as PgTable)
          .where(
            inArray(
              table.id,
              some.map((change) => change.id),
            ),
          )
          .for('update')) as Record<string, unknown>[]
      ).map((row) => [row.id as number, row]),
    );
    for (const { id, values } of some) {
      const before = current.get(id);
      if (!before) continue;
      if (
        Object.entries(values).every(([key, value]) => JSON.stringify(before[key]) === JSON.stringify(value))
      )
        continue;
      await writeUpdate(tx, actor, table, id, before, values);
      updated.add(id);
    }
  }
  return updated;
};

type LegacyKind = 'project' | 'property' | 'instrument' | 'service';

const insertLegacyIds = (
  tx: Tx,
  kind: LegacyKind,
  rows: { legacyId: string; recordId: number }[],
  batchId: number,
) =>
  insertInChunks(
    tx,
    s.legacyIds,
    rows.map((r) => ({ ...r, kind, batchId })),
  );

/** A reference's record id: the file's records by the id they were just given, the database's as they are. */
const idOf = (ref: RecordRef, made: Map<string, number>): number =>
  'id' in ref ? ref.id : (made.get(ref.legacyId) as number);

const tally = (counts: Counts, label: string, created: number, updated: number) => {
  counts[label] = {
    created: (counts[label]?.created ?? 0) + created,
    updated: (counts[label]?.updated ?? 0) + updated,
  };
};

/** A calendar day's Executed event sits at noon in Virginia, inside that day whatever the season. */
const eventInstant = (day: string) => new Date(`${day}T17:00:00Z`);

/** What the writer reads a checked plan from: each kind's rows a chunk at a time (`spillPlan`). */
export type PlanSource = { chunks: <K extends PlanKind>(kind: K) => AsyncIterable<Planned<K>[]> };

/**
 * What the writing of one import carries from kind to kind: the record ids the file's legacy ids
 * were given (or named), the properties and locality rows this import created, and the tallies.
 * Only ids are kept, so it grows by a few numbers a record while the plan itself streams past.
 */
type Step = {
  tx: Tx;
  actor: Actor;
  batchId: number;
  counts: Counts;
  written: Written;
  ids: Record<LegacyKind, Map<string, number>>;
  createdProperties: Set<number>;
  /** Locality rows whose parcels are the file's already: made by this import, or replaced once. */
  parcelsReplaced: Set<number>;
};

/** The labels of the batch's counts, in the order History and the page list them. */
const countLabels = [
  'Projects',
  'Properties',
  'Tax Parcels',
  'Instruments',
  'Instrument Properties',
  'Services',
  'Contact Links',
];

/**
 * One chunk of a kind the file names by legacy id: its new records inserted and audited, given their
 * legacy ids, then `afterInsert`; a record the file names by a known legacy id updated where a field
 * differs, then `afterUpdate`. The one place each kind's create-or-update is decided.
 */
const writeRecords = async <
  P extends { legacyId: string; existingId: number | null },
  T extends PgTable & { id: PgColumn; version: PgColumn },
>(
  step: Step,
  chunk: readonly P[],
  {
    kind,
    label,
    table,
    insertValues,
    updateValues,
    alsoHeld,
    afterInsert,
    afterUpdate,
  }: {
    kind: LegacyKind;
    label: string;
    table: T;
    insertValues: (planned: P) => T['$inferInsert'];
    updateValues: (planned: P) => Record<string, unknown>;
    alsoHeld?: (planned: P) => Record<string, unknown>;
    afterInsert?: (fresh: readonly P[], made: readonly number[]) => Promise<void>;
    afterUpdate?: (known: readonly (P & { existingId: number })[]) => Promise<void>;
  },
) => {
  const { tx, actor, ids } = step;
  const fresh = chunk.filter((planned) => planned.existingId === null);
  const made = await insertCreated(tx, actor, table, fresh, insertValues, {
    alsoHeld: alsoHeld && ((index) => alsoHeld(fresh[index])),
    written: step.written,
  });
  for (const [n, planned] of fresh.entries()) ids[kind].set(planned.legacyId, made[n]);
  await insertLegacyIds(
    tx,
    kind,
    fresh.map((planned, n) => ({ legacyId: planned.legacyId, recordId: made[n] })),
    step.batchId,
  );
  await afterInsert?.(fresh, made);
  const known = chunk.filter((planned): planned is P & { existingId: number } => planned.existingId !== null);
  for (const planned of known) ids[kind].set(planned.legacyId, planned.existingId);
  const updated = await updateChanged(
    tx,
    actor,
    table,
    known.map((planned) => ({ id: planned.existingId, values: updateValues(planned) })),
  );
  await afterUpdate?.(known);
  await step.written(known.length);
  tally(step.counts, label, fresh.length, updated.size);
};

/**
 * Writes a checked plan inside the caller's transaction (issue 31 §5), each kind in the order a
 * reference needs: projects, properties with their localities and parcels, instruments, then the links.
 * Each kind streams from the plan a chunk at a time (flat memory, §6); new records are inserted a
 * thousand at a time and audited in the same statements' numbers; a record the file names by a known
 * legacy id is updated field by field. Every audit row carries the batch (`actor.importBatchId`).
 */
export const writeImportPlan = async (
  tx: Tx,
  actor: Actor,
  plan: PlanSource,
  { batchId, onProgress }: { batchId: number; onProgress?: (rowsWritten: number) => void | Promise<void> },
): Promise<Counts> => {
  const counts: Counts = Object.fromEntries(countLabels.map((label) => [label, { created: 0, updated: 0 }]));
  // Told every 250 rows or so (a chunk of inserts is a thousand), and once at the end.
  let rowsWritten = 0;
  let told = 0;
  const written: Written = async (rows) => {
    rowsWritten += rows;
    if (rowsWritten - told < 250) return;
    told = rowsWritten;
    await onProgress?.(rowsWritten);
  };
  const step: Step = {
    tx,
    actor,
    batchId,
    counts,
    written,
    ids: { project: new Map(), property: new Map(), instrument: new Map(), service: new Map() },
    createdProperties: new Set(),
    parcelsReplaced: new Set(),
  };

  for await (const chunk of plan.chunks('projects')) await writeProjects(step, chunk);
  const parcelAcres = await parcelAcresOf(plan);
  for await (const chunk of plan.chunks('properties')) await writeProperties(step, chunk, parcelAcres);
  parcelAcres.clear();
  const refreshed = new Set<number>();
  for await (const chunk of plan.chunks('taxParcels')) await writeParcels(step, chunk, refreshed);
  await refreshAcres(step, refreshed);
  for await (const chunk of plan.chunks('instruments')) await writeInstruments(step, chunk);
  for await (const chunk of plan.chunks('propertyInstruments')) await writeInstrumentLinks(step, chunk);
  for await (const chunk of plan.chunks('services')) await writeServices(step, chunk);
  for await (const chunk of plan.chunks('contactLinks')) await writeContactLinks(step, chunk);
  if (rowsWritten > told) await onProgress?.(rowsWritten);
  return counts;
};

const writeProjects = (step: Step, chunk: readonly Planned<'projects'>[]) => {
  const values = (p: Planned<'projects'>) => ({
    name: p.values.name,
    description: p.values.description,
    statusId: p.statusId,
  });
  return writeRecords(step, chunk, {
    kind: 'project',
    label: 'Projects',
    table: s.projects,
    insertValues: (p) => ({
      ...values(p),
      createdById: step.actor.userId,
      lastEditedById: step.actor.userId,
    }),
    updateValues: values,
  });
};

/** The acres of the file's parcels summed per property of the file (a new property's calculated acres). */
const parcelAcresOf = async (plan: PlanSource) => {
  const acres = new Map<string, number>();
  for await (const chunk of plan.chunks('taxParcels'))
    for (const parcel of chunk)
      if ('legacyId' in parcel.property && parcel.values.acres !== null)
        acres.set(parcel.property.legacyId, (acres.get(parcel.property.legacyId) ?? 0) + parcel.values.acres);
  return acres;
};

/** Properties, with the calculated acres of the parcels the file gives them and their localities. */
const writeProperties = async (
  step: Step,
  chunk: readonly Planned<'properties'>[],
  parcelAcres: ReadonlyMap<string, number>,
) => {
  const { tx, actor, ids } = step;
  const values = (p: Planned<'properties'>) => ({
    name: p.values.name,
    statusId: p.statusId,
    acres: p.values.acres,
    futurePropertiesAllowed: p.values.futurePropertiesAllowed,
    targetInspectionFrequency: p.values.targetInspectionFrequency,
    accessPointLatitude: p.values.accessPointLatitude,
    accessPointLongitude: p.values.accessPointLongitude,
    inspectWithTwoOrMoreStaff: p.values.inspectWithTwoOrMoreStaff,
    additionalInterestHolder: p.values.additionalInterestHolder,
    notes: p.values.notes,
    projectId: idOf(p.project, ids.project),
  });
  await writeRecords(step, chunk, {
    kind: 'property',
    label: 'Properties',
    table: s.properties,
    insertValues: (p) => {
      const acres = parcelAcres.get(p.legacyId);
      return {
        ...values(p),
        legacyPropertyIds: p.legacyId,
        calculatedAcres: acres === undefined ? null : Number(acres.toFixed(4)),
      };
    },
    updateValues: values,
    afterInsert: async (_fresh, made) => {
      for (const id of made) step.createdProperties.add(id);
    },
    // A property the file puts in another project moves there, and its contacts' project with it.
    afterUpdate: async (known) => {
      if (known.length === 0) return;
      const projectOf = new Map(known.map((p) => [p.existingId, idOf(p.project, ids.project)]));
      const links = await tx
        .select({
          id: s.contactLinks.id,
          propertyId: s.contactLinks.propertyId,
          projectId: s.contactLinks.projectId,
        })
        .from(s.contactLinks)
        .where(inArray(s.contactLinks.propertyId, [...projectOf.keys()]));
      await updateChanged(
        tx,
        actor,
        s.contactLinks,
        links.flatMap((link) => {
          const projectId = projectOf.get(link.propertyId as number) as number;
          return link.projectId === projectId ? [] : [{ id: link.id, values: { projectId } }];
        }),
      );
    },
  });
  // Each property's localities as listed (the first primary); an existing property keeps its own.
  await addLocalities(
    step,
    chunk.flatMap((p) => {
      const propertyId = ids.property.get(p.legacyId) as number;
      return p.localityIds.map((localityId) => ({ propertyId, localityId }));
    }),
  );
};

type LocalityRow = { id: number; isPrimary: boolean };

/**
 * Adds the (property, locality) pairs the properties lack, the first primary where a property has no
 * primary yet, and answers every pair's row. A row made here holds no parcels but the file's.
 */
const addLocalities = async (step: Step, pairs: readonly { propertyId: number; localityId: number }[]) => {
  const { tx, actor } = step;
  const rows = new Map<string, LocalityRow>();
  const propertyIds = [...new Set(pairs.map((pair) => pair.propertyId))];
  for (const r of propertyIds.length === 0
    ? []
    : await tx
        .select({
          id: s.propertyLocalities.id,
          propertyId: s.propertyLocalities.propertyId,
          localityId: s.propertyLocalities.localityId,
          isPrimary: s.propertyLocalities.isPrimary,
        })
        .from(s.propertyLocalities)
        .where(inArray(s.propertyLocalities.propertyId, propertyIds)))
    rows.set(`${r.propertyId}:${r.localityId}`, r);
  const hasPrimary = new Set(
    [...rows.entries()].filter(([, r]) => r.isPrimary).map(([k]) => k.split(':')[0]),
  );
  const added: { propertyId: number; localityId: number; isPrimary: boolean }[] = [];
  const adding = new Set<string>();
  for (const { propertyId, localityId } of pairs) {
    const key = `${propertyId}:${localityId}`;
    if (rows.has(key) || adding.has(key)) continue;
    adding.add(key);
    const isPrimary = !hasPrimary.has(String(propertyId));
    hasPrimary.add(String(propertyId));
    added.push({ propertyId, localityId, isPrimary });
  }
  const made = await insertCreated(tx, actor, s.propertyLocalities, added, (l) => l);
  for (const [n, l] of added.entries()) {
    rows.set(`${l.propertyId}:${l.localityId}`, { id: made[n], isPrimary: l.isPrimary });
    step.parcelsReplaced.add(made[n]);
  }
  return rows;
};

/**
 * Parcels: the file's parcels of a locality replace the ones it had (none, for a row this import
 * made); a locality a parcel names is added to its property when missing. An existing property whose
 * parcels changed is noted in `refreshed` to have its acres summed again.
 */
const writeParcels = async (step: Step, chunk: readonly Planned<'taxParcels'>[], refreshed: Set<number>) => {
  const { tx, actor, ids } = step;
  const located = chunk.map((parcel) => ({
    parcel,
    propertyId: idOf(parcel.property, ids.property),
    localityId: parcel.localityId,
  }));
  const rows = await addLocalities(step, located);
  const rowOf = (l: (typeof located)[number]) =>
    (rows.get(`${l.propertyId}:${l.localityId}`) as LocalityRow).id;
  const replaced = [...new Set(located.map(rowOf))].filter((id) => !step.parcelsReplaced.has(id));
  if (replaced.length > 0) {
    const removed = await tx
      .delete(s.taxParcels)
      .where(inArray(s.taxParcels.propertyLocalityId, replaced))
      .returning();
    await writeAuditRows(tx, actor, { table: s.taxParcels, action: 'delete', rows: removed });
    for (const id of replaced) step.parcelsReplaced.add(id);
  }
  await insertCreated(
    tx,
    actor,
    s.taxParcels,
    located,
    (l) => ({
      propertyLocalityId: rowOf(l),
      parcelId: l.parcel.values.parcelId,
      acres: l.parcel.values.acres,
    }),
    { written: step.written },
  );
  for (const { propertyId } of located)
    if (!step.createdProperties.has(propertyId)) refreshed.add(propertyId);
  tally(step.counts, 'Tax Parcels', chunk.length, 0);
};

/** A property that was here before the import has its acres summed again once its parcels changed. */
const refreshAcres = async ({ tx, actor }: Step, refreshed: ReadonlySet<number>) => {
  const propertyIds = [...refreshed];
  for (let at = 0; at < propertyIds.length; at += chunkSize) {
    const some = propertyIds.slice(at, at + chunkSize);
    const totals = new Map(
      (
        await tx
          .select({
            propertyId: s.propertyLocalities.propertyId,
            total: sql<string | null>`sum(${s.taxParcels.acres})`,
          })
          .from(s.taxParcels)
          .innerJoin(s.propertyLocalities, eq(s.propertyLocalities.id, s.taxParcels.propertyLocalityId))
          .where(inArray(s.propertyLocalities.propertyId, some))
          .groupBy(s.propertyLocalities.propertyId)
      ).map((row) => [row.propertyId, row.total]),
    );
    await updateChanged(
      tx,
      actor,
      s.properties,
      some.map((id) => {
        const total = totals.get(id) ?? null;
        return { id, values: { calculatedAcres: total === null ? null : Number(total) } };
      }),
    );
  }
};

/** Instruments, each new Active one with its Executed event; specific terms on a new one. */
const writeInstruments = (step: Step, chunk: readonly Planned<'instruments'>[]) => {
  const { tx, actor, ids } = step;
  const values = (i: Planned<'instruments'>) => ({
    statusId: i.statusId,
    typeId: i.typeId,
    agreementTypeId: i.agreementTypeId,
    instrumentNumber: i.values.instrumentNumber,
    localityId: i.localityId,
    deedBookPage: i.values.deedBookPage,
    staffLeadId: i.staffLeadId,
    notes: i.values.notes,
    executedDate: i.values.executedDate,
    recordedDate: i.values.recordedDate,
  });
  const today = todayInDisplayZone();
  return writeRecords(step, chunk, {
    kind: 'instrument',
    label: 'Instruments',
    table: s.instruments,
    insertValues: (i) => ({
      ...values(i),
      projectId: idOf(i.project, ids.project),
      legacyControlNumber: i.legacyId,
      openDate: today,
    }),
    updateValues: values,
    alsoHeld: (i) => ({ specificTermIds: i.specificTermIds }),
    afterInsert: async (fresh, made) => {
      const terms = fresh.flatMap((i, n) =>
        i.specificTermIds.map((specificTermId) => ({ instrumentId: made[n], specificTermId })),
      );
      await insertInChunks(tx, s.instrumentSpecificTerms, terms);
      await insertCreated(
        tx,
        actor,
        s.events,
        fresh.flatMap((i, n) =>
          i.values.executedDate
            ? [
                {
                  instrumentId: made[n],
                  eventTypeId: EventType.Executed,
                  date: eventInstant(i.values.executedDate),
                  notes: null,
                  createdById: actor.userId,
                },
              ]
            : [],
        ),
        (e) => e,
      );
    },
  });
};

/** Instrument ↔ property links: a pair already linked has its values updated, a new pair is added. */
const writeInstrumentLinks = async (step: Step, chunk: readonly Planned<'propertyInstruments'>[]) => {
  const { tx, actor, ids } = step;
  const links = chunk.map((l) => ({
    propertyId: idOf(l.property, ids.property),
    instrumentId: idOf(l.instrument, ids.instrument),
    values: l.values,
  }));
  const existing = new Map<string, number>();
  for (const r of await tx
    .select({
      id: s.propertyInstruments.id,
      propertyId: s.propertyInstruments.propertyId,
      instrumentId: s.propertyInstruments.instrumentId,
    })
    .from(s.propertyInstruments)
    .where(inArray(s.propertyInstruments.instrumentId, [...new Set(links.map((l) => l.instrumentId))])))
    existing.set(`${r.propertyId}:${r.instrumentId}`, r.id);
  const fresh = links.filter((l) => !existing.has(`${l.propertyId}:${l.instrumentId}`));
  await insertCreated(
    tx,
    actor,
    s.propertyInstruments,
    fresh,
    (l) => ({ propertyId: l.propertyId, instrumentId: l.instrumentId, ...l.values }),
    { written: step.written },
  );
  const known = links.flatMap((l) => {
    const id = existing.get(`${l.propertyId}:${l.instrumentId}`);
    return id === undefined ? [] : [{ id, values: l.values }];
  });
  const updated = await updateChanged(tx, actor, s.propertyInstruments, known);
  await step.written(known.length);
  tally(step.counts, 'Instrument Properties', fresh.length, updated.size);
};

/** Each property's project, for the records on it (a past service, a contact link). */
const projectsOfProperties = async (tx: Tx, ids: readonly number[]) => {
  const out = new Map<number, number>();
  if (ids.length === 0) return out;
  for (const r of await tx
    .select({ id: s.properties.id, projectId: s.properties.projectId })
    .from(s.properties)
    .where(inArray(s.properties.id, [...ids])))
    out.set(r.id, r.projectId);
  return out;
};

/**
 * Past services and inspections: each on its property's project, with its components and property,
 * and its events as the service's page would have made them over time — Open on its first day, the
 * Inspection on the Inspection Date (what the stewardship schedule and the accreditation ledger read,
 * the ledger's years through the triggers of migration 0017), Closed on the Closed Date. The report's
 * completer is the staff lead (the importing Admin did not complete it). A known legacy id updates the
 * service's details only.
 */
const writeServices = async (step: Step, chunk: readonly Planned<'services'>[]) => {
  const { tx, actor, ids } = step;
  const propertyOf = (service: Planned<'services'>) => idOf(service.property, ids.property);
  const projects = await projectsOfProperties(tx, [...new Set(chunk.map(propertyOf))]);
  const details = (service: Planned<'services'>) => ({
    categoryId: service.categoryId,
    statusId: service.statusId,
    agreementTypeId: service.agreementTypeId,
    staffLeadId: service.staffLeadId,
    notes: service.values.notes,
    inspectionMethod: service.inspectionMethod,
    reportCompletedDate: service.values.reportCompletedDate,
    reportCompletedById: service.values.reportCompletedDate === null ? null : service.staffLeadId,
  });
  const openDay = (service: Planned<'services'>) =>
    service.values.inspectionDate ?? service.closedDate ?? todayInDisplayZone();
  const event = (serviceId: number, eventTypeId: number, day: string) => ({
    serviceId,
    eventTypeId,
    date: eventInstant(day),
    notes: null,
    createdById: actor.userId,
  });
  await writeRecords(step, chunk, {
    kind: 'service',
    label: 'Services',
    table: s.services,
    insertValues: (service) => ({
      ...details(service),
      projectId: projects.get(propertyOf(service)) as number,
      openDate: openDay(service),
    }),
    updateValues: details,
    alsoHeld: (service) => ({ typeIds: service.typeIds, propertyIds: [propertyOf(service)] }),
    afterInsert: async (fresh, made) => {
      const types = fresh.flatMap((service, n) =>
        service.typeIds.map((typeId) => ({ serviceId: made[n], typeId })),
      );
      await insertInChunks(tx, s.serviceTypesLink, types);
      await insertInChunks(
        tx,
        s.serviceProperties,
        fresh.map((service, n) => ({ serviceId: made[n], propertyId: propertyOf(service) })),
      );
      await insertCreated(
        tx,
        actor,
        s.events,
        fresh.flatMap((service, n) => [
          event(made[n], EventType.Open, openDay(service)),
          ...(service.values.inspectionDate
            ? [event(made[n], EventType.Inspection, service.values.inspectionDate)]
            : []),
          ...(service.statusId === ServiceStatus.Closed && service.closedDate
            ? [event(made[n], EventType.Closed, service.closedDate)]
            : []),
        ]),
        (e) => e,
      );
    },
  });
};

/**
 * Contacts on records, each with its roles: a contact already on the record gets the file's roles and
 * role details (audited as the Contacts card audits them); a new one is added, its project its record's.
 */
const writeContactLinks = async (step: Step, chunk: readonly Planned<'contactLinks'>[]) => {
  const { tx, actor } = step;
  const column = { instrument: 'instrumentId', property: 'propertyId', service: 'serviceId' } as const;
  const made = { instrument: step.ids.instrument, property: step.ids.property, service: step.ids.service };
  const links = chunk.map((link) => ({ ...link, recordId: idOf(link.parent.ref, made[link.parent.type]) }));
  // The records' projects, and the links already on them, per record type.
  const projectOf = new Map<string, number>();
  const existing = new Map<string, { id: number; notes: string | null }>();
  const tables = { instrument: s.instruments, property: s.properties, service: s.services } as const;
  for (const type of ['instrument', 'property', 'service'] as const) {
    const recordIds = [...new Set(links.filter((l) => l.parent.type === type).map((l) => l.recordId))];
    if (recordIds.length === 0) continue;
    const table = tables[type];
    const linkColumn = s.contactLinks[column[type]];
    for (const r of await tx
      .select({ id: table.id, projectId: table.projectId })
      .from(table as typeof s.properties)
      .where(inArray(table.id, recordIds)))
      projectOf.set(`${type}:${r.id}`, r.projectId);
    for (const r of await tx
      .select({
        id: s.contactLinks.id,
        recordId: linkColumn,
        contactId: s.contactLinks.contactId,
        notes: s.contactLinks.notes,
      })
      .from(s.contactLinks)
      .where(inArray(linkColumn, recordIds)))
      existing.set(`${type}:${r.recordId}:${r.contactId}`, r);
  }
  const keyOf = (l: (typeof links)[number]) => `${l.parent.type}:${l.recordId}:${l.contactId}`;
  const fresh = links.filter((l) => !existing.has(keyOf(l)));
  const madeLinks = await insertCreated(
    tx,
    actor,
    s.contactLinks,
    fresh,
    (l) => ({
      contactId: l.contactId,
      projectId: projectOf.get(`${l.parent.type}:${l.recordId}`) as number,
      instrumentId: l.parent.type === 'instrument' ? l.recordId : null,
      propertyId: l.parent.type === 'property' ? l.recordId : null,
      serviceId: l.parent.type === 'service' ? l.recordId : null,
      notes: l.values.notes,
    }),
    { written: step.written },
  );
  const roles = fresh.flatMap((l, n) =>
    l.roleIds.map((contactRoleId) => ({ contactLinkId: madeLinks[n], contactRoleId })),
  );
  await insertInChunks(tx, s.contactLinkRoles, roles);
  // The roles are audited on their own, as the Contacts card does (`contact_link_roles`, by link).
  await writeAuditRows(tx, actor, {
    table: s.contactLinkRoles,
    action: 'create',
    rows: fresh.map((l, n) => ({ id: madeLinks[n], roleIds: l.roleIds })),
  });
  let updated = 0;
  const known = links.filter((l) => existing.has(keyOf(l)));
  const rolesBefore = new Map<number, number[]>();
  const knownIds = known.map((l) => (existing.get(keyOf(l)) as { id: number }).id);
  if (knownIds.length > 0)
    for (const r of await tx
      .select()
      .from(s.contactLinkRoles)
      .where(inArray(s.contactLinkRoles.contactLinkId, knownIds)))
      rolesBefore.set(r.contactLinkId, [...(rolesBefore.get(r.contactLinkId) ?? []), r.contactRoleId]);
  const notesChanged = await updateChanged(
    tx,
    actor,
    s.contactLinks,
    known.map((l) => ({
      id: (existing.get(keyOf(l)) as { id: number }).id,
      values: { notes: l.values.notes },
    })),
  );
  for (const l of known) {
    const { id } = existing.get(keyOf(l)) as { id: number };
    const before = (rolesBefore.get(id) ?? []).toSorted((a, b) => a - b);
    const after = l.roleIds.toSorted((a, b) => a - b);
    const rolesChanged = before.join() !== after.join();
    if (rolesChanged) await replaceLinkRoles(tx, actor, id, before, after);
    if (notesChanged.has(id) || rolesChanged) updated++;
  }
  await step.written(known.length);
  tally(step.counts, 'Contact Links', fresh.length, updated);
};

/** A link's roles replaced, audited before and after by link as the Contacts card does; undo reads `before`. */
export const replaceLinkRoles = async (
  tx: Tx,
  actor: Actor,
  linkId: number,
  before: number[],
  after: number[],
) => {
  await tx.delete(s.contactLinkRoles).where(eq(s.contactLinkRoles.contactLinkId, linkId));
  await tx
    .insert(s.contactLinkRoles)
    .values(after.map((contactRoleId) => ({ contactLinkId: linkId, contactRoleId })));
  await writeAudit(tx, actor, {
    table: s.contactLinkRoles,
    recordId: linkId,
    action: 'update',
    before: { roleIds: before },
    after: { roleIds: after },
  });
};
