// The events module as other modules use it: instrument and service saves add their required events
// (Executed, Open, Closed, Inspection) through insertEvent inside their own transaction.
export { insertEvent, type NewEvent } from './events.repo';
