import {
  caseFollowUpKindLabels,
  caseSeverityLabels,
  caseStatusLabels,
  inspectionMethodLabels,
  instrumentLabels,
  letterKinds,
  ownerContactMethodLabels,
  propertyLabels,
  requestStatusLabels,
  serviceLabels,
} from '@app/domain';

/**
 * How each audited table reads in a History card: the card it belongs to, the field that names a
 * record inside its card, and each field's label and format. A field not listed here still shows,
 * labelled from its name; `hiddenFields` never show (bookkeeping, or the parent the card already is).
 */

/** Lists whose ids a history shows by name (resolved per page in `history.repo.ts`). */
export type NameSource =
  | 'projectStatuses'
  | 'propertyStatuses'
  | 'instrumentStatuses'
  | 'serviceStatuses'
  | 'reviewStatuses'
  | 'agreementTypes'
  | 'instrumentTypes'
  | 'localities'
  | 'grantPrograms'
  | 'conservationPurposeTypes'
  | 'buildingActivityAreaTypes'
  | 'primarySources'
  | 'waterQualityFeatureTypes'
  | 'geometryTypes'
  | 'bufferRestrictions'
  | 'livestockRestrictions'
  | 'timberHarvestRestrictions'
  | 'specificTerms'
  | 'serviceCategories'
  | 'serviceTypes'
  | 'serviceProducts'
  | 'observationTypes'
  | 'observationAckTypes'
  | 'imageryAssessmentSources'
  | 'eventTypes'
  | 'contactRoles'
  | 'tagTypes'
  | 'users'
  | 'contacts'
  | 'violationCaseTypes'
  | 'ownerRequestKinds'
  | 'instruments';

export type FieldFormat =
  | 'text'
  | 'money'
  | 'acres'
  | 'number'
  /** Development rights a link allows: empty is 'N/A'. */
  | 'allowed'
  | 'date'
  | 'yesNo'
  | 'photo'
  /** A fixed list's code, shown by its label. */
  | { choices: Readonly<Record<string, string>> }
  | { names: NameSource }
  | {
      record:
        | 'Property'
        | 'Instrument'
        | 'Service'
        | 'Violation Case'
        | 'Observation'
        | 'Owner Request'
        | 'Feature';
    };

export type FieldInfo = { label: string; format?: FieldFormat };
export type TableInfo = { card: string; subject?: string; fields: Record<string, FieldInfo> };

export const hiddenFields = new Set([
  'id',
  'version',
  'createdAt',
  'updatedAt',
  'globalId',
  'createdById',
  'lastEditedById',
  'projectId',
  'propertyLocalityId',
  'clientId',
  'received',
  'completedAt',
  // A boundary's outline: its file, vertices, area and box say what changed; the outline itself stays in the log.
  'geometry',
]);

const caseStatus: FieldInfo = { label: 'Status', format: { choices: caseStatusLabels } };
const violationCase: FieldInfo = { label: 'Violation Case', format: { record: 'Violation Case' } };
const requestStatus: FieldInfo = { label: 'Status', format: { choices: requestStatusLabels } };
const ownerRequest: FieldInfo = { label: 'Owner Request', format: { record: 'Owner Request' } };
const boxFolder: FieldInfo = { label: 'Box Folder ID' };
const notes: FieldInfo = { label: 'Notes' };
const staffLead: FieldInfo = { label: instrumentLabels.staffLeadId, format: { names: 'users' } };
const agreementType: FieldInfo = {
  label: instrumentLabels.agreementTypeId,
  format: { names: 'agreementTypes' },
};
const property: FieldInfo = { label: 'Property', format: { record: 'Property' } };

