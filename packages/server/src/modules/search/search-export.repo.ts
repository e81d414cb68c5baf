import { asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { qualified } from '../../db/qualified';
import * as s from '../../db/schema';

/**
 * The instruments of the given projects, one row per property each covers with the rights it allows
 * there (an instrument covering no property gets one row without them), by instrument then property.
 */
export const instrumentsWithRights = (db: Db, projectIds: number[]) =>
  db
    .select({
      id: s.instruments.id,
      projectId: s.instruments.projectId,
      instrumentType: s.instrumentTypes.code,
      agreementType: s.agreementTypes.name,
      instrumentStatus: s.instrumentStatuses.name,
      staffLeadName: s.users.name,
      localityName: s.localities.name,
      executedDate: s.instruments.executedDate,
      recordedDate: s.instruments.recordedDate,
      propertyId: s.propertyInstruments.propertyId,
      propertyAcres: s.propertyInstruments.propertyAcres,
      futurePropertiesAllowed: s.propertyInstruments.futurePropertiesAllowed,
      dwellingsAllowed: s.propertyInstruments.dwellingsAllowed,
      finishedAreaAllowed: s.propertyInstruments.finishedAreaAllowed,
      imperviousAreaAllowed: s.propertyInstruments.imperviousAreaAllowed,
    })
    .from(s.instruments)
    .innerJoin(s.instrumentStatuses, eq(s.instrumentStatuses.id, s.instruments.statusId))
    .innerJoin(s.agreementTypes, eq(s.agreementTypes.id, s.instruments.agreementTypeId))
    .leftJoin(s.instrumentTypes, eq(s.instrumentTypes.id, s.instruments.typeId))
    .leftJoin(s.users, eq(s.users.id, s.instruments.staffLeadId))
    .leftJoin(s.localities, eq(s.localities.id, s.instruments.localityId))
    .leftJoin(s.propertyInstruments, eq(s.propertyInstruments.instrumentId, s.instruments.id))
    .where(inArray(s.instruments.projectId, projectIds))
    .orderBy(asc(s.instruments.id), asc(s.propertyInstruments.propertyId));

const link = alias(s.contactLinks, 'link');

/** The contacts on the records of the given projects: one row per link, with its roles, by project and record. */
export const projectContacts = (db: Db, projectIds: number[]) =>
  db
    .select({
      projectId: link.projectId,
      instrumentId: link.instrumentId,
      propertyId: link.propertyId,
      serviceId: link.serviceId,
      crmId: s.contacts.crmId,
      name: sql<string>`coalesce(${s.contacts.name}, ${s.contacts.fullName}, 'None')`,
      address: s.contacts.address,
      city: s.contacts.city,
      state: s.contacts.state,
      postalCode: s.contacts.postalCode,
      email: s.contacts.email,
      roles: sql<
        string | null
      >`(select string_agg(${qualified(s.contactRoles.name)}, '; ' order by ${qualified(s.contactRoles.sortOrder)}, ${qualified(s.contactRoles.name)})
        from ${s.contactLinkRoles} join ${s.contactRoles} on ${qualified(s.contactRoles.id)} = ${qualified(s.contactLinkRoles.contactRoleId)}
        where ${qualified(s.contactLinkRoles.contactLinkId)} = ${qualified(link.id)})`,
      notes: link.notes,
    })
    .from(link)
    .innerJoin(s.contacts, eq(s.contacts.id, link.contactId))
    .where(inArray(link.projectId, projectIds))
    .orderBy(
      asc(link.projectId),
      sql`coalesce(${link.instrumentId}, ${link.propertyId}, ${link.serviceId})`,
      asc(link.id),
    );
