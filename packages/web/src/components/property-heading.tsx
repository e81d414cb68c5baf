import { PropertyStatus, statusKind } from '@app/domain';
import { Group, Text } from '@mantine/core';
import { StatusDot } from './status-dot';

type PropertyHeadingProps = {
  propertyId: number;
  statusId: number;
  /** The property's project, named when it is not the one on screen. */
  projectId: number;
  currentProjectId: number;
};

/** A property linked to an instrument or a service: its status dot and 'Property 12 (Project 3)'. */
export const PropertyHeading = ({
  propertyId,
  statusId,
  projectId,
  currentProjectId,
}: PropertyHeadingProps) => (
  <Group gap="xs" wrap="nowrap">
    <StatusDot
      kind={statusKind('property', statusId)}
      label={statusId === PropertyStatus.Current ? 'Current' : 'Inactive'}
    />
    <Text fw={600}>
      Property {propertyId}
      {projectId !== currentProjectId && ` (Project ${projectId})`}
    </Text>
  </Group>
);
