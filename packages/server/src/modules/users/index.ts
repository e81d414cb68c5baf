// For other modules: whether users are active (a record's staff lead and a review's assignees must be).
export { activeUserIds, isActiveUser, listAssigneeCandidates } from './users.repo';
