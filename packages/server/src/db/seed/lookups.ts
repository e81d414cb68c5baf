import type { Tx } from '../client';
import * as s from '../schema';
import { addMissingLetterTemplates } from './letter-templates';

type Option = { id: number; name: string; archived?: boolean };

/** An option archived long ago: kept for old records, never offered (spec 1 §3). */
const archivedOn = new Date('2019-06-30T00:00:00Z');

const option = ({ id, name, archived }: Option, index: number) => ({
  id,
  name,
  sortOrder: index + 1,
  archiveDate: archived ? archivedOn : null,
});
const rows = (options: readonly Option[]) => options.map(option);

const named = (names: readonly string[], archived: readonly string[] = []): Option[] =>
  [...names, ...archived].map((name, index) => ({ id: index + 1, name, archived: index >= names.length }));

/** Service categories with the spec's fixed ids 1, 5, 6 and 7; the multi-property form offers the eligible ones. */
const serviceCategories = [
  { id: 1, name: 'Inspection', isMultiProjectEligible: true },
  { id: 2, name: 'Baseline Documentation', isMultiProjectEligible: false },
  { id: 3, name: 'Stewardship Request', isMultiProjectEligible: false },
  { id: 4, name: 'Amendment', isMultiProjectEligible: false },
  { id: 5, name: 'Review', isMultiProjectEligible: false },
  { id: 6, name: 'Education', isMultiProjectEligible: true },
  { id: 7, name: 'Facilities', isMultiProjectEligible: true },
  { id: 8, name: 'Potential Violation Follow-up', isMultiProjectEligible: false },
];

/** Components, by category; 48 marks an imagery inspection (spec 2 §4). */
export const serviceTypesByCategory: Record<number, readonly Option[]> = {
  1: [
    { id: 41, name: 'Annual Monitoring Visit' },
    { id: 42, name: 'Landowner Requested Visit' },
    { id: 43, name: 'Post-Transfer Visit' },
    { id: 44, name: 'Baseline Update Visit' },
    { id: 48, name: 'Imagery Inspection' },
    { id: 45, name: 'Photo Point Monitoring', archived: true },
  ],
  2: [
    { id: 10, name: 'Baseline Documentation Report' },
    { id: 11, name: 'Present Conditions Report' },
  ],
  3: [
    { id: 20, name: 'Permission to Build' },
    { id: 21, name: 'Division Request' },
    { id: 22, name: 'Timber Harvest Notice' },
    { id: 23, name: 'Boundary Line Adjustment' },
  ],
  4: [
    { id: 30, name: 'Amendment Request' },
    { id: 31, name: 'Deed of Correction' },
  ],
  5: [
    { id: 50, name: 'Legal Review' },
    { id: 51, name: 'GIS Review' },
    { id: 52, name: 'Stewardship Review' },
    { id: 53, name: 'Title Review' },
  ],
  6: [
    { id: 60, name: 'Landowner Workshop' },
    { id: 61, name: 'School Field Trip' },
    { id: 62, name: 'Public Presentation' },
  ],
  7: [
    { id: 70, name: 'Building Maintenance' },
    { id: 71, name: 'Trail Maintenance' },
    { id: 72, name: 'Signage Installation' },
  ],
  8: [
    { id: 80, name: 'Potential Violation Visit' },
    { id: 81, name: 'Violation Resolution' },
  ],
};

/** Instrument event types (9 Executed is fixed) and service event types (29 Open, 30 Closed, 31 Inspection). */
const eventTypes: (Option & {
  parentType: 'instrument' | 'service';
  adminEditOnly?: boolean;
  adminDeleteOnly?: boolean;
})[] = [
  { id: 1, name: 'Application Received', parentType: 'instrument' },
  { id: 2, name: 'Board Approved', parentType: 'instrument' },
  { id: 3, name: 'Title Review Complete', parentType: 'instrument' },
  { id: 4, name: 'Survey Complete', parentType: 'instrument' },
  { id: 5, name: 'Baseline Completed', parentType: 'instrument' },
  { id: 6, name: 'Recorded', parentType: 'instrument' },
  { id: 7, name: 'Amended', parentType: 'instrument', adminEditOnly: true },
  { id: 8, name: 'Terminated', parentType: 'instrument', adminEditOnly: true, adminDeleteOnly: true },
  { id: 9, name: 'Executed', parentType: 'instrument', adminDeleteOnly: true },
  { id: 10, name: 'Tax Credit Letter Issued', parentType: 'instrument', archived: true },
  { id: 29, name: 'Open', parentType: 'service', adminDeleteOnly: true },
  { id: 30, name: 'Closed', parentType: 'service', adminDeleteOnly: true },
  { id: 31, name: 'Inspection', parentType: 'service' },
  { id: 32, name: 'Landowner Contacted', parentType: 'service' },
  { id: 33, name: 'Letter Sent', parentType: 'service' },
  { id: 34, name: 'Report Completed', parentType: 'service' },
  { id: 35, name: 'Follow-up Scheduled', parentType: 'service' },
  { id: 36, name: 'Reopened', parentType: 'service', adminEditOnly: true },
  { id: 37, name: 'Site Photos Taken', parentType: 'service', archived: true },
];

