import type { Review, ReviewCreate, ReviewUpdate } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-client';
import { reviewKeys } from './reviews-queries';

/** Reviews feed the home tiles too: every review list is refreshed. */
const useInvalidateReviews = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: reviewKeys.all });
};

export const useCreateReviews = () => {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: (input: ReviewCreate) => sendJson<Review[]>('POST', '/review/create', input),
    onSuccess: invalidate,
  });
};

/** PUT review/update; the Withdrawn status deletes the review. */
export const useUpdateReview = () => {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: (input: ReviewUpdate) => sendJson<Review>('PUT', '/review/update', input),
    onSuccess: invalidate,
  });
};
