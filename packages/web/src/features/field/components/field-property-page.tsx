import { canWrite } from '@app/domain';
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { focusOnMount } from '../../../lib/focus-on-mount';
import { routePaths } from '../../../lib/routes';
import type { ServiceCreateItem } from '../store/field-db';
import { fieldDb } from '../store/field-store';
import { useLive } from '../store/use-live';
import { FieldMapCard } from './field-map-card';
import { PastInspectionsCard } from './past-inspections-card';
import { PropertySheet } from './property-sheet';
import { StartInspectionForm } from './start-inspection-form';
import { VisitCard } from './visit-card';

/** A prepared property on the ground: works with no network, from what the device stored. */
export const FieldPropertyPage = () => {
  const propertyId = Number(useParams().property_id);
  const me = useCurrentUser();
  const canRecord = me !== undefined && canWrite(me);
  const stored = useLive(() => fieldDb.properties.get(propertyId), propertyId);
  const started =
    useLive(
      async () =>
        (await fieldDb.outbox.where('propertyId').equals(propertyId).sortBy('seq')).filter(
          (item): item is ServiceCreateItem => item.kind === 'service.create',
        ),
      propertyId,
    ) ?? [];
  const [starting, setStarting] = useState(false);
  // The inspection just started here: its card takes the focus the closed form had (after a cancel, the button).
  const [startedNow, setStartedNow] = useState<string | null>(null);

  if (stored === undefined)
    return (
      <Stack gap="sm">
        <Title order={2}>{`Property ${propertyId}`}</Title>
        <Text>
          {`Property ${propertyId} is not prepared on this device. `}
          <Anchor component={Link} to={routePaths.field()}>
            Go to Field
          </Anchor>
          {' to prepare it.'}
        </Text>
      </Stack>
    );

  const { copy } = stored;
  const { property } = copy;
  // An inspection started here and already on the server is shown once: under its device id.
  const startedIds = new Set(started.map((item) => item.serverId));
  return (
    <Stack gap="md">
      <Anchor component={Link} to={routePaths.field()}>
        ‹ Field
      </Anchor>
      <Title order={2}>{`Property ${property.id}${property.name ? `: ${property.name}` : ''}`}</Title>
      {canRecord &&
        (starting ? (
          <StartInspectionForm
            copy={copy}
            onSaved={(clientId) => {
              setStarting(false);
              setStartedNow(clientId);
            }}
            onCancel={() => {
              setStarting(false);
              setStartedNow('cancelled');
            }}
          />
        ) : (
          <Button
            size="lg"
            onClick={() => setStarting(true)}
            ref={startedNow === 'cancelled' ? focusOnMount : undefined}
          >
            Start Inspection
          </Button>
        ))}
      {started.map((item) => (
        <VisitCard
          key={item.clientId}
          propertyId={property.id}
          service={{ clientId: item.clientId }}
          title={item.serverId ? `Service ${item.serverId}` : 'New Inspection (on this device)'}
          inspection={null}
          points={copy.photoPoints}
          canRecord={canRecord}
          focusTitle={item.clientId === startedNow}
        />
      ))}
      {copy.openInspections
        .filter((inspection) => !startedIds.has(inspection.service.id))
        .map((inspection) => (
          <VisitCard
            key={inspection.service.id}
            propertyId={property.id}
            service={{ id: inspection.service.id }}
            title={`Service ${inspection.service.id}`}
            inspection={inspection}
            points={copy.photoPoints}
            canRecord={canRecord}
          />
        ))}
      <FieldMapCard
        accessPoint={
          property.accessPointLatitude !== null && property.accessPointLongitude !== null
            ? { lat: property.accessPointLatitude, lng: property.accessPointLongitude }
            : null
        }
        boundary={copy.boundary ?? null}
      />
      <PropertySheet copy={copy} />
      <PastInspectionsCard inspections={copy.pastInspections} />
    </Stack>
  );
};
