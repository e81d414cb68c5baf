import {
  displayOrNone,
  formatAcres,
  formatNumber,
  formatYesNo,
  type LookupOption,
  type Property,
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
    <Field label="Property ID">{property.id}</Field>
    <Field label="Name">{displayOrNone(property.name)}</Field>
    <Field label="Status">{lookupName(statuses, property.statusId)}</Field>
    <Field label="Calculated Acres">{formatAcres(property.calculatedAcres)}</Field>
    <Field label="Acres">{formatAcres(property.acres)}</Field>
    <Field label="Divisions Allowed">{formatNumber(property.futurePropertiesAllowed)}</Field>
    <Field label="Target Inspection Frequency (years)">
      {formatNumber(property.targetInspectionFrequency)}
    </Field>
    <PropertyInspectionFields propertyId={property.id} />
    <Field label="Access Point Latitude">{displayOrNone(coordinateText(property.accessPointLatitude))}</Field>
    <Field label="Access Point Longitude">
      {displayOrNone(coordinateText(property.accessPointLongitude))}
    </Field>
    <Field label="Inspect With Two or More Staff">{formatYesNo(property.inspectWithTwoOrMoreStaff)}</Field>
    <Field label="Additional Interest Holder">{formatYesNo(property.additionalInterestHolder)}</Field>
    <Field label="Legacy Property IDs">{displayOrNone(property.legacyPropertyIds)}</Field>
    <Field label="Notes" wide>
      {displayOrNone(property.notes)}
    </Field>
  </SimpleGrid>
);
