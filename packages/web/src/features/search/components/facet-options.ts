import {
  type FacetOptionsSource,
  facetOptionsSource,
  type InstrumentTypeOption,
  inspectionSearchOptions,
  type LookupOption,
  monitoringYearOptions,
  offeredOptions,
  type SearchEntityType,
  type SearchFacetKey,
  type ServiceTypeOption,
  todayInDisplayZone,
} from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { lookupQuery } from '../../../lib/lookup-queries';
import { usersQueries } from '../../../lib/users-queries';

export type SelectOption = { value: string; label: string };

/** A category's abbreviation beside a component: initials of a name of several words, else its first three letters. */
export const categoryAbbreviation = (name: string) => {
  const words = name.split(/[\s-]+/).filter(Boolean);
  return words.length > 1 ? words.map((w) => w[0].toUpperCase()).join('') : name.slice(0, 3).toUpperCase();
};

const labelled = (source: FacetOptionsSource, options: LookupOption[], chosen: string[]): SelectOption[] => {
  // Active options, plus any already chosen (a shared link may name an archived one).
  const offered = options.filter((o) => offeredOptions([o]).length > 0 || chosen.includes(String(o.id)));
  if (source === 'instrument/instrumenttypes')
    return offeredOptions(offered as InstrumentTypeOption[]).map((o) => ({
      value: String(o.id),
      label: `${o.code} - ${o.name}`,
    }));
  if (source === 'service/types')
    // Spec 1 §2: components sorted alphabetically, each with its category's abbreviation.
    return (offered as ServiceTypeOption[])
      .map((o) => ({ value: String(o.id), label: `${o.name} (${categoryAbbreviation(o.category.name)})` }))
      .sort((a, b) => a.label.localeCompare(b.label));
  return offeredOptions(offered).map((o) => ({ value: String(o.id), label: o.name }));
};

/** The options of a list facet: a lookup list (one cache entry per list), the active users or a fixed list. */
export const useFacetOptions = (key: SearchFacetKey, type: SearchEntityType, chosen: string[]) => {
  const source = facetOptionsSource(key, type);
  const fixed = source === 'users' || source === 'inspectionStates' || source === 'monitoringYears';
  const lookup = useQuery({
    ...lookupQuery(source && !fixed ? source : 'instrument/agreementtypes'),
    enabled: source !== null && !fixed,
  });
  const users = useQuery({ ...usersQueries.active(), enabled: source === 'users' });
  if (source === 'inspectionStates')
    return inspectionSearchOptions.map((o) => ({ value: String(o.id), label: o.name }));
  if (source === 'monitoringYears')
    return monitoringYearOptions(Number(todayInDisplayZone().slice(0, 4))).map((o) => ({
      value: String(o.id),
      label: o.name,
    }));
  if (source === 'users')
    return (users.data ?? [])
      .filter((u) => u.id > 0)
      .map((u) => ({ value: String(u.id), label: u.inactive ? `${u.name} (Inactive)` : u.name }));
  return source && lookup.data ? labelled(source, lookup.data, chosen) : [];
};
