import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../lib/users-queries';
import { serviceFixture, staffUser, viewOnlyUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { InspectionDetailsCard } from './inspection-details-card';

const observation = {
  id: 40,
  version: 1,
  serviceId: 30,
  typeId: 1,
  name: 'New Structures',
  ackTypeId: 2,
  ackTypeName: 'Yes',
  notes: 'A shed.',
};
const property = (id: number, name: string) => ({
  id,
  projectId: 5,
  name,
  statusId: 1,
  calculatedAcres: null,
  acres: 10,
});

const renderCard = (properties: unknown[], canEdit = true, me: CurrentUser = staffUser) => {
  mockApi({
    'GET /api/users/me': { body: me },
    'GET /api/service/30/observations': { body: [observation] },
    'GET /api/service/30/associatedProperties': { body: properties },
  });
  renderWithProviders(
    <InspectionDetailsCard service={serviceFixture({ id: 30, categoryId: 1 })} canEdit={canEdit} />,
  );
};

describe('Open Case from an observation (issue 33)', () => {
  it("opens a case on the inspection's property, naming the observation", async () => {
    renderCard([property(6, 'Creek Tract')]);
    const item = within(await screen.findByRole('article', { name: 'Observation New Structures' }));
    expect(
      await item.findByRole('link', { name: 'Open Case from Observation New Structures' }),
    ).toHaveAttribute('href', '/case/new?property=6&observation=40');
  });

  it('offers one per property of a multi-property inspection', async () => {
    renderCard([property(6, 'Creek Tract'), property(8, 'Hill Tract')]);
    const item = within(await screen.findByRole('article', { name: 'Observation New Structures' }));
    expect(
      await item.findByRole('link', { name: 'Open Case from Observation New Structures on Hill Tract' }),
    ).toHaveAttribute('href', '/case/new?property=8&observation=40');
  });

  it('offers Open Case on a closed inspection (Edit gone), and none to view-only users', async () => {
    renderCard([property(6, 'Creek Tract')], false);
    const closed = within(await screen.findByRole('article', { name: 'Observation New Structures' }));
    expect(
      await closed.findByRole('link', { name: 'Open Case from Observation New Structures' }),
    ).toBeVisible();
    expect(closed.queryByRole('button', { name: 'Edit Observation New Structures' })).not.toBeInTheDocument();
    cleanup();
    renderCard([property(6, 'Creek Tract')], false, viewOnlyUser);
    const item = within(await screen.findByRole('article', { name: 'Observation New Structures' }));
    expect(item.queryByRole('link', { name: /Open Case/ })).not.toBeInTheDocument();
  });
});
