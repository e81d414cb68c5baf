// The owners feature as other features use it: the instrument's Owner Contacts card and a property's new owners.
export { NewOwnersCard } from './components/new-owners-card';
export { OwnerContactsCard } from './components/owner-contacts-card';
