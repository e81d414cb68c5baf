import { defaultInstrument } from '@app/domain';
import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { routePaths } from '../../../lib/routes';
import { instrumentQueries } from '../api/instrument-queries';
import { useInstrumentAccess } from './use-instrument-access';

/** /project/{id}/instruments: opens the newest Pending instrument, else the newest. */
export const InstrumentsPage = () => {
  const projectId = Number(useParams().project_id);
  const { canEdit } = useInstrumentAccess();
  const instruments = useQuery(instrumentQueries.projectList(projectId));

  if (instruments.isPending) return <Loader aria-label="Loading the instruments" />;
  if (instruments.isError)
    return (
      <Alert color="red" role="alert">
        {instruments.error.message}
      </Alert>
    );
  const target = defaultInstrument(instruments.data);
  if (target) return <Navigate to={routePaths.projectInstrument(projectId, target.id)} replace />;
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        Instruments
      </Title>
      <Text>No Instruments have been added to this Project</Text>
      {canEdit && (
        <Anchor component={Link} to={routePaths.newInstrument(projectId)} aria-label="Add Instrument">
          + Add
        </Anchor>
      )}
    </Stack>
  );
};
