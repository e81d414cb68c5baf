import { describe, expect, it } from 'vitest';
import { StartupError } from '../startup';
import { plainError, rebuiltError } from './pglite-errors';

describe('an error from the embedded engine’s thread', () => {
  const acrossThreads = (error: unknown) => rebuiltError(structuredClone(plainError(error)));

  it('keeps a file-system error’s number, which the start turns into words (not [object Object])', () => {
    // What the engine throws for a folder it cannot open: no Error, no message.
    const errno = { name: 'ErrnoError', errno: 44, stack: '<generic error, no stack>' };
    expect(new StartupError('DATA_DIR', acrossThreads(errno)).message).toBe(
      'Cannot start: DATA_DIR: the folder cannot be used: no such file or folder',
    );
  });

  it('keeps PostgreSQL’s fields and message', () => {
    const refused = Object.assign(new Error('database "x" does not exist'), { code: '3D000' });
    const rebuilt = acrossThreads(refused);
    expect(rebuilt).toBeInstanceOf(Error);
    expect(rebuilt).toMatchObject({ code: '3D000', message: 'database "x" does not exist' });
  });
});
