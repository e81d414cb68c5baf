/** What other modules and sign-in use of the users: who is active, who may be given a review, who signed in. */
export { isActiveUser, listAssigneeCandidates, upsertUserByOid } from './users.service';
