import { isImportant, statusKind } from '@app/domain';
import { Text, ThemeIcon, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { RecordSidebarList } from '../../../components/record-sidebar-list';
import { lookupQuery } from '../../../lib/lookup-queries';
import { routePaths } from '../../../lib/routes';
import { instrumentQueries } from '../api/instrument-queries';

type InstrumentListProps = { projectId: number; selectedId: number; canAdd: boolean };

/**
 * The left list of the instrument page: title (id and executed or recorded year), type code, status
 * dot and, for the Important tag, a warning icon.
 */
export const InstrumentList = ({ projectId, selectedId, canAdd }: InstrumentListProps) => {
  const instruments = useQuery(instrumentQueries.projectList(projectId));
  const statuses = useQuery(lookupQuery('instrument/instrumentstatuses')).data;
  const statusName = (id: number) => statuses?.find((s) => s.id === id)?.name ?? `Status ${id}`;

  return (
    <RecordSidebarList
      title="Instruments"
      records={instruments}
      selectedId={selectedId}
      add={canAdd ? { to: routePaths.newInstrument(projectId), label: 'Add Instrument' } : null}
      row={(instrument) => ({
        status: {
          kind: statusKind('instrument', instrument.statusId),
          label: statusName(instrument.statusId),
        },
        to: routePaths.projectInstrument(projectId, instrument.id),
        linkText: instrument.title,
        linkLabel: `Instrument ${instrument.title}`,
        afterLink: isImportant(instrument.tagTypeIds) && (
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
        ),
        aside: <Text size="sm">{instrument.typeCode ?? ''}</Text>,
      })}
    />
  );
};
