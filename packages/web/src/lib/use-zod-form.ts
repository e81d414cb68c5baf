import { type ChangeEvent, useCallback, useState } from 'react';
import type { z } from 'zod';
import { isApiError } from './api-client';

type Errors = Record<string, string | undefined>;

const firstIssuePerField = (issues: readonly z.core.$ZodIssue[]): Errors => {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'form';
    errors[field] ??= issue.message;
  }
  return errors;
};

/**
 * Plain controlled form state validated by a `domain` zod schema. Field errors from the schema and
 * from the server's 400 answer land in one map; editing a field clears its message.
 */
export const useZodForm = <TSchema extends z.ZodType<unknown, Record<string, unknown>>>({
  schema,
  initialValues,
}: {
  schema: TSchema;
  initialValues: z.input<TSchema>;
}) => {
  type Values = z.input<TSchema>;
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<Errors>({});

  const setValue = useCallback(<K extends keyof Values & string>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
  }, []);

  /** Validates everything; the parsed output when valid, else null with the messages shown. */
  const validate = (): z.output<TSchema> | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(firstIssuePerField(result.error.issues));
    return null;
  };

  /** Shows a failed save: the server's field messages beside the fields; returns the general message. */
  const applyServerError = (error: unknown): string => {
    if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
    const fromServer: Errors = {};
    for (const [field, messages] of Object.entries(error.fieldErrors)) fromServer[field] = messages[0];
    setErrors((current) => ({ ...current, ...fromServer }));
    return error.message;
  };

  const [saveError, setSaveError] = useState<unknown>(null);
  /**
   * Save: validates, sends the parsed values, then `onSaved`; a refused save puts the server's field
   * messages beside the fields and keeps its error (`saveError`) for the form's alert.
   */
  const submit = async (send: (valid: z.output<TSchema>) => Promise<unknown>, onSaved: () => void) => {
    setSaveError(null);
    const valid = validate();
    if (!valid) return;
    try {
      await send(valid);
      onSaved();
    } catch (error) {
      applyServerError(error);
      setSaveError(error);
    }
  };

  type Field = keyof Values & string;
  /**
   * Binds a field to an input: spread `{...form.text('name')}` on a TextInput or Textarea,
   * `number` on a NumberTextInput, `choice` on a Select or DateInput (cleared = ''), `check` on a
   * Checkbox.
   */
  const bind = {
    text: (field: Field) => ({
      value: String(values[field] ?? ''),
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setValue(field, event.currentTarget.value as Values[typeof field]),
      error: errors[field],
    }),
    number: (field: Field) => ({
      value: values[field] as string | number | null | undefined,
      onChange: (text: string) => setValue(field, text as Values[typeof field]),
      error: errors[field],
    }),
    choice: (field: Field) => ({
      value: values[field] === '' || values[field] == null ? null : String(values[field]),
      onChange: (id: string | null) => setValue(field, (id ?? '') as Values[typeof field]),
      error: errors[field],
    }),
    check: (field: Field, unset = false) => ({
      checked: (values[field] as boolean | null | undefined) ?? unset,
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        setValue(field, event.currentTarget.checked as Values[typeof field]),
    }),
  };

  const reset = useCallback((next: Values) => {
    setValues(next);
    setErrors({});
  }, []);

  return { values, errors, setValue, ...bind, validate, applyServerError, reset, submit, saveError };
};
