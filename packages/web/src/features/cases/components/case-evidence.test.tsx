import { type CaseAddedPhoto, CaseStatus, messages, type ViolationCase } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../lib/users-queries';
import { staffUser, viewOnlyUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { CasePage } from './case-page';

const gate: CaseAddedPhoto = {
  id: 91,
  serviceId: 31,
  caption: 'The gate last year',
  takenAt: '2025-05-02T15:00:00.000Z',
  latitude: 38.5,
  longitude: -78.25,
  accuracyMeters: 3,
};
const fill: CaseAddedPhoto = {
  ...gate,
  id: 92,
  caption: null,
  latitude: null,
  longitude: null,
  accuracyMeters: null,
};

const violationCase = (addedPhotos: CaseAddedPhoto[]): ViolationCase => ({
  id: 12,
  typeName: 'Dumping',
  severity: 'minor',
  statusId: CaseStatus.Open,
  discoveredOn: '2026-05-01',
  followUpDue: null,
  followUpKind: null,
  version: 1,
  propertyId: 6,
  propertyName: 'Gate Tract',
  projectId: 5,
  typeId: 4,
  reportedById: 7,
  reportedByName: 'Sam Staff',
  description: 'Fill by the gate.',
  instruments: [],
  restrictions: [],
  documentFolderId: null,
  observation: null,
  addedPhotos,
  steps: [{ id: 1, statusId: CaseStatus.Open, on: '2026-05-01', byName: 'Sam Staff', note: null }],
});

const renderPage = (me: CurrentUser, added: CaseAddedPhoto[], choices: CaseAddedPhoto[]) => {
  let current = violationCase(added);
  const sent: unknown[] = [];
  mockApi({
    'GET /api/users/me': { body: me },
    'GET /api/case/12': () => ({ body: current }),
    'GET /api/case/12/photoChoices': { body: choices },
    'POST /api/case/12/photos': ({ init }) => {
      const { photoIds } = JSON.parse(String(init?.body)) as { photoIds: number[] };
      sent.push(photoIds);
      current = violationCase([...current.addedPhotos, ...choices.filter((c) => photoIds.includes(c.id))]);
      return { body: current };
    },
    'DELETE /api/case/12/photos/91': () => {
      current = violationCase(current.addedPhotos.filter((p) => p.id !== 91));
      return { body: current };
    },
  });
  renderWithProviders(null, { routes: [{ path: '/case/:id', element: <CasePage /> }], route: '/case/12' });
  return sent;
};

describe("a case's added photos (issue 33 §2)", { timeout: 20_000 }, () => {
  it('adds photos of the property inspections chosen in Add Photos, shown with their positions', async () => {
    const sent = renderPage(staffUser, [], [gate, fill]);
    const evidence = within(await screen.findByRole('region', { name: 'Evidence' }));
    expect(
      evidence.getByText('This case was opened on the property, not from an observation.'),
    ).toBeVisible();
    expect(evidence.getByText('No photos have been added to this case.')).toBeVisible();
    await userEvent.click(await evidence.findByRole('button', { name: 'Add Photos' }));
    const form = within(await evidence.findByRole('form', { name: 'Add Photos' }));
    // None chosen: the API's rule, in its words, and nothing sent.
    await form.findByRole('checkbox', { name: /^The gate last year, Service 31/ });
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText(messages.required('Photos'))).toBeVisible();
    expect(sent).toEqual([]);
    await userEvent.click(form.getByRole('checkbox', { name: /^The gate last year, Service 31/ }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([[91]]));
    expect(await evidence.findByText('The gate last year')).toBeVisible();
    expect(evidence.getByText('38.50000, -78.25000 (± 3 m)')).toBeVisible();
    expect(evidence.getByRole('link', { name: 'Service 31' })).toHaveAttribute(
      'href',
      '/project/5/services/31',
    );
  });

  it('removes an added photo after a question', async () => {
    renderPage(staffUser, [gate, fill], []);
    const evidence = within(await screen.findByRole('region', { name: 'Evidence' }));
    expect(evidence.getByText('No position')).toBeVisible();
    await userEvent.click(
      await evidence.findByRole('button', { name: 'Remove The gate last year from the case' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(evidence.queryByText('The gate last year')).not.toBeInTheDocument());
    expect(evidence.getByText('No position')).toBeVisible();
  });

  it('offers view-only users neither Add Photos nor Remove', async () => {
    renderPage(viewOnlyUser, [gate], []);
    const evidence = within(await screen.findByRole('region', { name: 'Evidence' }));
    expect(await evidence.findByText('The gate last year')).toBeVisible();
    await screen.findByRole('heading', { name: 'Violation Case 12' });
    expect(evidence.queryByRole('button', { name: 'Add Photos' })).not.toBeInTheDocument();
    expect(evidence.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });
});