/** Contact roles per record kind; 39 Requestor and 24 Landowner are the service defaults (spec 1 §6). */
export const contactRoleIds = {
  instrument: { grantor: 1, grantee: 2, coHolder: 3, attorney: 4, lender: 5 },
  property: { owner: 11, manager: 12, tenant: 13, forester: 14 },
  service: { landowner: 24, consultant: 25, surveyor: 26, attorney: 27, requestor: 39 },
} as const;

const contactRoles: (Option & { parentType: 'instrument' | 'property' | 'service' })[] = [
  { id: 1, name: 'Grantor', parentType: 'instrument' },
  { id: 2, name: 'Grantee', parentType: 'instrument' },
  { id: 3, name: 'Co-Holder', parentType: 'instrument' },
  { id: 4, name: 'Attorney', parentType: 'instrument' },
  { id: 5, name: 'Lender', parentType: 'instrument' },
  { id: 6, name: 'Appraiser', parentType: 'instrument', archived: true },
  { id: 11, name: 'Owner', parentType: 'property' },
  { id: 12, name: 'Property Manager', parentType: 'property' },
  { id: 13, name: 'Tenant', parentType: 'property' },
  { id: 14, name: 'Forester', parentType: 'property' },
  { id: 15, name: 'Caretaker', parentType: 'property', archived: true },
  { id: 24, name: 'Landowner', parentType: 'service' },
  { id: 25, name: 'Consultant', parentType: 'service' },
  { id: 26, name: 'Surveyor', parentType: 'service' },
  { id: 27, name: 'Attorney', parentType: 'service' },
  { id: 39, name: 'Requestor', parentType: 'service' },
];

const instrumentTypes = [
  { id: 1, name: 'Deed of Gift of Easement', code: 'DGE' },
  { id: 2, name: 'Deed of Easement (Purchased)', code: 'DEP' },
  { id: 3, name: 'Amended and Restated Deed of Easement', code: 'ARDE' },
  { id: 4, name: 'Boundary Line Adjustment', code: 'BLA' },
  { id: 5, name: 'Deed of Release', code: 'REL' },
  { id: 6, name: 'Fee Simple Deed', code: 'FEE' },
  { id: 7, name: 'Subordination Agreement', code: 'SUB' },
  { id: 8, name: 'Consent to Division', code: 'CTD', archived: true },
];

/** Tag 1 'Important' is fixed and cannot be edited or deleted on the tags page. */
const tagTypes = [
  { id: 1, name: 'Important', canEdit: false },
  { id: 2, name: 'Amendment Pending', canEdit: true },
  { id: 3, name: 'Needs Baseline', canEdit: true },
  { id: 4, name: 'Federal Funding', canEdit: true },
  { id: 5, name: 'Legacy Data Review', canEdit: true },
  { id: 6, name: 'Tax Credit Audit', canEdit: true, archived: true },
];

/** 'Other' requires source notes on a service (spec 2 §5). */
export const imagerySourceOtherId = 5;

