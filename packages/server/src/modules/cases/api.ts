// What other modules use of violation cases: the home tiles list the open ones.
export { listOpenCases } from './cases.service';
