import { canWrite } from '@app/domain';
import { Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { DocumentFolderCard } from '../../../components/document-folder-card';
import { ExpandAllControls, ExpandAllProvider } from '../../../components/expand-all';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { HistoryCard } from '../../history';
import { useCurrentProject } from '../api/use-current-project';
import { useUpdateProjectFolder } from '../api/use-project-mutations';
import { DevelopmentRightsCard } from './development-rights-card';
import { LatestEventsCard } from './latest-events-card';
import { OpenReviewsCard } from './open-reviews-card';
import { ProjectDetailsCard } from './project-details-card';
import { ProjectMapCard } from './project-map-card';

/** The project summary: details, map, development rights, open reviews, latest events and documents. */
export const ProjectSummaryPage = () => {
  const project = useCurrentProject();
  const me = useCurrentUser();
  const updateFolder = useUpdateProjectFolder(project);

  return (
    <ExpandAllProvider>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3">
            Summary
          </Title>
          <ExpandAllControls />
        </Group>
        <ProjectDetailsCard project={project} />
        <ProjectMapCard projectId={project.id} />
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <DevelopmentRightsCard projectId={project.id} />
          <OpenReviewsCard projectId={project.id} />
        </SimpleGrid>
        <LatestEventsCard projectId={project.id} events={project.latestEvents ?? []} />
        <DocumentFolderCard
          folderId={project.documentFolderId}
          onSave={updateFolder.mutateAsync}
          canEdit={me !== undefined && canWrite(me)}
        />
        <HistoryCard entity="project" id={project.id} />
      </Stack>
    </ExpandAllProvider>
  );
};
