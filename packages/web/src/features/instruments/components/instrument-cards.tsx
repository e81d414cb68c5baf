import type { Instrument } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { InstrumentCasesCard } from '../../cases';
import { ContactsCard, contactQueries } from '../../contacts';
import { EventsCard } from '../../events';
import { HistoryCard } from '../../history';
import { OwnerContactsCard } from '../../owners';
import { ReviewsCard } from '../../reviews';
import { AssociatedPropertiesCard } from './associated-properties-card';
import { BuildingAreasCard } from './building-areas-card';
import { ConservationPurposesCard } from './conservation-purposes-card';
import { ConservationValuesCard } from './conservation-values-card';
import { InstrumentDetailsCard } from './instrument-details-card';
import { InstrumentDocumentsCard } from './instrument-documents-card';
import { PartnershipGrantsCard } from './partnership-grants-card';
import { ProtectionAreasCard } from './protection-areas-card';
import type { InstrumentAccess } from './use-instrument-access';

type InstrumentCardsProps = { instrument: Instrument; access: InstrumentAccess };

/** The cards of one instrument, in the order of spec 3 §2. */
export const InstrumentCards = ({ instrument, access }: InstrumentCardsProps) => {
  const projectContacts = useQuery(contactQueries.project(instrument.projectId)).data;
  const parent = { type: 'instrument', id: instrument.id } as const;
  return (
    <>
      {/* 1–2 */}
      <InstrumentDetailsCard instrument={instrument} access={access} />
      <AssociatedPropertiesCard instrument={instrument} canEdit={access.canEdit} />
      {/* 3 Events */}
      <EventsCard parent={parent} projectId={instrument.projectId} />
      {/* 4–6 */}
      <BuildingAreasCard instrumentId={instrument.id} canEdit={access.canEdit} />
      <ProtectionAreasCard instrumentId={instrument.id} canEdit={access.canEdit} />
      <PartnershipGrantsCard instrumentId={instrument.id} canEdit={access.canEdit} />
      {/* 7 Contacts */}
      <ContactsCard parentType="instrument" parentId={instrument.id} projectContacts={projectContacts} />
      {/* 8 Reviews (starts collapsed) */}
      <ReviewsCard parent={parent} projectId={instrument.projectId} />
      {/* 9–10 */}
      <InstrumentDocumentsCard instrument={instrument} canEdit={access.canEdit} />
      {instrument.conservationValuesStatement && (
        <ConservationValuesCard statement={instrument.conservationValuesStatement} />
      )}
      {/* 11 */}
      <ConservationPurposesCard instrumentId={instrument.id} canEdit={access.canEdit} />
      {/* Issue 33 §6: the violation cases naming it */}
      <InstrumentCasesCard instrumentId={instrument.id} />
      {/* Issue 33 §4: the yearly owner contacts */}
      <OwnerContactsCard instrumentId={instrument.id} />
      <HistoryCard entity="instrument" id={instrument.id} />
    </>
  );
};
