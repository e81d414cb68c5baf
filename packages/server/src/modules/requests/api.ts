// What other modules use of owners' requests: a decision letter reads its request.
export { getRequest } from './requests.service';
