import { isActiveOption, type LookupOption } from '@app/domain';

/** The roles a form offers: active ones, plus archived ones the link already has (they stay choosable). */
export const roleOptions = (roles: readonly LookupOption[], currentIds: readonly number[] = []) =>
  roles
    .filter((role) => isActiveOption(role) || currentIds.includes(role.id))
    .map((role) => ({ value: String(role.id), label: role.name }));

/** The names of a link's roles joined for display; an id the list does not (yet) hold shows as 'Role {id}'. */
export const roleNames = (roles: readonly LookupOption[], ids: readonly number[]): string =>
  ids.map((id) => roles.find((role) => role.id === id)?.name ?? `Role ${id}`).join(', ') || 'None';
