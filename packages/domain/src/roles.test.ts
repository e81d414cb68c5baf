import { describe, expect, it } from 'vitest';
import { canWrite, isAdmin, isAuthorizedUser, isViewOnly, Role, rolesLabel } from './roles';

describe('role rules (spec 1 §6)', () => {
  it.each([
    { roles: ['Admin'], viewOnly: false, admin: true, write: true },
    { roles: ['Staff'], viewOnly: false, admin: false, write: true },
    { roles: ['viewonly'], viewOnly: true, admin: false, write: false },
    { roles: ['Admin', 'viewonly'], viewOnly: true, admin: false, write: false },
    { roles: ['Staff', 'Admin'], viewOnly: false, admin: true, write: true },
    { roles: [], viewOnly: false, admin: false, write: true },
    { roles: ['admin', 'ViewOnly'], viewOnly: false, admin: false, write: true },
  ])('$roles', ({ roles, viewOnly, admin, write }) => {
    expect(isViewOnly({ roles })).toBe(viewOnly);
    expect(isAdmin({ roles })).toBe(admin);
    expect(canWrite({ roles })).toBe(write);
  });

  it('names the roles as the token carries them', () => {
    expect(Role).toEqual({ Admin: 'Admin', Staff: 'Staff', ViewOnly: 'viewonly' });
  });
});

describe('isAuthorizedUser', () => {
  it.each([
    ['Jane Smith', true],
    ['', false],
    ['   ', false],
  ])('%j → %s', (name, expected) => {
    expect(isAuthorizedUser({ name })).toBe(expected);
  });
});

describe('rolesLabel', () => {
  it.each([
    [['Admin', 'Staff'], 'Admin, Staff'],
    [['viewonly'], 'viewonly'],
    [[], ''],
  ])('%j → %j', (roles, expected) => {
    expect(rolesLabel({ roles })).toBe(expected);
  });
});
