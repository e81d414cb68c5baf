import type { z } from 'zod';

/**
 * What a form shows for `input` under `schema` (the domain schema it validates with), in the one error
 * shape's `fieldErrors`: the field by its path, the schema's words. A route test compares the API's 400
 * with it to prove the API refuses what the form refuses, in the same words.
 */
export const formFieldErrors = (schema: z.ZodType, input: unknown): Record<string, string[]> => {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('The form accepts this input: nothing to refuse.');
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message];
  }
  return fieldErrors;
};
