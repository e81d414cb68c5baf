import { formatDate, type PropertyInspectionSchedule } from '@app/domain';
import { Group, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { InspectionStateBadge } from '../../../components/inspection-state-badge';
import { propertyQueries } from '../api/property-queries';
import { Field } from './details-field';

/** 'Next Inspection Due': the date and its state; 'N/A' for a property with no schedule. */
const NextDue = ({ schedule }: { schedule: PropertyInspectionSchedule }) => {
  if (!schedule.scheduled || schedule.state === null) return 'N/A';
  return (
    <Group component="span" gap={6} wrap="wrap">
      {schedule.dueDate !== null && <span>{formatDate(schedule.dueDate)}</span>}
      <InspectionStateBadge state={schedule.state} />
    </Group>
  );
};

/** The stewardship schedule's two fields of the property details (issue 12 §2). */
export const PropertyInspectionFields = ({ propertyId }: { propertyId: number }) => {
  const query = useQuery(propertyQueries.inspectionSchedule(propertyId));
  const value = (render: (schedule: PropertyInspectionSchedule) => ReactNode) =>
    query.isError ? (
      <Text span c="red.8">
        Could not load
      </Text>
    ) : query.isPending ? (
      <Loader size="xs" aria-label="Loading the inspection schedule" />
    ) : (
      render(query.data)
    );
  return (
    <>
      <Field label="Last Inspection">{value((s) => formatDate(s.lastInspection))}</Field>
      <Field label="Next Inspection Due">
        {value((s) => (
          <NextDue schedule={s} />
        ))}
      </Field>
    </>
  );
};
