// The events feature as other features use it: the Events card of an instrument or a service, and the
// query keys a save that adds events (an instrument's Executed, a service's Open/Closed) refreshes.
export { type ChildParent, eventKeys, eventQueries } from './api/events-queries';
export { EventsCard, type EventsCardProps } from './components/events-card';
