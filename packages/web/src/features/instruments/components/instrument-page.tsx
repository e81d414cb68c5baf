import { Alert, Grid, Group, Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { ExpandAllControls, ExpandAllProvider } from '../../../components/expand-all';
import { isApiError } from '../../../lib/api-client';
import { routePaths } from '../../../lib/routes';
import { instrumentQueries } from '../api/instrument-queries';
import { InstrumentCards } from './instrument-cards';
import { InstrumentList } from './instrument-list';
import { useInstrumentAccess } from './use-instrument-access';

const idPattern = /^\d{1,10}$/;

/** /project/{id}/instruments/{id}: the project's instruments on the left, this one's cards on the right. */
export const InstrumentPage = () => {
  const params = useParams();
  const projectId = Number(params.project_id);
  const raw = params.id ?? '';
  const instrumentId = idPattern.test(raw) ? Number(raw) : 0;
  const access = useInstrumentAccess();
  const instrument = useQuery({ ...instrumentQueries.detail(instrumentId), enabled: instrumentId > 0 });

  const notFound =
    instrumentId === 0 || (isApiError(instrument.error) && instrument.error.status === 404) ? (
      <Alert color="yellow" role="alert">
        Instrument {raw} was not found.
      </Alert>
    ) : null;

  // An instrument opened under another project's id (an old link) moves to its own project's page.
  if (instrument.data && instrument.data.projectId !== projectId)
    return (
      <Navigate to={routePaths.projectInstrument(instrument.data.projectId, instrument.data.id)} replace />
    );

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <InstrumentList projectId={projectId} selectedId={instrumentId} canAdd={access.canEdit} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        {notFound ??
          (instrument.isError ? (
            <Alert color="red" role="alert">
              {instrument.error.message}
            </Alert>
          ) : instrument.isPending ? (
            <Loader aria-label="Loading the instrument" />
          ) : (
            <ExpandAllProvider>
              <Stack gap="md">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Title order={2} size="h3">
                    Instrument {instrument.data.id}
                  </Title>
                  <ExpandAllControls />
                </Group>
                {/* Keyed: another instrument starts with its cards closed and no form open. */}
                <InstrumentCards key={instrument.data.id} instrument={instrument.data} access={access} />
              </Stack>
            </ExpandAllProvider>
          ))}
      </Grid.Col>
    </Grid>
  );
};
