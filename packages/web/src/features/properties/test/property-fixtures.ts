import type {
  BuiltEnvironmentFeature,
  LookupOption,
  ProjectProperty,
  Property,
  PropertyLocality,
} from '@app/domain';

const option = (id: number, name: string, archiveDate: string | null = null): LookupOption => ({
  id,
  name,
  sortOrder: id,
  archiveDate,
});

export const propertyStatuses = [option(1, 'Current'), option(2, 'Inactive')];
export const localities = [
  { ...option(2, 'Albemarle County'), censusFips: '51003' },
  { ...option(12, 'Bland County'), censusFips: '51021' },
  { ...option(40, 'Fauquier County'), censusFips: '51061' },
  { ...option(60, 'Halifax County'), censusFips: '51083' },
  { ...option(99, 'Old Town', '2001-01-01'), censusFips: null },
];
export const primarySources = [option(1, 'Aerial Imagery'), option(2, 'Site Visit')];
export const instrumentStatuses = [option(1, 'Pending'), option(2, 'Active'), option(3, 'Inactive')];
export const serviceStatuses = [option(1, 'Open'), option(2, 'Closed')];

export const propertyLocality = (overrides: Partial<PropertyLocality> = {}): PropertyLocality => ({
  id: 5,
  version: 1,
  propertyId: 6,
  localityId: 2,
  localityName: 'Albemarle County',
  primary: true,
  taxParcels: [{ id: 8, parcelId: '145-0-82', acres: 104.0216 }],
  ...overrides,
});

export const property = (overrides: Partial<Property> = {}): Property => ({
  id: 6,
  projectId: 5,
  name: 'Martin Family Tract - East Tract',
  statusId: 1,
  calculatedAcres: 124.5916,
  acres: 124.59,
  futurePropertiesAllowed: 2,
  targetInspectionFrequency: 3,
  accessPointLatitude: 37.13,
  accessPointLongitude: -79.21128,
  inspectWithTwoOrMoreStaff: false,
  additionalInterestHolder: true,
  notes: 'Call ahead.',
  legacyPropertyIds: 'P-1234',
  documentFolderId: '596081131650',
  version: 4,
  propertyLocalities: [
    propertyLocality(),
    propertyLocality({
      id: 6,
      localityId: 12,
      localityName: 'Bland County',
      primary: false,
      taxParcels: [{ id: 9, parcelId: '037-C-68', acres: 20.57 }],
    }),
  ],
  propertyInstruments: [
    {
      id: 7,
      instrumentId: 61,
      title: '61 - 2018',
      typeCode: 'DEP',
      statusId: 2,
      propertyAcres: 124.5916,
      futurePropertiesAllowed: 1,
      dwellingsAllowed: 2,
      finishedAreaAllowed: 5000,
      imperviousAreaAllowed: 8000,
    },
  ],
  propertyServices: [
    {
      id: 121,
      projectId: 4,
      categoryId: 7,
      categoryName: 'Facilities',
      typeNames: ['Building Maintenance'],
      statusId: 1,
      openDate: '2026-08-01',
      isMultiProperty: true,
    },
  ],
  allowedDwellingUnits: 2,
  existingDwellingUnits: 3,
  remainingDwellingUnits: -1,
  allowedFinishedArea: 5000,
  existingFinishedArea: 2400,
  remainingFinishedArea: 2600,
  allowedImperviousArea: 8000,
  existingImperviousArea: 915,
  remainingImperviousArea: 7085,
  ...overrides,
});

export const projectProperties: ProjectProperty[] = [
  { id: 6, name: 'Martin Family Tract - East Tract', statusId: 1, calculatedAcres: 124.5916, acres: 124.59 },
  { id: 5, name: 'Martin Family Tract - North Tract', statusId: 2, calculatedAcres: null, acres: null },
];

export const feature = (overrides: Partial<BuiltEnvironmentFeature> = {}): BuiltEnvironmentFeature => ({
  id: 31,
  version: 2,
  propertyId: 6,
  description: 'Equipment Shed',
  isBuilding: true,
  exists: true,
  dwellingUnits: 0,
  finishedArea: 0,
  imperviousArea: 915,
  primarySourceId: 1,
  primarySourceName: 'Aerial Imagery',
  notes: null,
  updatedAt: '2026-05-01T14:00:00.000Z',
  ...overrides,
});
