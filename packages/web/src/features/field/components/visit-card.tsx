import { type FieldInspection, formatDate, inspectionMethodLabels, type PhotoPoint } from '@app/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { RecordCard } from '../../../components/record-card';
import { ItemValue, RecordItem } from '../../../components/record-item';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { focusOnMount } from '../../../lib/focus-on-mount';
import {
  type CaseCreateItem,
  type InspectionChanges,
  type ObservationCreateItem,
  type OutboxItem,
  type PhotoUploadItem,
  type RecordRef,
  serviceKey,
} from '../store/field-db';
import { fieldDb } from '../store/field-store';
import { inspectionChangeLabels } from '../store/item-text';
import { useObservationTypeName } from '../store/use-field-lookup';
import { useLive } from '../store/use-live';
import { FieldObservationForm } from './field-observation-form';
import { InspectionChangesForm } from './inspection-changes-form';
import { ItemStateBadge } from './item-state-badge';
import { ObservationCases } from './observation-cases';
import { type ObservationChoice, VisitPhotos } from './visit-photos';

/** The inspection's details as the monitor will see them once synced: the known version, then each change saved here. */
const currentDetails = (
  inspection: FieldInspection | null,
  items: readonly OutboxItem[],
): InspectionChanges => {
  const saved = inspection?.service;
  let details: InspectionChanges = saved
    ? {
        inspectionMethod: saved.inspectionMethod,
        reportCompletedDate: saved.reportCompletedDate,
        landownerPropertyPlans: saved.landownerPropertyPlans,
        questionsForVOF: saved.questionsForVOF,
      }
    : {};
  for (const item of items) if (item.kind === 'service.update') details = { ...details, ...item.changes };
  return details;
};

/**
 * One inspection on this visit: started here (known by its device id until it syncs) or open on the
 * server when prepared. Everything saved is shown at once with its state.
 */
