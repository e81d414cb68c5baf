import type { PropertyBoundary } from '@app/domain';
import { Button, FileButton, Group } from '@mantine/core';
import { useConfirm } from '../../../components/confirm-provider';
import { useImportBoundary, useRemoveBoundary } from '../api/boundary-queries';
import { readBoundaryFile } from './boundary-file';

type Props = {
  propertyId: number;
  boundary: PropertyBoundary | null;
  /** The file's or the server's message, shown by the card. */
  onProblem: (problem: unknown) => void;
};

/** Import Boundary (GeoJSON or KML) and Remove Boundary (after a question), for users who may edit. */
export const PropertyBoundaryControls = ({ propertyId, boundary, onProblem }: Props) => {
  const importBoundary = useImportBoundary(propertyId);
  const removeBoundary = useRemoveBoundary(propertyId);
  const confirm = useConfirm();

  const choose = async (file: File | null) => {
    if (!file) return;
    onProblem(null);
    const read = await readBoundaryFile(file);
    if (!read.ok) return onProblem(new Error(read.message));
    importBoundary.mutate(
      { fileName: file.name, content: read.content, version: boundary?.version ?? null },
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
      <FileButton
        onChange={choose}
        accept=".geojson,.json,.kml,application/geo+json,application/vnd.google-earth.kml+xml"
      >
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
