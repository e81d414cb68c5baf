import {
  facetRequires,
  facetsByType,
  type SearchEntityType,
  type SearchFacetKey,
  searchFacets,
  searchQuerySchema,
} from '@app/domain';
import { Fieldset, Stack } from '@mantine/core';
import type { FacetDraft } from '../api/search-state';
import { FacetField } from './facet-field';

export type FacetErrors = Partial<Record<SearchFacetKey, string>>;

/**
 * The facets' messages by the same schema the server checks them with (spec 1 §5): ids numeric and at
 * least 1, acres up to 4 decimals, dates as MM/DD/YYYY, event dates only with an event type.
 */
export const facetErrors = (entityType: SearchEntityType, draft: FacetDraft): FacetErrors => {
  const values = Object.fromEntries(Object.entries(draft).filter(([, v]) => v && v.length > 0));
  const result = searchQuerySchema(entityType).safeParse(values);
  const errors: FacetErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path[0] as SearchFacetKey | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
};

type FacetPanelProps = {
  entityType: SearchEntityType;
  draft: FacetDraft;
  errors: FacetErrors;
  onChange: (key: SearchFacetKey, values: string[]) => void;
};

/** The pairs of rights checkboxes, shown together under the right's name. */
const flagGroup = (key: SearchFacetKey) => {
  const label: string = searchFacets[key].label;
  const [group, choice] = label.split(': ');
  return choice ? { group, choice } : null;
};

/** A type's facet panel, built from the facet definitions in the panel's order (spec 1 §2). */
export const FacetPanel = ({ entityType, draft, errors, onChange }: FacetPanelProps) => {
  const keys: readonly SearchFacetKey[] = facetsByType[entityType];
  const isWaiting = (key: SearchFacetKey) => {
    const requires = facetRequires(key);
    return requires.length > 0 && !requires.some((other) => (draft[other]?.length ?? 0) > 0);
  };
  const field = (key: SearchFacetKey, label?: string) => (
    <FacetField
      key={key}
      facetKey={key}
      entityType={entityType}
      values={draft[key] ?? []}
      onChange={(values) => onChange(key, values)}
      error={errors[key]}
      disabled={isWaiting(key)}
      label={label}
    />
  );

  const items: React.ReactNode[] = [];
  const grouped = new Set<SearchFacetKey>();
  for (const key of keys) {
    if (grouped.has(key)) continue;
    const flag = flagGroup(key);
    if (!flag) {
      items.push(field(key));
      continue;
    }
    const members = keys.filter((k) => flagGroup(k)?.group === flag.group);
    for (const member of members) grouped.add(member);
    items.push(
      <Fieldset key={flag.group} legend={flag.group} variant="unstyled">
        <Stack gap={6}>{members.map((member) => field(member, flagGroup(member)?.choice))}</Stack>
      </Fieldset>,
    );
  }
  return <Stack gap="sm">{items}</Stack>;
};