export const VisitCard = ({
  propertyId,
  service,
  title,
  inspection,
  points,
  canRecord,
  focusTitle = false,
}: {
  propertyId: number;
  service: RecordRef;
  title: string;
  inspection: FieldInspection | null;
  points: readonly PhotoPoint[];
  canRecord: boolean;
  /** The inspection was just started here: its card takes the focus. */
  focusTitle?: boolean;
}) => {
  const key = serviceKey(service);
  const items =
    useLive(
      async () =>
        (await fieldDb.outbox.where('propertyId').equals(propertyId).sortBy('seq')).filter(
          (item) => 'service' in item && serviceKey(item.service) === key,
        ),
      `${propertyId}/${key}`,
    ) ?? [];
  const create = useLive(
    async () =>
      'clientId' in service ? fieldDb.outbox.where('clientId').equals(service.clientId).first() : undefined,
    key,
  );
  const observationType = useObservationTypeName();
  const typeName = (id: unknown) => observationType(id) ?? 'Observation';
  const [editing, setEditing] = useState<'details' | 'observation' | null>(null);
  // What a closed form leaves the focus on: the details, the observation just saved (its device id), or
  // Add Observation after a cancel.
  const [focusNow, setFocusNow] = useState<string | null>(null);
  const closeForm = (focus: string | null) => {
    setEditing(null);
    setFocusNow(focus);
  };

  const details = currentDetails(inspection, items);
  const deviceObservations = items.filter((i): i is ObservationCreateItem => i.kind === 'observation.create');
  const devicePhotos = items.filter((i): i is PhotoUploadItem => i.kind === 'photo.upload');
  const me = useCurrentUser();
  const deviceCases = items.filter((i): i is CaseCreateItem => i.kind === 'case.create');
  /** The cases opened here from an observation, and Open Violation Case for a monitor. */
  const casesOf = (observation: RecordRef, name: string) => (
    <ObservationCases
      propertyId={propertyId}
      service={service}
      observation={observation}
      observationName={name}
      cases={deviceCases.filter((c) => serviceKey(c.observation) === serviceKey(observation))}
      reportedById={canRecord && me ? me.id : null}
    />
  );
  const observationChoices: ObservationChoice[] = [
    ...(inspection?.observations ?? []).map((o) => ({ key: `id:${o.id}`, ref: { id: o.id }, name: o.name })),
    ...deviceObservations.map((o) => ({
      key: o.clientId,
      ref: o.serverId ? { id: o.serverId } : { clientId: o.clientId },
      name: typeName(o.body.typeId),
    })),
  ];

  return (
    <RecordCard title={title} actions={create && <ItemStateBadge item={create} />} focusTitle={focusTitle}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>Inspection Details</Text>
          {canRecord && editing === null && (
            <Button size="md" variant="default" onClick={() => setEditing('details')}>
              Edit Inspection Details
            </Button>
          )}
        </Group>
        {editing === 'details' ? (
          <InspectionChangesForm
            propertyId={propertyId}
            service={service}
            current={details}
            onDone={() => closeForm('details')}
          />
        ) : (
          <Stack
            gap={2}
            role="group"
            aria-label="Inspection Details"
            tabIndex={-1}
            ref={focusNow === 'details' ? focusOnMount : undefined}
          >
            <ItemValue label={inspectionChangeLabels.inspectionMethod}>
              {details.inspectionMethod ? inspectionMethodLabels[details.inspectionMethod] : '—'}
            </ItemValue>
            <ItemValue label={inspectionChangeLabels.reportCompletedDate}>
              {details.reportCompletedDate ? formatDate(details.reportCompletedDate) : '—'}
            </ItemValue>
            <ItemValue label={inspectionChangeLabels.landownerPropertyPlans}>
              {details.landownerPropertyPlans || '—'}
            </ItemValue>
            <ItemValue label={inspectionChangeLabels.questionsForVOF}>
              {details.questionsForVOF || '—'}
            </ItemValue>
            {items
              .filter((i) => i.kind === 'service.update')
              .slice(-1)
              .map((i) => (
                <Group key={i.clientId} gap="xs">
                  <Text size="sm">Changes made here:</Text>
                  <ItemStateBadge item={i} />
                </Group>
              ))}
          </Stack>
        )}
        <Group justify="space-between">
          <Text fw={600}>Observations</Text>
          {canRecord && editing === null && (
            <Button
              size="md"
              variant="light"
              onClick={() => setEditing('observation')}
              ref={focusNow === 'add-observation' ? focusOnMount : undefined}
            >
              Add Observation
            </Button>
          )}
        </Group>
        {editing === 'observation' && (
          <FieldObservationForm
            propertyId={propertyId}
            service={service}
            onSaved={closeForm}
            onCancel={() => closeForm('add-observation')}
          />
        )}
        {(inspection?.observations ?? []).map((o) => (
          <RecordItem key={o.id} label={o.name} heading={o.name} subheading={o.ackTypeName}>
            {o.notes && <Text size="sm">{o.notes}</Text>}
            {casesOf({ id: o.id }, o.name)}
          </RecordItem>
        ))}
        {deviceObservations.map((o) => (
          <RecordItem
            key={o.clientId}
            label={typeName(o.body.typeId)}
            heading={typeName(o.body.typeId)}
            actions={<ItemStateBadge item={o} />}
            focused={o.clientId === focusNow}
          >
            {o.body.notes && <Text size="sm">{o.body.notes}</Text>}
            {casesOf({ clientId: o.clientId }, typeName(o.body.typeId))}
          </RecordItem>
        ))}
        {(inspection?.observations.length ?? 0) + deviceObservations.length === 0 && (
          <Text size="sm">No observations yet.</Text>
        )}
        <VisitPhotos
          propertyId={propertyId}
          service={service}
          serverPhotos={inspection?.photos ?? []}
          devicePhotos={devicePhotos}
          observations={observationChoices}
          points={points}
          canRecord={canRecord}
        />
      </Stack>
    </RecordCard>
  );
};
