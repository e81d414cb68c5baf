import {
  type ContactLink,
  type FieldInstrument,
  type FieldProperty,
  formatDate,
  type LookupOption,
} from '@app/domain';
import { Anchor, Stack, Text } from '@mantine/core';
import { RecordCard } from '../../../components/record-card';
import { ItemValue, RecordItem } from '../../../components/record-item';
import { useStored } from '../store/use-field-lookup';

const nameOf = (options: readonly LookupOption[], id: number) =>
  options.find((o) => o.id === id)?.name ?? `#${id}`;

/** Phone numbers as links the phone can call. */
const ContactItem = ({ contact }: { contact: ContactLink }) => (
  <RecordItem label={contact.crmContact.name} heading={contact.crmContact.name}>
    {contact.crmContact.phones.map((phone) => (
      <ItemValue key={`${phone.type}${phone.number}`} label={phone.type}>
        <Anchor href={`tel:${phone.number.replace(/[^\d+]/g, '')}`}>{phone.number}</Anchor>
      </ItemValue>
    ))}
    {contact.crmContact.phones.length === 0 && <Text size="sm">No phone number.</Text>}
  </RecordItem>
);

const InstrumentItem = ({ entry, terms }: { entry: FieldInstrument; terms: readonly LookupOption[] }) => {
  const { instrument } = entry;
  const title = `Instrument ${instrument.id}`;
  return (
    <RecordItem
      label={title}
      heading={title}
      subheading={`${instrument.statusName} · ${instrument.agreementTypeName}`}
    >
      {instrument.typeName && <ItemValue label="Type">{instrument.typeName}</ItemValue>}
      {entry.conservationPurposes.length > 0 && (
        <ItemValue label="Conservation Purposes">
          {entry.conservationPurposes.map((p) => p.name).join('; ')}
        </ItemValue>
      )}
      {entry.buildingAreas.map((area) => (
        <ItemValue key={`b${area.id}`} label="Building/Activity Area">
          {[area.typeName, area.notes].filter(Boolean).join(' · ')}
        </ItemValue>
      ))}
      {entry.protectionAreas.map((area) => (
        <ItemValue key={`w${area.id}`} label="Water Quality Protection Area">
          {`${area.name} · ${area.featureTypeName}`}
        </ItemValue>
      ))}
      {instrument.specificTermIds.length > 0 && (
        <ItemValue label="Specific Terms">
          {instrument.specificTermIds.map((id) => nameOf(terms, id)).join('; ')}
        </ItemValue>
      )}
      {instrument.uniqueTerms.map((term) => (
        <ItemValue key={`u${term.id}`} label="Unique Term">
          {term.description}
        </ItemValue>
      ))}
      {entry.contacts.map((contact) => (
        <ContactItem key={contact.id} contact={contact} />
      ))}
    </RecordItem>
  );
};

/** The property as the device holds it: where to go in, what the instruments protect, whom to call. */
export const PropertySheet = ({ copy }: { copy: FieldProperty }) => {
  const { property } = copy;
  const terms = useStored<LookupOption[]>('instrument/specificTerms') ?? [];
  const lat = property.accessPointLatitude;
  const lng = property.accessPointLongitude;
  return (
    <Stack gap="md">
      <RecordCard title="Access and Details">
        <Stack gap={4}>
          {lat !== null && lng !== null ? (
            <ItemValue label="Access Point">
              {`${lat.toFixed(5)}, ${lng.toFixed(5)} `}
              <Anchor
                href={`https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`}
                target="_blank"
              >
                Directions
              </Anchor>
            </ItemValue>
          ) : (
            <ItemValue label="Access Point">Not recorded</ItemValue>
          )}
          <ItemValue label="Acres">{property.acres ?? '—'}</ItemValue>
          <ItemValue label="Calculated Acres">{property.calculatedAcres ?? '—'}</ItemValue>
          <ItemValue label="Localities">
            {property.propertyLocalities
              .map((l) => `${l.localityName}${l.primary ? ' (primary)' : ''}`)
              .join('; ') || '—'}
          </ItemValue>
          <ItemValue label="Tax Parcels">
            {property.propertyLocalities.flatMap((l) => l.taxParcels.map((p) => p.parcelId)).join('; ') ||
              '—'}
          </ItemValue>
          <ItemValue label="Inspect with Two or More Staff">
            {property.inspectWithTwoOrMoreStaff ? 'Yes' : 'No'}
          </ItemValue>
          <ItemValue label="Next Inspection Due">
            {copy.schedule.dueDate ? formatDate(copy.schedule.dueDate) : '—'}
          </ItemValue>
          {property.notes && <ItemValue label="Notes">{property.notes}</ItemValue>}
          {copy.features.map((f) => (
            <ItemValue key={f.id} label="Built Feature">
              {`${f.description}${f.dwellingUnits ? ` · ${f.dwellingUnits} dwelling units` : ''}`}
            </ItemValue>
          ))}
        </Stack>
      </RecordCard>
      <RecordCard title="Instruments">
        <Stack gap="xs">
          {copy.instruments.length === 0 && <Text size="sm">No instruments on this property.</Text>}
          {copy.instruments.map((entry) => (
            <InstrumentItem key={entry.instrument.id} entry={entry} terms={terms} />
          ))}
        </Stack>
      </RecordCard>
      <RecordCard title="Contacts">
        <Stack gap="xs">
          {copy.contacts.length === 0 && <Text size="sm">No contacts on this property.</Text>}
          {copy.contacts.map((contact) => (
            <ContactItem key={contact.id} contact={contact} />
          ))}
        </Stack>
      </RecordCard>
    </Stack>
  );
};
