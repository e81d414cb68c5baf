import { hasInspectionDetails, serviceReachesProject } from '@app/domain';
import { Alert, Grid, Group, Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { DocumentFolderCard } from '../../../components/document-folder-card';
import { ExpandAllControls, ExpandAllProvider } from '../../../components/expand-all';
import { isApiError } from '../../../lib/api-client';
import { routePaths } from '../../../lib/routes';
import { ContactsCard, contactQueries } from '../../contacts';
import { EventsCard } from '../../events';
import { HistoryCard } from '../../history';
import { ReviewsCard } from '../../reviews';
import { serviceQueries } from '../api/service-queries';
import { useUpdateServiceFolder } from '../api/use-service-mutations';
import { AssociatedPropertiesCard } from './associated-properties-card';
import { InspectionDetailsCard } from './inspection-details-card';
import { PhotosCard } from './photos-card';
import { ServiceDetailsCard } from './service-details-card';
import { ServiceList } from './service-list';
import { useServiceAccess } from './use-service-access';

const idPattern = /^\d{1,10}$/;

/** /project/{id}/services/{id}: the project's services on the left, this one's cards on the right (spec 2 §2). */
export const ServicePage = () => {
  const params = useParams();
  const projectId = Number(params.project_id);
  const raw = params.id ?? '';
  const serviceId = idPattern.test(raw) ? Number(raw) : 0;
  const service = useQuery({ ...serviceQueries.detail(serviceId), enabled: serviceId > 0 });
  const access = useServiceAccess(service.data ?? null);
  const projectContacts = useQuery(contactQueries.project(projectId)).data;
  const folder = useUpdateServiceFolder(serviceId);
  // The same read as the Associated Properties card: which projects the service's properties are in.
  const properties = useQuery({ ...serviceQueries.properties(serviceId), enabled: serviceId > 0 });

  const notFound =
    serviceId === 0 || (isApiError(service.error) && service.error.status === 404) ? (
      <Alert color="yellow" role="alert">
        Service {raw} was not found.
      </Alert>
    ) : null;

  // A service opened under a project it does not reach (an old link, a typed address) moves to its own
  // project's page, where its report can be made.
  if (
    service.data &&
    properties.data &&
    !serviceReachesProject(
      service.data.primaryProjectId,
      properties.data.map((p) => p.projectId),
      projectId,
    )
  )
    return (
      <Navigate to={routePaths.projectService(service.data.primaryProjectId, service.data.id)} replace />
    );

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <ServiceList projectId={projectId} selectedId={serviceId} canAdd={access.canWrite} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        {notFound ??
          (service.isError ? (
            <Alert color="red" role="alert">
              {service.error.message}
            </Alert>
          ) : service.isPending ? (
            <Loader aria-label="Loading the service" />
          ) : (
            <ExpandAllProvider>
              {/* Keyed: another service starts with its cards closed and no form (or inspection edit) open. */}
              <Stack gap="md" key={service.data.id}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Title order={2} size="h3">
                    Service {service.data.id}: {service.data.categoryName}
                  </Title>
                  <ExpandAllControls />
                </Group>
                <ServiceDetailsCard service={service.data} projectId={projectId} access={access} />
                {hasInspectionDetails(service.data.categoryId) && (
                  <InspectionDetailsCard service={service.data} canEdit={access.canEdit} />
                )}
                <PhotosCard
                  serviceId={service.data.id}
                  propertyIds={service.data.associatedPropertyIds}
                  canEdit={access.canEdit}
                />
                <AssociatedPropertiesCard
                  service={service.data}
                  projectId={projectId}
                  canEdit={access.canManageProperties}
                />
                <ContactsCard
                  parentType="service"
                  parentId={service.data.id}
                  projectContacts={projectContacts}
                />
                <ReviewsCard parent={{ type: 'service', id: service.data.id }} projectId={projectId} />
                <EventsCard parent={{ type: 'service', id: service.data.id }} projectId={projectId} />
                <DocumentFolderCard
                  folderId={service.data.documentFolderId}
                  onSave={folder.mutateAsync}
                  canEdit={access.canEdit}
                />
                <HistoryCard entity="service" id={service.data.id} />
              </Stack>
            </ExpandAllProvider>
          ))}
      </Grid.Col>
    </Grid>
  );
};
