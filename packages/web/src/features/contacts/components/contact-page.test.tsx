import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { staffUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import {
  contactDetails,
  instrumentStatuses,
  propertyStatuses,
  searchResult,
  serviceStatuses,
  syncedAt,
} from '../test/contact-fixtures';
import { ContactPage } from './contact-page';

const record = (id: number, statusId: number, roles: string[]) => ({
  projectId: 12,
  projectName: 'Cedar Run Farm',
  id,
  statusId,
  roles: roles.map((name, i) => ({ id: i + 1, name })),
});

const lookups = {
  'GET /api/users/me': { body: staffUser },
  'GET /api/instrument/instrumentstatuses': { body: instrumentStatuses },
  'GET /api/property/propertystatuses': { body: propertyStatuses },
  'GET /api/service/statuses': { body: serviceStatuses },
};

const renderPage = (crmId: string) =>
  renderWithProviders(null, {
    route: `/contact/${crmId}`,
    routes: [{ path: '/contact/:id', element: <ContactPage /> }],
  });

const card = (name: string) => screen.getByRole('region', { name });

// Going through the search modal takes a few seconds in jsdom.
describe('ContactPage', { timeout: 15_000 }, () => {
  it('shows the contact and the instruments, properties and services it is on', async () => {
    mockApi({
      ...lookups,
      'GET /api/contact/get/4110.0.1000044': {
        body: contactDetails({
          // Out of order on purpose: the page groups Pending, Active, Inactive.
          contactInstruments: [
            record(31, 3, ['Grantor']),
            record(32, 2, ['Grantor']),
            record(33, 1, ['Grantor', 'Co-Holder']),
          ],
          contactProperties: [record(41, 1, ['Owner'])],
          contactServices: [{ ...record(51, 2, ['Requestor', 'Landowner']), typeIds: [3], categoryId: 5 }],
        }),
      },
    });
    renderPage('4110.0.1000044');

    expect(await screen.findByRole('heading', { name: 'Harrison Coleman' })).toBeInTheDocument();
    const info = card('Contact Information');
    expect(within(info).getByText('44 Ridge Road, Warrenton, VA 20186')).toBeInTheDocument();
    expect(within(info).getByRole('link', { name: 'harrison@example.com' })).toHaveAttribute(
      'href',
      'mailto:harrison@example.com',
    );
    expect(within(info).getByRole('link', { name: '(703) 555-9876' })).toHaveAttribute(
      'href',
      'tel:7035559876',
    );
    expect(within(info).getByText('(Mobile)')).toBeInTheDocument();

    const instruments = card('Instruments');
    const viewLinks = within(instruments).getAllByRole('link', { name: /^View Instrument/ });
    expect(viewLinks.map((link) => link.getAttribute('aria-label'))).toEqual([
      'View Instrument 33',
      'View Instrument 32',
      'View Instrument 31',
    ]);
    expect(viewLinks[0]).toHaveAttribute('href', '/project/12/instruments/33');
    expect(await within(instruments).findAllByText('Pending')).not.toHaveLength(0);
    expect(within(instruments).getByText('Grantor, Co-Holder')).toBeInTheDocument();
    expect(within(instruments).getAllByText('Project 12: Cedar Run Farm')).toHaveLength(3);

    const properties = card('Properties');
    expect(within(properties).getByRole('link', { name: 'View Property 41' })).toHaveAttribute(
      'href',
      '/project/12/properties/41',
    );
    expect(await within(properties).findByText('Current')).toBeInTheDocument();
    const services = card('Services');
    expect(within(services).getByRole('link', { name: 'View Service 51' })).toHaveAttribute(
      'href',
      '/project/12/services/51',
    );
    expect(within(services).getByText('Requestor, Landowner')).toBeInTheDocument();
    expect(await within(services).findByText('Closed')).toBeInTheDocument();
  });

  it("says 'None' for what is missing and the spec's empty texts", async () => {
    mockApi({
      ...lookups,
      'GET /api/contact/get/4110.0.1000060': {
        body: contactDetails({ crmId: '4110.0.1000060', email: null, phones: [] }),
      },
    });
    renderPage('4110.0.1000060');
    expect(await screen.findByText('This Contact is not associated to any Instruments')).toBeInTheDocument();
    expect(screen.getByText('This Contact is not associated to any Properties')).toBeInTheDocument();
    expect(screen.getByText('This Contact is not associated to any Services')).toBeInTheDocument();
    expect(within(card('Contact Information')).getAllByText('None')).toHaveLength(2);
  });

  it('says when the contact does not exist', async () => {
    mockApi({
      ...lookups,
      'GET /api/contact/get/4110.0.9': {
        status: 404,
        body: { message: 'Contact 4110.0.9 was not found in the synced contacts.' },
      },
    });
    renderPage('4110.0.9');
    expect(await screen.findByText('Contact 4110.0.9 was not found.')).toBeInTheDocument();
  });

  it('opens another contact through New Contact Search', async () => {
    mockApi({
      ...lookups,
      'GET /api/contact/get/4110.0.1000044': { body: contactDetails() },
      'GET /api/contact/get/4110.0.1000050': {
        body: contactDetails({ crmId: '4110.0.1000050', name: 'Nora Hale' }),
      },
      'POST /api/contact/syncCrm': { body: syncedAt('2026-11-21T19:15:00.000Z') },
      'GET /api/contact/crmSearch': { body: [searchResult('4110.0.1000050', 'Nora Hale')] },
    });
    const { router } = renderPage('4110.0.1000044');
    await userEvent.click(await screen.findByRole('button', { name: 'New Contact Search' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Nora');
    await userEvent.click(await screen.findByRole('checkbox', { name: /Nora Hale/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Use Selected Contact' }));
    expect(router.state.location.pathname).toBe('/contact/4110.0.1000050');
    expect(await screen.findByRole('heading', { name: 'Nora Hale' })).toBeInTheDocument();
  });
});
