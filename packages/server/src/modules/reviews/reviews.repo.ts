import { ReviewStatus } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { reviews } from '../../db/schema';

/**
 * Whether an instrument or a service has a review still open (status 1). Reads FOR UPDATE-free: the
 * caller's status change locks the parent row first, and review adds lock it too, so the answer holds.
 */
export const hasOpenReviews = async (
  tx: Db | Tx,
  { instrumentId, serviceId }: { instrumentId?: number; serviceId?: number },
): Promise<boolean> => {
  const parent =
    instrumentId !== undefined
      ? eq(reviews.instrumentId, instrumentId)
      : serviceId !== undefined
        ? eq(reviews.serviceId, serviceId)
        : undefined;
  if (!parent) throw new Error('hasOpenReviews needs an instrumentId or a serviceId');
  const [row] = await tx
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(parent, eq(reviews.reviewStatusId, ReviewStatus.Open)))
    .limit(1);
  return row !== undefined;
};
