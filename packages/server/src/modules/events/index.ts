// The events module. Instrument and service saves add their required events (Executed, Open, Closed,
// Inspection) through insertEvent inside their own transaction; the routes serve the Events cards.
export { insertEvent, type NewEvent } from './events.repo';
export { registerEventRoutes } from './events.routes';
