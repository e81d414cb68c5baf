/** A CRM account as the product copies it (spec 1 §3: the contact fields). */
export type CrmAccount = {
  crmId: string;
  name: string | null;
  fullName: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  email: string | null;
  phones: { type: string; number: string }[];
  /** When the CRM last changed the account, if it says. */
  modifiedAt: Date | null;
};

/**
 * The longest name (and full name) the synced copy keeps, as the directory's CSV import allows: the
 * contact search reads names from an index that holds them (db/schema/contacts.ts), and an index row
 * has a size limit a longer name from the CRM would break the sync on.
 */
export const CrmNameMaxLength = 200;

export type JournalEntry = {
  journalName: string;
  crmIds: string[];
  sentBy: { userId: number | null; name: string };
};
export type JournalResult = { failures: { crmId: string; message: string }[] };

/**
 * The donor CRM behind the contacts (DESIGN §6): the built-in directory (embedded default) or
 * eTapestry (SOAP), chosen by configuration. Failures throw `CrmError` with a message for the user.
 */
export type CrmConnector = {
  kind: 'directory' | 'etapestry';
  /** Every account, or those changed since a time (incremental sync), one page at a time. */
  listContacts: (options: { changedSince?: Date }) => AsyncIterable<CrmAccount[]>;
  getContact: (crmId: string) => Promise<CrmAccount | null>;
  /** One journal entry per account; an account that fails is reported, the others still get theirs. */
  addJournalEntry: (entry: JournalEntry) => Promise<JournalResult>;
  close?: () => Promise<void>;
};

/** A CRM failure, worded for the person who asked (a fault code becomes a sentence, never a crash). */
export class CrmError extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message);
  }
}
