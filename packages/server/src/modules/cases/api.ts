// What other modules use of violation cases: the home tiles list the open ones; an inspection's
// report lists the cases opened from it; a letter reads its case.
export { getCase, listOpenCases, listServiceCases } from './cases.service';
