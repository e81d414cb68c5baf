import type { DevelopmentRights } from '@app/domain';
import { Alert, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DevelopmentRightsTable } from '../../../components/development-rights-table';
import { RecordCard } from '../../../components/record-card';
import { projectSummaryQueries } from '../api/project-summary-queries';

const measures: { label: string; key: keyof DevelopmentRights }[] = [
  { label: 'Properties', key: 'properties' },
  { label: 'Dwelling Units', key: 'dwellingUnits' },
  { label: 'Finished Area', key: 'finishedArea' },
  { label: 'Impervious Area', key: 'imperviousArea' },
];

/** Allowed, existing and remaining rights over the project's current properties; below zero in red. */
export const DevelopmentRightsCard = ({ projectId }: { projectId: number }) => {
  const rights = useQuery(projectSummaryQueries.developmentRights(projectId));
  return (
    <RecordCard title="Development Rights">
      {rights.data ? (
        <DevelopmentRightsTable
          name="Development Rights Summary"
          rows={measures.map(({ label, key }) => ({ label, ...(rights.data as DevelopmentRights)[key] }))}
        />
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
