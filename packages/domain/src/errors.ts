/** The one error shape of the API (DESIGN §4); the web client parses it back into form errors. */
export type ApiErrorBody = { message: string; fieldErrors?: Record<string, string[]> };
