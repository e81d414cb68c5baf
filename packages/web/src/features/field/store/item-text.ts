import { caseSeverityLabels, formatDate, serviceLabels } from '@app/domain';
import type { InspectionChanges, ItemState, OutboxItem } from './field-db';

/** Each state in words (never colour alone). */
export const itemStateText: Record<ItemState, string> = {
  device: 'On this device',
  queued: 'Queued',
  uploaded: 'Uploaded',
  verified: 'Verified',
  conflict: 'Conflict',
  refused: 'Refused',
};

/** The state's badge colour; the text above says the same. */
export const itemStateColor: Record<ItemState, string> = {
  device: 'gray',
  queued: 'blue',
  uploaded: 'cyan',
  verified: 'green',
  conflict: 'orange',
  refused: 'red',
};

/**
 * What an outbox item is, as the monitor saved it: an observation by its type (`observationType`, the
 * stored lookup's name), as the inspection lists it.
 */
export const itemText = (
  item: OutboxItem,
  observationType?: (typeId: unknown) => string | undefined,
): string => {
  switch (item.kind) {
    case 'service.create':
      return `New inspection of Property ${item.propertyId}`;
    case 'event.create':
      return `Inspection visit on ${formatDate(item.body.date)}`;
    case 'service.update':
      return 'Inspection Details changes';
    case 'observation.create':
      return `Observation: ${observationType?.(item.body.typeId) ?? `type ${item.body.typeId}`}`;
    case 'photo.upload':
      return `Photo${item.details.caption ? `: ${item.details.caption}` : ''}`;
    case 'case.create':
      return `Violation Case (${caseSeverityLabels[item.body.severity as keyof typeof caseSeverityLabels] ?? item.body.severity}) discovered ${formatDate(item.body.discoveredOn)}`;
  }
};

/** The labels of the inspection fields a monitor changes in the field, as the Inspection Details card names them. */
export const inspectionChangeLabels: Record<keyof InspectionChanges, string> = {
  inspectionMethod: serviceLabels.inspectionMethod,
  reportCompletedDate: serviceLabels.reportCompletedDate,
  landownerPropertyPlans: 'Landowner Property Plans',
  questionsForVOF: 'Questions for VOF',
};
