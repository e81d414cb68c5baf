import { ReviewStatus } from '@app/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { qualified } from '../../db/qualified';
import {
  contactLinkRoles,
  contactLinks,
  contactRoles,
  contacts,
  events,
  eventTypes,
  instrumentSpecificTerms,
  instrumentTags,
  reviews,
  specificTerms,
  tagTypes,
  users,
} from '../../db/schema';
import { readAll } from '../../db/tx';

/**
 * The instrument's tags, terms, events, contacts and open reviews as the Instrument Summary Output
 * lists them, each in its card's order (spec 3 §9); its purposes, areas and grants are the
 * instrument-details module's (`listDetailsForSummary`). Read-only: the cards' own modules own the writes.
 */
export const listSummaryChildren = async (db: Db, instrumentId: number) => {
  const assignee = alias(users, 'assignee');
  const assigner = alias(users, 'assigner');
  const [tagRows, termRows, eventRows, contactRows, reviewRows] = await readAll(db, [
    () =>
      db
        .select({ name: tagTypes.name })
        .from(instrumentTags)
        .innerJoin(tagTypes, eq(tagTypes.id, instrumentTags.tagTypeId))
        .where(eq(instrumentTags.instrumentId, instrumentId))
        .orderBy(asc(tagTypes.sortOrder), asc(tagTypes.name)),
    () =>
      db
        .select({ id: specificTerms.id, name: specificTerms.name })
        .from(instrumentSpecificTerms)
        .innerJoin(specificTerms, eq(specificTerms.id, instrumentSpecificTerms.specificTermId))
        .where(eq(instrumentSpecificTerms.instrumentId, instrumentId))
        .orderBy(asc(specificTerms.sortOrder), asc(specificTerms.name)),
    () =>
      db
        .select({ id: events.id, type: eventTypes.name, date: events.date, notes: events.notes })
        .from(events)
        .innerJoin(eventTypes, eq(eventTypes.id, events.eventTypeId))
        .where(eq(events.instrumentId, instrumentId))
        .orderBy(desc(events.date), desc(events.id)),
    () =>
      db
        .select({
          id: contactLinks.id,
          name: contacts.name,
          crmId: contacts.crmId,
          email: contacts.email,
          roles: sql<string>`coalesce((select string_agg(${qualified(contactRoles.name)}, ', ' order by ${qualified(contactRoles.sortOrder)}, ${qualified(contactRoles.name)})
          from ${contactLinkRoles} join ${contactRoles} on ${qualified(contactRoles.id)} = ${qualified(contactLinkRoles.contactRoleId)}
          where ${qualified(contactLinkRoles.contactLinkId)} = ${qualified(contactLinks.id)}), '')`,
          notes: contactLinks.notes,
        })
        .from(contactLinks)
        .innerJoin(contacts, eq(contacts.id, contactLinks.contactId))
        .where(eq(contactLinks.instrumentId, instrumentId))
        .orderBy(asc(contacts.name), asc(contactLinks.id)),
    () =>
      db
        .select({
          id: reviews.id,
          assignee: assignee.name,
          assigner: assigner.name,
          openDate: reviews.openDate,
          instructions: reviews.instructions,
          comments: reviews.comments,
        })
        .from(reviews)
        .innerJoin(assignee, eq(assignee.id, reviews.assigneeId))
        .innerJoin(assigner, eq(assigner.id, reviews.assignerId))
        .where(and(eq(reviews.instrumentId, instrumentId), eq(reviews.reviewStatusId, ReviewStatus.Open)))
        .orderBy(asc(reviews.openDate), asc(reviews.id)),
  ]);
  return {
    tagNames: tagRows.map((r) => r.name),
    specificTerms: termRows,
    events: eventRows,
    contacts: contactRows,
    openReviews: reviewRows,
  };
};

export type SummaryChildren = Awaited<ReturnType<typeof listSummaryChildren>>;
