import { type CrmContact, serviceMessages } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../lib/users-queries';
import { adminUser, serviceFixture, staffUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { NewMultiPropertyServicePage } from './new-multi-property-service-page';
import { NewServicePage } from './new-service-page';

const option = (id: number, name: string, extra = {}) => ({
  id,
  name,
  sortOrder: id,
  archiveDate: null,
  ...extra,
});
const categories = [
  option(1, 'Inspection', { isMultiProjectEligible: true }),
  option(2, 'Baseline Documentation', { isMultiProjectEligible: false }),
  option(5, 'Review', { isMultiProjectEligible: false }),
  option(6, 'Education', { isMultiProjectEligible: true }),
];
const types = [
  option(41, 'Annual Monitoring Visit', {
    serviceCategoryId: 1,
    category: { name: 'Inspection', sortOrder: 1 },
  }),
  option(50, 'Legal Review', { serviceCategoryId: 5, category: { name: 'Review', sortOrder: 5 } }),
  option(60, 'Landowner Workshop', { serviceCategoryId: 6, category: { name: 'Education', sortOrder: 6 } }),
];
const organisation: CrmContact = {
  crmId: '4110.0.1000000',
  name: 'Virginia Outdoors Foundation',
  fullName: null,
  address: null,
  city: null,
  state: null,
  postalCode: null,
  inCrm: true,
  email: null,
  phones: [],
};

const routes: RouteObject[] = [
  { path: '/project/:project_id/services/new', element: <NewServicePage /> },
  { path: '/service/newMultiProperty', element: <NewMultiPropertyServicePage /> },
  { path: '/project/:project_id/services/:id', element: <p>Service page</p> },
  { path: '/project/:project_id/services', element: <p>Services list</p> },
];

const renderForm = (
  route: string,
  { me = staffUser, api = {} }: { me?: CurrentUser; api?: Parameters<typeof mockApi>[0] } = {},
) => {
  const fetch = mockApi({
    'GET /api/users/me': { body: me },
    'GET /api/users': { body: [{ id: me.id, name: me.name, inactive: false, viewOnly: false }] },
    'GET /api/service/categories': { body: categories },
    'GET /api/service/types': { body: types },
    'GET /api/service/statuses': { body: [option(1, 'Open'), option(2, 'Closed')] },
    'GET /api/service/products': { body: [] },
    'GET /api/service/contactroles': { body: [option(24, 'Landowner'), option(39, 'Requestor')] },
    'GET /api/contact/getVofCrmContact': { body: organisation },
    'GET /api/project/5/currentproperties': { body: [{ id: 6, calculatedAcres: 12.5 }] },
    'POST /api/property/getagreementtypesbypropertyids': { body: [{ id: 3, name: 'Open-Space Easement' }] },
    ...api,
  });
  return { ...renderWithProviders(null, { routes, route }), fetch };
};

const pick = async (form: ReturnType<typeof within>, label: string, name: string) => {
  await userEvent.click(form.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name }));
};

const callsTo = (fetch: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetch.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method && new URL(String(input), 'http://x').pathname === path,
  );

describe('the New Service form', { timeout: 60_000 }, () => {
  it('defaults the contact by category, clears the components on a category change, and saves', async () => {
    const saved = serviceFixture();
    const { fetch, router } = renderForm('/project/5/services/new', {
      api: { 'POST /api/service/create': { body: saved } },
    });
    const form = within(await screen.findByRole('form', { name: 'New Service' }));
    await pick(form, 'Property', 'Property 6 (12.5 ac)');
    await pick(form, 'Category', 'Inspection');
    expect(form.getByRole('textbox', { name: 'Contact' })).toHaveValue('Virginia Outdoors Foundation');
    await pick(form, 'Components', 'Annual Monitoring Visit');
    // The only agreement type the property offers is preselected.
    await waitFor(() =>
      expect(form.getByRole('combobox', { name: 'Agreement Type' })).toHaveValue('Open-Space Easement'),
    );

    await pick(form, 'Category', 'Review');
    expect(form.getByRole('textbox', { name: 'Contact' })).toHaveValue('');
    expect(screen.queryByText('Annual Monitoring Visit')).not.toBeInTheDocument();
    await pick(form, 'Category', 'Inspection');
    await pick(form, 'Components', 'Annual Monitoring Visit');

    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/5/services/77'));
    const body = JSON.parse(String(callsTo(fetch, 'POST', '/api/service/create')[0]?.[1]?.body));
    expect(body).toMatchObject({
      projectId: 5,
      isMultiProperty: false,
      associatedPropertyIds: [6],
      categoryId: 1,
      typeIds: [41],
      agreementTypeId: 3,
      staffLead: staffUser.id,
      contact: { crmId: organisation.crmId, roleIds: [39, 24] },
    });
  });

  it('requires the Requestor role of Staff before anything is sent', async () => {
    const { fetch } = renderForm('/project/5/services/new');
    const form = within(await screen.findByRole('form', { name: 'New Service' }));
    await pick(form, 'Category', 'Inspection');
    // Backspace takes the chosen roles off (Requestor and Landowner); Landowner alone is put back.
    const roles = form.getByRole('combobox', { name: 'Roles' });
    await userEvent.click(roles);
    await userEvent.keyboard('{Backspace}{Backspace}');
    await userEvent.click(await screen.findByRole('option', { name: 'Landowner' }));
    expect(form.queryByText(serviceMessages.requestorRoleRequired)).not.toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText(serviceMessages.requestorRoleRequired)).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/service/create')).toHaveLength(0);
  });

  it('lets an Admin leave the Requestor role out', async () => {
    renderForm('/project/5/services/new', { me: adminUser });
    const form = within(await screen.findByRole('form', { name: 'New Service' }));
    await pick(form, 'Category', 'Inspection');
    await userEvent.click(form.getByRole('combobox', { name: 'Roles' }));
    await userEvent.keyboard('{Backspace}{Backspace}');
    await userEvent.click(await screen.findByRole('option', { name: 'Landowner' }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('At least one Component is required.')).toBeInTheDocument();
    expect(form.queryByText(serviceMessages.requestorRoleRequired)).not.toBeInTheDocument();
  });

  it('starts a multi-property service with two slots, adds and removes one, and offers eligible categories only', async () => {
    renderForm('/service/newMultiProperty', { me: adminUser });
    const form = within(await screen.findByRole('form', { name: 'New Multi-Property Service' }));
    expect(form.getByRole('textbox', { name: 'Property ID 1' })).toHaveValue('');
    expect(form.getByRole('textbox', { name: 'Property ID 2' })).toHaveValue('');
    expect(form.queryByRole('button', { name: /Remove Property ID/ })).not.toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: '+ Add Property' }));
    expect(form.getByRole('textbox', { name: 'Property ID 3' })).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Remove Property ID 3' }));
    expect(form.queryByRole('textbox', { name: 'Property ID 3' })).not.toBeInTheDocument();

    await userEvent.click(form.getByRole('combobox', { name: 'Category' }));
    const offered = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(offered).toEqual(['Inspection', 'Education']);
    await userEvent.click(screen.getByRole('option', { name: 'Education' }));

    await userEvent.type(form.getByRole('textbox', { name: 'Property ID 1' }), '6');
    await userEvent.type(form.getByRole('textbox', { name: 'Property ID 2' }), '6');
    await pick(form, 'Components', 'Landowner Workshop');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(
      await form.findAllByText('The value in the Property ID fields cannot be duplicated.'),
    ).toHaveLength(2);
  });
});
