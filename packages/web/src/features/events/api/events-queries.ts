import type { Event, EventTypeOption, LookupPath } from '@app/domain';
import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import { lookupQuery } from '../../../lib/lookup-queries';

/** The record an event or a review belongs to. */
export type ChildParent = { type: 'instrument' | 'service'; id: number };

/** The parent as a new event or review names it: one of the two ids, the other null. */
export const childParentIds = (parent: ChildParent) => ({
  instrumentId: parent.type === 'instrument' ? parent.id : null,
  serviceId: parent.type === 'service' ? parent.id : null,
});

export const eventKeys = {
  all: ['events'] as const,
  list: ({ type, id }: ChildParent) => [...eventKeys.all, type, id] as const,
};

const eventTypePaths: Record<ChildParent['type'], LookupPath> = {
  instrument: 'event/instrumenteventtypes',
  service: 'event/serviceeventtypes',
};

export const eventQueries = {
  /** GET {instrument|service}/{id}/events: date newest first, then id descending. */
  list: (parent: ChildParent) =>
    queryOptions({
      queryKey: eventKeys.list(parent),
      queryFn: ({ signal }) => getJson<Event[]>(`/${parent.type}/${parent.id}/events`, signal),
    }),
  /** The event types of the parent's kind, with their admin-only flags. */
  types: (parentType: ChildParent['type']) => lookupQuery<EventTypeOption>(eventTypePaths[parentType]),
};
