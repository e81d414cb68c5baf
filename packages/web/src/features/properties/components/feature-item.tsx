import { type BuiltEnvironmentFeature, displayOrNone, formatNumber, formatYesNo } from '@app/domain';
import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { ItemValue, RecordItem } from '../../../components/record-item';

type FeatureItemProps = {
  feature: BuiltEnvironmentFeature;
  /** Edit, Move and Delete, for those who may. */
  actions?: ReactNode;
};

/** One built environment feature with all its values. */
export const FeatureItem = ({ feature, actions }: FeatureItemProps) => (
  <RecordItem label={`Feature ${feature.description}`} heading={feature.description} actions={actions}>
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" verticalSpacing={2}>
      <ItemValue label="Building">{formatYesNo(feature.isBuilding)}</ItemValue>
      <ItemValue label="Exists">{formatYesNo(feature.exists)}</ItemValue>
      <ItemValue label="Dwelling Units">{formatNumber(feature.dwellingUnits)}</ItemValue>
      <ItemValue label="Finished Area">{formatNumber(feature.finishedArea)}</ItemValue>
      <ItemValue label="Impervious Area">{formatNumber(feature.imperviousArea)}</ItemValue>
      <ItemValue label="Primary Source">{displayOrNone(feature.primarySourceName)}</ItemValue>
    </SimpleGrid>
    {feature.notes && <ItemValue label="Notes">{feature.notes}</ItemValue>}
  </RecordItem>
);
