import { instrumentLabels, propertyLabels, serviceLabels } from '../field-labels';

/**
 * What a spreadsheet import brings in (issue 31), one sheet per kind, in the order they are written:
 * a property names its project, a parcel its property, a link its instrument and property.
 */
export const importKinds = [
  'projects',
  'properties',
  'taxParcels',
  'instruments',
  'propertyInstruments',
  'services',
  'contactLinks',
] as const;
export type ImportKind = (typeof importKinds)[number];

/** The lookup lists a column's values are matched against (active options; staff by name). */
export type ImportLookup =
  | 'projectStatuses'
  | 'propertyStatuses'
  | 'localities'
  | 'instrumentStatuses'
  | 'instrumentTypes'
  | 'agreementTypes'
  | 'specificTerms'
  | 'users'
  /** Every record type's roles; a row's record type picks among them (the names repeat: Attorney). */
  | 'contactRoles'
  | 'serviceCategories'
  /** Every category's components; a row's category picks among them. */
  | 'serviceTypes'
  | 'serviceStatuses'
  /** The fixed list of inspection methods (Ground Visit, Remote, Aerial), not a table. */
  | 'inspectionMethods';

export type ImportFieldType =
  | 'legacyId'
  | 'text'
  | 'number'
  | 'date'
  | 'boolean'
  | { lookup: ImportLookup }
  /** Several options of one list in a cell, separated by semicolons. */
  | { lookupList: ImportLookup }
  /** Another record: its Legacy ID on that kind's sheet, or (in the database) its legacy id, ID or name. */
  | { reference: 'projects' | 'properties' | 'instruments' | 'services' }
  /** A synced contact: its CRM account id, or its exact name (case and spacing aside). */
  | 'contact';

export type ImportField = {
  key: string;
  /** The template's header, and the name a header is matched to. */
  label: string;
  type: ImportFieldType;
  required?: boolean;
  /** The note on the template's header cell. */
  note: string;
  /** Other headers legacy systems use for this column (matched ignoring case, spacing and punctuation). */
  aliases?: readonly string[];
  /**
   * A number cell is read with at least these decimals: Excel keeps 38.1230 as 38.123, so the form's
   * "4 or 5 decimals" would refuse what the user typed. Text is read as typed.
   */
  numberCellDecimals?: number;
};

export type ImportKindInfo = {
  kind: ImportKind;
  /** The sheet's name in the template, and what a sheet's name is matched to. */
  label: string;
  /** The legacy-id kind a re-import matches records by (none for parcels and links). */
  legacyKind?: 'project' | 'property' | 'instrument' | 'service';
  fields: readonly ImportField[];
  sheetAliases?: readonly string[];
};

const legacyId = (record: string): ImportField => ({
  key: 'legacyId',
  label: 'Legacy ID',
  type: 'legacyId',
  required: true,
  note: `The ${record}'s id in the system you are leaving (up to 50 characters). Importing the file again updates the ${record} with this id instead of adding another.`,
  aliases: ['Old ID', 'ID', `${record} ID`, `Legacy ${record} ID`, 'Control Number', 'Legacy Control Number'],
});

const projectReference: ImportField = {
  key: 'project',
  label: 'Project',
  type: { reference: 'projects' },
  required: true,
  note: "The project's Legacy ID on the Projects sheet, or a project already here: its Legacy ID, its ID or its exact name.",
  aliases: ['Project ID', 'Project Legacy ID', 'Project Name'],
};

const propertyReference: ImportField = {
  key: 'property',
  label: 'Property',
  type: { reference: 'properties' },
  required: true,
  note: "The property's Legacy ID on the Properties sheet, or a property already here: its Legacy ID or its ID.",
  aliases: ['Property ID', 'Property Legacy ID'],
};

const optionalPropertyReference: ImportField = {
  ...propertyReference,
  required: false,
  note: "The property's Legacy ID on the Properties sheet, or a property already here: its Legacy ID or its ID. Give one of Instrument, Property and Service.",
};

const allowed = (key: string, label: string, what: string): ImportField => ({
  key,
  label,
  type: 'number',
  note: `${what} the instrument allows on this property: a whole number. Leave it blank for N/A.`,
});

