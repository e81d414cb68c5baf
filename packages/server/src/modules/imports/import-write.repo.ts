import { EventType, type ImportPlan, type RecordRef, ServiceStatus, todayInDisplayZone } from '@app/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import * as s from '../../db/schema';
import { type Actor, writeAudit, writeAuditRows } from '../../db/tx';

/** Rows per insert: far below PostgreSQL's 65,535 parameters for the widest table here. */
const chunkSize = 1_000;

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
 * Updates one record's imported fields when any differs, bumping its version (an open page then
 * reloads instead of overwriting the import) and auditing before and after.
 */
const updateChanged = async <T extends PgTable & { id: PgColumn; version: PgColumn }>(
  tx: Tx,
  actor: Actor,
  table: T,
  id: number,
  values: Record<string, unknown>,
): Promise<boolean> => {
  const [before] = (await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update')) as Record<string, unknown>[];
  if (!before) return false;
  if (Object.entries(values).every(([key, value]) => JSON.stringify(before[key]) === JSON.stringify(value)))
    return false;
  const [after] = (await tx
    .update(table)
    .set({ ...values, version: sql`${table.version} + 1`, updatedAt: new Date() } as never)
    .where(eq(table.id, id))
    .returning()) as Record<string, unknown>[];
  await writeAudit(tx, actor, { table, recordId: id, action: 'update', before, after });
  return true;
};

const insertLegacyIds = async (
  tx: Tx,
  kind: 'project' | 'property' | 'instrument' | 'service',
  rows: { legacyId: string; recordId: number }[],
  batchId: number,
) => {
  for (let at = 0; at < rows.length; at += chunkSize)
    await tx.insert(s.legacyIds).values(rows.slice(at, at + chunkSize).map((r) => ({ ...r, kind, batchId })));
};

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

/**
 * Writes a checked plan inside the caller's transaction (issue 31 §5), each kind in the order a
 * reference needs: projects, properties with their localities and parcels, instruments, then the links.
 * New records are inserted a thousand at a time and audited in the same statements' numbers; a
 * record the file names by a known legacy id is updated field by field. Every audit row carries the
 * batch (`actor.importBatchId`).
 */
export const writeImportPlan = async (
  tx: Tx,
  actor: Actor,
  plan: ImportPlan,
  { batchId, onProgress }: { batchId: number; onProgress?: (rowsWritten: number) => void | Promise<void> },
): Promise<Counts> => {
  const counts: Counts = {};
  // Told every 250 rows or so (a chunk of inserts is a thousand), and once at the end.
  let rowsWritten = 0;
  let told = 0;
  const written: Written = async (rows) => {
    rowsWritten += rows;
    if (rowsWritten - told < 250) return;
    told = rowsWritten;
    await onProgress?.(rowsWritten);
  };

  // Projects.
  const projectIds = new Map<string, number>();
  const newProjects = plan.projects.filter((p) => p.existingId === null);
  const madeProjects = await insertCreated(
    tx,
    actor,
    s.projects,
    newProjects,
    (p) => ({
      name: p.values.name,
      description: p.values.description,
      statusId: p.statusId,
      createdById: actor.userId,
      lastEditedById: actor.userId,
    }),
    { written },
  );
  for (const [i, p] of newProjects.entries()) projectIds.set(p.legacyId, madeProjects[i]);
  await insertLegacyIds(
    tx,
    'project',
    newProjects.map((p, i) => ({ legacyId: p.legacyId, recordId: madeProjects[i] })),
    batchId,
  );
  let updated = 0;
  for (const p of plan.projects.filter((p) => p.existingId !== null)) {
    projectIds.set(p.legacyId, p.existingId as number);
    if (
      await updateChanged(tx, actor, s.projects, p.existingId as number, {
        name: p.values.name,
        description: p.values.description,
        statusId: p.statusId,
      })
    )
      updated++;
    await written(1);
  }
  tally(counts, 'Projects', newProjects.length, updated);

  // Properties, with the calculated acres of the parcels the file gives them.
  const propertyIds = new Map<string, number>();
  const parcelAcres = new Map<string, number>();
  for (const parcel of plan.taxParcels)
    if ('legacyId' in parcel.property && parcel.values.acres !== null)
      parcelAcres.set(
        parcel.property.legacyId,
        (parcelAcres.get(parcel.property.legacyId) ?? 0) + parcel.values.acres,
      );
  const newProperties = plan.properties.filter((p) => p.existingId === null);
  const propertyValues = (p: ImportPlan['properties'][number]) => ({
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
  });
  const madeProperties = await insertCreated(
    tx,
    actor,
    s.properties,
    newProperties,
    (p) => {
      const acres = parcelAcres.get(p.legacyId);
      return {
        ...propertyValues(p),
        projectId: idOf(p.project, projectIds),
        legacyPropertyIds: p.legacyId,
        calculatedAcres: acres === undefined ? null : Number(acres.toFixed(4)),
      };
    },
    { written },
  );
  for (const [i, p] of newProperties.entries()) propertyIds.set(p.legacyId, madeProperties[i]);
  await insertLegacyIds(
    tx,
    'property',
    newProperties.map((p, i) => ({ legacyId: p.legacyId, recordId: madeProperties[i] })),
    batchId,
  );
  updated = 0;
  for (const p of plan.properties.filter((p) => p.existingId !== null)) {
    const id = p.existingId as number;
    propertyIds.set(p.legacyId, id);
    // A property the file puts in another project moves there, and its contacts' project with it.
    const projectId = idOf(p.project, projectIds);
    if (await updateChanged(tx, actor, s.properties, id, { ...propertyValues(p), projectId })) updated++;
    for (const link of await tx
      .select({ id: s.contactLinks.id })
      .from(s.contactLinks)
      .where(and(eq(s.contactLinks.propertyId, id), ne(s.contactLinks.projectId, projectId))))
      await updateChanged(tx, actor, s.contactLinks, link.id, { projectId });
    await written(1);
  }
  tally(counts, 'Properties', newProperties.length, updated);

  // Localities: each property's as listed (the first primary), plus any its parcels name; an existing
  // property keeps its own and gains the missing ones.
  const wantedLocalities = new Map<number, number[]>();
  for (const p of plan.properties)
    wantedLocalities.set(propertyIds.get(p.legacyId) as number, [...p.localityIds]);
  for (const parcel of plan.taxParcels) {
    const propertyId = idOf(parcel.property, propertyIds);
    const list = wantedLocalities.get(propertyId) ?? [];
    if (!list.includes(parcel.localityId)) list.push(parcel.localityId);
    wantedLocalities.set(propertyId, list);
  }
  const existingLocalities = new Map<string, { id: number; isPrimary: boolean }>();
  const touched = [...wantedLocalities.keys()];
  for (let at = 0; at < touched.length; at += 5_000) {
    const rows = await tx
      .select({
        id: s.propertyLocalities.id,
        propertyId: s.propertyLocalities.propertyId,
        localityId: s.propertyLocalities.localityId,
        isPrimary: s.propertyLocalities.isPrimary,
      })
      .from(s.propertyLocalities)
      .where(inArray(s.propertyLocalities.propertyId, touched.slice(at, at + 5_000)));
    for (const r of rows) existingLocalities.set(`${r.propertyId}:${r.localityId}`, r);
  }
  const hasPrimary = new Set(
    [...existingLocalities.entries()].filter(([, r]) => r.isPrimary).map(([k]) => Number(k.split(':')[0])),
  );
  const newLocalities: { propertyId: number; localityId: number; isPrimary: boolean }[] = [];
  for (const [propertyId, localityIds] of wantedLocalities)
    for (const localityId of localityIds) {
      if (existingLocalities.has(`${propertyId}:${localityId}`)) continue;
      const isPrimary = !hasPrimary.has(propertyId);
      hasPrimary.add(propertyId);
      newLocalities.push({ propertyId, localityId, isPrimary });
    }
  const madeLocalities = await insertCreated(tx, actor, s.propertyLocalities, newLocalities, (l) => l);
  for (const [i, r] of newLocalities.entries())
    existingLocalities.set(`${r.propertyId}:${r.localityId}`, {
      id: madeLocalities[i],
      isPrimary: r.isPrimary,
    });

  // Parcels: the file's parcels of a locality replace the ones it had (none, for a new property).
  const localityRowOf = (parcel: ImportPlan['taxParcels'][number]) =>
    (existingLocalities.get(`${idOf(parcel.property, propertyIds)}:${parcel.localityId}`) as { id: number })
      .id;
  const parcelsByLocality = new Map<number, ImportPlan['taxParcels']>();
  for (const parcel of plan.taxParcels) {
    const id = localityRowOf(parcel);
    const list = parcelsByLocality.get(id) ?? [];
    list.push(parcel);
    parcelsByLocality.set(id, list);
  }
  const madeLocalityIds = new Set(madeLocalities);
  const replaced = [...parcelsByLocality.keys()].filter((id) => !madeLocalityIds.has(id));
  if (replaced.length > 0) {
    const removed = await tx
      .delete(s.taxParcels)
      .where(inArray(s.taxParcels.propertyLocalityId, replaced))
      .returning();
    await writeAuditRows(tx, actor, { table: s.taxParcels, action: 'delete', rows: removed });
  }
  // A property that was here before the import has its acres summed again once its parcels changed.
  const made = new Set(madeProperties);
  const refreshed = new Set(
    plan.taxParcels.map((p) => idOf(p.property, propertyIds)).filter((id) => !made.has(id)),
  );
  await insertCreated(
    tx,
    actor,
    s.taxParcels,
    [...parcelsByLocality.values()].flat(),
    (p) => ({ propertyLocalityId: localityRowOf(p), parcelId: p.values.parcelId, acres: p.values.acres }),
    { written },
  );
  for (const propertyId of refreshed) {
    const [{ total }] = await tx
      .select({ total: sql<string | null>`sum(${s.taxParcels.acres})` })
      .from(s.taxParcels)
      .innerJoin(s.propertyLocalities, eq(s.propertyLocalities.id, s.taxParcels.propertyLocalityId))
      .where(eq(s.propertyLocalities.propertyId, propertyId));
    await updateChanged(tx, actor, s.properties, propertyId, {
      calculatedAcres: total === null ? null : Number(total),
    });
  }
  tally(counts, 'Tax Parcels', plan.taxParcels.length, 0);

  // Instruments, each new Active one with its Executed event; specific terms on a new one.
  const instrumentIds = new Map<string, number>();
  const newInstruments = plan.instruments.filter((i) => i.existingId === null);
  const instrumentValues = (i: ImportPlan['instruments'][number]) => ({
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
  const madeInstruments = await insertCreated(
    tx,
    actor,
    s.instruments,
    newInstruments,
    (i) => ({
      ...instrumentValues(i),
      projectId: idOf(i.project, projectIds),
      legacyControlNumber: i.legacyId,
      openDate: today,
    }),
    { alsoHeld: (index) => ({ specificTermIds: newInstruments[index].specificTermIds }), written },
  );
  for (const [n, i] of newInstruments.entries()) instrumentIds.set(i.legacyId, madeInstruments[n]);
  await insertLegacyIds(
    tx,
    'instrument',
    newInstruments.map((i, n) => ({ legacyId: i.legacyId, recordId: madeInstruments[n] })),
    batchId,
  );
  const terms = newInstruments.flatMap((i, n) =>
    i.specificTermIds.map((specificTermId) => ({ instrumentId: madeInstruments[n], specificTermId })),
  );
  for (let at = 0; at < terms.length; at += chunkSize)
    await tx.insert(s.instrumentSpecificTerms).values(terms.slice(at, at + chunkSize));
  await insertCreated(
    tx,
    actor,
    s.events,
    newInstruments.flatMap((i, n) =>
      i.values.executedDate
        ? [
            {
              instrumentId: madeInstruments[n],
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
  updated = 0;
  for (const i of plan.instruments.filter((i) => i.existingId !== null)) {
    instrumentIds.set(i.legacyId, i.existingId as number);
    if (await updateChanged(tx, actor, s.instruments, i.existingId as number, instrumentValues(i))) updated++;
    await written(1);
  }
  tally(counts, 'Instruments', newInstruments.length, updated);

  // Links: a pair already linked has its values updated, a new pair is added.
  const links = plan.propertyInstruments.map((l) => ({
    propertyId: idOf(l.property, propertyIds),
    instrumentId: idOf(l.instrument, instrumentIds),
    values: l.values,
  }));
  const existingLinks = new Map<string, number>();
  const linkedInstruments = [...new Set(links.map((l) => l.instrumentId))];
  for (let at = 0; at < linkedInstruments.length; at += 5_000)
    for (const r of await tx
      .select({
        id: s.propertyInstruments.id,
        propertyId: s.propertyInstruments.propertyId,
        instrumentId: s.propertyInstruments.instrumentId,
      })
      .from(s.propertyInstruments)
      .where(inArray(s.propertyInstruments.instrumentId, linkedInstruments.slice(at, at + 5_000))))
      existingLinks.set(`${r.propertyId}:${r.instrumentId}`, r.id);
  const newLinks = links.filter((l) => !existingLinks.has(`${l.propertyId}:${l.instrumentId}`));
  await insertCreated(
    tx,
    actor,
    s.propertyInstruments,
    newLinks,
    (l) => ({ propertyId: l.propertyId, instrumentId: l.instrumentId, ...l.values }),
    { written },
  );
  updated = 0;
  for (const l of links) {
    const id = existingLinks.get(`${l.propertyId}:${l.instrumentId}`);
    if (id === undefined) continue;
    if (await updateChanged(tx, actor, s.propertyInstruments, id, l.values)) updated++;
    await written(1);
  }
  tally(counts, 'Instrument Properties', newLinks.length, updated);

  const serviceIds = await writeServices(tx, actor, plan, { batchId, counts, propertyIds, written });
  await writeContactLinks(tx, actor, plan, {
    counts,
    ids: { propertyIds, instrumentIds, serviceIds },
    written,
  });
  if (rowsWritten > told) await onProgress?.(rowsWritten);
  return counts;
};

/** Each property's project, for the records on it (a past service, a contact link). */
const projectsOfProperties = async (tx: Tx, ids: readonly number[]) => {
  const out = new Map<number, number>();
  for (let at = 0; at < ids.length; at += 5_000)
    for (const r of await tx
      .select({ id: s.properties.id, projectId: s.properties.projectId })
      .from(s.properties)
      .where(inArray(s.properties.id, ids.slice(at, at + 5_000))))
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
const writeServices = async (
  tx: Tx,
  actor: Actor,
  plan: ImportPlan,
  {
    batchId,
    counts,
    propertyIds,
    written,
  }: { batchId: number; counts: Counts; propertyIds: Map<string, number>; written: Written },
) => {
  const serviceIds = new Map<string, number>();
  const propertyOf = (service: ImportPlan['services'][number]) => idOf(service.property, propertyIds);
  const projects = await projectsOfProperties(tx, [...new Set(plan.services.map(propertyOf))]);
  const details = (service: ImportPlan['services'][number]) => ({
    categoryId: service.categoryId,
    statusId: service.statusId,
    agreementTypeId: service.agreementTypeId,
    staffLeadId: service.staffLeadId,
    notes: service.values.notes,
    inspectionMethod: service.inspectionMethod,
    reportCompletedDate: service.values.reportCompletedDate,
    reportCompletedById: service.values.reportCompletedDate === null ? null : service.staffLeadId,
  });
  const fresh = plan.services.filter((service) => service.existingId === null);
  const openDay = (service: ImportPlan['services'][number]) =>
    service.values.inspectionDate ?? service.closedDate ?? todayInDisplayZone();
  const made = await insertCreated(
    tx,
    actor,
    s.services,
    fresh,
    (service) => ({
      ...details(service),
      projectId: projects.get(propertyOf(service)) as number,
      openDate: openDay(service),
    }),
    {
      alsoHeld: (index) => ({ typeIds: fresh[index].typeIds, propertyIds: [propertyOf(fresh[index])] }),
      written,
    },
  );
  for (const [n, service] of fresh.entries()) serviceIds.set(service.legacyId, made[n]);
  await insertLegacyIds(
    tx,
    'service',
    fresh.map((service, n) => ({ legacyId: service.legacyId, recordId: made[n] })),
    batchId,
  );
  const types = fresh.flatMap((service, n) =>
    service.typeIds.map((typeId) => ({ serviceId: made[n], typeId })),
  );
  for (let at = 0; at < types.length; at += chunkSize)
    await tx.insert(s.serviceTypesLink).values(types.slice(at, at + chunkSize));
  const onProperties = fresh.map((service, n) => ({
    serviceId: made[n],
    propertyId: propertyOf(service),
  }));
  for (let at = 0; at < onProperties.length; at += chunkSize)
    await tx.insert(s.serviceProperties).values(onProperties.slice(at, at + chunkSize));
  const event = (serviceId: number, eventTypeId: number, day: string) => ({
    serviceId,
    eventTypeId,
    date: eventInstant(day),
    notes: null,
    createdById: actor.userId,
  });
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
  let updated = 0;
  for (const service of plan.services.filter((service) => service.existingId !== null)) {
    serviceIds.set(service.legacyId, service.existingId as number);
    if (await updateChanged(tx, actor, s.services, service.existingId as number, details(service))) updated++;
    await written(1);
  }
  tally(counts, 'Services', fresh.length, updated);
  return serviceIds;
};

/**
 * Contacts on records, each with its roles: a contact already on the record gets the file's roles and
 * role details (audited as the Contacts card audits them); a new one is added, its project its record's.
 */
const writeContactLinks = async (
  tx: Tx,
  actor: Actor,
  plan: ImportPlan,
  {
    counts,
    ids,
    written,
  }: {
    counts: Counts;
    ids: Record<'propertyIds' | 'instrumentIds' | 'serviceIds', Map<string, number>>;
    written: Written;
  },
) => {
  const column = { instrument: 'instrumentId', property: 'propertyId', service: 'serviceId' } as const;
  const made = { instrument: ids.instrumentIds, property: ids.propertyIds, service: ids.serviceIds };
  const links = plan.contactLinks.map((link) => ({
    ...link,
    recordId: idOf(link.parent.ref, made[link.parent.type]),
  }));
  // The records' projects, and the links already on them, per record type.
  const projectOf = new Map<string, number>();
  const existing = new Map<string, { id: number; notes: string | null }>();
  const tables = { instrument: s.instruments, property: s.properties, service: s.services } as const;
  for (const type of ['instrument', 'property', 'service'] as const) {
    const recordIds = [...new Set(links.filter((l) => l.parent.type === type).map((l) => l.recordId))];
    const table = tables[type];
    const linkColumn = s.contactLinks[column[type]];
    for (let at = 0; at < recordIds.length; at += 5_000) {
      const chunk = recordIds.slice(at, at + 5_000);
      for (const r of await tx
        .select({ id: table.id, projectId: table.projectId })
        .from(table as typeof s.properties)
        .where(inArray(table.id, chunk)))
        projectOf.set(`${type}:${r.id}`, r.projectId);
      for (const r of await tx
        .select({
          id: s.contactLinks.id,
          recordId: linkColumn,
          contactId: s.contactLinks.contactId,
          notes: s.contactLinks.notes,
        })
        .from(s.contactLinks)
        .where(inArray(linkColumn, chunk)))
        existing.set(`${type}:${r.recordId}:${r.contactId}`, r);
    }
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
    { written },
  );
  const roles = fresh.flatMap((l, n) =>
    l.roleIds.map((contactRoleId) => ({ contactLinkId: madeLinks[n], contactRoleId })),
  );
  for (let at = 0; at < roles.length; at += chunkSize)
    await tx.insert(s.contactLinkRoles).values(roles.slice(at, at + chunkSize));
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
  for (let at = 0; at < knownIds.length; at += 5_000)
    for (const r of await tx
      .select()
      .from(s.contactLinkRoles)
      .where(inArray(s.contactLinkRoles.contactLinkId, knownIds.slice(at, at + 5_000))))
      rolesBefore.set(r.contactLinkId, [...(rolesBefore.get(r.contactLinkId) ?? []), r.contactRoleId]);
  for (const l of known) {
    const { id } = existing.get(keyOf(l)) as { id: number };
    const notesChanged = await updateChanged(tx, actor, s.contactLinks, id, { notes: l.values.notes });
    const before = (rolesBefore.get(id) ?? []).toSorted((a, b) => a - b);
    const after = l.roleIds.toSorted((a, b) => a - b);
    const rolesChanged = before.join() !== after.join();
    if (rolesChanged) await replaceLinkRoles(tx, actor, id, before, after);
    if (notesChanged || rolesChanged) updated++;
    await written(1);
  }
  tally(counts, 'Contact Links', fresh.length, updated);
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
