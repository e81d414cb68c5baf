/** What other modules use of the stewardship schedule: a property's schedule (the field copy). */
export { getPropertyInspectionSchedule } from './stewardship.service';
