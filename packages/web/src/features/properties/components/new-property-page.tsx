import { Alert, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { lookupQuery } from '../../../lib/lookup-queries';
import { propertyQueries } from '../api/property-queries';
import { NewPropertyForm } from './new-property-form';

/** /project/{id}/properties/new: waits for the localities and the default one, then shows the form. */
export const NewPropertyPage = () => {
  const projectId = Number(useParams().project_id);
  const localities = useQuery(lookupQuery('locality/localities'));
  const latest = useQuery(propertyQueries.latestLocality(projectId));

  if (localities.isError)
    return (
      <Alert color="red" role="alert">
        {localities.error.message}
      </Alert>
    );
  // A failed default is no reason to block the form: the user picks the locality.
  if (localities.isPending || latest.isPending) return <Loader aria-label="Loading the localities" />;
  return (
    <NewPropertyForm
      projectId={projectId}
      localities={localities.data}
      defaultLocalityId={latest.data?.localityId ?? null}
    />
  );
};