export const historyTables: Record<string, TableInfo> = {
  projects: {
    card: 'Project',
    fields: {
      name: { label: 'Project Name' },
      description: { label: 'Description' },
      statusId: { label: 'Status', format: { names: 'projectStatuses' } },
      photo: { label: 'Photo', format: 'photo' },
      photoBoxId: { label: 'Photo Box ID' },
      documentFolderId: boxFolder,
    },
  },
  properties: {
    card: 'Property',
    subject: 'name',
    fields: {
      name: { label: propertyLabels.name },
      statusId: { label: 'Status', format: { names: 'propertyStatuses' } },
      calculatedAcres: { label: propertyLabels.calculatedAcres, format: 'acres' },
      acres: { label: propertyLabels.acres, format: 'acres' },
      futurePropertiesAllowed: { label: propertyLabels.futurePropertiesAllowed, format: 'number' },
      targetInspectionFrequency: { label: propertyLabels.targetInspectionFrequency, format: 'number' },
      accessPointLatitude: { label: propertyLabels.accessPointLatitude, format: 'number' },
      accessPointLongitude: { label: propertyLabels.accessPointLongitude, format: 'number' },
      inspectWithTwoOrMoreStaff: { label: propertyLabels.inspectWithTwoOrMoreStaff, format: 'yesNo' },
      additionalInterestHolder: { label: propertyLabels.additionalInterestHolder, format: 'yesNo' },
      notes,
      legacyPropertyIds: { label: propertyLabels.legacyPropertyIds },
      documentFolderId: boxFolder,
    },
  },
  instruments: {
    card: 'Instrument',
    fields: {
      statusId: { label: 'Status', format: { names: 'instrumentStatuses' } },
      typeId: { label: instrumentLabels.typeId, format: { names: 'instrumentTypes' } },
      agreementTypeId: agreementType,
      instrumentNumber: { label: instrumentLabels.instrumentNumber },
      localityId: { label: instrumentLabels.localityId, format: { names: 'localities' } },
      deedBookPage: { label: instrumentLabels.deedBookPage },
      staffLeadId: staffLead,
      notes,
      legacyControlNumber: { label: 'Legacy Control Number' },
      executedDate: { label: instrumentLabels.executedDate, format: 'date' },
      recordedDate: { label: instrumentLabels.recordedDate, format: 'date' },
      openDate: { label: instrumentLabels.openDate, format: 'date' },
      documentFolderId: boxFolder,
      conservationValuesStatement: { label: 'Conservation Values Statement' },
      requestNoticePeriodDays: { label: instrumentLabels.requestNoticePeriodDays, format: 'number' },
    },
  },
  services: {
    card: 'Service',
    fields: {
      categoryId: { label: serviceLabels.categoryId, format: { names: 'serviceCategories' } },
      typeIds: { label: serviceLabels.typeIds, format: { names: 'serviceTypes' } },
      statusId: { label: 'Status', format: { names: 'serviceStatuses' } },
      agreementTypeId: agreementType,
      previousServiceId: { label: serviceLabels.previousServiceId },
      notes,
      staffLeadId: staffLead,
      feeCharged: { label: serviceLabels.feeCharged, format: 'money' },
      feePaid: { label: serviceLabels.feePaid, format: 'yesNo' },
      openDate: { label: serviceLabels.openDate, format: 'date' },
      isMultiProperty: { label: serviceLabels.isMultiProperty, format: 'yesNo' },
      productIds: { label: 'Service Products', format: { names: 'serviceProducts' } },
      propertyIds: { label: 'Properties', format: { record: 'Property' } },
      documentFolderId: boxFolder,
      imageryAssessmentBeforeDate: { label: 'Imagery Assessment Before Date', format: 'date' },
      beforeSourceId: { label: 'Before Source', format: { names: 'imageryAssessmentSources' } },
      beforeSourceNotes: { label: 'Before Source Notes' },
      imageryAssessmentAfterDate: { label: 'Imagery Assessment After Date', format: 'date' },
      afterSourceId: { label: 'After Source', format: { names: 'imageryAssessmentSources' } },
      afterSourceNotes: { label: 'After Source Notes' },
      landownerPropertyPlans: { label: 'Landowner Property Plans' },
      questionsForVof: { label: 'Questions for VOF' },
      inspectionMethod: {
        label: serviceLabels.inspectionMethod,
        format: { choices: inspectionMethodLabels },
      },
      reportCompletedDate: { label: serviceLabels.reportCompletedDate, format: 'date' },
      reportCompletedById: { label: serviceLabels.reportCompletedById, format: { names: 'users' } },
    },
  },
  service_photos: {
    card: 'Photo',
    subject: 'caption',
    fields: {
      caption: { label: 'Caption' },
      takenAt: { label: 'Taken', format: 'text' },
      latitude: { label: 'Latitude', format: 'number' },
      longitude: { label: 'Longitude', format: 'number' },
      accuracyMeters: { label: 'Accuracy (m)', format: 'number' },
      headingDegrees: { label: 'Heading (degrees)', format: 'number' },
      observationId: { label: 'Observation ID' },
      photographerId: { label: 'Photographer', format: { names: 'users' } },
      photoPointId: { label: 'Photo Point ID' },
      sha256: { label: 'SHA-256' },
      sizeBytes: { label: 'Size (bytes)', format: 'number' },
      contentType: { label: 'Type' },
      width: { label: 'Width', format: 'number' },
      height: { label: 'Height', format: 'number' },
    },
  },
  property_photo_points: {
    card: 'Photo Point',
    subject: 'name',
    fields: {
      name: { label: 'Name' },
      bearingDegrees: { label: 'Bearing (degrees)', format: 'number' },
      propertyId: property,
    },
  },
  property_boundaries: {
    card: 'Boundary',
    subject: 'fileName',
    fields: {
      fileName: { label: 'File' },
      vertexCount: { label: 'Vertices', format: 'number' },
      areaAcres: { label: 'Boundary Acres', format: 'acres' },
      west: { label: 'West', format: 'number' },
      south: { label: 'South', format: 'number' },
      east: { label: 'East', format: 'number' },
      north: { label: 'North', format: 'number' },
      propertyId: property,
    },
  },
  property_localities: {
    card: 'Locality',
    subject: 'localityId',
    fields: {
      localityId: { label: 'Locality', format: { names: 'localities' } },
      isPrimary: { label: 'Primary', format: 'yesNo' },
      propertyId: property,
    },
  },
  tax_parcels: {
    card: 'Tax Parcel',
    subject: 'parcelId',
    fields: { parcelId: { label: 'Parcel ID' }, acres: { label: 'Acres', format: 'acres' } },
  },
  built_environment_features: {
    card: 'Feature',
    subject: 'description',
    fields: {
      description: { label: 'Description' },
      isBuilding: { label: 'Is Building', format: 'yesNo' },
      exists: { label: 'Exists', format: 'yesNo' },
      dwellingUnits: { label: 'Dwelling Units', format: 'number' },
      finishedArea: { label: 'Finished Area', format: 'number' },
      imperviousArea: { label: 'Impervious Area', format: 'number' },
      primarySourceId: { label: 'Primary Source', format: { names: 'primarySources' } },
      notes,
      propertyId: property,
    },
  },
  property_instruments: {
    card: 'Associated Property',
    subject: 'propertyId',
    fields: {
      propertyId: property,
      instrumentId: { label: 'Instrument', format: { record: 'Instrument' } },
      propertyAcres: { label: 'Impacted Acres', format: 'acres' },
      futurePropertiesAllowed: { label: 'Divisions Allowed', format: 'allowed' },
      dwellingsAllowed: { label: 'Dwellings Allowed', format: 'allowed' },
      finishedAreaAllowed: { label: 'Finished Area Allowed', format: 'allowed' },
      imperviousAreaAllowed: { label: 'Impervious Area Allowed', format: 'allowed' },
    },
  },
  contact_links: {
    card: 'Contact',
    subject: 'contactId',
    fields: {
      contactId: { label: 'Contact', format: { names: 'contacts' } },
      notes: { label: 'Role Details' },
      ownerSince: { label: 'Owner Since', format: 'date' },
      ownerUntil: { label: 'Owner Until', format: 'date' },
      instrumentId: { label: 'Instrument', format: { record: 'Instrument' } },
      propertyId: property,
      serviceId: { label: 'Service', format: { record: 'Service' } },
    },
  },
  contact_link_roles: {
    card: 'Contact Roles',
    fields: { roleIds: { label: 'Roles', format: { names: 'contactRoles' } } },
  },
  events: {
    card: 'Event',
    subject: 'eventTypeId',
    fields: {
      eventTypeId: { label: 'Event Type', format: { names: 'eventTypes' } },
      date: { label: 'Date', format: 'date' },
      notes,
      instrumentId: { label: 'Instrument', format: { record: 'Instrument' } },
      serviceId: { label: 'Service', format: { record: 'Service' } },
    },
  },
  reviews: {
    card: 'Review',
    fields: {
      reviewStatusId: { label: 'Status', format: { names: 'reviewStatuses' } },
      assigneeId: { label: 'Assignee', format: { names: 'users' } },
      assignerId: { label: 'Assigner', format: { names: 'users' } },
      openDate: { label: 'Open Date', format: 'date' },
      closeDate: { label: 'Close Date', format: 'date' },
      instructions: { label: 'Instructions' },
      comments: { label: 'Comments' },
      instrumentId: { label: 'Instrument', format: { record: 'Instrument' } },
      serviceId: { label: 'Service', format: { record: 'Service' } },
    },
  },
  partnership_grants: {
    card: 'Partnership Grant',
    subject: 'grantProgramId',
    fields: {
      grantProgramId: { label: 'Grant Program', format: { names: 'grantPrograms' } },
      grantorContactId: { label: 'Grantor', format: { names: 'contacts' } },
      granteeContactId: { label: 'Grantee', format: { names: 'contacts' } },
      awardAmount: { label: 'Award Amount', format: 'money' },
      notes,
      instrumentId: { label: 'Instrument', format: { record: 'Instrument' } },
    },
  },
  conservation_purposes: {
    card: 'Conservation Purpose',
    subject: 'purposeId',
    fields: {
      purposeId: { label: 'Purpose', format: { names: 'conservationPurposeTypes' } },
      comments: { label: 'Comments' },
      instrumentId: { label: 'Instrument', format: { record: 'Instrument' } },
    },
  },
  building_activity_areas: {
    card: 'Building/Activity Area',
    subject: 'typeId',
    fields: {
      typeId: { label: 'Type', format: { names: 'buildingActivityAreaTypes' } },
      notes,
      instrumentId: { label: 'Instrument', format: { record: 'Instrument' } },
    },
  },
  water_quality_protection_areas: {
    card: 'Water Quality Protection Area',
    subject: 'name',
    fields: {
      name: { label: 'Name' },
      featureTypeId: { label: 'Feature Type', format: { names: 'waterQualityFeatureTypes' } },
      geometryTypeId: { label: 'Geometry Type', format: { names: 'geometryTypes' } },
      featureLength: { label: 'Feature Length', format: 'number' },
      bufferWidth: { label: 'Buffer Width', format: 'number' },
      bufferSides: { label: 'Buffer Sides', format: 'number' },
      bufferRestrictionId: { label: 'Buffer Restriction', format: { names: 'bufferRestrictions' } },
      livestockRestrictionId: { label: 'Livestock Restriction', format: { names: 'livestockRestrictions' } },
      timberHarvestRestrictionId: {
        label: 'Timber Harvest Restriction',
        format: { names: 'timberHarvestRestrictions' },
      },
      instrumentId: { label: 'Instrument', format: { record: 'Instrument' } },
    },
  },
  instrument_unique_terms: {
    card: 'Unique Term',
    subject: 'description',
    fields: {
      description: { label: 'Description' },
      instrumentId: { label: 'Instrument', format: { record: 'Instrument' } },
    },
  },
  // Audited under the instrument's id: one row per change of the whole list, or per row removed.
  instrument_tags: {
    card: 'Tags',
    subject: 'tagTypeId',
    fields: {
      ids: { label: 'Tags', format: { names: 'tagTypes' } },
      tagTypeId: { label: 'Tag', format: { names: 'tagTypes' } },
    },
  },
  instrument_specific_terms: {
    card: 'Specific Terms',
    subject: 'specificTermId',
    fields: {
      ids: { label: 'Specific Terms', format: { names: 'specificTerms' } },
      specificTermId: { label: 'Specific Term', format: { names: 'specificTerms' } },
    },
  },
  observations: {
    card: 'Observation',
    subject: 'typeId',
    fields: {
      typeId: { label: 'Observation Type', format: { names: 'observationTypes' } },
      ackTypeId: { label: 'Acknowledgement', format: { names: 'observationAckTypes' } },
      notes,
      serviceId: { label: 'Service', format: { record: 'Service' } },
    },
  },
  service_types_link: {
    card: 'Component',
    subject: 'typeId',
    fields: {
      ids: { label: serviceLabels.typeIds, format: { names: 'serviceTypes' } },
      typeId: { label: 'Component', format: { names: 'serviceTypes' } },
      serviceId: { label: 'Service', format: { record: 'Service' } },
    },
  },
  service_products_link: {
    card: 'Service Product',
    subject: 'productId',
    fields: {
      ids: { label: 'Service Products', format: { names: 'serviceProducts' } },
      productId: { label: 'Service Product', format: { names: 'serviceProducts' } },
      serviceId: { label: 'Service', format: { record: 'Service' } },
    },
  },
  service_properties: {
    card: 'Associated Property',
    subject: 'propertyId',
    fields: {
      ids: { label: 'Properties', format: { record: 'Property' } },
      propertyId: property,
      serviceId: { label: 'Service', format: { record: 'Service' } },
    },
  },
  violation_cases: {
    card: 'Violation Case',
    subject: 'typeId',
    fields: {
      typeId: { label: 'Case Type', format: { names: 'violationCaseTypes' } },
      severity: { label: 'Severity', format: { choices: caseSeverityLabels } },
      statusId: caseStatus,
      discoveredOn: { label: 'Discovered On', format: 'date' },
      reportedById: { label: 'Reported By', format: { names: 'users' } },
      instrumentIds: { label: 'Instruments', format: { names: 'instruments' } },
      restrictions: { label: 'Restrictions' },
      description: { label: 'Description' },
      followUpDue: { label: 'Follow-up Due', format: 'date' },
      followUpKind: { label: 'Follow-up', format: { choices: caseFollowUpKindLabels } },
      documentFolderId: boxFolder,
      observationId: { label: 'Observation', format: { record: 'Observation' } },
      propertyId: property,
    },
  },
  letters: {
    card: 'Letter',
    subject: 'templateName',
    fields: {
      templateName: { label: 'Letter Template' },
      kind: { label: 'Kind', format: { choices: letterKinds } },
      sentOn: { label: 'Date Sent', format: 'date' },
      recipients: { label: 'Recipients' },
      body: { label: 'Text as Sent' },
      sentById: { label: 'Sent By', format: { names: 'users' } },
      templateId: { label: 'Template ID' },
      caseId: violationCase,
      requestId: ownerRequest,
      propertyId: property,
    },
  },
  violation_case_steps: {
    card: 'Violation Case Step',
    subject: 'statusId',
    fields: {
      statusId: caseStatus,
      on: { label: 'Step Date', format: 'date' },
      byId: { label: 'By', format: { names: 'users' } },
      note: { label: 'Note' },
      caseId: violationCase,
    },
  },
  violation_case_restrictions: {
    card: 'Violation Case Restriction',
    subject: 'instrumentId',
    fields: {
      instrumentId: { label: 'Instrument', format: { names: 'instruments' } },
      specificTermId: { label: 'Specific Term', format: { names: 'specificTerms' } },
      uniqueTermId: { label: 'Unique Term' },
      caseId: violationCase,
    },
  },
  violation_case_photos: {
    card: 'Violation Case Photo',
    subject: 'photoId',
    fields: {
      photoId: { label: 'Photo ID' },
      addedById: { label: 'Added By', format: { names: 'users' } },
      caseId: violationCase,
    },
  },
  owner_requests: {
    card: 'Owner Request',
    subject: 'kindId',
    fields: {
      kindId: { label: 'Request Kind', format: { names: 'ownerRequestKinds' } },
      receivedOn: { label: 'Received On', format: 'date' },
      requestedById: { label: 'Requested By', format: { names: 'contacts' } },
      instrumentIds: { label: 'Instruments', format: { names: 'instruments' } },
      description: { label: 'Description' },
      noticePeriodDays: { label: 'Notice Period (days)', format: 'number' },
      decisionDue: { label: 'Decision Due', format: 'date' },
      dwellingUnits: { label: 'Dwelling Units', format: 'number' },
      finishedArea: { label: 'Finished Area', format: 'number' },
      imperviousArea: { label: 'Impervious Area', format: 'number' },
      statusId: requestStatus,
      featureId: { label: 'Feature', format: { record: 'Feature' } },
      propertyId: property,
    },
  },
  owner_request_steps: {
    card: 'Owner Request Step',
    subject: 'statusId',
    fields: {
      statusId: requestStatus,
      on: { label: 'Step Date', format: 'date' },
      byId: { label: 'By', format: { names: 'users' } },
      note: { label: 'Note' },
      requestId: ownerRequest,
    },
  },
  owner_request_instruments: {
    card: 'Owner Request Instrument',
    subject: 'instrumentId',
    fields: {
      instrumentId: { label: 'Instrument', format: { names: 'instruments' } },
      requestId: ownerRequest,
    },
  },
  owner_contacts: {
    card: 'Owner Contact',
    subject: 'contactedOn',
    fields: {
      contactedOn: { label: 'Contact Date', format: 'date' },
      method: { label: 'How', format: { choices: ownerContactMethodLabels } },
      byId: { label: 'By', format: { names: 'users' } },
      note: { label: 'Note' },
      contactIds: { label: 'Owners Reached', format: { names: 'contacts' } },
      instrumentId: { label: 'Instrument', format: { record: 'Instrument' } },
    },
  },
  owner_contact_contacts: {
    card: 'Owner Contact Owner',
    subject: 'contactId',
    fields: {
      contactId: { label: 'Owner', format: { names: 'contacts' } },
      ownerContactId: { label: 'Owner Contact' },
    },
  },
  violation_case_instruments: {
    card: 'Violation Case Instrument',
    subject: 'instrumentId',
    fields: {
      instrumentId: { label: 'Instrument', format: { names: 'instruments' } },
      caseId: violationCase,
    },
  },
};

/** 'accessPointLatitude' → 'Access Point Latitude', for a field the table above does not list yet. */
export const labelFromKey = (key: string): string =>
  key
    .replace(/Ids?$/, (m) => (m === 'Ids' ? 's' : ''))
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase());
