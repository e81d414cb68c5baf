import { z } from 'zod';
import { contactLinkUpdateSchema } from '../contacts/contacts.schema';
import { instrumentFormFields } from '../instruments/instruments.schema';
import { projectCreateSchema } from '../projects/projects.schema';
import {
  propertyCreateSchema,
  propertyInstrumentValuesSchema,
  propertyUpdateSchema,
  taxParcelInputSchema,
} from '../properties/properties.schema';
import { closedEventSchema, inspectionFields, serviceUpdateSchema } from '../services/services.schema';
import { orNull, usDate } from '../validators';
import type { ImportKind } from './import-kinds';

/** The import's own words; a row's other messages are the forms' (the schemas below). */
export const importMessages = {
  notYesNo: (field: string) => `The ${field} field must be Yes or No.`,
  unknownOption: (field: string, value: string, nearest: readonly string[]) =>
    `Unknown ${field} "${value}".${nearest.length > 0 ? ` Did you mean "${nearest[0]}"?` : ''}`,
  legacyIdTooLong: (max: number) => `The Legacy ID field may not be greater than ${max} characters.`,
  duplicateInFile: (what: string, row: number) => `${what} is also on row ${row} of this sheet.`,
  missingReference: (kind: string, value: string, sheet: string) =>
    `No ${kind} "${value}" on the ${sheet} sheet or among the ${kind === 'property' ? 'properties' : `${kind}s`} already here.`,
  ambiguousProject: (value: string) =>
    `More than one project here is named "${value}": use the project's ID or Legacy ID.`,
  referenceHasErrors: (kind: string, value: string) =>
    `The ${kind} "${value}" has errors on its own sheet; fix those first.`,
  emptyParcel: 'A tax parcel needs a Parcel ID, its acres or both.',
  duplicateLink: (row: number) => `This instrument and property are also linked on row ${row}.`,
  notASpreadsheet: 'The file is not a spreadsheet: send an Excel workbook (.xlsx) or a CSV file (.csv).',
  noSheets:
    'The workbook has no sheet the import knows: name each sheet for its kind (Projects, Properties, Tax Parcels, Instruments, Instrument Properties, Services, Contact Links) or choose its kind.',
  ambiguousContact: (value: string, crmIds: readonly string[]) =>
    `More than one contact is named "${value}" (${crmIds.slice(0, 3).join(', ')}): use the contact's account id.`,
  duplicateContactLink: (row: number) => `This contact is also on this record on row ${row}.`,
  inspectionDateRequired: 'The Inspection Date field is required for an Inspection.',
  unmappedRequired: (sheet: string, field: string) =>
    `No column of sheet ${sheet} is mapped to ${field}, which is required.`,
  fileTooLarge: (maxMb: number) => `The file is larger than ${maxMb} MB; split it into smaller files.`,
  tooManyRows: (sheet: string, max: number) =>
    `Sheet ${sheet} has more than ${max.toLocaleString('en-US')} rows; split it into smaller files.`,
  cellTooLong: (sheet: string, row: number, max: number) =>
    `Sheet ${sheet}, row ${row} has a cell longer than ${max.toLocaleString('en-US')} characters, more than Excel holds in a cell.`,
  tooManyColumns: (sheet: string, max: number) =>
    `Sheet ${sheet} has more than ${max} columns; an import reads at most ${max}.`,
  notUndoable: (batchId: number) =>
    `Import ${batchId} cannot be undone: its records have been changed since it was imported.`,
  alreadyUndone: (batchId: number) => `Import ${batchId} has already been undone.`,
  importAdminOnly: 'Only an Admin can import records.',
  hasErrors: (count: number) =>
    `Nothing was imported: the file has ${count.toLocaleString('en-US')} problem${count === 1 ? '' : 's'}. Check it and fix them first.`,
} as const;

/**
 * Each kind's own values as the forms and the API check them (the lookups and references are matched
 * by the check itself): the same schemas, so a row reads the same messages as the form would.
 */
export const importRowSchemas = {
  projects: projectCreateSchema.pick({ name: true, description: true }),
  properties: propertyUpdateSchema
    .omit({ id: true, version: true, statusId: true })
    .extend({ name: propertyCreateSchema.shape.name }),
  taxParcels: taxParcelInputSchema,
  instruments: z.object({
    instrumentNumber: instrumentFormFields.instrumentNumber,
    deedBookPage: instrumentFormFields.deedBookPage,
    notes: instrumentFormFields.notes,
    executedDate: instrumentFormFields.executedDate,
    recordedDate: instrumentFormFields.recordedDate,
  }),
  propertyInstruments: propertyInstrumentValuesSchema.omit({ propertyId: true }),
  services: z.object({
    notes: serviceUpdateSchema.shape.notes,
    inspectionDate: orNull(usDate('Inspection Date', { notInFuture: true })),
    reportCompletedDate: inspectionFields.reportCompletedDate,
    closedDate: orNull(closedEventSchema.shape.date),
  }),
  contactLinks: contactLinkUpdateSchema.pick({ notes: true }),
} satisfies Record<ImportKind, z.ZodType>;

export type ImportRowValues<K extends ImportKind> = z.output<(typeof importRowSchemas)[K]>;
