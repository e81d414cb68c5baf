import { caseSeverityLabels, formatDate } from '@app/domain';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { focusOnMount } from '../../../lib/focus-on-mount';
import { routePaths } from '../../../lib/routes';
import type { CaseCreateItem, RecordRef } from '../store/field-db';
import { useStoredChoices } from '../store/use-field-lookup';
import { FieldCaseForm } from './field-case-form';
import { ItemStateBadge } from './item-state-badge';

/**
 * The violation cases opened from one observation on this device, each with its state (unsynced
 * until the server holds it, then a link to its page), and Open Violation Case for a monitor.
 */
export const ObservationCases = ({
  propertyId,
  service,
  observation,
  observationName,
  cases,
  reportedById,
}: {
  /** The observation's type, naming its Open Violation Case button apart from the others'. */
  observationName: string;
  propertyId: number;
  service: RecordRef;
  observation: RecordRef;
  cases: readonly CaseCreateItem[];
  /** The signed-in monitor, who reports the case; null when they may not record. */
  reportedById: number | null;
}) => {
  const types = useStoredChoices('case/types');
  const [opening, setOpening] = useState(false);
  const [focusNow, setFocusNow] = useState<string | null>(null);
  const typeName = (id: unknown) => types.find((t) => t.value === String(id))?.label ?? 'Violation Case';
  return (
    <Stack gap={4}>
      {cases.map((item) => (
        <Group
          key={item.clientId}
          gap="xs"
          wrap="wrap"
          tabIndex={-1}
          ref={item.clientId === focusNow ? focusOnMount : undefined}
        >
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {item.serverId ? (
              <Anchor component={Link} to={routePaths.violationCase(item.serverId)}>
                Violation Case {item.serverId}
              </Anchor>
            ) : (
              'Violation Case (not yet synced)'
            )}
            {`: ${typeName(item.body.typeId)}, ${caseSeverityLabels[item.body.severity as keyof typeof caseSeverityLabels] ?? ''}, discovered ${formatDate(item.body.discoveredOn)}`}
          </Text>
          <ItemStateBadge item={item} />
        </Group>
      ))}
      {reportedById !== null &&
        (opening ? (
          <FieldCaseForm
            propertyId={propertyId}
            service={service}
            observation={observation}
            reportedById={reportedById}
            onSaved={(clientId) => {
              setOpening(false);
              setFocusNow(clientId);
            }}
            onCancel={() => {
              setOpening(false);
              setFocusNow('cancelled');
            }}
          />
        ) : (
          <Group>
            <Button
              size="sm"
              variant="default"
              onClick={() => setOpening(true)}
              aria-label={`Open Violation Case from ${observationName}`}
              ref={focusNow === 'cancelled' ? focusOnMount : undefined}
            >
              Open Violation Case
            </Button>
          </Group>
        ))}
    </Stack>
  );
};
