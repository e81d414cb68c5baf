import type { ContactLink } from '@app/domain';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { routePaths } from '../../../lib/routes';
import { PhoneLink } from './phone-link';

export type ContactLinkItemProps = {
  link: ContactLink;
  roleNames: string;
  /** Edit and Remove, for those who may. */
  actions?: ReactNode;
};

/** One contact of a record: who, how to reach them, in which roles, and a View link to the contact page. */
export const ContactLinkItem = ({ link, roleNames, actions }: ContactLinkItemProps) => {
  const { name, address, email, phones } = link.crmContact;
  return (
    <Paper withBorder radius="sm" p="xs">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Text fw={600}>{name}</Text>
          <Text size="sm">{address}</Text>
          {email && (
            <Anchor size="sm" href={`mailto:${email}`}>
              {email}
            </Anchor>
          )}
          {phones.map((phone) => (
            <PhoneLink key={`${phone.type}-${phone.number}`} phone={phone} size="sm" />
          ))}
          <Text size="sm">
            <Text span size="sm" c="dimmed">
              Role(s):
            </Text>{' '}
            {roleNames}
          </Text>
          {link.notes && (
            <Text size="sm">
              <Text span size="sm" c="dimmed">
                Role Details:
              </Text>{' '}
              {link.notes}
            </Text>
          )}
        </Stack>
        <Group gap={6} wrap="wrap" justify="flex-end">
          <Button
            component={Link}
            to={routePaths.contact(link.crmId)}
            size="xs"
            variant="light"
            aria-label={`View ${name}`}
          >
            View
          </Button>
          {actions}
        </Group>
      </Group>
    </Paper>
  );
};
