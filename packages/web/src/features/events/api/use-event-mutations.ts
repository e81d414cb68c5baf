import type { Event, EventCreate, EventUpdate } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-client';
import { type ChildParent, eventKeys } from './events-queries';

const useInvalidateEvents = (parent: ChildParent) => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: eventKeys.list(parent) });
};

export const useCreateEvent = (parent: ChildParent) => {
  const invalidate = useInvalidateEvents(parent);
  return useMutation({
    mutationFn: (input: EventCreate) => sendJson<Event>('POST', '/event/create', input),
    onSuccess: invalidate,
  });
};

export const useUpdateEvent = (parent: ChildParent) => {
  const invalidate = useInvalidateEvents(parent);
  return useMutation({
    mutationFn: (input: EventUpdate) => sendJson<Event>('PUT', '/event/update', input),
    onSuccess: invalidate,
  });
};

export const useDeleteEvent = (parent: ChildParent) => {
  const invalidate = useInvalidateEvents(parent);
  return useMutation({
    mutationFn: ({ id, version }: Pick<Event, 'id' | 'version'>) =>
      sendJson<{ id: number }>('DELETE', `/event/delete/${id}?version=${version}`),
    onSuccess: invalidate,
  });
};
