import { describe, expect, it } from 'vitest';
import { Role } from '../roles';
import {
  canEditService,
  canEditServiceStatus,
  clearImageryUnlessImagery,
  contactForCategory,
  eventsForServiceSave,
  invalidServiceProperties,
  invalidServiceTypes,
  preselectedAgreementType,
  primaryProjectOf,
  requestorRoleError,
  serviceReachesProject,
  typesAfterCategoryChange,
} from './services.rules';
import {
  observationCreateSchema,
  serviceAssociatePropertiesSchema,
  serviceCreateSchema,
  serviceMessages,
  serviceUpdateSchema,
} from './services.schema';

const admin = { id: 1, roles: [Role.Admin] };
const staff = { id: 2, roles: [Role.Staff] };
const viewer = { id: 3, roles: [Role.ViewOnly] };

describe('canEditService (spec 2 §6)', () => {
  it.each([
    ['admin, closed, not lead', admin, { statusId: 2, staffLead: 9 }, true],
    ['staff, new (unsaved)', staff, null, true],
    ['staff, no status', staff, { statusId: null, staffLead: 9 }, true],
    ['staff, open', staff, { statusId: 1, staffLead: 9 }, true],
    ['staff, closed, not lead', staff, { statusId: 2, staffLead: 9 }, false],
    ['staff, on hold, not lead', staff, { statusId: 3, staffLead: 9 }, false],
    ['staff, closed, lead', staff, { statusId: 2, staffLead: 2 }, true],
    ['viewer, open', viewer, { statusId: 1, staffLead: 3 }, false],
  ] as const)('%s', (_, user, service, expected) => {
    expect(canEditService(user, service)).toBe(expected);
  });
});

describe('canEditServiceStatus (spec 2 §4)', () => {
  it.each([
    ['new service', staff, null, true],
    ['open service, staff', staff, { statusId: 1, staffLead: 2 }, true],
    ['closed service, staff lead', staff, { statusId: 2, staffLead: 2 }, false],
    ['closed service, admin', admin, { statusId: 2, staffLead: 9 }, true],
    ['viewer', viewer, null, false],
  ] as const)('%s', (_, user, service, expected) => {
    expect(canEditServiceStatus(user, service)).toBe(expected);
  });
});

describe('eventsForServiceSave (spec 2 §4)', () => {
  it.each([
    ['new open service', { isNew: true, savedStatusId: null, statusId: 1, categoryId: 5 }, [29]],
    ['new and closed', { isNew: true, savedStatusId: null, statusId: 2, categoryId: 5 }, [29, 30]],
    ['new closed inspection', { isNew: true, savedStatusId: null, statusId: 2, categoryId: 1 }, [29, 30, 31]],
    ['open to closed', { isNew: false, savedStatusId: 1, statusId: 2, categoryId: 5 }, [30]],
    ['open to closed inspection', { isNew: false, savedStatusId: 1, statusId: 2, categoryId: 1 }, [30, 31]],
    ['closed stays closed', { isNew: false, savedStatusId: 2, statusId: 2, categoryId: 1 }, []],
    ['closed to open', { isNew: false, savedStatusId: 2, statusId: 1, categoryId: 1 }, []],
  ] as const)('%s', (_, input, expected) => {
    expect(eventsForServiceSave({ ...input, hasInspectionEvent: false })).toEqual(expected);
  });
  it('an inspection that has its Inspection event gets no second one', () => {
    expect(
      eventsForServiceSave({
        isNew: false,
        savedStatusId: 1,
        statusId: 2,
        categoryId: 1,
        hasInspectionEvent: true,
      }),
    ).toEqual([30]);
  });
});

