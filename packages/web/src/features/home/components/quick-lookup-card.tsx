import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { routePaths } from '../../../lib/routes';

// The contact search is its own chunk: most visits to the home page never open it.
const ContactSearchModal = lazy(async () => ({
  default: (await import('../../contacts')).ContactSearchModal,
}));

/** Quick Lookup: find a contact in the synced CRM copy and open its page. */
export const QuickLookupCard = () => {
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="quick-lookup-title">
      <Stack gap="sm" align="flex-start">
        <Title order={3} size="h4" id="quick-lookup-title">
          Quick Lookup
        </Title>
        <Text size="sm">Find a contact by name or address and open the contact's page.</Text>
        <Button variant="default" onClick={() => setOpened(true)}>
          Search Contacts
        </Button>
      </Stack>
      {opened && (
        <Suspense fallback={null}>
          <ContactSearchModal
            opened
            onClose={() => setOpened(false)}
            onSelect={([contact]) => {
              if (contact) navigate(routePaths.contact(contact.crmId));
            }}
          />
        </Suspense>
      )}
    </Card>
  );
};
