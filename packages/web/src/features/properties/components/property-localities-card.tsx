import type { Property, PropertyLocality } from '@app/domain';
import { Button, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AddButton, DeleteItemButton } from '../../../components/card-buttons';
import { RecordCard } from '../../../components/record-card';
import { ServerErrorAlert } from '../../../components/server-error-alert';
import { useCardEditing } from '../../../components/use-card-editing';
import { lookupQuery } from '../../../lib/lookup-queries';
import { propertyKeys } from '../api/property-queries';
import { useDeleteLocality, useMakePrimaryLocality } from '../api/use-locality-mutations';
import { LocalityForm } from './locality-form';
import { LocalityItem } from './locality-item';

const title = 'Localities and Tax Parcels';

/** Which form is open: adding a locality, or editing one locality's parcels. */
type OpenForm = { kind: 'add' } | { kind: 'edit'; id: number };

/**
 * The property's localities, primary first then by name: one is primary, Make Primary moves the flag,
 * and the primary one offers no Delete.
 */
export const PropertyLocalitiesCard = ({ property, canEdit }: { property: Property; canEdit: boolean }) => {
  const localities = useQuery(lookupQuery('locality/localities'));
  const makePrimary = useMakePrimaryLocality(property.id);
  const remove = useDeleteLocality(property.id);
  const { form, open, close, reload, resetActions, confirmThen } = useCardEditing<OpenForm>({
    title,
    actions: [makePrimary, remove],
    // The localities come with the property's details.
    listKey: propertyKeys.detail(property.id),
  });
  const actionError = makePrimary.error ?? remove.error;
  const confirmDelete = (locality: PropertyLocality) =>
    confirmThen(
      {
        title: 'Delete Locality',
        text: `Are you sure you want to delete ${locality.localityName} and its Tax Parcels from this Property?`,
      },
      () => remove.mutate(locality),
    );

  const formFor = (locality?: PropertyLocality) =>
    localities.data ? (
      <LocalityForm
        propertyId={property.id}
        locality={locality}
        localities={localities.data}
        usedLocalityIds={property.propertyLocalities.map((l) => l.localityId)}
        onDone={close}
        onReload={reload}
      />
    ) : (
      <Loader size="sm" aria-label="Loading the localities" />
    );

  const busy = makePrimary.isPending || remove.isPending;
  const actionsFor = (locality: PropertyLocality) =>
    canEdit &&
    !form && (
      <>
        {!locality.primary && (
          <Button
            size="xs"
            variant="light"
            // The name starts with the visible label, so speech input ('click Make Primary') finds it.
            aria-label={`Make Primary: ${locality.localityName}`}
            loading={makePrimary.isPending && makePrimary.variables === locality.id}
            disabled={busy}
            onClick={() => {
              resetActions();
              makePrimary.mutate(locality.id);
            }}
          >
            Make Primary
          </Button>
        )}
        <Button
          size="xs"
          variant="default"
          aria-label={`Edit Tax Parcels of ${locality.localityName}`}
          disabled={busy}
          onClick={() => open({ kind: 'edit', id: locality.id })}
        >
          Edit
        </Button>
        {!locality.primary && (
          <DeleteItemButton
            name={locality.localityName}
            loading={remove.isPending && remove.variables?.id === locality.id}
            disabled={busy}
            onClick={() => void confirmDelete(locality)}
          />
        )}
      </>
    );

  return (
    <RecordCard
      title={title}
      actions={canEdit && !form && <AddButton what="Locality" onClick={() => open({ kind: 'add' })} />}
    >
      <Stack gap="sm">
        {actionError && <ServerErrorAlert error={actionError} onReload={reload} />}
        {form?.kind === 'add' && formFor()}
        {property.propertyLocalities.map((locality) =>
          form?.kind === 'edit' && form.id === locality.id ? (
            <div key={locality.id}>{formFor(locality)}</div>
          ) : (
            <LocalityItem key={locality.id} locality={locality} actions={actionsFor(locality)} />
          ),
        )}
      </Stack>
    </RecordCard>
  );
};
