import { z } from 'zod';
import { type InspectionState, inspectionStates } from './stewardship.rules';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const stateSchema = z.enum(inspectionStates);

/** GET property/{id}/inspectionSchedule: the property details' 'Last Inspection' and 'Next Inspection Due'. */
export const propertyInspectionScheduleSchema = z.object({
  /** False for an inactive property or one without a target inspection frequency: nothing is due. */
  scheduled: z.boolean(),
  lastInspection: day.nullable(),
  dueDate: day.nullable(),
  state: stateSchema.nullable(),
});
export type PropertyInspectionSchedule = z.infer<typeof propertyInspectionScheduleSchema>;

/** GET stewardship/inspectionsDue: a property overdue or due within 90 days (the home tile's list). */
export const inspectionDueSchema = z.object({
  propertyId: z.number().int(),
  propertyName: z.string().nullable(),
  projectId: z.number().int(),
  projectName: z.string(),
  lastInspection: day.nullable(),
  dueDate: day,
  state: stateSchema,
});
export type InspectionDue = z.infer<typeof inspectionDueSchema>;
export const inspectionsDuePageSchema = z.object({
  items: z.array(inspectionDueSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type InspectionsDuePage = z.infer<typeof inspectionsDuePageSchema>;

/** The options of the search's Inspection facet (fixed ids, not a lookup list), each one state. */
export const inspectionSearchOptions: readonly { id: number; state: InspectionState; name: string }[] = [
  { id: 1, state: 'overdue', name: 'Overdue' },
  { id: 2, state: 'dueSoon', name: 'Due within 90 days' },
  { id: 3, state: 'onSchedule', name: 'On schedule' },
  { id: 4, state: 'neverInspected', name: 'Never inspected' },
];

/** The home tile's empty text. */
export const inspectionsDueEmptyText = 'No properties are overdue or due for inspection within 90 days';
