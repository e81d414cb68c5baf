/** A write that changes a lookup list (an instrument tag's create, rename or delete) calls this after it commits. */
export { invalidateLookups } from './lookups.service';
