import type { PropertyBoundary } from '@app/domain';
import { Button, FileButton, Group } from '@mantine/core';
import { useConfirm } from '../../../components/confirm-provider';
import { useImportBoundary, useRemoveBoundary } from '../api/boundary-queries';
import { boundaryFileAccept, readBoundaryFile } from './boundary-file';

type Props = {
  propertyId: number;
  boundary: PropertyBoundary | null;
  /** The file's or the server's message, shown by the card. */
  onProblem: (problem: unknown) => void;
};

/**
 * Import Boundary (GeoJSON, KML or a zipped shapefile) and Remove Boundary (after a question), for
 * users who may edit.
 */
export const PropertyBoundaryControls = ({ propertyId, boundary, onProblem }: Props) => {
  const importBoundary = useImportBoundary(propertyId);
  const removeBoundary = useRemoveBoundary(propertyId);
  const confirm = useConfirm();

  const choose = async (file: File | null) => {
    if (!file) return;
    onProblem(null);
    const read = await readBoundaryFile(file);
    if (!read.ok) return onProblem(new Error(read.message));
    const version = boundary?.version ?? null;
    importBoundary.mutate(
      read.format === 'shapefile'
        ? { fileName: file.name, version, archive: read.archive }
        : { fileName: file.name, version, content: read.content },
      { onError: onProblem },
    );
  };

  const remove = async () => {
    if (!boundary) return;
    const yes = await confirm({
      title: 'Remove Boundary',
      text: `Remove the boundary imported from ${boundary.fileName}? Record History keeps what it was.`,
    });
    if (yes) removeBoundary.mutate(boundary.version, { onError: onProblem });
  };

  return (
    <Group gap="xs">
      <FileButton onChange={choose} accept={boundaryFileAccept}>
        {(props) => (
          <Button {...props} size="xs" variant="default" loading={importBoundary.isPending}>
            {boundary ? 'Replace Boundary' : 'Import Boundary'}
          </Button>
        )}
      </FileButton>
      {boundary && (
        <Button size="xs" variant="default" onClick={remove} loading={removeBoundary.isPending}>
          Remove Boundary
        </Button>
      )}
    </Group>
  );
};
