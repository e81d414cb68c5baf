import {
  compareAssociatedProperties,
  formatAcres,
  type Service,
  serviceAssociatePropertiesSchema,
} from '@app/domain';
import { Alert, Button, Divider, Group, Loader, Modal, Paper, Select, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { EditCardButton } from '../../../components/card-buttons';
import { CardForm } from '../../../components/card-form';
import { PropertyHeading } from '../../../components/property-heading';
import { RecordCard } from '../../../components/record-card';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { useEditMode } from '../../../lib/edit-mode';
import { routePaths } from '../../../lib/routes';
import { useZodForm } from '../../../lib/use-zod-form';
import { serviceKeys, serviceQueries } from '../api/service-queries';
import { useAssociateServiceProperties } from '../api/use-service-mutations';
import { PropertyIdSlots } from './property-id-slots';

const title = 'Associated Properties';

type AssociatedPropertiesCardProps = { service: Service; projectId: number; canEdit: boolean };

/**
 * The service's properties: this project's first, then status, acres descending, id descending (spec 2
 * §9), other projects' after a divider. An Admin changes them; the Box folder notice follows a save.
 */
export const AssociatedPropertiesCard = ({ service, projectId, canEdit }: AssociatedPropertiesCardProps) => {
  const editMode = useEditMode(title);
  const properties = useQuery(serviceQueries.properties(service.id));
  const [notice, setNotice] = useState<string | null>(null);
  // The project on screen first (spec 2 §9): a multi-property service is shown under each of its projects.
  const sorted = properties.data?.toSorted(compareAssociatedProperties(projectId));
  const firstOther = sorted?.findIndex((p) => p.projectId !== projectId) ?? -1;

  return (
    <RecordCard
      title={title}
      actions={canEdit && !editMode.editing && <EditCardButton title={title} onClick={editMode.start} />}
    >
      <Stack gap="xs">
        {editMode.editing && (
          <AssociatedPropertiesForm
            service={service}
            projectId={projectId}
            onDone={(message) => {
              editMode.stop();
              if (message) setNotice(message);
            }}
          />
        )}
        {properties.isPending && <Loader size="sm" aria-label="Loading the properties" />}
        {properties.isError && (
          <Alert color="red" role="alert">
            {properties.error.message}
          </Alert>
        )}
        {sorted?.map((property, index) => (
          <Fragment key={property.id}>
            {index === firstOther && <Divider label="Cross-Project Properties" labelPosition="left" />}
            <Paper withBorder radius="sm" p="xs" component="article" aria-label={`Property ${property.id}`}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <PropertyHeading
                  propertyId={property.id}
                  statusId={property.statusId}
                  projectId={property.projectId}
                  currentProjectId={projectId}
                />
                <Group gap="sm" wrap="nowrap">
                  <Text size="sm">{formatAcres(property.calculatedAcres)} ac</Text>
                  <Button
                    size="compact-xs"
                    variant="light"
                    component={Link}
                    to={routePaths.projectProperty(property.projectId, property.id)}
                    aria-label={`View Property ${property.id}`}
                  >
                    View
                  </Button>
                </Group>
              </Group>
              {property.name && (
                <Text size="sm" c="dimmed">
                  {property.name}
                </Text>
              )}
            </Paper>
          </Fragment>
        ))}
      </Stack>
      <Modal opened={notice !== null} onClose={() => setNotice(null)} title="Properties saved" centered>
        <Text mb="lg">{notice}</Text>
        <Group justify="flex-end">
          <Button onClick={() => setNotice(null)} data-autofocus>
            OK
          </Button>
        </Group>
      </Modal>
    </RecordCard>
  );
};

type AssociatedPropertiesFormProps = {
  service: Service;
  projectId: number;
  /** Saved (with the server's notice) or cancelled (no notice). */
  onDone: (message: string | null) => void;
};

/** One property chosen from the project's valid ones, or the id slots of a multi-property service. */
const AssociatedPropertiesForm = ({ service, projectId, onDone }: AssociatedPropertiesFormProps) => {
  const queryClient = useQueryClient();
  const confirmDiscard = useConfirmDiscard();
  const associate = useAssociateServiceProperties();
  const valid = useQuery({
    ...serviceQueries.validProperties(projectId, service.id),
    enabled: !service.isMultiProperty,
  });
  const [error, setError] = useState<unknown>(null);
  const initialValues = {
    id: service.id,
    version: service.version,
    isMultiProperty: service.isMultiProperty,
    associatedPropertyIds: service.associatedPropertyIds.map(String),
  };
  const form = useZodForm({ schema: serviceAssociatePropertiesSchema, initialValues });
  const slots = form.values.associatedPropertyIds as string[];

  const save = async () => {
    setError(null);
    const parsed = form.validate();
    if (!parsed) return;
    try {
      onDone((await associate.mutateAsync(parsed)).message);
    } catch (failure) {
      form.applyServerError(failure);
      setError(failure);
    }
  };

  return (
    <CardForm
      heading="Edit Associated Properties"
      onSubmit={() => void save()}
      error={error}
      onReload={() => {
        void queryClient.invalidateQueries({ queryKey: serviceKeys.detail(service.id) });
        onDone(null);
      }}
    >
      {service.isMultiProperty ? (
        <PropertyIdSlots
          slots={slots}
          onChange={(next) => form.setValue('associatedPropertyIds', next)}
          errors={form.errors}
        />
      ) : (
        <Select
          label="Property"
          data={(valid.data ?? []).map((p) => ({
            value: String(p.id),
            label: `Property ${p.id}${p.name ? `: ${p.name}` : ''}${p.projectId !== projectId ? ` (Project ${p.projectId})` : ''}`,
          }))}
          value={slots[0] ?? null}
          onChange={(id) => form.setValue('associatedPropertyIds', id ? [id] : [])}
          error={form.errors.associatedPropertyIds}
          withAsterisk
          allowDeselect={false}
        />
      )}
      <Group justify="flex-end">
        <Button
          variant="default"
          onClick={async () => {
            if (await confirmDiscard(form.values, initialValues, 'the Associated Properties')) onDone(null);
          }}
        >
          Cancel
        </Button>
        <Button type="submit" loading={associate.isPending}>
          Save
        </Button>
      </Group>
    </CardForm>
  );
};
