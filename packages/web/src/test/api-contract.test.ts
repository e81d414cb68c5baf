import { describe, expect, it } from 'vitest';
import { contractError } from './api-contract';

describe('the API contract the stub answers by', () => {
  it('takes what the server answers and names what it would not', () => {
    const user = { id: 1, name: 'Ann', inactive: false, viewOnly: false };
    expect(contractError('GET', '/api/users', [user])).toBeNull();
    expect(contractError('GET', '/api/users', [{ id: 1, name: 'Ann', inactive: false }])).toContain(
      "must have required property 'viewOnly'",
    );
    expect(contractError('GET', '/api/project/get/12', { id: 12 })).toContain("required property 'name'");
    expect(contractError('GET', '/api/no/such/route', {})).toContain('is no route of the API');
    expect(contractError('GET', '/assets/app.js', {})).toBeNull();
  });
});
