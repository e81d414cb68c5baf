/**
 * The field area: its pages, the outbox's sync the app starts once signed in, and what sign-out asks.
 * The app loads this module on demand (it brings IndexedDB), never in its first script.
 */
export { FieldPage } from './components/field-page';
export { FieldPropertyPage } from './components/field-property-page';
export { UnsyncedBadge } from './components/unsynced-badge';
export { fieldDb } from './store/field-store';
export { countUnsynced, unsyncedText } from './store/outbox';
export { fieldSync } from './sync/field-sync';
