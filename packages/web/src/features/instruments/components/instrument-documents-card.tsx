import type { Instrument } from '@app/domain';
import { DocumentFolderCard } from '../../../components/document-folder-card';
import { useUpdateInstrumentFolder } from '../api/use-instrument-mutations';

/** The instrument's folder in the document store (400 px); PATCH instrument/{id}/updateDocumentFolder. */
export const InstrumentDocumentsCard = ({
  instrument,
  canEdit,
}: {
  instrument: Instrument;
  canEdit: boolean;
}) => {
  const update = useUpdateInstrumentFolder(instrument.id);
  return (
    <DocumentFolderCard
      folderId={instrument.documentFolderId}
      onSave={update.mutateAsync}
      canEdit={canEdit}
    />
  );
};
