import { todayInDisplayZone } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { staffLeadReplacedWarning } from '../../../components/staff-lead-select';
import { adminUser, serviceFixture } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { EditServiceForm } from './edit-service-form';

const option = (id: number, name: string, extra = {}) => ({
  id,
  name,
  sortOrder: id,
  archiveDate: null,
  ...extra,
});

const renderForm = (
  service = serviceFixture({ typeIds: [41], staffLead: adminUser.id }),
  canEditStatus = true,
) => {
  const fetch = mockApi({
    'GET /api/users/me': { body: adminUser },
    'GET /api/users': {
      body: [{ id: adminUser.id, name: adminUser.name, inactive: false, viewOnly: false }],
    },
    'GET /api/service/categories': { body: [option(1, 'Inspection', { isMultiProjectEligible: true })] },
    'GET /api/service/types': {
      body: [
        option(41, 'Annual Monitoring Visit', {
          serviceCategoryId: 1,
          category: { name: 'Inspection', sortOrder: 1 },
        }),
      ],
    },
    'GET /api/service/statuses': { body: [option(1, 'Open'), option(2, 'Closed')] },
    'GET /api/service/products': { body: [] },
    'POST /api/property/getagreementtypesbypropertyids': { body: [{ id: 3, name: 'Open-Space Easement' }] },
    'PUT /api/service/update': { body: { ...service, statusId: 2, version: 2 } },
  });
  const onDone = vi.fn();
  renderWithProviders(<EditServiceForm service={service} canEditStatus={canEditStatus} onDone={onDone} />);
  return { fetch, onDone };
};

describe('the Edit Service Details form', { timeout: 60_000 }, () => {
  it('starts from the saved details, asks for the Closed event when the status closes, and saves both', async () => {
    const { fetch, onDone } = renderForm();
    const form = within(await screen.findByRole('form', { name: 'Edit Service Details' }));
    expect(form.getByText('Properties and contacts are changed on their own cards.')).toBeInTheDocument();
    expect(form.queryByRole('textbox', { name: 'Contact' })).not.toBeInTheDocument();
    await waitFor(() => expect(form.getByRole('combobox', { name: 'Category' })).toHaveValue('Inspection'));
    expect(form.queryByRole('textbox', { name: 'Closed Event Date' })).not.toBeInTheDocument();

    await userEvent.click(form.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Closed' }));
    expect(form.getByRole('textbox', { name: 'Closed Event Date' })).not.toHaveValue('');
    await userEvent.type(form.getByRole('textbox', { name: 'Closed Event Notes' }), 'Visit done');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [, init] = fetch.mock.calls.find(([, call]) => call?.method === 'PUT') ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      id: 77,
      version: 1,
      categoryId: 1,
      typeIds: [41],
      statusId: 2,
      agreementTypeId: 3,
      staffLead: adminUser.id,
      closedEvent: { date: todayInDisplayZone(), notes: 'Visit done' },
    });
  });

  it('replaces a missing Staff Lead with the user, with its warning, and keeps the status when not allowed', async () => {
    renderForm(serviceFixture({ typeIds: [41], staffLead: null }), false);
    const form = within(await screen.findByRole('form', { name: 'Edit Service Details' }));
    expect(await form.findByText(staffLeadReplacedWarning)).toBeInTheDocument();
    expect(form.getByRole('combobox', { name: 'Staff Lead' })).toHaveValue(adminUser.name);
    expect(form.getByRole('combobox', { name: 'Status' })).toBeDisabled();
  });
});
