/** What other modules use of the reviews: whether a record still has open ones (a close or delete blocker). */
export { hasOpenReviews } from './reviews.service';
