import { type ContactDetails, type ContactParentType, contactParentLabel, statusKind } from '@app/domain';
import { Button, Grid, Group, Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CardList } from '../../../components/card-list';
import { RecordCard } from '../../../components/record-card';
import { StatusDot } from '../../../components/status-dot';
import { lookupQuery } from '../../../lib/lookup-queries';
import { routePaths } from '../../../lib/routes';
import { recordStatusesPath } from '../api/contacts-queries';

type ContactRecord = ContactDetails['contactInstruments'][number];

const cardTitles: Record<ContactParentType, string> = {
  instrument: 'Instruments',
  property: 'Properties',
  service: 'Services',
};

const viewPath = (type: ContactParentType, { projectId, id }: ContactRecord) =>
  ({
    instrument: routePaths.projectInstrument,
    property: routePaths.projectProperty,
    service: routePaths.projectService,
  })[type](projectId, id);

export type ContactRecordsCardProps = {
  type: ContactParentType;
  /** In the server's order: instruments Pending, Active, Inactive; properties and services by id. */
  records: readonly ContactRecord[];
};

/** The contact page's Instruments, Properties or Services card: where the contact is, in which roles. */
export const ContactRecordsCard = ({ type, records }: ContactRecordsCardProps) => {
  const statuses = useQuery(lookupQuery(recordStatusesPath[type])).data;
  const label = contactParentLabel(type);
  const title = cardTitles[type];
  const statusName = (statusId: number) =>
    statuses?.find((status) => status.id === statusId)?.name ?? `Status ${statusId}`;

  return (
    <RecordCard title={title}>
      <CardList
        items={records}
        getKey={(record) => record.id}
        title={title}
        parent="Contact"
        emptyText={`This Contact is not associated to any ${title}`}
        renderItem={(record) => (
          // One aligned line per record on wider screens; stacked on a phone.
          <Paper withBorder radius="sm" px="sm" py={6}>
            <Grid gap={4} align="center">
              <Grid.Col span={{ base: 12, sm: 3 }}>
                <Group gap="xs" wrap="nowrap">
                  <StatusDot kind={statusKind(type, record.statusId)} label={statusName(record.statusId)} />
                  <Text fw={600}>
                    {label} {record.id}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {statusName(record.statusId)}
                  </Text>
                </Group>
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 5 }}>
                <Text size="sm">
                  Project {record.projectId}: {record.projectName}
                </Text>
              </Grid.Col>
              <Grid.Col span={{ base: 9, sm: 3 }}>
                <Text size="sm">
                  <Text span c="dimmed" size="sm">
                    Role(s):
                  </Text>{' '}
                  {record.roles.map((role) => role.name).join(', ') || 'None'}
                </Text>
              </Grid.Col>
              <Grid.Col span={{ base: 3, sm: 1 }}>
                <Group justify="flex-end">
                  <Button
                    component={Link}
                    to={viewPath(type, record)}
                    size="xs"
                    variant="light"
                    aria-label={`View ${label} ${record.id}`}
                  >
                    View
                  </Button>
                </Group>
              </Grid.Col>
            </Grid>
          </Paper>
        )}
      />
    </RecordCard>
  );
};
