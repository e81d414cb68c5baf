// The reviews feature as other features use it: the Reviews card of an instrument or a service, and
// its query keys (a status change of the parent depends on its open reviews).
export { reviewKeys, reviewQueries } from './api/reviews-queries';
export { ReviewsCard, type ReviewsCardProps } from './components/reviews-card';
