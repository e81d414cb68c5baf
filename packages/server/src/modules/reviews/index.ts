export { registerReviewRoutes } from './reviews.routes';