describe('category change and default contact (spec 2 §4)', () => {
  const organisation = { crmId: '4110.0.1', name: 'Virginia Outdoors Foundation' };
  const empty = { crmId: null, name: null, roleIds: [] };
  it('clears the components when the category changes, keeps them otherwise', () => {
    expect(typesAfterCategoryChange([41, 48], 1, 5)).toEqual([]);
    expect(typesAfterCategoryChange([41, 48], 1, 1)).toEqual([41, 48]);
  });
  it.each([1, 6, 7])(
    'category %i fills an empty contact with the organisation and roles 39, 24',
    (category) => {
      expect(contactForCategory(category, empty, organisation)).toEqual({
        ...organisation,
        roleIds: [39, 24],
      });
    },
  );
  it('keeps a chosen contact for Inspection', () => {
    const chosen = { crmId: 'x', name: 'X', roleIds: [39] };
    expect(contactForCategory(1, chosen, organisation)).toEqual(chosen);
  });
  it('Review clears the default contact and sets the roles to [39]', () => {
    expect(contactForCategory(5, { ...organisation, roleIds: [39, 24] }, organisation)).toEqual({
      crmId: null,
      name: null,
      roleIds: [39],
    });
  });
  it('other categories leave the contact alone', () => {
    expect(contactForCategory(2, empty, organisation)).toEqual(empty);
  });
});

describe('requestor role (spec 2 §5–6)', () => {
  it.each([
    [staff, [24], serviceMessages.requestorRoleRequired],
    [staff, [39, 24], null],
    [admin, [24], null],
  ] as const)('%o with roles %o', (user, roles, expected) => {
    expect(requestorRoleError(roles, user)).toBe(expected);
  });
});

describe('components and properties', () => {
  const categoryOfType = new Map([
    [41, 1],
    [48, 1],
    [50, 5],
  ]);
  it.each([
    [[41, 48], 1, null],
    [[50], 5, null],
    [[41], 5, serviceMessages.typeNotOfCategory],
    [[48], 5, serviceMessages.imageryNeedsCategory],
  ] as const)('types %o in category %i', (types, category, expected) => {
    expect(invalidServiceTypes(types, category, categoryOfType)).toBe(expected);
  });

  const facts = new Map([
    [10, { id: 10, projectId: 1, statusId: 1 }],
    [11, { id: 11, projectId: 2, statusId: 1 }],
    [12, { id: 12, projectId: 1, statusId: 2 }],
  ]);
  it.each([
    ['multi: current properties of two projects', [10, 11], true, null, []],
    ['multi: missing and inactive', [10, 99, 12], true, null, [1, 2]],
    ['single: other project', [11], false, 1, [0]],
    ['single: own current', [10], false, 1, []],
  ] as const)('%s', (_, ids, isMultiProperty, projectId, badIndexes) => {
    expect(
      invalidServiceProperties({ propertyIds: ids, facts, isMultiProperty, projectId }).map((e) => e.index),
    ).toEqual(badIndexes);
  });
  it('an inactive property already on the service stays valid', () => {
    expect(
      invalidServiceProperties({
        propertyIds: [12],
        facts,
        isMultiProperty: false,
        projectId: 1,
        alreadyOnService: new Set([12]),
      }),
    ).toEqual([]);
  });
  it('the primary project is the first property’s', () => {
    expect(primaryProjectOf([11, 10], new Map([...facts].map(([id, f]) => [id, f.projectId])))).toBe(2);
  });
  it('preselects the only agreement type', () => {
    expect(preselectedAgreementType([{ id: 4 }], null)).toBe(4);
    expect(preselectedAgreementType([{ id: 4 }, { id: 5 }], 5)).toBe(5);
  });
  it('clears imagery fields of a non-imagery service', () => {
    const values = {
      categoryId: 1,
      typeIds: [41],
      imageryAssessmentBeforeDate: '2024-01-01',
      beforeSource: 1,
      beforeSourceNotes: 'a',
      imageryAssessmentAfterDate: '2024-02-01',
      afterSource: 2,
      afterSourceNotes: 'b',
    };
    expect(clearImageryUnlessImagery(values).beforeSource).toBeNull();
    expect(clearImageryUnlessImagery({ ...values, typeIds: [48] }).beforeSource).toBe(1);
  });
});

