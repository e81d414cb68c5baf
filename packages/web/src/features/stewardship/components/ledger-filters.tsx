import { type LedgerSort, ledgerSortLabels, ledgerSorts } from '@app/domain';
import { Select, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LookupSelect } from '../../../components/lookup-select';
import { lookupQuery } from '../../../lib/lookup-queries';
import { usersQueries } from '../../../lib/users-queries';
import type { LedgerView } from '../api/ledger-queries';

const idValue = (value: number | undefined) => (value === undefined ? null : String(value));
const idOf = (value: string | null) => (value === null ? undefined : Number(value));

/** Staff lead, locality and agreement type (any when cleared), and the sort; each change starts at page 1. */
export const LedgerFilters = ({
  view,
  onChange,
}: {
  view: LedgerView;
  onChange: (view: LedgerView) => void;
}) => {
  const users = useQuery(usersQueries.active());
  const localities = useQuery(lookupQuery('locality/localities'));
  const agreementTypes = useQuery(lookupQuery('instrument/agreementtypes'));
  const set = (change: Partial<LedgerView>) => onChange({ ...view, ...change, page: 1 });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
      <Select
        label="Staff Lead"
        placeholder="Any"
        clearable
        searchable
        data={(users.data ?? [])
          .filter((u) => u.id > 0)
          .map((u) => ({ value: String(u.id), label: u.inactive ? `${u.name} (Inactive)` : u.name }))}
        value={idValue(view.staffLead)}
        onChange={(value) => set({ staffLead: idOf(value) })}
      />
      <LookupSelect
        label="Locality"
        placeholder="Any"
        clearable
        searchable
        options={localities.data}
        current={view.locality}
        value={idValue(view.locality)}
        onChange={(value) => set({ locality: idOf(value) })}
      />
      <LookupSelect
        label="Agreement Type"
        placeholder="Any"
        clearable
        options={agreementTypes.data}
        current={view.agreementType}
        value={idValue(view.agreementType)}
        onChange={(value) => set({ agreementType: idOf(value) })}
      />
      <Select
        label="Sort By"
        allowDeselect={false}
        data={ledgerSorts.map((sort) => ({ value: sort, label: ledgerSortLabels[sort] }))}
        value={view.sort}
        onChange={(value) => set({ sort: (value ?? 'project') as LedgerSort })}
      />
      <Select
        label="Order"
        allowDeselect={false}
        data={[
          { value: 'asc', label: 'Ascending' },
          { value: 'desc', label: 'Descending' },
        ]}
        value={view.direction}
        onChange={(value) => set({ direction: value === 'desc' ? 'desc' : 'asc' })}
      />
    </SimpleGrid>
  );
};
