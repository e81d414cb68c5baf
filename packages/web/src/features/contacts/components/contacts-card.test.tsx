import { contactMessages } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../lib/users-queries';
import { adminUser, staffUser, viewOnlyUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { contactLink, instrumentRoles, searchResult, serviceRoles, syncedAt } from '../test/contact-fixtures';
import { ContactsCard, type ContactsCardProps } from './contacts-card';

const removePrompt =
  'Removing Contacts in Conservation Records does not delete Contacts in eTapestry. Are you sure you want to remove this Contact from this Conservation Records record?';

type Routes = Parameters<typeof mockApi>[0];

const renderCard = ({
  me = staffUser,
  routes = {},
  props = {},
}: {
  me?: CurrentUser;
  routes?: Routes;
  props?: Partial<ContactsCardProps>;
} = {}) => {
  const fetch = mockApi({
    'GET /api/users/me': { body: me },
    'GET /api/instrument/77/contacts': { body: [contactLink()] },
    'GET /api/instrument/contactroles': { body: instrumentRoles },
    'GET /api/service/contactroles': { body: serviceRoles },
    'POST /api/contact/syncCrm': { body: syncedAt('2026-11-21T19:15:00.000Z') },
    'GET /api/contact/crmSearch': { body: [searchResult('4110.0.1000050', 'Nora Hale', '3 Oak Lane')] },
    ...routes,
  });
  const view = renderWithProviders(<ContactsCard parentType="instrument" parentId={77} {...props} />);
  return { ...view, fetch };
};

const callsTo = (fetch: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetch.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path,
  );
const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));

const pickRole = async (name: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: /Role\(s\)/ }));
  await userEvent.click(await screen.findByRole('option', { name }));
};

const chooseFromSearch = async (name: string) => {
  await userEvent.type(await screen.findByRole('textbox', { name: /Name/ }), name.slice(0, 4));
  await userEvent.click(await screen.findByRole('checkbox', { name: new RegExp(name) }));
  await userEvent.click(screen.getByRole('button', { name: 'Use Selected Contact' }));
};

