/** What other modules and sign-in use of the users: who is active, who may be given a review, who signed in. */
export { activeUserIds, isActiveUser, listAssigneeCandidates } from './users.repo';
export { upsertUserByOid } from './users.service';
