import {
  formatDate,
  type LedgerRow,
  type LedgerTotals,
  ledgerMessages,
  type LedgerPage as Page,
  todayInDisplayZone,
} from '@app/domain';
import { Alert, Anchor, Group, Loader, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ExportButton } from '../../../components/export-button';
import { PageStepper } from '../../../components/page-stepper';
import { routePaths } from '../../../lib/routes';
import {
  exportLedger,
  exportProjectList,
  LedgerPageSize,
  type LedgerView,
  ledgerParamsOf,
  ledgerQueries,
  ledgerViewOf,
} from '../api/ledger-queries';
import { LedgerCell } from './ledger-cell';
import { LedgerFilters } from './ledger-filters';

const thisYear = () => Number(todayInDisplayZone().slice(0, 4));

/** 'N of M easements monitored' for each year of the ledger (its own request: a pass over every easement). */
const Totals = ({ view }: { view: LedgerView }) => {
  const query = useQuery(ledgerQueries.totals(view));
  if (query.isError)
    return (
      <Text c="red.9" size="sm">
        The totals could not be loaded: {query.error.message}
      </Text>
    );
  if (!query.data) return <Loader size="xs" role="progressbar" aria-label="Loading the totals" />;
  return <TotalsList totals={query.data.totals} />;
};

const TotalsList = ({ totals }: { totals: LedgerTotals['totals'] }) => (
  <Group
    gap="lg"
    wrap="wrap"
    component="ul"
    style={{ listStyle: 'none', padding: 0, margin: 0 }}
    aria-label="Totals per year"
  >
    {totals.map((total) => (
      <li key={total.year}>
        <Text size="sm">
          <Text span fw={700}>
            {total.year}:
          </Text>{' '}
          {total.monitored.toLocaleString('en-US')} of {total.required.toLocaleString('en-US')} easements
          monitored
        </Text>
      </li>
    ))}
  </Group>
);

const GroundVisit = ({ row }: { row: LedgerRow }) => (
  <Text size="sm">
    {row.lastGroundVisit ? formatDate(row.lastGroundVisit) : 'None'}
    <br />
    <Text
      span
      size="xs"
      c={row.groundVisitOverdue ? 'red.9' : 'dimmed'}
      fw={row.groundVisitOverdue ? 700 : 400}
    >
      {row.groundVisitDueBy === null ? 'Due now' : `Due by ${formatDate(row.groundVisitDueBy)}`}
      {row.groundVisitOverdue && row.groundVisitDueBy !== null ? ' (overdue)' : ''}
    </Text>
  </Text>
);

const LedgerTable = ({ data }: { data: Page }) => (
  <Table.ScrollContainer minWidth={1100}>
    <Table striped withTableBorder verticalSpacing="xs" aria-label="Accreditation Ledger">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Instrument</Table.Th>
          <Table.Th>Staff Lead</Table.Th>
          <Table.Th>Last Ground Visit</Table.Th>
          {data.years.map((year) => (
            <Table.Th key={year}>{year}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.items.map((row) => (
          <Table.Tr key={row.instrumentId}>
            <Table.Td>
              <Anchor
                component={Link}
                to={routePaths.projectInstrument(row.projectId, row.instrumentId)}
                size="sm"
              >
                Instrument {row.instrumentId}
              </Anchor>
              <Text size="xs">
                Project {row.projectId}: {row.projectName}
              </Text>
              <Text size="xs" c="dimmed">
                {row.agreementTypeName}
                {row.localityName ? ` · ${row.localityName}` : ''} · Executed{' '}
                {formatDate(row.executedDate, { missing: 'N/A' })}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{row.staffLeadName ?? 'None'}</Text>
            </Table.Td>
            <Table.Td>
              <GroundVisit row={row} />
            </Table.Td>
            {row.cells.map((cell, at) => (
              <Table.Td key={cell.year}>
                <Stack gap={4} align="flex-start">
                  <LedgerCell cell={cell} />
                  <OwnerContacted day={row.ownerContacted[at] ?? null} />
                </Stack>
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);

/** Beside the year's monitoring: whether the owner was contacted that year, and when (issue 33 §4). */
const OwnerContacted = ({ day }: { day: string | null }) => (
  <Text size="xs" c={day ? undefined : 'dimmed'}>
    {day ? `Owner contacted ${formatDate(day)}` : 'Owner not contacted'}
  </Text>
);

/** The workbooks: the ledger as filtered, and the Project List for three years ending with a chosen one. */
const Exports = ({ view }: { view: LedgerView }) => {
  const [throughYear, setThroughYear] = useState(String(thisYear()));
  const years = Array.from({ length: 10 }, (_, i) => String(thisYear() - i));
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <ExportButton label="Export Ledger" onExport={() => exportLedger(view)} />
      <NativeSelect
        size="xs"
        label="Project List through"
        data={years}
        value={throughYear}
        onChange={(event) => setThroughYear(event.currentTarget.value)}
      />
      <ExportButton label="Export Project List" onExport={() => exportProjectList(Number(throughYear))} />
    </Group>
  );
};

/**
 * The accreditation ledger (issue 21; /stewardship/ledger): every Active instrument with, for each of the
 * last five years, whether it was monitored, how and when, and what its report lacks; each cell opens
 * the inspection. Filters, sort and page live in the address.
 */
export const LedgerPage = () => {
  const [params, setParams] = useSearchParams();
  const view = ledgerViewOf(params);
  const query = useQuery(ledgerQueries.page(view));
  const show = (next: LedgerView) => setParams(ledgerParamsOf(next));
  const data = query.data;

  return (
    <Stack gap="md">
      <Title order={2}>Accreditation Ledger</Title>
      <Text size="sm">
        Every easement (Active instrument), every year: monitored, incomplete or not, by which method and
        when. A ground visit is due at least every five years; remote and aerial reports are completed within
        three months of the imagery review.
      </Text>
      <Text size="sm">
        Why 'Monitored in Year' in the Advanced Search can count differently: the search finds every
        instrument inspected that year, whatever its status, while this ledger counts only Active instruments,
        and not in the year an easement was executed (unless on 1 January).
      </Text>
      <Paper withBorder radius="md" p="md" component="section" aria-label="Filters">
        <LedgerFilters view={view} onChange={show} />
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="ledger-title">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs" align="flex-end">
            <Title order={3} size="h4" id="ledger-title">
              Easements
            </Title>
            <Exports view={view} />
          </Group>
          {query.isError && (
            <Alert color="red" role="alert">
              {query.error.message}
            </Alert>
          )}
          {query.isPending && (
            <Group justify="center" gap="xs" py="lg" role="status">
              <Loader size="sm" />
              <Text>Loading the Accreditation Ledger</Text>
            </Group>
          )}
          <Totals view={view} />
          {data?.total === 0 && (
            <Text c="dimmed" ta="center" py="lg">
              {ledgerMessages.empty}
            </Text>
          )}
          {data && data.items.length > 0 && (
            <>
              <LedgerTable data={data} />
              <PageStepper
                page={view.page}
                pageCount={Math.ceil(data.total / LedgerPageSize)}
                first={(view.page - 1) * LedgerPageSize}
                shown={data.items.length}
                total={data.total}
                onPage={(page) => show({ ...view, page })}
              />
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
};
