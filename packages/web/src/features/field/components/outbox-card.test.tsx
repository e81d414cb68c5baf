import 'fake-indexeddb/auto';
import { staleVersionMessage } from '@app/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { serviceFixture } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import type { OutboxItem } from '../store/field-db';
import { fieldDb } from '../store/field-store';
import { OutboxCard } from './outbox-card';

const saved = { propertyId: 7, savedAt: '2026-11-20T15:04:05.000Z' };
const observation: OutboxItem = {
  ...saved,
  clientId: 'obs-1',
  state: 'device',
  kind: 'observation.create',
  service: { id: 55 },
  body: { typeId: 2, ackTypeId: 1, notes: 'By the creek' },
};

afterEach(async () => {
  await fieldDb.outbox.clear();
  await fieldDb.lookups.clear();
});

describe('the Sync card', () => {
  it('says nothing about being synced before it has read what the device holds', async () => {
    await fieldDb.outbox.add(observation);
    renderWithProviders(<OutboxCard />);
    expect(screen.getByRole('status')).not.toHaveTextContent('synced.');
    expect(await screen.findByText(/^1 item not yet synced/)).toBeVisible();
    expect(screen.queryByText(/Everything saved on this device is synced/)).toBeNull();
  });

  it('names an observation by its type', async () => {
    await fieldDb.lookups.put({
      path: 'service/observationtypes',
      data: [{ id: 2, name: 'Fence Condition', sortOrder: 1, archiveDate: null }],
    });
    await fieldDb.outbox.add(observation);
    renderWithProviders(<OutboxCard />);
    expect(await screen.findByRole('article', { name: 'Observation: Fence Condition' })).toBeVisible();
  });

  it('shows a conflict with the service named, only the fields that differ, the two choices and no Reload', async () => {
    await fieldDb.outbox.add({
      ...saved,
      clientId: 'upd-1',
      state: 'conflict',
      kind: 'service.update',
      service: { id: 55 },
      changes: { landownerPropertyPlans: 'A pond', questionsForVOF: null, inspectionMethod: 'ground_visit' },
      server: serviceFixture({
        id: 55,
        landownerPropertyPlans: null,
        questionsForVOF: null,
        inspectionMethod: 'ground_visit',
      }),
      message: staleVersionMessage('Avery Admin at 11/20/2026 10:04 AM'),
    });
    renderWithProviders(<OutboxCard />);
    const table = await screen.findByRole('table', { name: "Your change and the server's version" });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'FieldYoursOn the server',
      'Landowner Property PlansA pond—',
    ]);
    expect(
      screen.getByText(
        "Service 55 was changed on the server by Avery Admin at 11/20/2026 10:04 AM after this device read it. Keep Mine sends your values on the server's version; Take the Server's drops yours.",
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Reload/)).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      /^1 item not yet synced · 1 conflict to settle below$/,
    );
  });
});
