import type { Tx } from '../client';
import type { SeededUsers } from './accounts';
import { seedContactLinks } from './demo-contact-links';
import { seedContacts } from './demo-contacts';
import { type Context, createRandom } from './demo-context';
import { seedEvents } from './demo-events';
import { seedInstrumentDetails, seedInstruments } from './demo-instruments';
import { seedProjects } from './demo-projects';
import { seedProperties } from './demo-properties';
import { seedReviews } from './demo-reviews';
import { seedServices } from './demo-services';

/**
 * About 40 projects with their properties, instruments, services, events, reviews and contacts,
 * spread so every home tile of the admin and staff demo accounts has entries. The stages run in this
 * order on one seeded generator: reordering them changes every record after the move.
 */
export const seedDemo = async (tx: Tx, users: SeededUsers): Promise<void> => {
  const random = createRandom(20_240_611);
  const activeUsers = [users.admin, users.staff, ...users.others];
  const ctx: Context = {
    ...random,
    tx,
    users,
    activeUsers,
    likelyLead: () => random.pick([users.admin, users.staff, users.admin, users.staff, ...users.others]),
    anyLead: () => random.pick([...activeUsers, ...users.inactive]),
    folderId: () => String(100_000_000_000 + random.int(0, 899_999_999_999)),
  };
  const contacts = await seedContacts(ctx);
  const projects = await seedProjects(ctx, contacts);
  const properties = await seedProperties(ctx, projects);
  const instruments = await seedInstruments(ctx, projects);
  await seedInstrumentDetails(ctx, instruments, contacts);
  const services = await seedServices(ctx, projects, instruments);
  await seedEvents(ctx, instruments, services);
  await seedReviews(ctx, instruments, services);
  await seedContactLinks(ctx, contacts, properties, instruments, services);
};
