import {
  canWrite,
  displayOrNone,
  formatDate,
  ImagerySource,
  inspectionMethodLabels,
  isImageryInspection,
  type LookupOption,
  type Observation,
  type Service,
  serviceLabels,
} from '@app/domain';
import { Alert, Anchor, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EditCardButton } from '../../../components/card-buttons';
import { RecordCard } from '../../../components/record-card';
import { useCardEditing } from '../../../components/use-card-editing';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { useEditMode } from '../../../lib/edit-mode';
import { lookupQuery } from '../../../lib/lookup-queries';
import { routePaths } from '../../../lib/routes';
import { serviceKeys, serviceQueries } from '../api/service-queries';
import { useDeleteObservation } from '../api/use-service-mutations';
import { Field } from './field';
import { InspectionDetailsForm } from './inspection-details-form';
import { ObservationForm } from './observation-form';

const title = 'Inspection Details';
const nameOf = (list: readonly LookupOption[] | undefined, id: number | null) =>
  id === null ? 'None' : (list?.find((o) => o.id === id)?.name ?? String(id));

/**
 * The inspection details of a category 1 service (spec 2 §2): the method and the report's completion
 * (issue 18), the imagery comparison (imagery inspections only), the landowner's plans and questions,
 * and the observations. Its own edit mode.
 */
export const InspectionDetailsCard = ({ service, canEdit }: { service: Service; canEdit: boolean }) => {
  const editMode = useEditMode(title);
  const sources = useQuery(lookupQuery('service/imageryassessmentsources')).data;
  const imagery = isImageryInspection(service);
  return (
    <RecordCard
      title={title}
      actions={canEdit && !editMode.editing && <EditCardButton title={title} onClick={editMode.start} />}
    >
      <Stack gap="md">
        {editMode.editing ? (
          <InspectionDetailsForm service={service} sources={sources ?? []} onDone={editMode.stop} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <Field label={serviceLabels.inspectionMethod}>
              {service.inspectionMethod ? inspectionMethodLabels[service.inspectionMethod] : 'None'}
            </Field>
            <Field label={serviceLabels.reportCompletedDate}>
              {formatDate(service.reportCompletedDate)}
              {service.reportCompletedDate && service.reportCompletedByName
                ? ` by ${service.reportCompletedByName}`
                : ''}
            </Field>
            {imagery && (
              <>
                <Field label="Imagery Comparison Before Date">
                  {formatDate(service.imageryAssessmentBeforeDate)}
                </Field>
                <Field label="Imagery Comparison After Date">
                  {formatDate(service.imageryAssessmentAfterDate)}
                </Field>
                <Field label="Imagery Comparison Before Source">
                  {nameOf(sources, service.beforeSource)}
                  {service.beforeSource === ImagerySource.Other &&
                    ` – ${displayOrNone(service.beforeSourceNotes)}`}
                </Field>
                <Field label="Imagery Comparison After Source">
                  {nameOf(sources, service.afterSource)}
                  {service.afterSource === ImagerySource.Other &&
                    ` – ${displayOrNone(service.afterSourceNotes)}`}
                </Field>
              </>
            )}
            <Field label="Landowner Property Plans" wide>
              {displayOrNone(service.landownerPropertyPlans)}
            </Field>
            <Field label="Questions for VOF" wide>
              {displayOrNone(service.questionsForVOF)}
            </Field>
          </SimpleGrid>
        )}
        <Observations serviceId={service.id} canEdit={canEdit} />
      </Stack>
    </RecordCard>
  );
};

/** The observations with their answers and notes; added, edited and removed by those who may edit. */
const Observations = ({ serviceId, canEdit }: { serviceId: number; canEdit: boolean }) => {
  const observations = useQuery(serviceQueries.observations(serviceId));
  const properties = useQuery(serviceQueries.properties(serviceId)).data ?? [];
  // A case is opened after the visit, when the inspection may be closed: any writer may open one.
  const me = useCurrentUser();
  const canOpenCase = me !== undefined && canWrite(me);
  const types = useQuery(lookupQuery('service/observationtypes')).data ?? [];
  const answers = useQuery(lookupQuery('service/observationacknowledgementtypes')).data ?? [];
  const remove = useDeleteObservation(serviceId);
  const editing = useCardEditing<Observation | 'new'>({
    title: 'Observations',
    actions: [remove],
    listKey: serviceKeys.observations(serviceId),
  });
  const taken = new Set((observations.data ?? []).map((o) => o.typeId));
  const form = (observation?: Observation) => (
    <ObservationForm
      serviceId={serviceId}
      observation={observation}
      types={types}
      takenTypeIds={taken}
      answers={answers}
      onDone={editing.close}
      onReload={editing.reload}
    />
  );

  return (
    <Stack gap="xs" component="section" aria-label="Observations">
      <Group justify="space-between">
        <Title order={4} size="h5">
          Observations
        </Title>
        {canEdit && editing.form === null && (
          <Anchor component="button" type="button" size="sm" onClick={() => editing.open('new')}>
            + Add Observation
          </Anchor>
        )}
      </Group>
      {observations.isPending && <Loader size="sm" aria-label="Loading the observations" />}
      {(observations.isError || remove.isError) && (
        <Alert color="red" role="alert">
          {(observations.error ?? remove.error)?.message}
        </Alert>
      )}
      {editing.form === 'new' && form()}
      {observations.data?.length === 0 && editing.form !== 'new' && (
        <Text size="sm">No Observations have been recorded.</Text>
      )}
      {observations.data?.map((observation) =>
        editing.form !== 'new' && editing.form?.id === observation.id ? (
          <div key={observation.id}>{form(observation)}</div>
        ) : (
          <Paper
            key={observation.id}
            withBorder
            radius="sm"
            p="xs"
            component="article"
            aria-label={`Observation ${observation.name}`}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text fw={600}>
                  {observation.name}: {observation.ackTypeName}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {displayOrNone(observation.notes)}
                </Text>
              </div>
              {(canEdit || canOpenCase) && editing.form === null && (
                <Group gap="xs" wrap="nowrap">
                  {canOpenCase &&
                    properties.map((property) => (
                      <Button
                        key={property.id}
                        component={Link}
                        to={routePaths.newCase(property.id, observation.id)}
                        size="xs"
                        variant="light"
                        aria-label={`Open Case from Observation ${observation.name}${properties.length > 1 ? ` on ${property.name ?? `Property ${property.id}`}` : ''}`}
                      >
                        {properties.length > 1 ? `Open Case: ${property.name ?? property.id}` : 'Open Case'}
                      </Button>
                    ))}
                  {canEdit && (
                    <>
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`Edit Observation ${observation.name}`}
                        onClick={() => editing.open(observation)}
                      >
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`Delete Observation ${observation.name}`}
                        onClick={() =>
                          void editing.confirmThen(
                            {
                              title: 'Delete Observation',
                              text: `Are you sure you want to delete the ${observation.name} Observation?`,
                            },
                            () => remove.mutate(observation),
                          )
                        }
                      >
                        Delete
                      </Button>
                    </>
                  )}
                </Group>
              )}
            </Group>
          </Paper>
        ),
      )}
    </Stack>
  );
};
