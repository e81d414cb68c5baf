// The reviews module. An instrument cannot become Active, nor a service Closed, while one of its
// reviews is open (hasOpenReviews); the routes serve the Reviews cards.
export { hasOpenReviews } from './reviews.repo';
export { registerReviewRoutes } from './reviews.routes';
