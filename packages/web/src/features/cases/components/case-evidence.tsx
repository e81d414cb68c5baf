import {
  type CaseAddedPhoto,
  canWrite,
  casePhotosAddSchema,
  displayOrNone,
  formatDateTime,
  formatPhotoPosition,
  type ViolationCase,
} from '@app/domain';
import { Anchor, Button, Checkbox, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { CardForm } from '../../../components/card-form';
import { useConfirm } from '../../../components/confirm-provider';
import { FormButtons } from '../../../components/form-buttons';
import { PhotoThumbnail } from '../../../components/photo-thumbnail';
import { RecordCard } from '../../../components/record-card';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { routePaths } from '../../../lib/routes';
import { caseQueries } from '../api/case-queries';
import { useAddCasePhotos, useRemoveCasePhoto } from '../api/use-case-mutations';

const photoName = (photo: { id: number; caption: string | null }) => photo.caption ?? `Photo ${photo.id}`;

/** A photo of the evidence: its thumbnail, then where it was taken (positions are evidence too). */
const EvidencePhoto = ({
  photo,
  alt,
  showCaption = true,
  children,
}: {
  /** The observation's photos show their position only, as before. */
  showCaption?: boolean;
  photo: { id: number; caption: string | null } & Parameters<typeof formatPhotoPosition>[0];
  alt: string;
  children?: React.ReactNode;
}) => (
  <Stack gap={2} component="figure" m={0}>
    <PhotoThumbnail photoId={photo.id} alt={alt} height={120} />
    <Stack gap={0} component="figcaption" style={{ overflowWrap: 'anywhere' }}>
      {showCaption && photo.caption && <Text size="xs">{photo.caption}</Text>}
      <Text size="xs" c="dimmed">
        {formatPhotoPosition(photo)}
      </Text>
    </Stack>
    {children}
  </Stack>
);

/** Add Photos: the property's inspections' kept photos not yet evidence, ticked and added at once. */
const AddPhotosForm = ({ found, onDone }: { found: ViolationCase; onDone: () => void }) => {
  const choices = useQuery(caseQueries.photoChoices(found.id));
  const add = useAddCasePhotos(found.id);
  const [chosen, setChosen] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const save = async () => {
    // The API's rule (`casePhotosAddSchema`): the same words here as in its 400.
    const checked = casePhotosAddSchema.safeParse({ photoIds: chosen.map(Number) });
    if (!checked.success) {
      setProblem(checked.error.issues[0].message);
      return;
    }
    await add.mutateAsync(checked.data.photoIds);
    onDone();
  };
  const photos: CaseAddedPhoto[] = choices.data ?? [];
  return (
    <CardForm
      heading="Add Photos"
      onSubmit={() => void save()}
      error={add.error ?? choices.error}
      onReload={onDone}
    >
      {choices.isPending ? (
        <Loader size="sm" aria-label="Loading the photos of the property's inspections" />
      ) : photos.length === 0 ? (
        <Text size="sm">
          Every photo of this property's inspections is already evidence of this case. New photos are taken on
          an inspection of the property, then added here.
        </Text>
      ) : (
        <Checkbox.Group
          label="Photos of the property's inspections"
          value={chosen}
          onChange={(value) => {
            setChosen(value);
            setProblem(null);
          }}
          error={problem}
        >
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mt={4}>
            {photos.map((photo) => (
              <EvidencePhoto key={photo.id} photo={photo} alt={photoName(photo)}>
                <Checkbox
                  value={String(photo.id)}
                  aria-description={formatPhotoPosition(photo)}
                  label={`${photoName(photo)}, Service ${photo.serviceId}, ${formatDateTime(photo.takenAt)}`}
                  styles={{ label: { overflowWrap: 'anywhere' } }}
                />
              </EvidencePhoto>
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      )}
      <FormButtons saving={add.isPending} onCancel={onDone} />
    </CardForm>
  );
};

/**
 * The case's evidence (issue 33 §2): the observation it was opened from, where it lives, with its
 * notes and photos; then the photos added to the case apart from it, each removable by a writer.
 */
export const CaseEvidence = ({ found }: { found: ViolationCase }) => {
  const me = useCurrentUser();
  const writer = !!me && canWrite(me);
  const confirm = useConfirm();
  const remove = useRemoveCasePhoto(found.id);
  const [adding, setAdding] = useState(false);
  const { observation, addedPhotos } = found;
  const removePhoto = async (photo: CaseAddedPhoto) => {
    if (
      await confirm({
        title: 'Remove Photo',
        text: `Remove ${photoName(photo)} from this case's evidence? It stays on Service ${photo.serviceId}.`,
        labels: 'yes-no',
      })
    )
      remove.mutate(photo.id);
  };
  return (
    <RecordCard
      title="Evidence"
      actions={
        writer &&
        !adding && (
          <Button size="xs" variant="light" onClick={() => setAdding(true)}>
            Add Photos
          </Button>
        )
      }
    >
      <Stack gap="sm">
        {observation ? (
          <Text size="sm">
            Observation <strong>{observation.typeName}</strong> of{' '}
            <Anchor component={Link} to={routePaths.projectService(found.projectId, observation.serviceId)}>
              Service {observation.serviceId}
            </Anchor>
            : {displayOrNone(observation.notes)}
          </Text>
        ) : (
          <Text size="sm">This case was opened on the property, not from an observation.</Text>
        )}
        {observation && observation.photos.length > 0 && (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {observation.photos.map((photo) => (
              <EvidencePhoto
                key={photo.id}
                photo={photo}
                alt={photo.caption ?? `Photo ${photo.id} of the observation`}
                showCaption={false}
              />
            ))}
          </SimpleGrid>
        )}
        {adding && <AddPhotosForm found={found} onDone={() => setAdding(false)} />}
        <Text size="sm" fw={600}>
          Added Photos
        </Text>
        {addedPhotos.length === 0 ? (
          <Text size="sm">No photos have been added to this case.</Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {addedPhotos.map((photo) => (
              <div key={photo.id}>
                <EvidencePhoto photo={photo} alt={photoName(photo)}>
                  <Text size="xs">
                    <Anchor component={Link} to={routePaths.projectService(found.projectId, photo.serviceId)}>
                      Service {photo.serviceId}
                    </Anchor>
                    , {formatDateTime(photo.takenAt)}
                  </Text>
                  {writer && (
                    <Group>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${photoName(photo)} from the case`}
                        loading={remove.isPending && remove.variables === photo.id}
                        onClick={() => void removePhoto(photo)}
                      >
                        Remove
                      </Button>
                    </Group>
                  )}
                </EvidencePhoto>
              </div>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </RecordCard>
  );
};
