import type { Property } from '@app/domain';
import { Alert, Button, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RecordCard } from '../../../components/record-card';
import { useEditMode } from '../../../lib/edit-mode';
import { lookupQuery } from '../../../lib/lookup-queries';
import { DeletePropertyButton } from './delete-property-button';
import { PropertyDetailsForm } from './property-details-form';
import { PropertyDetailsView } from './property-details-view';
import type { PropertyAccess } from './use-property-access';

const title = 'Property Details';

/** The details in view or edit; Edit for any writer, Delete for an Admin. */
export const PropertyDetailsCard = ({ property, access }: { property: Property; access: PropertyAccess }) => {
  const editMode = useEditMode(title);
  const statuses = useQuery(lookupQuery('property/propertystatuses'));
  const [blocked, setBlocked] = useState<string | null>(null);

  return (
    <RecordCard
      title={title}
      actions={
        !editMode.editing && (
          <>
            {access.canEdit && (
              <Button
                size="xs"
                variant="light"
                aria-label="Edit Property Details"
                onClick={() => {
                  setBlocked(null);
                  editMode.start();
                }}
              >
                Edit
              </Button>
            )}
            {access.canDelete && <DeletePropertyButton property={property} onBlocked={setBlocked} />}
          </>
        )
      }
    >
      {blocked && (
        <Alert color="red" role="alert" mb="sm" withCloseButton onClose={() => setBlocked(null)}>
          {blocked}
        </Alert>
      )}
      {!editMode.editing ? (
        <PropertyDetailsView property={property} statuses={statuses.data} />
      ) : statuses.data ? (
        <PropertyDetailsForm property={property} statuses={statuses.data} onDone={editMode.stop} />
      ) : (
        <Loader size="sm" aria-label="Loading the statuses" />
      )}
    </RecordCard>
  );
};
