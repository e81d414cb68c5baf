import { describe, expect, it } from 'vitest';
import { staleVersionChangedBy, staleVersionMessage } from './errors';

describe('a stale save’s message', () => {
  it('names who changed the record and when, and the field reads them back', () => {
    const message = staleVersionMessage('Sam Staff at 11/27/2026 07:37 AM');
    expect(message).toBe(
      'This record was changed by Sam Staff at 11/27/2026 07:37 AM after you opened it. Reload to see the latest version.',
    );
    expect(staleVersionChangedBy(message)).toBe('Sam Staff at 11/27/2026 07:37 AM');
  });

  it('names no one when the record has no audit row', () => {
    expect(staleVersionChangedBy(staleVersionMessage(null))).toBeNull();
    expect(staleVersionChangedBy('The boundary was changed after you opened it.')).toBeNull();
  });
});
