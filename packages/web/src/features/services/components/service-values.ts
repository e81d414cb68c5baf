import {
  ContactRole,
  type Service,
  type ServiceCreateInput,
  ServiceStatus,
  type ServiceUpdateInput,
} from '@app/domain';

/**
 * A create or update input as the service forms hold it: a cleared Closed Event Date stays null, so
 * the schema answers that the date is required.
 */
export type ServiceFormValues<Input> = Omit<Input, 'closedEvent'> & {
  closedEvent?: { date: string | null; notes?: string | null } | null;
};

/**
 * A saved service as the update call takes it back: both the details form and the inspection details
 * card start from it, so each sends the other's fields unchanged.
 */
export const updateValuesOf = (service: Service) =>
  ({
    id: service.id,
    version: service.version,
    categoryId: String(service.categoryId),
    typeIds: service.typeIds.map(String),
    statusId: String(service.statusId),
    agreementTypeId: String(service.agreementTypeId),
    // A missing lead is sent as blank: the staff lead selector replaces it with the user, with its warning.
    staffLead: service.staffLead ?? '',
    productIds: service.productIds.map(String),
    previousServiceId: service.previousServiceId === null ? '' : String(service.previousServiceId),
    feeCharged: service.feeCharged === null ? '' : service.feeCharged.toFixed(2),
    feePaid: service.feePaid,
    notes: service.notes ?? '',
    imageryAssessmentBeforeDate: service.imageryAssessmentBeforeDate,
    beforeSource: service.beforeSource === null ? '' : String(service.beforeSource),
    beforeSourceNotes: service.beforeSourceNotes ?? '',
    imageryAssessmentAfterDate: service.imageryAssessmentAfterDate,
    afterSource: service.afterSource === null ? '' : String(service.afterSource),
    afterSourceNotes: service.afterSourceNotes ?? '',
    landownerPropertyPlans: service.landownerPropertyPlans ?? '',
    questionsForVOF: service.questionsForVOF ?? '',
    inspectionMethod: service.inspectionMethod,
    reportCompletedDate: service.reportCompletedDate,
  }) satisfies ServiceUpdateInput;

/**
 * A new service as its form starts: Open, with no properties, details or contact chosen; the Requestor
 * role starts chosen, as Staff cannot save without it (spec 2 §5). A blank Staff Lead becomes the user.
 */
export const newServiceValues = (
  projectId: number | null,
  isMultiProperty: boolean,
): ServiceFormValues<ServiceCreateInput> => ({
  projectId,
  isMultiProperty,
  associatedPropertyIds: isMultiProperty ? ['', ''] : [],
  categoryId: '',
  typeIds: [],
  statusId: String(ServiceStatus.Open),
  agreementTypeId: '',
  staffLead: '',
  productIds: [],
  previousServiceId: '',
  feeCharged: '',
  feePaid: false,
  notes: '',
  closedEvent: null,
  contact: { crmId: '', roleIds: [String(ContactRole.Requestor)], notes: '' },
});
