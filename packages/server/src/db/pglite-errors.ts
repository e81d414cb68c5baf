/**
 * An error crossing the embedded engine's thread boundary: sent as plain data, rebuilt as an Error with
 * the same fields, so the start names its cause as it would in one thread.
 */

/**
 * An error as plain data: its fields (PostgreSQL's code, detail, constraint…), name and message. The
 * engine's file-system errors (Emscripten's ErrnoError) are not Errors but objects with a name and an
 * errno: their fields are kept too, or the start printed '[object Object]'.
 */
export const plainError = (error: unknown): Record<string, unknown> => {
  if (error === null || typeof error !== 'object') return { message: String(error) };
  const fields = Object.fromEntries(
    Object.entries(error).filter(([, value]) => value === null || typeof value !== 'object'),
  );
  return error instanceof Error ? { ...fields, name: error.name, message: error.message } : fields;
};

/** The error rebuilt from its plain copy, with every field on it. */
export const rebuiltError = (fields: Record<string, unknown>) =>
  Object.assign(new Error(typeof fields.message === 'string' ? fields.message : ''), fields);
