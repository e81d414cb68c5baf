/**
 * The most entries each list of a request may hold. Far above what a person enters (Virginia has 133
 * localities; a parcel list of a few dozen is long), low enough that the largest request is checked
 * and saved in milliseconds and stays well inside PostgreSQL's 65,535 query parameters.
 */
export const ListLimits = {
  additionalLocalities: 50,
  taxParcelsPerLocality: 500,
  propertyIdsPerCall: 500,
  rolesPerContactLink: 50,
  /** Additional assignees of one review add (one review is made per assignee). */
  additionalReviewAssignees: 19,
  /** Values of one advanced-search facet (Virginia's 133 localities all fit). */
  searchFacetValues: 500,
  /** Result ids of one search export: the export budget is 10,000 rows in 2 s. */
  searchExportIds: 10_000,
  /**
   * Contacts of one 'Send List to eTapestry': sent 20 at a time, one batch after another, so 1,000 is
   * 50 calls to the CRM, about a minute.
   */
  journalContacts: 1_000,
} as const;
