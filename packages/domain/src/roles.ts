/** Roles carried by the sign-in token's `roles` claim (spec 1 §6). */
export const Role = { Admin: 'Admin', Staff: 'Staff', ViewOnly: 'viewonly' } as const;
export type RoleName = (typeof Role)[keyof typeof Role];

export type Principal = { oid: string; name: string; roles: readonly string[] };

/** A user whose roles include 'viewonly' is view-only, whatever else they hold. */
export const isViewOnly = (user: Pick<Principal, 'roles'>): boolean => user.roles.includes(Role.ViewOnly);
export const isAdmin = (user: Pick<Principal, 'roles'>): boolean =>
  !isViewOnly(user) && user.roles.includes(Role.Admin);
/** Anyone signed in who is not view-only may add, edit and delete (within each area's own rules). */
export const canWrite = (user: Pick<Principal, 'roles'>): boolean => !isViewOnly(user);
/** Spec 1 §6: a user with no name sees the not-authorized page. */
export const isAuthorizedUser = (user: Pick<Principal, 'name'>): boolean => user.name.trim().length > 0;
/** 'Signed in as' shows the roles comma separated. */
export const rolesLabel = (user: Pick<Principal, 'roles'>): string => user.roles.join(', ');
