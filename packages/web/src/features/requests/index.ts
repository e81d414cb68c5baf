// The owners' requests feature as other features use it: the property's Owner Requests card.
export { OwnerRequestsCard } from './components/owner-requests-card';
