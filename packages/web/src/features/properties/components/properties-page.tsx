import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { routePaths } from '../../../lib/routes';
import { propertyQueries } from '../api/property-queries';
import { usePropertyAccess } from './use-property-access';

/** /project/{id}/properties: goes to the project's default property, the first in the list's order. */
export const PropertiesPage = () => {
  const projectId = Number(useParams().project_id);
  const { canEdit } = usePropertyAccess();
  const properties = useQuery(propertyQueries.projectList(projectId));

  if (properties.isPending) return <Loader aria-label="Loading the properties" />;
  if (properties.isError)
    return (
      <Alert color="red" role="alert">
        {properties.error.message}
      </Alert>
    );
  const first = properties.data[0];
  if (first) return <Navigate to={routePaths.projectProperty(projectId, first.id)} replace />;
  return (
    <Stack gap="xs">
      <Text>No Properties Found</Text>
      {canEdit && (
        <Anchor component={Link} to={routePaths.newProperty(projectId)}>
          + Add Property
        </Anchor>
      )}
    </Stack>
  );
};