const base = {
  categoryId: '1',
  typeIds: ['41'],
  statusId: '1',
  agreementTypeId: '2',
  staffLead: '5',
  contact: { crmId: '4110.0.1', roleIds: [39] },
};
const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('service schemas (spec 2 §5)', () => {
  it.each([
    ['no contact', { contact: undefined }, 'contact', serviceMessages.contactRequired],
    [
      'blank contact',
      { contact: { crmId: '', roleIds: [39] } },
      'contact.crmId',
      serviceMessages.contactRequired,
    ],
    [
      'role details too long',
      { contact: { crmId: 'a', roleIds: [39], notes: 'x'.repeat(101) } },
      'contact.notes',
      'The Role Details field may not be greater than 100 characters.',
    ],
    [
      'notes too long',
      { notes: 'x'.repeat(1001) },
      'notes',
      'The Notes field may not be greater than 1000 characters.',
    ],
    ['negative fee', { feeCharged: '-1' }, 'feeCharged', 'The Fee Charged field must be $0 or more.'],
    [
      'fee too long',
      { feeCharged: '1'.repeat(31) },
      'feeCharged',
      'The Fee Charged field may not be greater than 30 characters.',
    ],
    [
      'previous service not numeric',
      { previousServiceId: 'abc' },
      'previousServiceId',
      'The Previous Service ID field may only contain numeric characters.',
    ],
    [
      'previous service 0',
      { previousServiceId: '0' },
      'previousServiceId',
      'The Previous Service ID field must be 1 or more.',
    ],
    ['no component', { typeIds: [] }, 'typeIds', 'At least one Component is required.'],
    [
      'before Other without notes',
      { beforeSource: '5' },
      'beforeSourceNotes',
      serviceMessages.beforeSourceNotesRequired,
    ],
    [
      'after Other without notes',
      { afterSource: '5' },
      'afterSourceNotes',
      serviceMessages.afterSourceNotesRequired,
    ],
    [
      'after before before',
      { imageryAssessmentBeforeDate: '02/01/2024', imageryAssessmentAfterDate: '01/01/2024' },
      'imageryAssessmentAfterDate',
      serviceMessages.afterDateBeforeBeforeDate,
    ],
    [
      'landowner plans too long',
      { landownerPropertyPlans: 'x'.repeat(251) },
      'landownerPropertyPlans',
      'The Landowner Property Plans field may not be greater than 250 characters.',
    ],
    [
      'questions too long',
      { questionsForVOF: 'x'.repeat(251) },
      'questionsForVOF',
      'The Questions for VOF field may not be greater than 250 characters.',
    ],
    ['unknown method', { inspectionMethod: 'drone' }, 'inspectionMethod', serviceMessages.inspectionMethod],
    [
      'report completed in the future',
      { reportCompletedDate: '01/01/2999' },
      'reportCompletedDate',
      'The Report Completed field may not be a future date.',
    ],
    [
      'report completed not a date',
      { reportCompletedDate: '13/45/2024' },
      'reportCompletedDate',
      'The Report Completed field must be a valid date in the format MM/DD/YYYY.',
    ],
    [
      'closed event in the future',
      { closedEvent: { date: '01/01/2999' } },
      'closedEvent.date',
      'The Closed Event Date field may not be a future date.',
    ],
    [
      'closed event notes too long',
      { closedEvent: { date: '01/01/2020', notes: 'x'.repeat(257) } },
      'closedEvent.notes',
      'The Closed Event Notes field may not be greater than 256 characters.',
    ],
    [
      'two properties on a single service',
      { associatedPropertyIds: ['1', '2'] },
      'associatedPropertyIds',
      'Only one Property is allowed.',
    ],
    [
      'no property',
      { associatedPropertyIds: [] },
      'associatedPropertyIds',
      'The Property field is required.',
    ],
  ])('%s', (_, change, path, message) => {
    const result = serviceCreateSchema.safeParse({
      projectId: '1',
      associatedPropertyIds: ['7'],
      ...base,
      ...change,
    });
    expect(issues(result)[path]).toBe(message);
  });
  it('accepts a full single-property service', () => {
    const result = serviceCreateSchema.safeParse({
      projectId: '1',
      associatedPropertyIds: ['7'],
      ...base,
      feeCharged: '$1,250.50',
      beforeSource: '5',
      beforeSourceNotes: 'county flight',
    });
    expect(result.success).toBe(true);
    expect(result.data?.feeCharged).toBe(1250.5);
    expect([result.data?.inspectionMethod, result.data?.reportCompletedDate]).toEqual([null, null]);
  });
  it('takes a method and a report completed date, and a cleared choice as none', () => {
    const parsed = serviceUpdateSchema.parse({
      id: 1,
      version: 1,
      ...base,
      inspectionMethod: 'aerial',
      reportCompletedDate: '03/05/2024',
    });
    expect([parsed.inspectionMethod, parsed.reportCompletedDate]).toEqual(['aerial', '2024-03-05']);
    const cleared = serviceUpdateSchema.parse({ id: 1, version: 1, ...base, inspectionMethod: '' });
    expect(cleared.inspectionMethod).toBeNull();
  });
  it.each([
    ['one slot', ['7'], 'associatedPropertyIds', 'At least two Property IDs are required.'],
    [
      'duplicate',
      ['7', '7'],
      'associatedPropertyIds.1',
      'The value in the Property ID fields cannot be duplicated.',
    ],
    [
      'not numeric',
      ['7', 'x'],
      'associatedPropertyIds.1',
      'The Property ID field may only contain numeric characters.',
    ],
  ])('multi-property: %s', (_, ids, path, message) => {
    const result = serviceCreateSchema.safeParse({
      isMultiProperty: true,
      associatedPropertyIds: ids,
      ...base,
    });
    expect(issues(result)[path]).toBe(message);
  });
  it('update and association take the same rules', () => {
    expect(
      issues(serviceUpdateSchema.safeParse({ id: 1, version: 1, ...base, notes: 'x'.repeat(1001) })).notes,
    ).toBe('The Notes field may not be greater than 1000 characters.');
    expect(
      issues(
        serviceAssociatePropertiesSchema.safeParse({
          id: 1,
          version: 1,
          isMultiProperty: true,
          associatedPropertyIds: [3],
        }),
      ).associatedPropertyIds,
    ).toBe('At least two Property IDs are required.');
  });
});

