/** Ids with a fixed meaning across the product (spec 1 §4/§9, spec 2 §9, spec 3 §9). Seeded with these ids. */
export const InstrumentStatus = { Pending: 1, Active: 2, Inactive: 3 } as const;
export const PropertyStatus = { Current: 1, Inactive: 2 } as const;
export const ServiceStatus = { Open: 1, Closed: 2 } as const;
export const ReviewStatus = { Open: 1, Complete: 2, Withdrawn: 4 } as const;
export const ServiceCategory = { Inspection: 1, Review: 5, Education: 6, Facilities: 7 } as const;
export const EventType = { Executed: 9, Open: 29, Closed: 30, Inspection: 31 } as const;
export const ContactRole = { Requestor: 39, DefaultService: 24, PropertyOwner: 11 } as const;
export const ServiceType = { ImageryInspection: 48 } as const;
export const TagType = { Important: 1 } as const;
export const GeometryType = { Linear: 1, Point: 2, Other: 3 } as const;
export const ObservationAck = { Default: 1, Yes: 2 } as const;
/** A new water quality protection area defaults its timber harvest restriction to this id. */
export const DefaultTimberHarvestRestrictionId = 1;
/** The synthetic staff lead appended to the active users when absent. */
export const NoneUser = { id: 0, name: 'None', inactive: false, viewOnly: false } as const;
