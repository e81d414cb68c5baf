import type { Review } from '@app/domain';
import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import type { ChildParent } from '../../events';

export const reviewKeys = {
  all: ['reviews'] as const,
  list: ({ type, id }: ChildParent) => [...reviewKeys.all, type, id] as const,
};

export const reviewQueries = {
  /** GET {instrument|service}/{id}/reviews: open ones first, then newest. */
  list: (parent: ChildParent) =>
    queryOptions({
      queryKey: reviewKeys.list(parent),
      queryFn: ({ signal }) => getJson<Review[]>(`/${parent.type}/${parent.id}/reviews`, signal),
    }),
};
