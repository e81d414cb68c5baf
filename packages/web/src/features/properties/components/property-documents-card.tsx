import type { Property } from '@app/domain';
import { DocumentFolderCard } from '../../../components/document-folder-card';
import { useUpdatePropertyFolder } from '../api/use-property-mutations';

/** The property's folder in the document store; PATCH property/{id}/updateDocumentFolder. */
export const PropertyDocumentsCard = ({ property, canEdit }: { property: Property; canEdit: boolean }) => {
  const update = useUpdatePropertyFolder(property.id);
  return (
    <DocumentFolderCard folderId={property.documentFolderId} onSave={update.mutateAsync} canEdit={canEdit} />
  );
};
