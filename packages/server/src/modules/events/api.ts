/** What other modules use of the events: an event written with its record, and a child's parent checks. */
export { insertEvent, type NewEvent } from './events.repo';
export { type ChildParent, checkParentExists, childParentTypes, lockParent, parentOf } from './parents.repo';
