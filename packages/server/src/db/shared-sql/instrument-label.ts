import { sql } from 'drizzle-orm';
import { instruments } from '../schema';

/** An instrument as a case, a request, a letter and History name it: its number, or its id when it has none yet. */
export const instrumentLabel = sql<string>`coalesce(${instruments.instrumentNumber}, 'Instrument ' || ${instruments.id})`;
