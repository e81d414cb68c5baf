import type { Property } from '@app/domain';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../components/confirm-provider';
import { routePaths } from '../../../lib/routes';
import { fetchPropertyDeleteMessage, useDeleteProperty } from '../api/use-property-mutations';

type DeletePropertyButtonProps = {
  property: Property;
  /** Why the property cannot go: a blocker of spec 2 §8, or another failure. */
  onBlocked: (message: string) => void;
};

/**
 * The Admin's delete: a blocked property says why at once; otherwise it asks, deletes, shows the notice
 * about the document folders and the GIS polygon, and goes to the property list.
 */
export const DeletePropertyButton = ({ property, onBlocked }: DeletePropertyButtonProps) => {
  const confirm = useConfirm();
  const navigate = useNavigate();
  const remove = useDeleteProperty();
  const [checking, setChecking] = useState(false);

  const start = async () => {
    try {
      setChecking(true);
      const blocker = await fetchPropertyDeleteMessage(property.id).finally(() => setChecking(false));
      if (blocker) return onBlocked(blocker);
      const yes = await confirm({
        title: 'Delete Property',
        text: `Are you sure you want to delete Property ${property.id}?`,
      });
      if (!yes) return;
      const { message } = await remove.mutateAsync(property);
      notifications.show({ title: 'Property deleted', message, color: 'green', autoClose: false });
      await navigate(routePaths.projectProperties(property.projectId));
    } catch (error) {
      onBlocked(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      aria-label={`Delete Property ${property.id}`}
      loading={checking || remove.isPending}
      onClick={() => void start()}
    >
      Delete
    </Button>
  );
};
