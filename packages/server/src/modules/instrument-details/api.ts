/** What other modules read of an instrument's details: its areas and purposes (the field copy, the Summary Output). */
export { listBuildingAreas } from './building-areas.service';
export { listConservationPurposes } from './conservation-purposes.service';
export { listDetailsForSummary } from './instrument-details-summary.service';
export { listProtectionAreas } from './protection-areas.service';
