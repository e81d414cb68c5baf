import { Alert, Grid, Group, Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { ExpandAllControls, ExpandAllProvider } from '../../../components/expand-all';
import { isApiError } from '../../../lib/api-client';
import { routePaths } from '../../../lib/routes';
import { propertyQueries } from '../api/property-queries';
import { PropertyCards } from './property-cards';
import { PropertyList } from './property-list';
import { usePropertyAccess } from './use-property-access';

const idPattern = /^\d{1,10}$/;

/** /project/{id}/properties/{property_id}: the project's properties on the left, this one's cards on the right. */
export const PropertyPage = () => {
  const params = useParams();
  const projectId = Number(params.project_id);
  const raw = params.property_id ?? '';
  const propertyId = idPattern.test(raw) ? Number(raw) : 0;
  const access = usePropertyAccess();
  const property = useQuery({ ...propertyQueries.detail(propertyId), enabled: propertyId > 0 });

  const notFound =
    propertyId === 0 || (isApiError(property.error) && property.error.status === 404) ? (
      <Alert color="yellow" role="alert">
        Property {raw} was not found.
      </Alert>
    ) : null;

  // A property opened under another project's id (an old link) moves to its own project's page.
  if (property.data && property.data.projectId !== projectId)
    return <Navigate to={routePaths.projectProperty(property.data.projectId, property.data.id)} replace />;

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <PropertyList projectId={projectId} selectedId={propertyId} canAdd={access.canEdit} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        {notFound ??
          (property.isError ? (
            <Alert color="red" role="alert">
              {property.error.message}
            </Alert>
          ) : property.isPending ? (
            <Loader aria-label="Loading the property" />
          ) : (
            <ExpandAllProvider>
              <Stack gap="md">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Title order={2} size="h3">
                    Property {property.data.id}
                    {property.data.name ? `: ${property.data.name}` : ''}
                  </Title>
                  <ExpandAllControls />
                </Group>
                {/* Keyed: another property starts with its cards closed and no form open. */}
                <PropertyCards key={property.data.id} property={property.data} access={access} />
              </Stack>
            </ExpandAllProvider>
          ))}
      </Grid.Col>
    </Grid>
  );
};
