import { projectMessages } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { staffUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { agreementTypes, bodyOf, callsTo, localities, type Routes } from '../test/project-fixtures';
import { NewProjectPage } from './new-project-page';

const renderPage = (routes: Routes = {}) => {
  const fetch = mockApi({
    'GET /api/users/me': { body: staffUser },
    'GET /api/users': { body: [{ id: 7, name: 'Sam Staff', inactive: false, viewOnly: false }] },
    'GET /api/instrument/agreementtypes': { body: agreementTypes },
    'GET /api/locality/localities': { body: localities },
    'POST /api/contact/syncCrm': {
      body: { createdAt: '2026-11-21T19:15:00.000Z', serverErrorOnSubsequentCall: null },
    },
    'GET /api/contact/crmSearch': {
      body: [
        {
          crmId: '4110.0.1000044',
          name: 'Harrison Coleman',
          fullName: 'Harrison Coleman',
          address: '44 Ridge Road',
          city: 'Warrenton',
          state: 'VA',
          postalCode: '20186',
          inCrm: true,
        },
      ],
    },
    ...routes,
  });
  const view = renderWithProviders(null, {
    route: '/project/new',
    routes: [
      { path: '/project/new', element: <NewProjectPage /> },
      { path: '/project/:project_id', element: <p>Summary of the new project</p> },
      { path: '/', element: <p>Home page</p> },
    ],
  });
  return { ...view, fetch };
};

const choose = async (label: string | RegExp, name: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name }));
};

const fillEverything = async () => {
  await userEvent.type(screen.getByRole('textbox', { name: /Project Name/ }), 'Walnut Hollow Farm');
  await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Forest and pasture.');
  await choose(/Agreement Type/, 'Conservation Easement');
  await userEvent.click(screen.getByRole('button', { name: 'Search Contacts' }));
  const dialog = await screen.findByRole('dialog', { name: 'Search Contacts' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Cole');
  await userEvent.click(await within(dialog).findByRole('checkbox', { name: /Harrison Coleman/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Use Selected Contact' }));
  await userEvent.type(screen.getByRole('textbox', { name: /Property Name/ }), 'Home Tract');
  await choose(/Primary Locality/, 'Albemarle County');
};

// The journeys type into many fields and go through the contact search: longer than 5 s in jsdom.
describe('NewProjectPage', { timeout: 30_000 }, () => {
  it('shows the messages of every missing field and sends nothing', async () => {
    const { fetch } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Save Project' }));
    expect(await screen.findByText('The Project Name field is required.')).toBeInTheDocument();
    expect(screen.getByText('The Agreement Type field is required.')).toBeInTheDocument();
    expect(screen.getByText(projectMessages.primaryContactRequired)).toBeInTheDocument();
    expect(screen.getByText('The Property Name field is required.')).toBeInTheDocument();
    expect(screen.getByText('The Primary Locality field is required.')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/project/create')).toHaveLength(0);

    // Fixing a field hides its message at once.
    await userEvent.type(screen.getByRole('textbox', { name: /Project Name/ }), 'W');
    expect(screen.queryByText('The Project Name field is required.')).not.toBeInTheDocument();
  });

  it('asks to fill or remove each empty additional locality row and never offers a locality twice', async () => {
    renderPage();
    await choose(/Primary Locality/, 'Albemarle County');
    const add = screen.getByRole('button', { name: '+ Add Additional Locality' });
    await userEvent.click(add);
    await userEvent.click(add);
    await userEvent.click(screen.getByRole('button', { name: 'Save Project' }));
    expect(await screen.findAllByText(projectMessages.additionalLocalityRequired)).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Additional Locality 2' }));
    expect(screen.getAllByText(projectMessages.additionalLocalityRequired)).toHaveLength(1);

    await userEvent.click(screen.getByRole('combobox', { name: /Additional Locality 1/ }));
    const offered = (await screen.findAllByRole('option')).map((o) => o.textContent);
    // Not the primary one, not the archived one.
    expect(offered).toEqual(['Augusta County', 'Clarke County']);
    await userEvent.click(screen.getByRole('option', { name: 'Clarke County' }));
    expect(screen.queryByText(projectMessages.additionalLocalityRequired)).not.toBeInTheDocument();
  });

  it('offers only active agreement types', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('combobox', { name: /Agreement Type/ }));
    const offered = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(offered).toEqual(['Open-Space Easement', 'Conservation Easement']);
  });

  it('saves the project with its first instrument and property and opens it', async () => {
    const { fetch, router } = renderPage({ 'POST /api/project/create': { body: { id: 321 } } });
    await fillEverything();
    expect(screen.getByText('Harrison Coleman')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '+ Add Additional Locality' }));
    await choose(/Additional Locality 1/, 'Augusta County');
    await userEvent.click(screen.getByRole('button', { name: 'Save Project' }));

    expect(await screen.findByText('Summary of the new project')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/project/321');
    expect(bodyOf(callsTo(fetch, 'POST', '/api/project/create')[0])).toEqual({
      name: 'Walnut Hollow Farm',
      description: 'Forest and pasture.',
      instrument: { agreementTypeId: 2, primaryContactCrmId: '4110.0.1000044', staffLeadId: 7, notes: null },
      property: { name: 'Home Tract', primaryLocalityId: 1, additionalLocalityIds: [2] },
    });
  });

  it("shows the server's field message under its field", async () => {
    const message = projectMessages.optionNotOffered('Locality');
    renderPage({
      'POST /api/project/create': {
        status: 400,
        body: { message, fieldErrors: { 'property.primaryLocalityId': [message] } },
      },
    });
    await fillEverything();
    await userEvent.click(screen.getByRole('button', { name: 'Save Project' }));
    const locality = screen.getByRole('combobox', { name: /Primary Locality/ });
    await waitFor(() => expect(locality).toHaveAccessibleDescription(message));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows any other failure in a red alert at the top', async () => {
    renderPage({ 'POST /api/project/create': { status: 500, body: { message: 'Something went wrong.' } } });
    await fillEverything();
    await userEvent.click(screen.getByRole('button', { name: 'Save Project' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
  });

  it('asks before cancelling and then goes home', async () => {
    const { router } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel New Project' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(router.state.location.pathname).toBe('/project/new');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });
});
