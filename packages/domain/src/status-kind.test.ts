import { describe, expect, it } from 'vitest';
import { statusKind } from './status-kind';

describe('statusKind', () => {
  it.each([
    ['project', 1, 'success'],
    ['project', 2, 'closed'],
    ['property', 1, 'success'],
    ['property', 2, 'closed'],
    ['instrument', 1, 'warning'],
    ['instrument', 2, 'success'],
    ['instrument', 3, 'closed'],
    ['instrument', 9, 'closed'],
    ['service', 1, 'warning'],
    ['service', 2, 'closed'],
    ['service', 9, 'warning'],
  ] as const)('%s status %i is %s', (type, statusId, kind) => {
    expect(statusKind(type, statusId)).toBe(kind);
  });
});
