import type { Property } from '@app/domain';
import { Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DetailsCard } from '../../../components/details-card';
import { lookupQuery } from '../../../lib/lookup-queries';
import { DeletePropertyButton } from './delete-property-button';
import { PropertyDetailsForm } from './property-details-form';
import { PropertyDetailsView } from './property-details-view';
import type { PropertyAccess } from './use-property-access';

/** The details in view or edit; Edit for any writer, Delete for an Admin. */
export const PropertyDetailsCard = ({ property, access }: { property: Property; access: PropertyAccess }) => {
  const statuses = useQuery(lookupQuery('property/propertystatuses'));
  return (
    <DetailsCard
      title="Property Details"
      canEdit={access.canEdit}
      remove={(report) => access.canDelete && <DeletePropertyButton property={property} onBlocked={report} />}
      view={<PropertyDetailsView property={property} statuses={statuses.data} />}
      form={(done) =>
        statuses.data ? (
          <PropertyDetailsForm property={property} statuses={statuses.data} onDone={done} />
        ) : (
          <Loader size="sm" aria-label="Loading the statuses" />
        )
      }
    />
  );
};
