import { type Instrument, instrumentDeleteBlocker, instrumentMessages } from '@app/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { DeleteWithBlockersButton } from '../../../components/delete-with-blockers-button';
import { routePaths } from '../../../lib/routes';
import { instrumentQueries } from '../api/instrument-queries';
import { useDeleteInstrument } from '../api/use-instrument-mutations';

type DeleteInstrumentButtonProps = {
  instrument: Instrument;
  /** Why the instrument cannot go: a blocker of spec 3 §8, or another failure. */
  onBlocked: (message: string) => void;
};

/**
 * The Admin's delete of an instrument. The blockers are read with the domain rule from a fresh list of
 * the project's instruments, so a blocked instrument says why at once; the server checks them again
 * under its locks. Afterwards the user goes to the project's instruments.
 */
export const DeleteInstrumentButton = ({ instrument, onBlocked }: DeleteInstrumentButtonProps) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteInstrument();
  return (
    <DeleteWithBlockersButton
      record={`Instrument ${instrument.id}`}
      title="Delete Instrument"
      question={instrumentMessages.deleteQuestion(instrument.id)}
      checkBlocker={async () => {
        const siblings = await queryClient.fetchQuery({
          ...instrumentQueries.projectList(instrument.projectId),
          staleTime: 0,
        });
        return instrumentDeleteBlocker({
          statusId: instrument.statusId,
          instrumentsInProject: siblings.length,
          links: instrument.associatedProperties,
        });
      }}
      remove={async () => ({
        title: 'Instrument deleted',
        message: (await remove.mutateAsync(instrument)).notice,
      })}
      deleting={remove.isPending}
      onDeleted={() => navigate(routePaths.projectInstruments(instrument.projectId))}
      onBlocked={onBlocked}
    />
  );
};
