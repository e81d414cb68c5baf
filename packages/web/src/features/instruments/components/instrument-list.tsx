import { instrumentStatusKind, isImportant } from '@app/domain';
import {
  Alert,
  Anchor,
  Box,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { StatusDot } from '../../../components/status-dot';
import { lookupQuery } from '../../../lib/lookup-queries';
import { routePaths } from '../../../lib/routes';
import { instrumentQueries } from '../api/instrument-queries';

type InstrumentListProps = { projectId: number; selectedId: number; canAdd: boolean };

/**
 * The left list of the instrument page: title (id and executed or recorded year), type code, status
 * dot and, for the Important tag, a warning icon. The dot sits beside the link: it takes focus for its
 * tooltip.
 */
export const InstrumentList = ({ projectId, selectedId, canAdd }: InstrumentListProps) => {
  const instruments = useQuery(instrumentQueries.projectList(projectId));
  const statuses = useQuery(lookupQuery('instrument/instrumentstatuses')).data;
  const statusName = (id: number) => statuses?.find((s) => s.id === id)?.name ?? `Status ${id}`;

  return (
    <Paper withBorder radius="md" p="sm" component="nav" aria-label="Instruments">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h4">
          Instruments
        </Title>
        {canAdd && (
          <Anchor
            component={Link}
            to={routePaths.newInstrument(projectId)}
            size="sm"
            aria-label="Add Instrument"
          >
            + Add
          </Anchor>
        )}
      </Group>
      {instruments.isPending && <Loader size="sm" aria-label="Loading the instruments" />}
      {instruments.isError && (
        <Alert color="red" role="alert">
          {instruments.error.message}
        </Alert>
      )}
      <Stack gap={4}>
        {instruments.data?.map((instrument) => {
          const selected = instrument.id === selectedId;
          return (
            <Box
              key={instrument.id}
              px="xs"
              py={6}
              bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
              style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            >
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Group gap="xs" wrap="nowrap">
                  <StatusDot
                    kind={instrumentStatusKind(instrument.statusId)}
                    label={statusName(instrument.statusId)}
                  />
                  <Anchor
                    component={Link}
                    to={routePaths.projectInstrument(projectId, instrument.id)}
                    fw={selected ? 700 : 500}
                    // The highlighted row's tint would leave the link's green below 4.5:1.
                    c={selected ? 'var(--mantine-color-text)' : undefined}
                    aria-current={selected ? 'page' : undefined}
                    aria-label={`Instrument ${instrument.title}`}
                  >
                    {instrument.title}
                  </Anchor>
                  {isImportant(instrument.tagTypeIds) && (
                    <Tooltip label="Important" withArrow events={{ hover: true, focus: true, touch: true }}>
                      <ThemeIcon
                        color="red"
                        variant="light"
                        size="sm"
                        radius="xl"
                        role="img"
                        aria-label="Important"
                        tabIndex={0}
                      >
                        <span aria-hidden="true">!</span>
                      </ThemeIcon>
                    </Tooltip>
                  )}
                </Group>
                <Text size="sm">{instrument.typeCode ?? ''}</Text>
              </Group>
            </Box>
          );
        })}
      </Stack>
    </Paper>
  );
};
