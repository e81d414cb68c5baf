import {
  canWrite,
  displayOrNone,
  formatAcres,
  formatDate,
  formatYesNo,
  isAdmin,
  type Project,
  statusKind,
} from '@app/domain';
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { RecordCard } from '../../../components/record-card';
import { StatusDot } from '../../../components/status-dot';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { routePaths } from '../../../lib/routes';
import { projectQueries } from '../api/projects-queries';
import { DeleteProjectButton } from './delete-project-button';
import { ProjectPhotoFrame } from './project-photo-frame';

const Detail = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <Text size="sm" fw={600}>
      {label}
    </Text>
    <Text component="div">{children}</Text>
  </div>
);

/** Project Details on the summary: what the project is, where, how large, and its photo. */
export const ProjectDetailsCard = ({ project }: { project: Project }) => {
  const me = useCurrentUser();
  const photo = useQuery(projectQueries.photo(project.id));
  const [blocked, setBlocked] = useState<string | null>(null);

  return (
    <RecordCard
      title="Project Details"
      actions={
        me &&
        canWrite(me) && (
          <>
            <Button
              component={Link}
              to={routePaths.editProject(project.id)}
              size="xs"
              variant="light"
              aria-label="Edit Project Details"
            >
              Edit
            </Button>
            {isAdmin(me) && <DeleteProjectButton projectId={project.id} onBlocked={setBlocked} />}
          </>
        )
      }
    >
      <Stack gap="md">
        {blocked && (
          <Alert
            color="red"
            role="alert"
            title="This Project cannot be deleted"
            withCloseButton
            onClose={() => setBlocked(null)}
          >
            {blocked}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="sm">
            <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
              <Detail label="Name">{project.name}</Detail>
              <Detail label="Status">
                <Group gap={6} wrap="nowrap">
                  <StatusDot kind={statusKind('project', project.statusId)} label={project.status} />
                  {project.status}
                </Group>
              </Detail>
              <Detail label="Localities">{displayOrNone(project.localityName)}</Detail>
              <Detail label="Total Acres">{formatAcres(project.acres)}</Detail>
              <Detail label="Partnership Grant">{formatYesNo(project.partnershipGrantsExist)}</Detail>
              <Detail label="Last Edited">
                {formatDate(project.lastEditedAt)} by {displayOrNone(project.lastEditedByName)}
              </Detail>
            </SimpleGrid>
            <Detail label="Description">
              <Text inherit style={{ whiteSpace: 'pre-wrap' }}>
                {displayOrNone(project.description)}
              </Text>
            </Detail>
          </Stack>
          <ProjectPhotoFrame src={photo.data} alt={`Photo of Project ${project.id}`} />
        </SimpleGrid>
      </Stack>
    </RecordCard>
  );
};
