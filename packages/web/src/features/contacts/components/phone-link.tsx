import { type ContactPhone, displayOrNone } from '@app/domain';
import { Anchor, Text } from '@mantine/core';

/** A phone as a telephone link with its type; the href keeps only what a dialer needs (digits, a leading '+'). */
export const PhoneLink = ({ phone, size }: { phone: ContactPhone; size?: 'sm' }) => (
  <Text size={size}>
    <Anchor size={size} href={`tel:${phone.number.replace(/[^\d+]/g, '')}`}>
      {phone.number}
    </Anchor>{' '}
    <Text span size="sm" c="dimmed">
      ({displayOrNone(phone.type)})
    </Text>
  </Text>
);
