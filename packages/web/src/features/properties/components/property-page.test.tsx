import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { viewOnlyUser } from '../../../test/fixtures';
import { renderProperty } from '../test/render-property';

describe('PropertyPage', { timeout: 20_000 }, () => {
  it('lists the properties with id, status and calculated acres, and the cards in order', async () => {
    renderProperty();
    const list = within(await screen.findByRole('navigation', { name: 'Properties' }));
    expect(await list.findByRole('link', { name: 'Property 6' })).toHaveAttribute('aria-current', 'page');
    expect(list.getByRole('link', { name: 'Property 5' })).toHaveAttribute('href', '/project/5/properties/5');
    expect(list.getByRole('img', { name: 'Current' })).toBeInTheDocument();
    expect(list.getByRole('img', { name: 'Inactive' })).toBeInTheDocument();
    expect(list.getByText('124.5916 ac')).toBeInTheDocument();
    expect(list.getByText('N/A')).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'Add Property' })).toHaveAttribute(
      'href',
      '/project/5/properties/new',
    );

    await screen.findByRole('region', { name: 'Property Details' });
    const titles = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'));
    expect(titles).toEqual([
      'Property Details',
      'Map',
      'Associated Instruments',
      'Localities and Tax Parcels',
      'Built Environment Features',
      'Associated Services',
      'Violation Cases',
      'Owner Requests',
      'Photo Points',
      'Contacts',
      'Letters',
      'Documents',
      'History',
    ]);
    expect(screen.getByRole('link', { name: 'View Instrument 61' })).toHaveAttribute(
      'href',
      '/project/5/instruments/61',
    );
    // A multi-property service opens under its primary project.
    expect(screen.getByRole('link', { name: 'View Service 121' })).toHaveAttribute(
      'href',
      '/project/4/services/121',
    );
  });

  it("sends the app's property list route to the first property in its order", async () => {
    const { router } = renderProperty({ route: '/project/5/properties', app: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/5/properties/6'));
    expect(
      await screen.findByRole('heading', { name: 'Property 6: Martin Family Tract - East Tract' }),
    ).toBeInTheDocument();
  });

  it("opens New Property on the app's route", async () => {
    renderProperty({
      route: '/project/5/properties/new',
      app: true,
      api: {
        'GET /api/project/5/latestPropertyLocality': { body: '' },
      },
    });
    expect(await screen.findByRole('form', { name: 'New Property' })).toBeInTheDocument();
  });

  it('shows a view-only user no Edit, Add, Delete, Move, Make Primary or Update Box Folder control', async () => {
    renderProperty({ me: viewOnlyUser });
    // Every card has loaded before asking what is missing (a busy machine takes longer than 1 s).
    await screen.findByText('Equipment Shed', {}, { timeout: 5000 });
    await screen.findByText('No Contacts have been added to this Property', {}, { timeout: 5000 });
    expect(
      screen.queryByRole('button', { name: /Edit|Add|Delete|Move|Make|Update Box Folder|Remove/ }),
    ).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add Property' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export Excel' })).toBeInTheDocument();
  });

  it("moves a property opened under another project's id to its own project", async () => {
    const { router } = renderProperty({ route: '/project/9/properties/6' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/5/properties/6'));
  });

  it('says when the property does not exist', async () => {
    renderProperty({
      route: '/project/5/properties/404',
      api: { 'GET /api/property/404': { status: 404, body: { message: 'Property not found.' } } },
    });
    expect(await screen.findByText('Property 404 was not found.')).toBeInTheDocument();
  });
});
