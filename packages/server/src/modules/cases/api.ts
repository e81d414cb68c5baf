// What other modules use of violation cases: the home tiles list the open ones; an inspection's
// report lists the cases opened from it.
export { listOpenCases, listServiceCases } from './cases.service';
