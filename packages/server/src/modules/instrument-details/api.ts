/** What other modules read of an instrument's details: its areas and purposes (the field copy). */
export { listBuildingAreas } from './building-areas.service';
export { listConservationPurposes } from './conservation-purposes.service';
export { listProtectionAreas } from './protection-areas.service';
