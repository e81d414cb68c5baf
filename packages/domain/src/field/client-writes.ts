import { z } from 'zod';

/**
 * A device's own id for one write (the field outbox): sent as the `Idempotency-Key` header. The server
 * keeps the first answer under it, so a replay after a lost answer changes nothing and gets that answer.
 */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z.uuid('The Idempotency-Key header must be a UUID.').optional(),
});

export const clientWriteMessages = {
  reused: 'This change id was already used for another change.',
} as const;
