import type { ProtectionArea } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { staffUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { ProtectionAreasCard } from './protection-areas-card';

const options = (...names: string[]) =>
  names.map((name, i) => ({ id: i + 1, name, sortOrder: i, archiveDate: null }));

/** What the server answers to a create (the card refetches the list, so the values do not matter). */
const saved: ProtectionArea = {
  id: 31,
  version: 1,
  globalId: '{4B7C-31}',
  instrumentId: 12,
  name: 'Stream buffer',
  featureTypeId: 1,
  featureTypeName: 'Perennial Stream',
  geometryTypeId: 1,
  geometryTypeName: 'Linear',
  featureLength: null,
  bufferWidth: null,
  bufferSides: null,
  bufferRestrictionId: null,
  bufferRestrictionName: null,
  livestockRestrictionId: 1,
  livestockRestrictionName: 'Livestock Excluded',
  timberHarvestRestrictionId: 1,
  timberHarvestRestrictionName: 'No Timber Harvest',
};

const renderCard = () => {
  const fetch = mockApi({
    'GET /api/users/me': { body: staffUser },
    'GET /api/instrument/12/waterQualityProtectionAreas': { body: [] },
    'GET /api/waterQualityProtectionArea/featureTypes': { body: options('Perennial Stream', 'Spring') },
    'GET /api/waterQualityProtectionArea/geometryTypes': { body: options('Linear', 'Point', 'Polygon') },
    'GET /api/waterQualityProtectionArea/bufferRestrictions': { body: options('No Plowing') },
    'GET /api/waterQualityProtectionArea/livestockRestrictions': { body: options('Livestock Excluded') },
    'GET /api/waterQualityProtectionArea/timberHarvestRestrictions': {
      body: options('No Timber Harvest', 'Selective Harvest Only'),
    },
    'POST /api/waterQualityProtectionArea/create': { body: saved },
  });
  renderWithProviders(<ProtectionAreasCard instrumentId={12} canEdit />);
  return fetch;
};

const openForm = async () => {
  const card = within(await screen.findByRole('region', { name: 'Water Quality Protection Areas' }));
  await userEvent.click(await card.findByRole('button', { name: 'Add Water Quality Protection Area' }));
  return within(await screen.findByRole('form', { name: 'Add Water Quality Protection Area' }));
};

const choose = async (form: ReturnType<typeof within>, label: string, name: string) => {
  await userEvent.click(form.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name }));
};

describe('Water Quality Protection Area form (spec 3 §2, §5)', { timeout: 20_000 }, () => {
  it('defaults the timber harvest restriction to 1 and lets the geometry decide the measures', async () => {
    renderCard();
    const form = await openForm();
    await waitFor(() =>
      expect(form.getByRole('combobox', { name: 'Timber Harvest Restriction' })).toHaveValue(
        'No Timber Harvest',
      ),
    );
    const length = form.getByRole('textbox', { name: 'Feature Length' });
    const width = form.getByRole('textbox', { name: 'Buffer Width' });
    const sides = form.getByRole('combobox', { name: 'Buffer Sides' });
    expect(length).toBeDisabled();

    await choose(form, 'Feature Geometry', 'Linear');
    expect(length).toBeEnabled();
    expect(width).toBeEnabled();
    expect(sides).toBeEnabled();
    await userEvent.type(length, '120');
    await userEvent.type(width, '35');

    await choose(form, 'Feature Geometry', 'Point');
    expect(length).toHaveValue('');
    expect(width).toHaveValue('');
    expect(length).toBeDisabled();
    expect(width).toBeEnabled();
    expect(sides).toBeDisabled();

    await choose(form, 'Feature Geometry', 'Polygon');
    expect(width).toBeDisabled();
  });

  it('requires the Linear measures before saving, then sends the area with its instrument', async () => {
    const fetch = renderCard();
    const form = await openForm();
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Creek buffer');
    await choose(form, 'Feature Type', 'Spring');
    await choose(form, 'Feature Geometry', 'Linear');
    await choose(form, 'Livestock Restriction', 'Livestock Excluded');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('The Feature Length field is required.')).toBeInTheDocument();
    expect(form.getByText('The Buffer Width field is required.')).toBeInTheDocument();
    expect(form.getByText('The Buffer Sides field is required.')).toBeInTheDocument();

    await userEvent.type(form.getByRole('textbox', { name: 'Feature Length' }), '300');
    await userEvent.type(form.getByRole('textbox', { name: 'Buffer Width' }), '35');
    await choose(form, 'Buffer Sides', '2');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      instrumentId: 12,
      name: 'Creek buffer',
      featureTypeId: 2,
      geometryTypeId: 1,
      featureLength: 300,
      bufferWidth: 35,
      bufferSides: 2,
      bufferRestrictionId: null,
      livestockRestrictionId: 1,
      timberHarvestRestrictionId: 1,
    });
  });
});
