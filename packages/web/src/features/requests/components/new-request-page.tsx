import { Alert, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { propertyQueries } from '../../properties';
import { ReceiveRequestForm } from './receive-request-form';

const idParam = (text: string | null) => (text !== null && /^\d{1,9}$/.test(text) ? Number(text) : null);

/** /request/new?property={id}: waits for the property, then the form. */
export const NewRequestPage = () => {
  const [params] = useSearchParams();
  const propertyId = idParam(params.get('property'));
  const property = useQuery({ ...propertyQueries.detail(propertyId ?? 0), enabled: propertyId !== null });
  if (propertyId === null)
    return (
      <Alert color="red" role="alert">
        Receive an Owner Request from its property.
      </Alert>
    );
  if (property.isError)
    return (
      <Alert color="red" role="alert">
        {property.error.message}
      </Alert>
    );
  if (property.isPending) return <Loader aria-label="Loading the property" />;
  return <ReceiveRequestForm property={property.data} />;
};
