// The events module. Instrument and service saves add their required events (Executed, Open, Closed,
// Inspection) through insertEvent inside their own transaction; the routes serve the Events cards.
// The parent checks are shared with the other children of instruments and services (reviews, areas).
export { insertEvent, type NewEvent } from './events.repo';
export { registerEventRoutes } from './events.routes';
export { type ChildParent, checkParentExists, lockParent, parentOf } from './parents.repo';
