import {
  displayOrNone,
  formatAcres,
  formatNumber,
  formatYesNo,
  type LookupOption,
  type Property,
  propertyLabels,
} from '@app/domain';
import { SimpleGrid } from '@mantine/core';
import { lookupName } from '../api/property-queries';
import { coordinateText } from './coordinate-text';
import { Field } from './details-field';
import { PropertyInspectionFields } from './property-inspection-fields';

type PropertyDetailsViewProps = { property: Property; statuses: readonly LookupOption[] | undefined };

/** Every field of spec 2 §3's property, 'None' or 'N/A' where a value is missing. */
export const PropertyDetailsView = ({ property, statuses }: PropertyDetailsViewProps) => (
  <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
    <Field label={propertyLabels.id}>{property.id}</Field>
    <Field label={propertyLabels.name}>{displayOrNone(property.name)}</Field>
    <Field label="Status">{lookupName(statuses, property.statusId)}</Field>
    <Field label={propertyLabels.calculatedAcres}>{formatAcres(property.calculatedAcres)}</Field>
    <Field label={propertyLabels.acres}>{formatAcres(property.acres)}</Field>
    <Field label={propertyLabels.futurePropertiesAllowed}>
      {formatNumber(property.futurePropertiesAllowed)}
    </Field>
    <Field label={propertyLabels.targetInspectionFrequency}>
      {formatNumber(property.targetInspectionFrequency)}
    </Field>
    <PropertyInspectionFields propertyId={property.id} />
    <Field label={propertyLabels.accessPointLatitude}>
      {displayOrNone(coordinateText(property.accessPointLatitude))}
    </Field>
    <Field label={propertyLabels.accessPointLongitude}>
      {displayOrNone(coordinateText(property.accessPointLongitude))}
    </Field>
    <Field label={propertyLabels.inspectWithTwoOrMoreStaff}>
      {formatYesNo(property.inspectWithTwoOrMoreStaff)}
    </Field>
    <Field label={propertyLabels.additionalInterestHolder}>
      {formatYesNo(property.additionalInterestHolder)}
    </Field>
    <Field label={propertyLabels.legacyPropertyIds}>{displayOrNone(property.legacyPropertyIds)}</Field>
    <Field label="Notes" wide>
      {displayOrNone(property.notes)}
    </Field>
  </SimpleGrid>
);