const plainLists = [
  [s.projectStatuses, named(['Active', 'Completed', 'On Hold'], ['Legacy Import'])],
  [s.propertyStatuses, named(['Current', 'Inactive'])],
  [s.instrumentStatuses, named(['Pending', 'Active', 'Inactive'])],
  [s.serviceStatuses, named(['Open', 'Closed', 'On Hold'])],
  [s.reviewStatuses, named(['Open', 'Complete', 'Dismissed', 'Withdrawn'])],
  [
    s.agreementTypes,
    named(
      [
        'Open-Space Easement',
        'Conservation Easement',
        'Purchase of Development Rights',
        'Fee Simple',
        'Deed Restriction',
      ],
      ['Agricultural District Agreement'],
    ),
  ],
  [
    s.grantPrograms,
    named(
      [
        'Virginia Land Conservation Foundation',
        'Preservation Trust Fund',
        'USDA ACEP Agricultural Land Easement',
        'Office of Farmland Preservation PDR Match',
        'Virginia Department of Historic Resources',
        'Chesapeake Bay Restoration Fund',
      ],
      ['Forest Legacy Program (2008)'],
    ),
  ],
  [
    s.conservationPurposeTypes,
    named([
      'Agricultural',
      'Forestal',
      'Scenic',
      'Historic',
      'Natural Habitat and Biological Diversity',
      'Watershed Protection',
      'Outdoor Recreation',
      'Open Space',
    ]),
  ],
  [
    s.buildingActivityAreaTypes,
    named(
      ['Building Envelope', 'Farmstead Area', 'Activity Area', 'No-Build Area', 'Family Cemetery'],
      ['Special Use Area'],
    ),
  ],
  [
    s.primarySources,
    named([
      'Site Visit',
      'Aerial Imagery',
      'Tax Assessment Records',
      'Landowner Report',
      'Baseline Documentation',
    ]),
  ],
  [
    s.waterQualityFeatureTypes,
    named(
      ['Perennial Stream', 'Intermittent Stream', 'River', 'Wetland', 'Pond', 'Spring'],
      ['Drainage Swale'],
    ),
  ],
  [s.geometryTypes, named(['Linear', 'Point', 'Polygon'])],
  [
    s.bufferRestrictions,
    named([
      'No Plowing or Cultivation',
      'No Structures',
      'Forested Buffer Required',
      'Grass Buffer Required',
    ]),
  ],
  [
    s.livestockRestrictions,
    named(['Livestock Excluded', 'Limited Access Crossings', 'Watering Only', 'No Restriction']),
  ],
  [
    s.timberHarvestRestrictions,
    named(['No Timber Harvest', 'Selective Harvest Only', 'Harvest per Forest Management Plan']),
  ],
  [
    s.specificTerms,
    named(
      [
        'Forest Management Plan Required',
        'Riparian Buffer',
        'No Further Division',
        'Impervious Surface Limit',
        'Historic Structure Protection',
        'Public Access Allowed',
        'Nutrient Management Plan Required',
        'Scenic View Protection',
      ],
      ['Mining Prohibited (Legacy Wording)'],
    ),
  ],
  [
    s.serviceProducts,
    named([
      'Inspection Report',
      'Letter to Landowner',
      'Map Exhibit',
      'Baseline Report',
      'Staff Memo',
      'Presentation',
    ]),
  ],
  [
    s.observationTypes,
    named(
      [
        'New Structures',
        'Timber Harvest',
        'Division of Land',
        'Dumping or Debris',
        'Erosion',
        'Riparian Buffer Condition',
        'Invasive Species',
        'Signage Present',
      ],
      ['Mining Activity'],
    ),
  ],
  [s.observationAckTypes, named(['No', 'Yes', 'Not Observed'])],
  [
    s.imageryAssessmentSources,
    [
      { id: 1, name: 'VGIN Orthophotography' },
      { id: 2, name: 'NAIP Imagery' },
      { id: 3, name: 'Google Earth' },
      { id: 4, name: 'Drone Flight' },
      { id: imagerySourceOtherId, name: 'Other' },
    ],
  ],
  [s.feeSearchOptions, named(['Fee Charged', 'No Fee Charged', 'Fee Paid', 'Fee Not Paid'])],
  [s.reviewSearchOptions, named(['Has Open Reviews', 'Has Complete Reviews', 'Has No Reviews'])],
  [s.partnershipGrantSearchOptions, named(['Has Partnership Grants', 'Has No Partnership Grants'])],
] as const;

/** Violation case types (issue 33). */
const violationCaseTypes = rows(
  named([
    'Unapproved structure',
    'Subdivision',
    'Timber harvest',
    'Dumping',
    'Grading',
    'Prohibited use',
    'Encroachment',
    'Other',
  ]),
);

/** Owners' request kinds (issue 33 §5): the reserved rights an owner asks to exercise. */
const ownerRequestKinds = rows(
  named(['New dwelling', 'Building envelope', 'Timber harvest under a plan', 'Subdivision', 'Other']),
);

/**
 * The lists added after a database was first seeded, added on each start where missing (an install
 * upgraded from before them). Not in a migration: a restore migrates an empty database and then puts
 * every row of the backup in, which would meet the migration's rows.
 */
export const addMissingLookups = async (db: Pick<Tx, 'insert' | 'execute'>): Promise<void> => {
  await db.insert(s.violationCaseTypes).values(violationCaseTypes).onConflictDoNothing();
  await db.insert(s.ownerRequestKinds).values(ownerRequestKinds).onConflictDoNothing();
  await addMissingLetterTemplates(db);
};

/** Every lookup list except localities, with the spec's fixed ids. */
export const seedLookups = async (tx: Tx): Promise<void> => {
  for (const [table, options] of plainLists) await tx.insert(table).values(rows(options));
  await tx.insert(s.serviceCategories).values(
    serviceCategories.map((c, i) => ({
      ...option(c, i),
      isMultiProjectEligible: c.isMultiProjectEligible,
    })),
  );
  await tx
    .insert(s.serviceTypes)
    .values(
      Object.entries(serviceTypesByCategory).flatMap(([categoryId, types]) =>
        rows(types).map((t) => ({ ...t, serviceCategoryId: Number(categoryId) })),
      ),
    );
  await tx
    .insert(s.instrumentTypes)
    .values(instrumentTypes.map((t, i) => ({ ...option(t, i), code: t.code })));
  await tx.insert(s.eventTypes).values(
    eventTypes.map((e, i) => ({
      ...option(e, i),
      parentType: e.parentType,
      adminEditOnly: e.adminEditOnly ?? false,
      adminDeleteOnly: e.adminDeleteOnly ?? false,
    })),
  );
  await tx
    .insert(s.contactRoles)
    .values(contactRoles.map((r, i) => ({ ...option(r, i), parentType: r.parentType })));
  await tx.insert(s.tagTypes).values(tagTypes.map((t, i) => ({ ...option(t, i), canEdit: t.canEdit })));
  await addMissingLookups(tx);
};
