import {
  type AssociatedProperty,
  formatAcres,
  formatNumber,
  type Instrument,
  instrumentMessages,
} from '@app/domain';
import { Anchor, Button, Divider, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../components/confirm-provider';
import { PropertyHeading } from '../../../components/property-heading';
import { RecordCard } from '../../../components/record-card';
import { useEditMode, useEditModeRegistry } from '../../../lib/edit-mode';
import { routePaths } from '../../../lib/routes';
import { AssociatedPropertiesForm } from './associated-properties-form';

const title = 'Associated Properties';

const Value = ({ label, children }: { label: string; children: string }) => (
  <div>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm">{children}</Text>
  </div>
);

const allowed = (value: number | null) => formatNumber(value, { missing: 'N/A' });

const PropertyItem = ({ link, currentProjectId }: { link: AssociatedProperty; currentProjectId: number }) => {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { resetAll } = useEditModeRegistry();
  const otherProject = link.projectId !== currentProjectId;
  const view = async () => {
    if (otherProject) {
      const go = await confirm({
        title: 'Go to another Project',
        text: instrumentMessages.goToProjectPrompt(link.projectId),
        labels: 'yes-no',
      });
      if (!go) return;
      // The other project's page has no form of this one open.
      resetAll();
    }
    void navigate(routePaths.projectProperty(link.projectId, link.propertyId));
  };
  return (
    <Paper withBorder radius="sm" p="xs" component="article" aria-label={`Property ${link.propertyId}`}>
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <PropertyHeading
            propertyId={link.propertyId}
            statusId={link.statusId}
            projectId={link.projectId}
            currentProjectId={currentProjectId}
          />
          {link.name && (
            <Text size="sm" c="dimmed" lineClamp={1}>
              {link.name}
            </Text>
          )}
          <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" verticalSpacing={4}>
            <Value label="Impacted Acres">{formatAcres(link.propertyAcres)}</Value>
            <Value label="Properties Allowed">{allowed(link.futurePropertiesAllowed)}</Value>
            <Value label="Dwellings Allowed">{allowed(link.dwellingsAllowed)}</Value>
            <Value label="Finished Area Allowed">{allowed(link.finishedAreaAllowed)}</Value>
            <Value label="Impervious Area Allowed">{allowed(link.imperviousAreaAllowed)}</Value>
          </SimpleGrid>
        </Stack>
        <Button
          size="xs"
          variant="light"
          onClick={() => void view()}
          aria-label={`View Property ${link.propertyId}`}
        >
          View
        </Button>
      </Group>
    </Paper>
  );
};

/**
 * The instrument's properties: the current project's first, then the others after a 'Cross-Project
 * Properties' divider (the server answers them in the card's order), each with its acres and rights.
 */
export const AssociatedPropertiesCard = ({
  instrument,
  canEdit,
}: {
  instrument: Instrument;
  canEdit: boolean;
}) => {
  const editMode = useEditMode(title);
  const own = instrument.associatedProperties.filter((p) => p.projectId === instrument.projectId);
  const cross = instrument.associatedProperties.filter((p) => p.projectId !== instrument.projectId);
  const item = (link: AssociatedProperty) => (
    <PropertyItem key={link.id} link={link} currentProjectId={instrument.projectId} />
  );
  return (
    <RecordCard
      title={title}
      actions={
        canEdit &&
        !editMode.editing && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={editMode.start}
            aria-label="Add/Remove Properties"
          >
            + Add/Remove
          </Anchor>
        )
      }
    >
      {editMode.editing ? (
        <AssociatedPropertiesForm instrument={instrument} onDone={editMode.stop} />
      ) : instrument.associatedProperties.length === 0 ? (
        <Text c="dimmed">No Properties have been added to this Instrument</Text>
      ) : (
        <Stack gap="sm">
          {own.map(item)}
          {cross.length > 0 && <Divider label="Cross-Project Properties" labelPosition="center" />}
          {cross.map(item)}
        </Stack>
      )}
    </RecordCard>
  );
};
