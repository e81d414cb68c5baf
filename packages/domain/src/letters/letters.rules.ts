/**
 * Letters from templates (issue 33 §3): the fixed set of placeholders a template may use, how a
 * template's body is checked and rendered, whose letter it is (the owners), and who may do what.
 * The API and the pages read these rules; the server enforces them.
 */

/** The placeholders a template may use, each with what it becomes. Any other {{…}} is refused at save. */
export const letterPlaceholders = {
  'Owner Names': "The owners' names, joined with 'and'",
  'Owner Address': "The first owner's mailing address, on its lines",
  'Property Name': 'The property’s name (or names, for an instrument covering several)',
  'Property ID': 'The property’s id (or ids)',
  'Instrument Names': 'The instruments’ numbers (their ids when unnumbered)',
  'Staff Lead': 'The staff lead of the instruments',
  'Case ID': 'The violation case’s id (a case’s letter only)',
  'Case Type': 'The violation case’s type (a case’s letter only)',
  'Discovered On': 'The date the potential violation was discovered (a case’s letter only)',
  Observation: 'The description of the case, and the notes of the observation it was opened from',
  'Request ID': 'The owner request’s id (an owner request’s letter only)',
  'Request Kind': 'The owner request’s kind: a new dwelling, a timber harvest … (a request’s letter only)',
  'Received On': 'The date the owner request was received (a request’s letter only)',
  'Request Description': 'The description of the owner request (a request’s letter only)',
  Decision:
    'The owner request’s decision: Approved, Approved with conditions, Denied or Withdrawn (its status while undecided)',
  'Decided On': 'The date of the decision (empty while the request is undecided)',
  'Decision Note':
    'The note of the decision: the conditions of an approval with conditions, the reasons of a denial',
  Today: 'The date the letter is made',
} as const;
export type LetterPlaceholder = keyof typeof letterPlaceholders;
export const letterPlaceholderNames = Object.keys(letterPlaceholders) as LetterPlaceholder[];
export type LetterValues = Record<LetterPlaceholder, string>;

/** The kinds of letter the issue names; a template is one of them. */
export const letterKinds = {
  violationNotice: 'Notice of a Potential Violation',
  cureAgreement: 'Cure Agreement',
  resolution: 'Resolution',
  annual: 'Annual Landowner Letter',
  newOwner: 'New Owner Welcome Letter',
  requestDecision: "Decision on an Owner's Request",
  other: 'Other',
} as const;
export type LetterKind = keyof typeof letterKinds;
export const letterKindIds = Object.keys(letterKinds) as [LetterKind, ...LetterKind[]];

/** Bounds: a template's name and body, one letter's recipients line, and one mail merge. */
export const LetterLimits = {
  templateName: 100,
  templateBody: 20_000,
  recipients: 2_000,
  /** One mail merge makes at most this many letters (one Word file of 2,000 pages is already a lot). */
  mergeLetters: 2_000,
} as const;

/** The contact roles that make a contact a letter's owner: a property's Owner, else its easements' Grantor. */
export const letterOwnerRoleIds = { property: 11, instrument: 1 } as const;

const placeholderPattern = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholders a body names, in order, each once (as written, trimmed). */
export const placeholdersIn = (body: string): string[] => [
  ...new Set([...body.matchAll(placeholderPattern)].map((m) => m[1])),
];

/** The placeholders a body names that are not in the fixed set (case matters: {{owner names}} is unknown). */
export const unknownPlaceholders = (body: string): string[] =>
  placeholdersIn(body).filter((name) => !(name in letterPlaceholders));

