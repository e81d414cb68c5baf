// The contacts feature as other features use it: the contacts card of a record, the search modal,
// and the contact queries. Anything else in the folder is the feature's own.
export { contactQueries } from './api/contacts-queries';
export { ContactSearchModal } from './components/contact-search-modal';
export { ContactsCard } from './components/contacts-card';
// The advanced search sends its contact results to the CRM through this form.
export { JournalEntryForm } from './components/journal-entry-form';
