import { type BuiltEnvironmentFeature, displayOrNone, formatNumber, formatYesNo } from '@app/domain';
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

const Value = ({ label, children }: { label: string; children: ReactNode }) => (
  <Text size="sm">
    <Text span size="sm" c="dimmed">
      {label}:
    </Text>{' '}
    {children}
  </Text>
);

type FeatureItemProps = {
  feature: BuiltEnvironmentFeature;
  /** Edit, Move and Delete, for those who may. */
  actions?: ReactNode;
};

/** One built environment feature with all its values. */
export const FeatureItem = ({ feature, actions }: FeatureItemProps) => (
  <Paper withBorder radius="sm" p="xs" component="article" aria-label={`Feature ${feature.description}`}>
    <Stack gap={4}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>{feature.description}</Text>
        {actions && <Group gap={6}>{actions}</Group>}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" verticalSpacing={2}>
        <Value label="Building">{formatYesNo(feature.isBuilding)}</Value>
        <Value label="Exists">{formatYesNo(feature.exists)}</Value>
        <Value label="Dwelling Units">{formatNumber(feature.dwellingUnits)}</Value>
        <Value label="Finished Area">{formatNumber(feature.finishedArea)}</Value>
        <Value label="Impervious Area">{formatNumber(feature.imperviousArea)}</Value>
        <Value label="Primary Source">{displayOrNone(feature.primarySourceName)}</Value>
      </SimpleGrid>
      {feature.notes && <Value label="Notes">{feature.notes}</Value>}
    </Stack>
  </Paper>
);
