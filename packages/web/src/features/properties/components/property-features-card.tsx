import type { BuiltEnvironmentFeature, Property } from '@app/domain';
import { Alert, Button, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AddButton, DeleteItemButton, EditItemButton } from '../../../components/card-buttons';
import { CardList } from '../../../components/card-list';
import { DevelopmentRightsTable } from '../../../components/development-rights-table';
import { RecordCard } from '../../../components/record-card';
import { ServerErrorAlert } from '../../../components/server-error-alert';
import { useCardEditing } from '../../../components/use-card-editing';
import { lookupQuery } from '../../../lib/lookup-queries';
import { propertyKeys, propertyQueries } from '../api/property-queries';
import { useDeleteFeature, useExportFeatures } from '../api/use-feature-mutations';
import { FeatureForm } from './feature-form';
import { FeatureItem } from './feature-item';
import { MoveFeatureForm } from './move-feature-form';

/** A property's rights, as its details carry them (allowedDwellingUnits …). */
const rightsMeasures = [
  { label: 'Dwelling Units', key: 'DwellingUnits' },
  { label: 'Finished Area', key: 'FinishedArea' },
  { label: 'Impervious Area', key: 'ImperviousArea' },
] as const;

const title = 'Built Environment Features';

type OpenForm = { kind: 'add' } | { kind: 'edit' | 'move'; id: number };

/** The development rights summary, Export Excel, and the features with add, edit, delete and move. */
export const PropertyFeaturesCard = ({ property, canEdit }: { property: Property; canEdit: boolean }) => {
  const features = useQuery(propertyQueries.features(property.id));
  const primarySources = useQuery(lookupQuery('primarySources'));
  const remove = useDeleteFeature(property.id);
  const exportExcel = useExportFeatures(property.id);
  const { form, open, close, reload, confirmThen } = useCardEditing<OpenForm>({
    title,
    actions: [remove],
    listKey: propertyKeys.features(property.id),
  });
  const confirmDelete = (feature: BuiltEnvironmentFeature) =>
    confirmThen(
      {
        title: 'Delete Built Environment Feature',
        text: `Are you sure you want to delete '${feature.description}'?`,
      },
      () => remove.mutate(feature),
    );

  const featureForm = (feature?: BuiltEnvironmentFeature) =>
    primarySources.data ? (
      <FeatureForm
        propertyId={property.id}
        feature={feature}
        primarySources={primarySources.data}
        onDone={close}
        onReload={reload}
      />
    ) : (
      <Loader size="sm" aria-label="Loading the primary sources" />
    );

  const actionsFor = (feature: BuiltEnvironmentFeature) =>
    canEdit &&
    !form && (
      <>
        <EditItemButton name={feature.description} onClick={() => open({ kind: 'edit', id: feature.id })} />
        <Button
          size="xs"
          variant="default"
          aria-label={`Move ${feature.description}`}
          onClick={() => open({ kind: 'move', id: feature.id })}
        >
          Move
        </Button>
        <DeleteItemButton
          name={feature.description}
          loading={remove.isPending && remove.variables?.id === feature.id}
          onClick={() => void confirmDelete(feature)}
        />
      </>
    );

  const renderFeature = (feature: BuiltEnvironmentFeature) => {
    if (form?.kind === 'edit' && form.id === feature.id) return featureForm(feature);
    if (form?.kind === 'move' && form.id === feature.id)
      return <MoveFeatureForm feature={feature} onDone={close} />;
    return <FeatureItem feature={feature} actions={actionsFor(feature)} />;
  };

  return (
    <RecordCard
      title={title}
      actions={
        <>
          <Button
            size="xs"
            variant="default"
            loading={exportExcel.isPending}
            onClick={() => exportExcel.mutate()}
          >
            Export Excel
          </Button>
          {canEdit && !form && <AddButton what="Feature" onClick={() => open({ kind: 'add' })} />}
        </>
      }
    >
      <Stack gap="sm">
        <DevelopmentRightsTable
          name="Development Rights"
          rows={rightsMeasures.map(({ label, key }) => ({
            label,
            allowed: property[`allowed${key}`],
            existing: property[`existing${key}`],
            remaining: property[`remaining${key}`],
          }))}
        />
        {exportExcel.isError && (
          <Alert color="red" role="alert" withCloseButton onClose={() => exportExcel.reset()}>
            {exportExcel.error.message}
          </Alert>
        )}
        {remove.isError && <ServerErrorAlert error={remove.error} onReload={reload} />}
        {form?.kind === 'add' && featureForm()}
        {features.isPending && <Loader size="sm" aria-label="Loading the features" />}
        {features.isError && (
          <Alert color="red" role="alert">
            {features.error.message}
          </Alert>
        )}
        {features.isSuccess && (
          <CardList
            items={features.data}
            getKey={(feature) => feature.id}
            title={title}
            parent="Property"
            renderItem={renderFeature}
          />
        )}
      </Stack>
    </RecordCard>
  );
};
