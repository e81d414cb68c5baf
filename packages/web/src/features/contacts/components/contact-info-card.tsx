import { type CrmContact, displayOrNone, formatContactAddress } from '@app/domain';
import { Anchor, Badge, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { RecordCard } from '../../../components/record-card';
import { fillTemplate } from '../../../lib/config';
import { useConfig } from '../../../lib/config-context';
import { PhoneLink } from './phone-link';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <Text size="sm" c="dimmed">
      {label}
    </Text>
    <div>{children}</div>
  </div>
);

/** The contact-info card of the contact page: name, address, email and phones, 'None' where absent. */
export const ContactInfoCard = ({ contact }: { contact: CrmContact }) => {
  const { links } = useConfig();
  return (
    <RecordCard
      title="Contact Information"
      actions={
        <Anchor
          href={fillTemplate(links.crmAccount, { crmId: contact.crmId })}
          target="_blank"
          rel="noreferrer"
          size="sm"
        >
          Open in eTapestry
        </Anchor>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <Field label="Name">
          <Text>{displayOrNone(contact.name)}</Text>
          {!contact.inCrm && (
            <Badge color="gray" variant="light" size="sm">
              No longer in eTapestry
            </Badge>
          )}
        </Field>
        <Field label="Address">
          <Text>{formatContactAddress(contact)}</Text>
        </Field>
        <Field label="Email">
          {contact.email ? (
            <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>
          ) : (
            <Text>None</Text>
          )}
        </Field>
        <Field label="Phone">
          {contact.phones.length === 0 ? (
            <Text>None</Text>
          ) : (
            <Stack gap={2}>
              {contact.phones.map((phone) => (
                <PhoneLink key={`${phone.type}-${phone.number}`} phone={phone} />
              ))}
            </Stack>
          )}
        </Field>
      </SimpleGrid>
    </RecordCard>
  );
};
