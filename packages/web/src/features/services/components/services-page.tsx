import { Alert, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { routePaths } from '../../../lib/routes';
import { serviceQueries } from '../api/service-queries';
import { ServiceList } from './service-list';
import { useServiceAccess } from './use-service-access';

/** /project/{id}/services: goes to the project's default service, the first in the list's order. */
export const ServicesPage = () => {
  const projectId = Number(useParams().project_id);
  const access = useServiceAccess(null);
  const services = useQuery(serviceQueries.projectList(projectId));

  if (services.isPending) return <Loader aria-label="Loading the services" />;
  if (services.isError)
    return (
      <Alert color="red" role="alert">
        {services.error.message}
      </Alert>
    );
  const first = services.data[0];
  if (first) return <Navigate to={routePaths.projectService(projectId, first.id)} replace />;
  return <ServiceList projectId={projectId} selectedId={0} canAdd={access.canWrite} />;
};
