/**
 * The labels of the details fields, the one place they are written: the details view and form, the
 * schema's messages and the Record History all read them from here, so a label cannot drift between
 * them. (Labels that differ on purpose by place, such as 'Instrument Status' on the page and 'Status'
 * in the history, stay where they are said.)
 */
export const propertyLabels = {
  id: 'Property ID',
  name: 'Name',
  calculatedAcres: 'Calculated Acres',
  acres: 'Acres',
  futurePropertiesAllowed: 'Divisions Allowed',
  targetInspectionFrequency: 'Target Inspection Frequency (years)',
  accessPointLatitude: 'Access Point Latitude',
  accessPointLongitude: 'Access Point Longitude',
  inspectWithTwoOrMoreStaff: 'Inspect With Two or More Staff',
  additionalInterestHolder: 'Additional Interest Holder',
  legacyPropertyIds: 'Legacy Property IDs',
} as const;

export const instrumentLabels = {
  id: 'Instrument ID',
  agreementTypeId: 'Agreement Type',
  typeId: 'Instrument Type',
  instrumentNumber: 'Instrument Number',
  localityId: 'Locality',
  deedBookPage: 'Deed Book/Page',
  staffLeadId: 'Staff Lead',
  openDate: 'Open Date',
  executedDate: 'Executed Date',
  recordedDate: 'Recorded Date',
  requestNoticePeriodDays: 'Request Notice Period (days)',
} as const;

export const serviceLabels = {
  id: 'Service ID',
  categoryId: 'Category',
  typeIds: 'Components',
  agreementTypeId: 'Agreement Type',
  staffLeadId: 'Staff Lead',
  openDate: 'Open Date',
  isMultiProperty: 'Multi-Property',
  previousServiceId: 'Previous Service ID',
  feeCharged: 'Fee Charged',
  feePaid: 'Fee Paid',
  inspectionMethod: 'Method',
  reportCompletedDate: 'Report Completed',
  reportCompletedById: 'Report Completed By',
} as const;
