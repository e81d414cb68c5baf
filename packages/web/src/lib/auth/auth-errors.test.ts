import { describe, expect, it } from 'vitest';
import { isNotAssignedError } from './auth-errors';

describe('isNotAssignedError', () => {
  it.each([
    ['AADSTS50105: not assigned', true],
    [{ error: 'access_denied', error_description: 'AADSTS50105: The signed in user is not assigned' }, true],
    [new Error('AADSTS50105'), true],
    [{ error: 'login_required', error_description: 'End-User authentication is required' }, false],
    [new Error('Popup closed by user'), false],
    [null, false],
  ])('%o → %s', (error, expected) => {
    expect(isNotAssignedError(error)).toBe(expected);
  });
});
