// What other modules use of violation cases: the home tiles list them.
export { listCaseItems } from './case-lists.repo';
