import { z } from 'zod';

/**
 * A device's own id for one write (the field outbox): sent as the `Idempotency-Key` header. The server
 * keeps the first answer under it, so a replay after a lost answer changes nothing and gets that answer.
 */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z.uuid('The Idempotency-Key header must be a UUID.').optional(),
});

export const clientWriteMessages = {
  reused: 'This Idempotency-Key was already used for a different request; a new change needs a new key.',
} as const;
