import {
  type SearchEntityType,
  type SearchRows,
  SearchTextLimits,
  type SortDirection,
  searchCellText,
  searchColumns,
  truncate,
} from '@app/domain';
import { Anchor, Checkbox, Table, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { routePaths } from '../../../lib/routes';

type Row = SearchRows[SearchEntityType];

export type SortState = { sortBy: string; sortDirection: SortDirection };

type SearchResultsTableProps = {
  entityType: SearchEntityType;
  rows: Row[];
  sort: SortState;
  onSort: (sortBy: string) => void;
  /** Contact results: the CRM ids left unticked (every row starts ticked). */
  unselected?: ReadonlySet<string>;
  onToggle?: (crmId: string) => void;
};

const viewPath = (type: SearchEntityType, row: Row): string => {
  switch (type) {
    case 'Contact':
      return routePaths.contact((row as SearchRows['Contact']).crmId);
    case 'Instrument': {
      const r = row as SearchRows['Instrument'];
      return routePaths.projectInstrument(r.projectId, r.id);
    }
    case 'Property': {
      const r = row as SearchRows['Property'];
      return routePaths.projectProperty(r.projectId, r.id);
    }
    case 'Service': {
      const r = row as SearchRows['Service'];
      return routePaths.projectService(r.projectId, r.id);
    }
    case 'Project':
      return routePaths.project((row as SearchRows['Project']).id);
  }
};

const withTooltip = (full: string, shown: string) =>
  full === shown ? (
    full
  ) : (
    <Tooltip label={full} multiline maw={320} events={{ hover: true, focus: true, touch: true }}>
      <Text span inherit tabIndex={0}>
        {shown}
      </Text>
    </Tooltip>
  );

/** A cell as spec 1 §2 shows it: cut text with the whole in a tooltip, the project name on the project id. */
const cell = (type: SearchEntityType, key: string, row: Row): ReactNode => {
  const text = searchCellText(type, key, row as never);
  if (type === 'Instrument' && key === 'projectId')
    return (
      <Tooltip
        label={searchCellText(type, 'projectName', row as never)}
        events={{ hover: true, focus: true, touch: true }}
      >
        <Text span inherit tabIndex={0}>
          {text}
        </Text>
      </Tooltip>
    );
  if (type === 'Service' && key === 'serviceCategory')
    return withTooltip(text, truncate(text, SearchTextLimits.category));
  if (type === 'Service' && key === 'serviceType')
    return withTooltip(text, truncate(text, SearchTextLimits.components));
  return text;
};

const SortHeader = ({
  label,
  columnKey,
  sort,
  onSort,
}: {
  label: string;
  columnKey: string;
  sort: SortState;
  onSort: (sortBy: string) => void;
}) => {
  const active = sort.sortBy === columnKey;
  const ariaSort = active ? (sort.sortDirection === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <Table.Th aria-sort={ariaSort} style={{ whiteSpace: 'nowrap' }}>
      <UnstyledButton onClick={() => onSort(columnKey)} fw={700} fz="sm">
        {label}
        <Text span aria-hidden c={active ? undefined : 'dimmed'} ml={4}>
          {active ? (sort.sortDirection === 'asc' ? '▲' : '▼') : '↕'}
        </Text>
      </UnstyledButton>
    </Table.Th>
  );
};

/** The results table: sortable columns of the type, a View link per row; contacts add Select and Role(s). */
export const SearchResultsTable = ({
  entityType,
  rows,
  sort,
  onSort,
  unselected,
  onToggle,
}: SearchResultsTableProps) => {
  const isContact = entityType === 'Contact';
  const keyOf = (row: Row) =>
    isContact ? (row as SearchRows['Contact']).crmId : String((row as { id: number }).id);
  return (
    <Table.ScrollContainer minWidth={isContact ? 560 : 640}>
      <Table striped highlightOnHover verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            {isContact && <Table.Th>Select</Table.Th>}
            {searchColumns[entityType].map((column) => (
              <SortHeader
                key={column.key}
                label={column.label}
                columnKey={column.key}
                sort={sort}
                onSort={onSort}
              />
            ))}
            {isContact && <Table.Th>Role(s)</Table.Th>}
            <Table.Th>
              <VisuallyHidden>Open</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const key = keyOf(row);
            const contact = row as SearchRows['Contact'];
            return (
              <Table.Tr key={key}>
                {isContact && (
                  <Table.Td>
                    <Checkbox
                      aria-label={`Select ${contact.name}`}
                      checked={!unselected?.has(key)}
                      onChange={() => onToggle?.(key)}
                    />
                  </Table.Td>
                )}
                {searchColumns[entityType].map((column) => (
                  <Table.Td key={column.key}>{cell(entityType, column.key, row)}</Table.Td>
                ))}
                {isContact && (
                  <Table.Td>
                    {contact.roles.length === 0
                      ? 'None'
                      : contact.roles.map((line) => (
                          <Text key={line} size="sm" style={{ whiteSpace: 'nowrap' }}>
                            {line}
                          </Text>
                        ))}
                  </Table.Td>
                )}
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={viewPath(entityType, row)}
                    size="sm"
                    aria-label={`View ${entityType} ${isContact ? contact.name : key}`}
                  >
                    View
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
