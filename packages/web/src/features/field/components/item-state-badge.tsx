import { Badge } from '@mantine/core';
import type { OutboxItem } from '../store/field-db';
import { itemStateColor, itemStateText } from '../store/item-text';

/** An item's state in words; a photo on its way shows how much of it the server holds. */
export const ItemStateBadge = ({ item }: { item: OutboxItem }) => {
  const partial =
    item.kind === 'photo.upload' && item.state === 'queued' && item.sent > 0
      ? ` ${Math.floor((item.sent / item.sizeBytes) * 100)} %`
      : '';
  return (
    <Badge color={itemStateColor[item.state]} variant="light" size="lg" radius="sm">
      {itemStateText[item.state]}
      {partial}
    </Badge>
  );
};
