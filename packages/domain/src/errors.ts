/**
 * What kind of refusal an error is, where the page must tell kinds apart by more than the status: a
 * stale version (409) offers Reload; a rule's refusal (also 409) must not, or Reload would throw the
 * user's edits away.
 */
export const ErrorCode = { StaleVersion: 'stale_version' } as const;
export type ErrorCodeName = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The one error shape of the API (DESIGN §4); the web client parses it back into form errors. */
export type ApiErrorBody = { message: string; fieldErrors?: Record<string, string[]>; code?: ErrorCodeName };

/**
 * A stale save's 409 message, naming who changed the record last and when ('Sam Staff at 11/27/2026
 * 07:37 AM'). The server writes it; the field's conflict reads who back from it (`staleVersionChangedBy`).
 */
export const staleVersionMessage = (changedBy: string | null) =>
  `This record was changed${changedBy ? ` by ${changedBy}` : ''} after you opened it. Reload to see the latest version.`;

/** Who changed the record, and when, as a stale save's message names them; null when it names no one. */
export const staleVersionChangedBy = (message: string): string | null =>
  /^This record was changed by (.+) after you opened it\./.exec(message)?.[1] ?? null;