export const letterMessages = {
  templateNotFound: 'Letter Template not found.',
  letterNotFound: 'Letter not found.',
  templateNameTaken: 'A Letter Template with this Name already exists.',
  adminOnlyTemplates: 'Only an Admin may change Letter Templates.',
  oneSubject: 'Choose one of a Violation Case, an Owner Request or a Property for the letter.',
  mergeEmpty: 'The set has no records to write letters for.',
  mergeNoProperty: (instrumentIds: number[]) =>
    `A letter recorded as sent is kept on a property, and ${instrumentIds.length === 1 ? 'Instrument' : 'Instruments'} ${instrumentIds.slice(0, 10).join(', ')}${instrumentIds.length > 10 ? ` and ${instrumentIds.length - 10} more` : ''} ${instrumentIds.length === 1 ? 'covers' : 'cover'} no property. Leave Record as Sent On blank, or add the property first.`,
  unknownPlaceholders: (names: string[]) =>
    `Unknown placeholder${names.length === 1 ? '' : 's'}: ${names.map((n) => `{{${n}}}`).join(', ')}. Use only: ${letterPlaceholderNames.map((n) => `{{${n}}}`).join(', ')}.`,
  tooManyLetters: (count: number) =>
    `A mail merge makes at most ${LetterLimits.mergeLetters.toLocaleString('en-US')} letters; this set has ${count.toLocaleString('en-US')}. Narrow the search or the set.`,
} as const;

/** The body with each placeholder replaced by its value; an unknown one (never saved) is left as written. */
export const renderLetter = (body: string, values: Partial<LetterValues>): string =>
  body.replace(placeholderPattern, (whole, name: string) =>
    name in letterPlaceholders ? (values[name as LetterPlaceholder] ?? '') : whole,
  );

export type LetterContact = {
  contactId: number;
  name: string | null;
  fullName: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  /** Where the contact is linked with an owner role. */
  on: 'property' | 'instrument';
};

/**
 * A letter's owners: the Owners on the property; when it has none, the Grantors of its instruments
 * (the landowner who granted the easement). Each contact once, in the order given.
 */
export const letterOwners = (contacts: readonly LetterContact[]): LetterContact[] => {
  const onProperty = contacts.filter((c) => c.on === 'property');
  const chosen = onProperty.length > 0 ? onProperty : contacts.filter((c) => c.on === 'instrument');
  const seen = new Set<number>();
  return chosen.filter((c) => !seen.has(c.contactId) && seen.add(c.contactId));
};

/** A contact as a letter addresses it: the full name ("Mr. and Mrs. …") when the CRM has one. */
export const letterContactName = (c: Pick<LetterContact, 'name' | 'fullName'>) =>
  (c.fullName ?? '').trim() || (c.name ?? '').trim() || 'Landowner';

/** The mailing address on its lines: street, then "City, ST 12345"; lines with nothing are left out. */
export const letterAddress = (c: Pick<LetterContact, 'address' | 'city' | 'state' | 'postalCode'>) => {
  const place = [c.city?.trim(), [c.state?.trim(), c.postalCode?.trim()].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [c.address?.trim(), place].filter(Boolean).join('\n');
};

/** "A", "A and B", "A, B and C". */
export const joinNames = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** The recipients line a sent letter keeps: each owner's name, with the address when there is one. */
export const letterRecipients = (owners: readonly LetterContact[]) =>
  owners
    .map((o) => {
      const address = letterAddress(o).replace(/\n/g, ', ');
      return address ? `${letterContactName(o)}, ${address}` : letterContactName(o);
    })
    .join('; ')
    .slice(0, LetterLimits.recipients);

/** Who may do what: every user reads templates and letters; Admins edit templates; Staff and Admins send and merge. */
export const letterPermissions = (user: { isAdmin: boolean; viewOnly: boolean }) => ({
  editTemplates: user.isAdmin,
  send: !user.viewOnly,
  merge: !user.viewOnly,
});

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A day (YYYY-MM-DD) as a letter writes it: "November 29, 2026". */
export const letterDate = (day: string) => {
  const [year, month, date] = day.slice(0, 10).split('-').map(Number);
  return months[month - 1] ? `${months[month - 1]} ${date}, ${year}` : day;
};
