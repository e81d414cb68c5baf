/** Entra ID's code for a user who is not assigned to the application; the built-in provider answers it too. */
const notAssignedCode = 'AADSTS50105';

/** True when a sign-in error (or its description) says the user is not assigned to the product. */
export const isNotAssignedError = (error: unknown): boolean => {
  if (typeof error === 'string') return error.includes(notAssignedCode);
  if (error && typeof error === 'object') {
    const { error_description: description, message } = error as {
      error_description?: unknown;
      message?: unknown;
    };
    return [description, message].some((text) => typeof text === 'string' && text.includes(notAssignedCode));
  }
  return false;
};

/** Thrown when the provider says the user may not use the product; guards send them to /notauthorized. */
export class NotAssignedError extends Error {
  constructor() {
    super('The user is not assigned to the application.');
    this.name = 'NotAssignedError';
  }
}
