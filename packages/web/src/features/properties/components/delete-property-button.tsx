import type { Property } from '@app/domain';
import { useNavigate } from 'react-router';
import { DeleteWithBlockersButton } from '../../../components/delete-with-blockers-button';
import { routePaths } from '../../../lib/routes';
import { fetchPropertyDeleteMessage, useDeleteProperty } from '../api/use-property-mutations';

type DeletePropertyButtonProps = {
  property: Property;
  /** Why the property cannot go: a blocker of spec 2 §8, or another failure. */
  onBlocked: (message: string) => void;
};

/** The Admin's delete of a property; afterwards the user goes to the project's property list. */
export const DeletePropertyButton = ({ property, onBlocked }: DeletePropertyButtonProps) => {
  const navigate = useNavigate();
  const remove = useDeleteProperty();
  return (
    <DeleteWithBlockersButton
      record={`Property ${property.id}`}
      title="Delete Property"
      question={`Are you sure you want to delete Property ${property.id}?`}
      checkBlocker={() => fetchPropertyDeleteMessage(property.id)}
      remove={async () => ({
        title: 'Property deleted',
        message: (await remove.mutateAsync(property)).message,
      })}
      deleting={remove.isPending}
      onDeleted={() => navigate(routePaths.projectProperties(property.projectId))}
      onBlocked={onBlocked}
    />
  );
};
