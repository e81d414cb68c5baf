// The events feature as other features use it: the Events card of an instrument or a service, the event
// form (a completed review offers it), and the query keys a save that adds events refreshes.
export { type ChildParent, childParentIds, eventKeys, eventQueries } from './api/events-queries';
export { EventForm } from './components/event-form';
export { EventsCard, type EventsCardProps } from './components/events-card';
