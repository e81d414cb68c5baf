import { formatDate, type HomeInstrument, type HomeReview, type HomeService, truncate } from '@app/domain';
import { Button, Group, Paper, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { routePaths } from '../../../lib/routes';

/** Spec 1 §9: component names are cut at 25 characters with the full text in a tooltip. */
const componentsLength = 25;
const instructionsLength = 120;

/** One record of a home tile's list: its title and View, then its lines. */
export const ItemFrame = ({ title, to, children }: { title: string; to: string; children: ReactNode }) => (
  <Paper withBorder radius="sm" p="sm">
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
      <div style={{ minWidth: 0 }}>
        <Text fw={600}>{title}</Text>
        {children}
      </div>
      <Button component={Link} to={to} size="xs" variant="default" aria-label={`View ${title}`}>
        View
      </Button>
    </Group>
  </Paper>
);

export const ProjectLine = ({ id, name }: { id: number; name: string }) => (
  <Text size="sm">
    Project {id}: {name}
  </Text>
);

export const HomeInstrumentItem = ({ item }: { item: HomeInstrument }) => (
  <ItemFrame title={`Instrument ${item.id}`} to={routePaths.projectInstrument(item.projectId, item.id)}>
    <ProjectLine id={item.projectId} name={item.projectName} />
    <Text size="sm" c="dimmed">
      {[item.instrumentType, item.agreementType].filter(Boolean).join(' · ')} · Opened{' '}
      {formatDate(item.openDate)}
    </Text>
  </ItemFrame>
);

export const HomeServiceItem = ({ item }: { item: HomeService }) => {
  const components = truncate(item.serviceType, componentsLength);
  return (
    <ItemFrame title={`Service ${item.id}`} to={routePaths.projectService(item.projectId, item.id)}>
      <ProjectLine id={item.projectId} name={item.projectName} />
      <Text size="sm" c="dimmed">
        {item.serviceCategory}
        {item.isMultiProperty ? ' (Multi-Property)' : ''}
        {components && ' · '}
        {components !== item.serviceType ? (
          <Tooltip
            label={item.serviceType}
            multiline
            maw={320}
            events={{ hover: true, focus: true, touch: true }}
          >
            <Text span inherit tabIndex={0}>
              {components}
            </Text>
          </Tooltip>
        ) : (
          components
        )}{' '}
        · Opened {formatDate(item.openDate)}
      </Text>
    </ItemFrame>
  );
};

/** A review, named by the record it is on; `side` says which person the list is about. */
export const HomeReviewItem = ({ item, side }: { item: HomeReview; side: 'assignee' | 'assigner' }) => {
  const record =
    item.serviceId !== null
      ? {
          name: `Service ${item.serviceId}`,
          to: routePaths.projectService(item.primaryProjectId, item.serviceId),
        }
      : {
          name: `Instrument ${item.instrumentId}`,
          to: routePaths.projectInstrument(item.primaryProjectId, item.instrumentId ?? ''),
        };
  return (
    <ItemFrame title={`Review ${item.id} on ${record.name}`} to={record.to}>
      <ProjectLine id={item.primaryProjectId} name={item.projectName} />
      <Text size="sm">
        {side === 'assignee' ? `Assigned by ${item.assignerName}` : `Assigned to ${item.assigneeName}`},
        opened {formatDate(item.openDate)}
        {side === 'assigner' && ` · ${item.reviewStatus}`}
      </Text>
      <Text size="sm" c="dimmed" title={item.instructions}>
        {truncate(item.instructions, instructionsLength)}
      </Text>
    </ItemFrame>
  );
};
