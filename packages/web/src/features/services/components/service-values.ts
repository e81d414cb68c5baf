import type { Service, ServiceUpdateInput } from '@app/domain';

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
