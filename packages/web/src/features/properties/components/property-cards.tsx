import type { Property } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { PropertyCasesCard } from '../../cases';
import { ContactsCard, contactQueries } from '../../contacts';
import { HistoryCard } from '../../history';
import { LettersCard } from '../../letters';
import { NewOwnersCard } from '../../owners';
import { OwnerRequestsCard } from '../../requests';
import { PhotoPointsCard } from './photo-points-card';
import { PropertyDetailsCard } from './property-details-card';
import { PropertyDocumentsCard } from './property-documents-card';
import { PropertyFeaturesCard } from './property-features-card';
import { PropertyInstrumentsCard } from './property-instruments-card';
import { PropertyLocalitiesCard } from './property-localities-card';
import { PropertyMapCard } from './property-map-card';
import { PropertyServicesCard } from './property-services-card';
import type { PropertyAccess } from './use-property-access';

type PropertyCardsProps = { property: Property; access: PropertyAccess };

/** The cards of one property, in the order of spec 2 §2. */
export const PropertyCards = ({ property, access }: PropertyCardsProps) => {
  const projectContacts = useQuery(contactQueries.project(property.projectId)).data;
  return (
    <>
      <PropertyDetailsCard property={property} access={access} />
      <PropertyMapCard property={property} canEdit={access.canEdit} />
      <PropertyInstrumentsCard property={property} />
      <PropertyLocalitiesCard property={property} canEdit={access.canEdit} />
      <PropertyFeaturesCard property={property} canEdit={access.canEdit} />
      <PropertyServicesCard property={property} />
      <PropertyCasesCard propertyId={property.id} />
      <OwnerRequestsCard propertyId={property.id} />
      <NewOwnersCard propertyId={property.id} />
      <PhotoPointsCard property={property} />
      <ContactsCard parentType="property" parentId={property.id} projectContacts={projectContacts} />
      <LettersCard subject={{ propertyId: property.id }} />
      <PropertyDocumentsCard property={property} canEdit={access.canEdit} />
      <HistoryCard entity="property" id={property.id} />
    </>
  );
};