describe('observation schema (spec 2 §5)', () => {
  it('defaults the answer to 1', () => {
    expect(observationCreateSchema.parse({ serviceId: 1, typeId: 2 }).ackTypeId).toBe(1);
  });
  it.each([
    [{ ackTypeId: 2 }, serviceMessages.observationNotesRequired],
    [{ ackTypeId: 2, notes: '  ' }, serviceMessages.observationNotesRequired],
    [
      { ackTypeId: 1, notes: 'x'.repeat(251) },
      'The Observation Notes field may not be greater than 250 characters.',
    ],
  ])('%o', (change, message) => {
    expect(issues(observationCreateSchema.safeParse({ serviceId: 1, typeId: 2, ...change })).notes).toBe(
      message,
    );
  });
});

describe('cross-field rules beside failed fields', () => {
  it('reports a duplicate property and Other without notes together with a missing category', () => {
    const result = serviceCreateSchema.safeParse({
      ...base,
      categoryId: '',
      isMultiProperty: true,
      associatedPropertyIds: ['6', '6', 'x'],
      afterSource: '5',
    });
    expect(issues(result)).toMatchObject({
      categoryId: 'The Category field is required.',
      'associatedPropertyIds.0': 'The value in the Property ID fields cannot be duplicated.',
      'associatedPropertyIds.2': 'The Property ID field may only contain numeric characters.',
      afterSourceNotes: serviceMessages.afterSourceNotesRequired,
    });
  });
  it.each([null, 'text', 12, []])('refuses a body of %o with one message and no crash', (body) => {
    expect(serviceCreateSchema.safeParse(body).success).toBe(false);
    expect(observationCreateSchema.safeParse(body).success).toBe(false);
  });
});

describe('serviceReachesProject', () => {
  it('is its primary project, or the project of one of its properties', () => {
    expect(serviceReachesProject(1, [1], 1)).toBe(true);
    expect(serviceReachesProject(1, [1, 5], 5)).toBe(true);
    expect(serviceReachesProject(1, [1, 5], 7)).toBe(false);
    expect(serviceReachesProject(1, [], 5)).toBe(false);
  });
});
