/**
 * What kind of refusal an error is, where the page must tell kinds apart by more than the status: a
 * stale version (409) offers Reload; a rule's refusal (also 409) must not, or Reload would throw the
 * user's edits away.
 */
export const ErrorCode = { StaleVersion: 'stale_version' } as const;
export type ErrorCodeName = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The one error shape of the API (DESIGN §4); the web client parses it back into form errors. */
export type ApiErrorBody = { message: string; fieldErrors?: Record<string, string[]>; code?: ErrorCodeName };
