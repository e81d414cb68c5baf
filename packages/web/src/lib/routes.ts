type Id = number | string;

/**
 * Every route of spec 1 §2 by name, as a path builder. Names follow the spec's route names in camelCase
 * ('signed out' → signedOut, 'view only' → viewOnly); unnamed routes got names for what they show.
 */
export const routePaths = {
  home: () => '/',
  signedOut: () => '/signedout',
  instrumentTags: () => '/instrumentTags',
  importRecords: () => '/admin/import',
  backups: () => '/backups',
  letterTemplates: () => '/admin/letterTemplates',
  mailMerge: () => '/letters/merge',
  notAuthorized: () => '/notauthorized',
  viewOnly: () => '/viewonly',
  authorized: () => '/authorized',
  contact: (crmId: Id) => `/contact/${crmId}`,
  newProject: () => '/project/new',
  newMultiPropertyService: () => '/service/newMultiProperty',
  search: () => '/search',
  projectSearch: () => '/projectSearch',
  editProject: (projectId: Id) => `/project/${projectId}/edit`,
  project: (projectId: Id) => `/project/${projectId}`,
  projectInstruments: (projectId: Id) => `/project/${projectId}/instruments`,
  newInstrument: (projectId: Id) => `/project/${projectId}/instruments/new`,
  projectInstrument: (projectId: Id, id: Id) => `/project/${projectId}/instruments/${id}`,
  projectProperties: (projectId: Id) => `/project/${projectId}/properties`,
  newProperty: (projectId: Id) => `/project/${projectId}/properties/new`,
  projectProperty: (projectId: Id, propertyId: Id) => `/project/${projectId}/properties/${propertyId}`,
  projectServices: (projectId: Id) => `/project/${projectId}/services`,
  newService: (projectId: Id) => `/project/${projectId}/services/new`,
  projectService: (projectId: Id, id: Id) => `/project/${projectId}/services/${id}`,
  field: () => '/field',
  fieldProperty: (propertyId: Id) => `/field/property/${propertyId}`,
  ledger: () => '/stewardship/ledger',
  /** Open Case: on a property, from one of its inspections' observations or not. */
  newCase: (propertyId: Id, observationId?: Id) =>
    `/case/new?property=${propertyId}${observationId === undefined ? '' : `&observation=${observationId}`}`,
  violationCase: (id: Id) => `/case/${id}`,
  /** Receive Request: an owner's request on a property (issue 33 §5). */
  newOwnerRequest: (propertyId: Id) => `/request/new?property=${propertyId}`,
  ownerRequest: (id: Id) => `/request/${id}`,
} as const;

export type RouteName = keyof typeof routePaths;

/** Route patterns for the router; children of the project shell are relative to it. */
export const routePatterns = {
  signedOut: 'signedout',
  instrumentTags: 'instrumentTags',
  importRecords: 'admin/import',
  backups: 'backups',
  letterTemplates: 'admin/letterTemplates',
  mailMerge: 'letters/merge',
  notAuthorized: 'notauthorized',
  viewOnly: 'viewonly',
  authorized: '/authorized',
  contact: 'contact/:id',
  newProject: 'project/new',
  newMultiPropertyService: 'service/newMultiProperty',
  search: 'search',
  projectSearch: 'projectSearch',
  project: 'project/:project_id',
  editProject: 'edit',
  projectInstruments: 'instruments',
  newInstrument: 'instruments/new',
  projectInstrument: 'instruments/:id',
  projectProperties: 'properties',
  newProperty: 'properties/new',
  projectProperty: 'properties/:property_id',
  projectServices: 'services',
  newService: 'services/new',
  projectService: 'services/:id',
  field: 'field',
  fieldProperty: 'field/property/:property_id',
  ledger: 'stewardship/ledger',
  newCase: 'case/new',
  violationCase: 'case/:id',
  newOwnerRequest: 'request/new',
  ownerRequest: 'request/:id',
} as const;

/** The project tabs: label and the path segment after the project id ('' is the summary). */
export const projectTabs = [
  { label: 'Summary', segment: '' },
  { label: 'Instruments', segment: 'instruments' },
  { label: 'Properties', segment: 'properties' },
  { label: 'Services', segment: 'services' },
] as const;

/** The segment after /project/{id} of a path, capitalised: what the phone tab bar shows ('Summary' when none). */
export const projectSegmentLabel = (pathname: string): string => {
  const segment = /^\/project\/[^/]+\/([^/]+)/.exec(pathname)?.[1];
  return segment ? segment.charAt(0).toUpperCase() + segment.slice(1) : 'Summary';
};
