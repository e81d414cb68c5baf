// The reviews module as other modules use it: an instrument cannot become Active, nor a service
// Closed, while one of its reviews is open.
export { hasOpenReviews } from './reviews.repo';
