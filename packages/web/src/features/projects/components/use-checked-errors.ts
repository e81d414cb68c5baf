import { useState } from 'react';

const valueAt = (values: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value !== null && typeof value === 'object' ? Reflect.get(value, key) : undefined),
      values,
    );

/**
 * The messages of a form with nested fields (`instrument.agreementTypeId`, `property.additionalLocalityIds.0`):
 * each shows while its field still holds the value that was checked, so fixing a field hides its message
 * at once, and the schema's and the server's messages behave alike.
 */
export const useCheckedErrors = <V>(values: V, errors: Readonly<Record<string, string | undefined>>) => {
  const [checked, setChecked] = useState<V | null>(null);
  return {
    /** Call when the values are validated or sent. */
    markChecked: () => setChecked(values),
    errorAt: (path: string): string | undefined =>
      checked !== null && Object.is(valueAt(values, path), valueAt(checked, path)) ? errors[path] : undefined,
  };
};
