import type { AssociatePropertiesInput, Instrument, InstrumentCreate, InstrumentUpdate } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getFile, saveFile, sendJson } from '../../../lib/api-client';
import { lookupKeys } from '../../../lib/lookup-queries';
import { eventKeys } from '../../events';
import { propertyKeys } from '../../properties';
import { instrumentKeys } from './instrument-queries';

/** The file name when the answer names none (spec 3 §7). */
export const defaultSummaryFileName = 'InstrumentSummaryOutput.xlsx';

/** POST instrument/create answers the new id; the page then opens GET instrument/{id}. */
export const useCreateInstrument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InstrumentCreate) => sendJson<{ id: number }>('POST', '/instrument/create', input),
    onSuccess: (_result, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: instrumentKeys.projectList(input.projectId) }),
        queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
      ]),
  });
};

/**
 * PUT instrument/update. Afterwards the instrument's events are refetched (a move to Active added the
 * Executed event), the sidebar reloads, and so do the tags' usage counts and the properties' rights
 * (they count Active and Pending instruments only).
 */
export const useUpdateInstrument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InstrumentUpdate) => sendJson<Instrument>('PUT', '/instrument/update', input),
    onSuccess: (instrument) => {
      queryClient.setQueryData(instrumentKeys.detail(instrument.id), instrument);
      return Promise.all([
        queryClient.invalidateQueries({
          queryKey: eventKeys.list({ type: 'instrument', id: instrument.id }),
        }),
        queryClient.invalidateQueries({ queryKey: instrumentKeys.projectList(instrument.projectId) }),
        queryClient.invalidateQueries({ queryKey: lookupKeys.list('instrument/tagtypes') }),
        queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
      ]);
    },
  });
};

/**
 * PUT instrument/associatePropertiesToInstrument: the whole set of properties with their values. The
 * properties' pages show these values and the rights summed from them, so they are read again.
 */
export const useAssociateProperties = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AssociatePropertiesInput) =>
      sendJson<Instrument>('PUT', '/instrument/associatePropertiesToInstrument', {
        ...input,
        isAssociatedPropertyUpdate: true,
      }),
    onSuccess: (instrument) => {
      queryClient.setQueryData(instrumentKeys.detail(instrument.id), instrument);
      return queryClient.invalidateQueries({ queryKey: propertyKeys.all });
    },
  });
};

export const useUpdateInstrumentFolder = (instrumentId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (folderId: string) =>
      sendJson('PATCH', `/instrument/${instrumentId}/updateDocumentFolder`, { folderId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: instrumentKeys.detail(instrumentId) }),
  });
};

/** DELETE instrument/delete/{id}: answers the notice about the Box folders. */
export const useDeleteInstrument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: Pick<Instrument, 'id' | 'version'>) =>
      sendJson<{ id: number; notice: string }>('DELETE', `/instrument/delete/${id}?version=${version}`),
    onSuccess: (_result, { id }) => {
      queryClient.removeQueries({ queryKey: instrumentKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: instrumentKeys.all }),
        queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
      ]);
    },
  });
};

/** GET instrument/{id}/ExportExcelEasmentReport, saved under the name the answer gives. */
export const downloadInstrumentSummary = async (instrumentId: number) =>
  saveFile(
    await getFile(`/instrument/${instrumentId}/ExportExcelEasmentReport`, {
      defaultFileName: defaultSummaryFileName,
    }),
  );
