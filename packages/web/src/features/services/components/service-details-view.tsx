import {
  displayOrNone,
  formatDate,
  formatMoney,
  formatYesNo,
  type Service,
  serviceLabels,
} from '@app/domain';
import { Anchor, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router';
import { routePaths } from '../../../lib/routes';
import { Field } from './field';

/** Every field of spec 2 §3's service details, 'None' where a value is missing, money as $1,234.56. */
export const ServiceDetailsView = ({ service }: { service: Service }) => (
  <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
    <Field label={serviceLabels.id}>{service.id}</Field>
    <Field label={serviceLabels.categoryId}>{service.categoryName}</Field>
    <Field label={serviceLabels.typeIds}>{service.typeNames.join('; ') || 'None'}</Field>
    <Field label="Status">{service.statusName}</Field>
    <Field label={serviceLabels.agreementTypeId}>{service.agreementTypeName}</Field>
    <Field label={serviceLabels.staffLeadId}>{displayOrNone(service.staffLeadName)}</Field>
    <Field label={serviceLabels.openDate}>{formatDate(service.openDate)}</Field>
    <Field label="Primary Project">
      <Anchor component={Link} to={routePaths.project(service.primaryProjectId)}>
        Project {service.primaryProjectId}
      </Anchor>
    </Field>
    <Field label={serviceLabels.isMultiProperty}>{formatYesNo(service.isMultiProperty)}</Field>
    <Field label="Products">{service.productNames.join('; ') || 'None'}</Field>
    <Field label={serviceLabels.previousServiceId}>{displayOrNone(service.previousServiceId)}</Field>
    <Field label={serviceLabels.feeCharged}>{formatMoney(service.feeCharged)}</Field>
    <Field label={serviceLabels.feePaid}>{formatYesNo(service.feePaid)}</Field>
    <Field label="Notes" wide>
      {displayOrNone(service.notes)}
    </Field>
  </SimpleGrid>
);
