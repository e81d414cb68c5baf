import { type DevelopmentRights, formatNumber } from '@app/domain';
import { Alert, Loader, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { RecordCard } from '../../../components/record-card';
import { projectSummaryQueries } from '../api/project-summary-queries';

const measures: { label: string; key: keyof DevelopmentRights }[] = [
  { label: 'Properties', key: 'properties' },
  { label: 'Dwelling Units', key: 'dwellingUnits' },
  { label: 'Finished Area', key: 'finishedArea' },
  { label: 'Impervious Area', key: 'imperviousArea' },
];

const right = { textAlign: 'right' } as const;

const RightsTable = ({ rights }: { rights: DevelopmentRights }) => (
  <Table.ScrollContainer minWidth={300}>
    <Table striped withTableBorder aria-label="Development Rights Summary">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <VisuallyHidden>Right</VisuallyHidden>
          </Table.Th>
          <Table.Th style={right}>Allowed</Table.Th>
          <Table.Th style={right}>Existing</Table.Th>
          <Table.Th style={right}>Remaining</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {measures.map(({ label, key }) => {
          const { allowed, existing, remaining } = rights[key];
          const exceeded = remaining < 0;
          return (
            <Table.Tr key={key}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td style={right}>{formatNumber(allowed)}</Table.Td>
              <Table.Td style={right}>{formatNumber(existing)}</Table.Td>
              <Table.Td style={right}>
                <Text span inherit c={exceeded ? 'red.7' : undefined} fw={exceeded ? 700 : undefined}>
                  {formatNumber(remaining)}
                </Text>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);

/** Allowed, existing and remaining rights over the project's current properties; below zero in red. */
export const DevelopmentRightsCard = ({ projectId }: { projectId: number }) => {
  const rights = useQuery(projectSummaryQueries.developmentRights(projectId));
  return (
    <RecordCard title="Development Rights">
      {rights.data ? (
        <RightsTable rights={rights.data} />
      ) : rights.isError ? (
        <Alert color="red" role="alert">
          {rights.error.message}
        </Alert>
      ) : (
        <Loader size="sm" aria-label="Loading the development rights" />
      )}
    </RecordCard>
  );
};