export const importKindInfo: Record<ImportKind, ImportKindInfo> = {
  projects: {
    kind: 'projects',
    label: 'Projects',
    legacyKind: 'project',
    fields: [
      legacyId('project'),
      {
        key: 'name',
        label: 'Project Name',
        type: 'text',
        required: true,
        note: 'Required, up to 50 characters.',
        aliases: ['Name'],
      },
      {
        key: 'description',
        label: 'Description',
        type: 'text',
        note: 'Optional, 2 to 1,000 characters.',
      },
      {
        key: 'status',
        label: 'Status',
        type: { lookup: 'projectStatuses' },
        note: 'One of the drop-down list. Blank means the first status of the list.',
        aliases: ['Project Status'],
      },
    ],
  },
  properties: {
    kind: 'properties',
    label: 'Properties',
    legacyKind: 'property',
    fields: [
      legacyId('property'),
      projectReference,
      {
        key: 'name',
        label: 'Property Name',
        type: 'text',
        required: true,
        note: 'Required, up to 50 characters.',
        aliases: ['Name'],
      },
      {
        key: 'status',
        label: 'Status',
        type: { lookup: 'propertyStatuses' },
        note: 'Current or Inactive. Blank means Current.',
        aliases: ['Property Status'],
      },
      {
        key: 'primaryLocality',
        label: 'Primary Locality',
        type: { lookup: 'localities' },
        required: true,
        note: 'The county or city the property is mainly in, as the drop-down list names it.',
        aliases: ['Locality', 'County'],
      },
      {
        key: 'additionalLocalities',
        label: 'Additional Localities',
        type: { lookupList: 'localities' },
        note: 'Other counties or cities, separated by semicolons (Albemarle County; Greene County).',
      },
      {
        key: 'acres',
        label: propertyLabels.acres,
        type: 'number',
        note: 'At least 0, up to 4 decimals. The calculated acres come from the Tax Parcels sheet.',
        aliases: ['Deeded Acres'],
      },
      {
        key: 'futurePropertiesAllowed',
        label: propertyLabels.futurePropertiesAllowed,
        type: 'number',
        note: 'A whole number, at least 0.',
      },
      {
        key: 'targetInspectionFrequency',
        label: propertyLabels.targetInspectionFrequency,
        type: 'number',
        note: 'Years between inspections: a whole number, at least 1.',
        aliases: ['Target Inspection Frequency', 'Inspection Frequency'],
      },
      {
        key: 'accessPointLatitude',
        label: propertyLabels.accessPointLatitude,
        type: 'number',
        note: 'Decimal degrees inside Virginia (36.43 to 39.5), 4 or 5 decimals.',
        numberCellDecimals: 4,
        aliases: ['Latitude', 'Lat'],
      },
      {
        key: 'accessPointLongitude',
        label: propertyLabels.accessPointLongitude,
        type: 'number',
        note: 'Decimal degrees inside Virginia (-83.7 to -75.1), 4 or 5 decimals.',
        numberCellDecimals: 4,
        aliases: ['Longitude', 'Long', 'Lon'],
      },
      {
        key: 'inspectWithTwoOrMoreStaff',
        label: propertyLabels.inspectWithTwoOrMoreStaff,
        type: 'boolean',
        note: 'Yes or No. Blank means No.',
      },
      {
        key: 'additionalInterestHolder',
        label: propertyLabels.additionalInterestHolder,
        type: 'boolean',
        note: 'Yes or No. Blank means No.',
      },
      { key: 'notes', label: 'Notes', type: 'text', note: 'Optional, up to 1,000 characters.' },
    ],
  },
  taxParcels: {
    kind: 'taxParcels',
    label: 'Tax Parcels',
    sheetAliases: ['Parcels'],
    fields: [
      propertyReference,
      {
        key: 'locality',
        label: 'Locality',
        type: { lookup: 'localities' },
        required: true,
        note: "The county or city of the parcel; it is added to the property's localities when missing.",
        aliases: ['County'],
      },
      {
        key: 'parcelId',
        label: 'Parcel ID',
        type: 'text',
        note: 'Up to 35 characters. A parcel needs a Parcel ID, its acres or both.',
        aliases: ['Tax Map Number', 'Parcel', 'PIN', 'Tax Parcel'],
      },
      {
        key: 'acres',
        label: 'Acres',
        type: 'number',
        note: 'At least 0.0001, up to 4 decimals; they add up to the property\u2019s calculated acres.',
        aliases: ['Parcel Acres'],
      },
    ],
  },
  instruments: {
    kind: 'instruments',
    label: 'Instruments',
    legacyKind: 'instrument',
    sheetAliases: ['Easements'],
    fields: [
      legacyId('instrument'),
      projectReference,
      {
        key: 'agreementType',
        label: instrumentLabels.agreementTypeId,
        type: { lookup: 'agreementTypes' },
        required: true,
        note: 'One of the drop-down list.',
      },
      {
        key: 'instrumentType',
        label: instrumentLabels.typeId,
        type: { lookup: 'instrumentTypes' },
        note: 'Optional, one of the drop-down list.',
        aliases: ['Type'],
      },
      {
        key: 'status',
        label: 'Instrument Status',
        type: { lookup: 'instrumentStatuses' },
        note: 'Pending, Active or Inactive. Blank means Pending; Active needs an Executed Date.',
        aliases: ['Status'],
      },
      {
        key: 'instrumentNumber',
        label: instrumentLabels.instrumentNumber,
        type: 'text',
        note: 'Optional, up to 18 characters.',
      },
      {
        key: 'locality',
        label: instrumentLabels.localityId,
        type: { lookup: 'localities' },
        note: 'Optional: the county or city where it is recorded.',
      },
      {
        key: 'deedBookPage',
        label: instrumentLabels.deedBookPage,
        type: 'text',
        note: 'Optional: up to 6 digits, a slash, up to 6 digits (1234/567).',
      },
      {
        key: 'staffLead',
        label: instrumentLabels.staffLeadId,
        type: { lookup: 'users' },
        note: 'Optional: the full name of an active user.',
      },
      {
        key: 'executedDate',
        label: instrumentLabels.executedDate,
        type: 'date',
        note: 'A date (MM/DD/YYYY or a date cell).',
      },
      {
        key: 'recordedDate',
        label: instrumentLabels.recordedDate,
        type: 'date',
        note: 'A date (MM/DD/YYYY or a date cell).',
      },
      {
        key: 'specificTerms',
        label: 'Specific Terms',
        type: { lookupList: 'specificTerms' },
        note: 'Terms of the drop-down list, separated by semicolons.',
      },
      {
        key: 'notes',
        label: 'Instrument Notes',
        type: 'text',
        note: 'Optional, up to 1,500 characters.',
        aliases: ['Notes'],
      },
    ],
  },
  propertyInstruments: {
    kind: 'propertyInstruments',
    label: 'Instrument Properties',
    sheetAliases: ['Property Instruments', 'Links', 'Instrument Links'],
    fields: [
      {
        key: 'instrument',
        label: 'Instrument',
        type: { reference: 'instruments' },
        required: true,
        note: "The instrument's Legacy ID on the Instruments sheet, or an instrument already here: its Legacy ID or its ID.",
        aliases: ['Instrument ID', 'Instrument Legacy ID'],
      },
      propertyReference,
      {
        key: 'propertyAcres',
        label: 'Impacted Acres',
        type: 'number',
        required: true,
        note: 'The acres of the property the instrument covers: at least 0, up to 4 decimals.',
        aliases: ['Acres', 'Property Acres'],
      },
      allowed('futurePropertiesAllowed', 'Properties Allowed', 'Divisions'),
      allowed('dwellingsAllowed', 'Dwellings Allowed', 'Dwelling units'),
      allowed('finishedAreaAllowed', 'Finished Area Allowed', 'Finished square feet'),
      allowed('imperviousAreaAllowed', 'Impervious Area Allowed', 'Impervious square feet'),
    ],
  },
  services: {
    kind: 'services',
    label: 'Services',
    legacyKind: 'service',
    sheetAliases: ['Inspections', 'Services and Inspections', 'Past Services', 'Past Inspections'],
    fields: [
      legacyId('service'),
      {
        ...propertyReference,
        note: "The property the service was about (its project is the service's): its Legacy ID on the Properties sheet, or a property already here: its Legacy ID or its ID.",
      },
      {
        key: 'category',
        label: serviceLabels.categoryId,
        type: { lookup: 'serviceCategories' },
        required: true,
        note: 'One of the drop-down list: Inspection for a monitoring visit.',
      },
      {
        key: 'components',
        label: serviceLabels.typeIds,
        type: { lookupList: 'serviceTypes' },
        required: true,
        note: "Components of the row's Category, separated by semicolons (Annual Monitoring).",
        aliases: ['Component', 'Type', 'Service Type'],
      },
      {
        key: 'status',
        label: 'Status',
        type: { lookup: 'serviceStatuses' },
        note: 'Open, Closed or On Hold. Blank means Closed: a past service.',
        aliases: ['Service Status'],
      },
      {
        key: 'agreementType',
        label: serviceLabels.agreementTypeId,
        type: { lookup: 'agreementTypes' },
        required: true,
        note: 'One of the drop-down list.',
      },
      {
        key: 'staffLead',
        label: serviceLabels.staffLeadId,
        type: { lookup: 'users' },
        required: true,
        note: 'The full name of an active user: the inspector of an inspection.',
        aliases: ['Inspector', 'Monitor'],
      },
      {
        key: 'inspectionDate',
        label: 'Inspection Date',
        type: 'date',
        note: 'The day of the visit or review (MM/DD/YYYY or a date cell), not in the future. Required for an Inspection: it is the Inspection event that the stewardship schedule and the accreditation ledger read.',
        aliases: ['Date', 'Visit Date', 'Monitoring Date'],
      },
      {
        key: 'inspectionMethod',
        label: serviceLabels.inspectionMethod,
        type: { lookup: 'inspectionMethods' },
        note: 'Ground Visit, Remote or Aerial.',
        aliases: ['Inspection Method'],
      },
      {
        key: 'reportCompletedDate',
        label: serviceLabels.reportCompletedDate,
        type: 'date',
        note: 'The day the report was completed, not before the Inspection Date and not in the future.',
        aliases: ['Report Completed Date'],
      },
      {
        key: 'closedDate',
        label: 'Closed Date',
        type: 'date',
        note: 'The day a Closed service was closed. Blank means the Report Completed date, else the Inspection Date.',
      },
      { key: 'notes', label: 'Notes', type: 'text', note: 'Optional, up to 1,000 characters.' },
    ],
  },
  contactLinks: {
    kind: 'contactLinks',
    label: 'Contact Links',
    sheetAliases: ['Contacts', 'Contact Roles'],
    fields: [
      {
        key: 'contact',
        label: 'Contact',
        type: 'contact',
        required: true,
        note: "A contact synced from the CRM: its account id (as the contact page's address shows it), or its exact name when no other contact has it.",
        aliases: ['CRM ID', 'Account', 'Account ID', 'Contact Name', 'Name'],
      },
      {
        key: 'instrument',
        label: 'Instrument',
        type: { reference: 'instruments' },
        note: "The instrument's Legacy ID on the Instruments sheet, or an instrument already here: its Legacy ID or its ID. Give one of Instrument, Property and Service.",
        aliases: ['Instrument ID', 'Instrument Legacy ID'],
      },
      optionalPropertyReference,
      {
        key: 'service',
        label: 'Service',
        type: { reference: 'services' },
        note: "The service's Legacy ID on the Services sheet, or a service already here: its Legacy ID or its ID. Give one of Instrument, Property and Service.",
        aliases: ['Service ID', 'Service Legacy ID'],
      },
      {
        key: 'roles',
        label: 'Roles',
        type: { lookupList: 'contactRoles' },
        required: true,
        note: "Roles of the record's type, separated by semicolons (Owner; Tenant for a property, Grantor for an instrument).",
        aliases: ['Role', 'Contact Roles'],
      },
      {
        key: 'notes',
        label: 'Role Details',
        type: 'text',
        note: 'Optional, up to 100 characters.',
        aliases: ['Notes', 'Details'],
      },
    ],
  },
};

/** What legacy ids and names may be at most: far above any system's keys, bounded for the checks. */
export const LegacyIdMax = 50;
