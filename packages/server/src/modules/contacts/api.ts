/** What other modules use of the contacts: a new record's first contact, and a record's contacts. */
export {
  addContactLink,
  contactIdByCrmId,
  createContactLink,
  listRecordContacts,
} from './contact-links.service';
