/** What other modules use of the events: an event written with its record's own save. */

export type { NewEvent } from './events.repo';
export { addEvent } from './events.service';