// The add journeys go through the search modal and the form: longer than the default 5 s in jsdom.
describe('ContactsCard', { timeout: 20_000 }, () => {
  it("lists the record's contacts with roles, role details and a View link", async () => {
    renderCard();
    const item = (await screen.findByText('Harrison Coleman')).closest(
      'div.mantine-Paper-root',
    ) as HTMLElement;
    const inItem = within(item);
    expect(inItem.getByText('44 Ridge Road, Warrenton, VA 20186')).toBeInTheDocument();
    expect(inItem.getByRole('link', { name: '(540) 555-1234' })).toHaveAttribute('href', 'tel:5405551234');
    expect(inItem.getByText('(Home)')).toBeInTheDocument();
    expect(await inItem.findByText('Grantor')).toBeInTheDocument();
    expect(inItem.getByText('Signs for the family')).toBeInTheDocument();
    expect(inItem.getByRole('link', { name: 'View Harrison Coleman' })).toHaveAttribute(
      'href',
      '/contact/4110.0.1000044',
    );
  });

  it('says when the record has no contacts', async () => {
    renderCard({ routes: { 'GET /api/instrument/77/contacts': { body: [] } } });
    expect(await screen.findByText('No Contacts have been added to this Instrument')).toBeInTheDocument();
  });

  it('adds a contact chosen in Search Contacts with the roles and role details picked', async () => {
    let saved = false;
    const { fetch } = renderCard({
      routes: {
        'POST /api/contact/create': () => {
          saved = true;
          return { body: contactLink({ id: 502, crmId: '4110.0.1000050', roleIds: [2] }) };
        },
        'GET /api/instrument/77/contacts': () => ({
          body: saved
            ? [
                contactLink(),
                contactLink({
                  id: 502,
                  crmId: '4110.0.1000050',
                  roleIds: [2],
                  notes: 'Co-signs',
                  crmContact: { name: 'Nora Hale', address: '3 Oak Lane', email: null, phones: [] },
                }),
              ]
            : [contactLink()],
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Contact' }));
    await chooseFromSearch('Nora Hale');

    const form = await screen.findByRole('form', { name: 'Add Contact' });
    expect(within(form).getByText('Nora Hale')).toBeInTheDocument();
    expect(within(form).queryByRole('option', { name: 'Appraiser' })).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('At least one Role is required.')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/contact/create')).toHaveLength(0);

    await pickRole('Grantee');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Role Details' }), 'Co-signs');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add Contact' })).not.toBeInTheDocument());
    expect(bodyOf(callsTo(fetch, 'POST', '/api/contact/create')[0])).toEqual({
      crmId: '4110.0.1000050',
      roleIds: [2],
      notes: 'Co-signs',
      ownerSince: null,
      ownerUntil: null,
      instrumentId: 77,
      propertyId: null,
      serviceId: null,
    });
    expect(await screen.findByText('Nora Hale')).toBeInTheDocument();
  });

  it('starts a service contact with the roles the caller passes', async () => {
    const { fetch } = renderCard({
      props: { parentType: 'service', parentId: 8, defaultRoleIds: [39, 24] },
      routes: {
        'GET /api/service/8/contacts': { body: [] },
        'POST /api/contact/create': { body: contactLink({ id: 503, serviceId: 8, instrumentId: undefined }) },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Contact' }));
    await chooseFromSearch('Nora Hale');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/contact/create')).toHaveLength(1));
    expect(bodyOf(callsTo(fetch, 'POST', '/api/contact/create')[0])).toMatchObject({
      roleIds: [39, 24],
      serviceId: 8,
      instrumentId: null,
    });
  });

  it('shows the server field messages of a refused add', async () => {
    renderCard({
      routes: {
        'POST /api/contact/create': {
          status: 400,
          body: {
            message: 'Not an Instrument contact role: Landowner.',
            fieldErrors: { roleIds: ['Not an Instrument contact role: Landowner.'] },
          },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Contact' }));
    await chooseFromSearch('Nora Hale');
    await pickRole('Grantor');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not an Instrument contact role: Landowner.');
    expect(screen.getAllByText('Not an Instrument contact role: Landowner.')).toHaveLength(2);
  });

  it('edits roles and role details, sending the version it read', async () => {
    const { fetch } = renderCard({
      routes: { 'PUT /api/contact/update': { body: contactLink({ version: 4 }) } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Harrison Coleman' }));
    const form = screen.getByRole('form', { name: 'Edit Contact Harrison Coleman' });
    const notes = within(form).getByRole('textbox', { name: 'Role Details' });
    expect(notes).toHaveValue('Signs for the family');
    await pickRole('Grantee');
    await userEvent.clear(notes);
    await userEvent.type(notes, 'Executor');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(callsTo(fetch, 'PUT', '/api/contact/update')).toHaveLength(1));
    expect(bodyOf(callsTo(fetch, 'PUT', '/api/contact/update')[0])).toEqual({
      id: 501,
      version: 3,
      crmId: '4110.0.1000044',
      roleIds: [1, 2],
      notes: 'Executor',
      ownerSince: null,
      ownerUntil: null,
    });
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
  });

  it("edits a property Owner's Owner Since and Owner Until, shown only for the Owner role", async () => {
    const owner = contactLink({ instrumentId: undefined, propertyId: 44, roleIds: [13] });
    const { fetch } = renderCard({
      routes: {
        'GET /api/property/44/contacts': { body: [owner] },
        'GET /api/property/contactroles': {
          body: [
            { id: 11, name: 'Owner', sortOrder: 0, archiveDate: null },
            { id: 13, name: 'Tenant', sortOrder: 1, archiveDate: null },
          ],
        },
        'PUT /api/contact/update': { body: { ...owner, roleIds: [11, 13], ownerSince: '2026-03-01' } },
      },
      props: { parentType: 'property', parentId: 44 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Harrison Coleman' }));
    const form = screen.getByRole('form', { name: 'Edit Contact Harrison Coleman' });
    expect(within(form).queryByRole('textbox', { name: 'Owner Since' })).not.toBeInTheDocument();
    await pickRole('Owner');
    const since = await within(form).findByRole('textbox', { name: 'Owner Since' });
    await userEvent.type(since, '03/01/2026');
    await userEvent.tab();
    expect(within(form).getByRole('textbox', { name: 'Owner Until' })).toHaveValue('');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetch, 'PUT', '/api/contact/update')).toHaveLength(1));
    expect(bodyOf(callsTo(fetch, 'PUT', '/api/contact/update')[0])).toMatchObject({
      roleIds: [13, 11],
      ownerSince: '2026-03-01',
      ownerUntil: null,
    });
  });

  it('keeps Staff from taking the Requestor role away', async () => {
    const { fetch } = renderCard({
      props: { parentType: 'service', parentId: 8 },
      routes: {
        'GET /api/service/8/contacts': {
          body: [contactLink({ roleIds: [24, 39], instrumentId: undefined, serviceId: 8 })],
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Harrison Coleman' }));
    // Backspace in the roles input drops the last role, Requestor.
    await userEvent.click(screen.getByRole('combobox', { name: /Role\(s\)/ }));
    await userEvent.keyboard('{Backspace}{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(contactMessages.requestorRoleAdminOnly);
    expect(callsTo(fetch, 'PUT', '/api/contact/update')).toHaveLength(0);
  });

  it('offers Reload when someone else changed the contact first', async () => {
    const { fetch } = renderCard({
      routes: {
        'PUT /api/contact/update': {
          status: 409,
          body: {
            message: 'Avery Admin changed this contact at 03:12 PM, 11/21/2026. Reload to see it.',
            code: 'stale_version',
          },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Harrison Coleman' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Avery Admin changed this contact at 03:12 PM',
    );
    const loads = callsTo(fetch, 'GET', '/api/instrument/77/contacts').length;
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetch, 'GET', '/api/instrument/77/contacts').length).toBe(loads + 1));
  });

  it('removes a contact after the spec prompt, with the version it read', async () => {
    const { fetch } = renderCard({ routes: { 'DELETE /api/contact/delete/501': { body: { id: 501 } } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Harrison Coleman' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Contact' });
    expect(within(dialog).getByText(removePrompt)).toBeInTheDocument();
    expect(contactMessages.removePrompt('Conservation Records')).toBe(removePrompt);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(callsTo(fetch, 'DELETE', '/api/contact/delete/501')).toHaveLength(1));
    const [input] = callsTo(fetch, 'DELETE', '/api/contact/delete/501')[0] ?? [];
    expect(new URL(String(input), 'http://localhost').searchParams.get('version')).toBe('3');
  });

  it('removes nothing when the prompt is answered No', async () => {
    const { fetch } = renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Harrison Coleman' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    expect(callsTo(fetch, 'DELETE', '/api/contact/delete/501')).toHaveLength(0);
  });

  it('shows no add, edit or remove controls to view-only users', async () => {
    renderCard({ me: viewOnlyUser });
    expect(await screen.findByText('Harrison Coleman')).toBeInTheDocument();
    await screen.findByText('Grantor');
    expect(screen.getByRole('link', { name: 'View Harrison Coleman' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Contact' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it.each([
    ['Staff', staffUser, false],
    ['Admin', adminUser, true],
  ] as const)('offers Remove on a Requestor to %s: %s', async (_role, me, offered) => {
    renderCard({
      me,
      props: { parentType: 'service', parentId: 8 },
      routes: {
        'GET /api/service/8/contacts': {
          body: [contactLink({ roleIds: [39, 24], instrumentId: undefined, serviceId: 8 })],
        },
      },
    });
    expect(await screen.findByRole('button', { name: 'Edit Harrison Coleman' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Harrison Coleman' }) !== null).toBe(offered);
  });
});
