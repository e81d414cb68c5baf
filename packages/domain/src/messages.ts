/**
 * Every validation text a user can see, in one place, so that the browser and the server show the
 * same words. The spec's texts (spec 1 §5 and §8) are reproduced exactly; the generic ones the spec
 * does not word (required, lengths, value limits, dates) follow the same "The {field} field ..."
 * phrasing as the spec's rule messages, so a form never mixes two styles.
 */
export const messages = {
  // Spec 1 §5: shared rule messages.
  decimalBetween: (field: string, min: number, max: number) =>
    `The ${field} field must be numeric and contain between ${min} and ${max} decimal places.`,
  maxDecimal: (field: string, n: number) =>
    `The ${field} field must be numeric and may contain up to ${n} decimal places.`,
  minMoney: (field: string, min: number) => `The ${field} field must be $${min} or more.`,
  multiRequired: (field: string) => `At least one ${field} is required.`,
  atLeastTwoRequired: (field: string) => `At least two ${field}s are required.`,
  singleRequired: (field: string) => `Only one ${field} is allowed.`,
  requestorRoleRequired: 'Requestor role is required.',
  projectExists: 'Project not found.',
  currentPropertyExists: 'Property was not found or is not Current.',
  unique: (field: string) => `The value in the ${field} fields cannot be duplicated.`,
  minValueIf: (field: string, other: string) =>
    `The ${field} field must be greater than 0 when ${other} is greater than 0.`,
  wholeNumber: (field: string) => `The ${field} field must be a whole number.`,
  previousServiceIdExists: 'Invalid Previous Service ID.',
  hasNoOpenReviews: 'The Status cannot be set to Active if there are Open Reviews.',

  // Spec 1 §5 (Go form) and §8.
  numericOnly: (field: string) => `The ${field} field may only contain numeric characters.`,
  entityNotFound: (entity: string) => `${entity} not found.`,
  userNotFound: 'User does not exist or is not active anymore.',
  userIdRequired: 'Cannot get a user name without its id.',

  // Generic rules the spec names but does not word (see the note above).
  required: (field: string) => `The ${field} field is required.`,
  maxLength: (field: string, n: number) => `The ${field} field may not be greater than ${n} characters.`,
  minLength: (field: string, n: number) => `The ${field} field must be at least ${n} characters.`,
  minValue: (field: string, min: number) => `The ${field} field must be ${min} or more.`,
  maxValue: (field: string, max: number) => `The ${field} field must be ${max} or less.`,
  tooMany: (field: string, max: number) => `No more than ${max} ${field} are allowed.`,
  dateFormat: (field: string) => `The ${field} field must be a valid date in the format MM/DD/YYYY.`,
  futureDate: (field: string) => `The ${field} field may not be a future date.`,
} as const;
