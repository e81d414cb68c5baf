import { Alert, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { propertyQueries } from '../../properties';
import { OpenCaseForm } from './open-case-form';

const idParam = (text: string | null) => (text !== null && /^\d{1,9}$/.test(text) ? Number(text) : null);

/** /case/new?property={id}[&observation={id}]: waits for the property (its instruments), then the form. */
export const NewCasePage = () => {
  const [params] = useSearchParams();
  const propertyId = idParam(params.get('property'));
  const observationId = idParam(params.get('observation'));
  const me = useCurrentUser();
  const property = useQuery({ ...propertyQueries.detail(propertyId ?? 0), enabled: propertyId !== null });
  if (propertyId === null)
    return (
      <Alert color="red" role="alert">
        Open a Violation Case from a property or an observation of its inspection.
      </Alert>
    );
  if (property.isError)
    return (
      <Alert color="red" role="alert">
        {property.error.message}
      </Alert>
    );
  if (property.isPending || !me) return <Loader aria-label="Loading the property" />;
  return <OpenCaseForm property={property.data} observationId={observationId} me={me} />;
};
