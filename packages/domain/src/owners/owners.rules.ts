import { ContactRole } from '../ids';
import { addDays } from '../stewardship/stewardship.rules';

/**
 * Owners (issue 33 §4, Land Trust Alliance practice 11D): an owner's dates on a property's contact, the
 * "New owner: contact within 90 days" task an ownership change opens, and the yearly owner contact.
 */

/** A new owner is to be contacted within this many days of their Owner Since date. */
export const NewOwnerContactDays = 90;

export const ownerContactMethodLabels = {
  visit: 'Visit',
  letter: 'Letter',
  phone: 'Phone Call',
  meeting: 'Meeting',
  email: 'Email',
} as const;
export type OwnerContactMethod = keyof typeof ownerContactMethodLabels;
export const ownerContactMethods = Object.keys(ownerContactMethodLabels) as [
  OwnerContactMethod,
  ...OwnerContactMethod[],
];

export const ownerMessages = {
  datesOnlyForOwners: 'Owner Since and Owner Until are only for a Property contact with the Owner role.',
  untilBeforeSince: 'Owner Until must be on or after Owner Since.',
  notAnOwner: (names: readonly string[]) =>
    `Not an Owner of a Property this Instrument covers: ${names.join(', ')}.`,
  ownersRequired: 'Owners Reached is required. Please select at least one Owner.',
  emptyTile: 'No new Owners are waiting to be contacted',
  emptyCard: 'No Owner Contacts have been recorded for this Instrument',
  tileTitle: 'New Owners to Contact',
  taskTitle: 'New owner: contact within 90 days',
} as const;

/** The day a new owner is to be contacted by. */
export const newOwnerDueDate = (ownerSince: string) => addDays(ownerSince, NewOwnerContactDays);

/** Whether a contact's roles make it a property's owner. */
export const isOwnerLink = (link: { parentType: string; roleIds: readonly number[] }) =>
  link.parentType === 'property' && link.roleIds.includes(ContactRole.PropertyOwner);

/**
 * What is wrong with a link's owner dates, or null: they belong to a property contact with the Owner
 * role only, and Owner Until is not before Owner Since. Answers the field to name and the message.
 */
export const ownerDatesError = (link: {
  parentType: string;
  roleIds: readonly number[];
  ownerSince: string | null;
  ownerUntil: string | null;
}): { field: 'ownerSince' | 'ownerUntil'; message: string } | null => {
  if (link.ownerSince === null && link.ownerUntil === null) return null;
  if (!isOwnerLink(link))
    return {
      field: link.ownerSince !== null ? 'ownerSince' : 'ownerUntil',
      message: ownerMessages.datesOnlyForOwners,
    };
  if (link.ownerSince !== null && link.ownerUntil !== null && link.ownerUntil < link.ownerSince)
    return { field: 'ownerUntil', message: ownerMessages.untilBeforeSince };
  return null;
};

/**
 * Whether an owner's "contact within 90 days" task is open: the owner has an Owner Since, has not left
 * (no Owner Until), and no owner contact reached them on or after that day (`contactDates`: the days of
 * the owner contacts, on an easement of the property, that name them).
 */
export const isNewOwnerTaskOpen = (owner: {
  ownerSince: string | null;
  ownerUntil: string | null;
  contactDates: readonly string[];
}) =>
  owner.ownerSince !== null &&
  owner.ownerUntil === null &&
  !owner.contactDates.some((day) => day >= (owner.ownerSince as string));

/** A task is overdue the day after its due date. */
export const isNewOwnerTaskOverdue = (due: string, today: string) => today > due;

/** The latest owner contact of each year (days 'YYYY-MM-DD'), null for a year without one. */
export const ownerContactedByYear = (days: readonly string[], years: readonly number[]) =>
  years.map((year) => {
    const prefix = `${year}-`;
    let latest: string | null = null;
    for (const day of days) if (day.startsWith(prefix) && (latest === null || day > latest)) latest = day;
    return latest;
  });
