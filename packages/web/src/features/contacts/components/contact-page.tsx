import { compareContactInstruments } from '@app/domain';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ExpandAllControls, ExpandAllProvider } from '../../../components/expand-all';
import { isApiError } from '../../../lib/api-client';
import { routePaths } from '../../../lib/routes';
import { contactQueries } from '../api/contacts-queries';
import { ContactInfoCard } from './contact-info-card';
import { ContactRecordsCard } from './contact-records-card';
import { ContactSearchModal } from './contact-search-modal';

/** /contact/{id}, the id being the CRM id: the contact and the instruments, properties and services it is on. */
export const ContactPage = () => {
  const crmId = useParams().id ?? '';
  const navigate = useNavigate();
  const [searching, setSearching] = useState(false);
  const contact = useQuery(contactQueries.detail(crmId));

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Title order={2}>{contact.data?.name ?? 'Contact'}</Title>
          <Text size="sm" c="dimmed">
            eTapestry account {crmId}
          </Text>
        </div>
        <Button variant="light" onClick={() => setSearching(true)}>
          New Contact Search
        </Button>
      </Group>
      {contact.isPending && <Loader aria-label="Loading the contact" />}
      {contact.isError &&
        (isApiError(contact.error) && contact.error.status === 404 ? (
          <Text>Contact {crmId} was not found.</Text>
        ) : (
          <Alert color="red" role="alert">
            {contact.error.message}
          </Alert>
        ))}
      {contact.data && (
        <ExpandAllProvider>
          <ExpandAllControls />
          <ContactInfoCard contact={contact.data} />
          <ContactRecordsCard
            type="instrument"
            records={contact.data.contactInstruments.toSorted(compareContactInstruments)}
          />
          <ContactRecordsCard type="property" records={contact.data.contactProperties} />
          <ContactRecordsCard type="service" records={contact.data.contactServices} />
        </ExpandAllProvider>
      )}
      <ContactSearchModal
        opened={searching}
        onClose={() => setSearching(false)}
        onSelect={([chosen]) => {
          if (chosen) navigate(routePaths.contact(chosen.crmId));
        }}
      />
    </Stack>
  );
};
