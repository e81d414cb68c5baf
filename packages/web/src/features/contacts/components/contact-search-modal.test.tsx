import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { searchResult, syncedAt } from '../test/contact-fixtures';
import { ContactSearchModal, type ContactSearchModalProps } from './contact-search-modal';

const results = [
  searchResult('4110.0.1000044', 'Harrison Coleman', '44 Ridge Road'),
  searchResult('4110.0.1000045', 'Harriet Byrd', '9 Mill Lane'),
];

const apiWith = (routes: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'POST /api/contact/syncCrm': { body: syncedAt('2026-11-21T19:15:00.000Z') },
    'GET /api/contact/crmSearch': { body: results },
    ...routes,
  });

const open = (props: Partial<ContactSearchModalProps> = {}) => {
  const onSelect = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(<ContactSearchModal opened onClose={onClose} onSelect={onSelect} {...props} />);
  return { onSelect, onClose };
};

const searchCalls = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/contact/crmSearch');

const useButton = () => screen.getByRole('button', { name: 'Use Selected Contact' });

describe('ContactSearchModal, search mode', { timeout: 15_000 }, () => {
  it('searches only once the name has more than 2 characters, with the address when given', async () => {
    const fetch = apiWith();
    open();
    const name = screen.getByRole('textbox', { name: /Name/ });
    await userEvent.type(name, 'Ha');
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(searchCalls(fetch)).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: /Address/ }), 'Ridge');
    await userEvent.type(name, 'r');
    expect(await screen.findByRole('checkbox', { name: /Harrison Coleman/ })).toBeInTheDocument();
    const [url] = searchCalls(fetch);
    expect(url?.searchParams.get('name')).toBe('Har');
    expect(url?.searchParams.get('address')).toBe('Ridge');
    expect(searchCalls(fetch)).toHaveLength(1);
  });

  it('toggles a result on click and enables Use Selected Contact only while one is selected', async () => {
    apiWith();
    const { onSelect, onClose } = open();
    expect(useButton()).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Harr');
    const harrison = await screen.findByRole('checkbox', { name: /Harrison Coleman/ });
    expect(harrison).toHaveTextContent('44 Ridge Road, Richmond, VA 23219');

    await userEvent.click(harrison);
    expect(harrison).toHaveAttribute('aria-checked', 'true');
    expect(useButton()).toBeEnabled();
    await userEvent.click(harrison);
    expect(harrison).toHaveAttribute('aria-checked', 'false');
    expect(useButton()).toBeDisabled();

    // Single selection: a second pick replaces the first.
    await userEvent.click(harrison);
    const harriet = screen.getByRole('checkbox', { name: /Harriet Byrd/ });
    harriet.focus();
    await userEvent.keyboard(' ');
    expect(harriet).toHaveAttribute('aria-checked', 'true');
    expect(harrison).toHaveAttribute('aria-checked', 'false');

    await userEvent.click(useButton());
    expect(onSelect).toHaveBeenCalledWith([{ crmId: '4110.0.1000045', name: 'Harriet Byrd' }]);
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps several contacts in multiple selection', async () => {
    apiWith();
    const { onSelect } = open({ selection: 'multiple' });
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Harr');
    await userEvent.click(await screen.findByRole('checkbox', { name: /Harrison Coleman/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Harriet Byrd/ }));
    expect(screen.getByText('Selected: Harrison Coleman; Harriet Byrd')).toBeInTheDocument();
    await userEvent.click(useButton());
    expect(onSelect).toHaveBeenCalledWith([
      { crmId: '4110.0.1000044', name: 'Harrison Coleman' },
      { crmId: '4110.0.1000045', name: 'Harriet Byrd' },
    ]);
  });

  it('says No Results at 3 characters and offers the CRM link in the no-match hint above 3', async () => {
    apiWith({ 'GET /api/contact/crmSearch': { body: [] } });
    open();
    const name = screen.getByRole('textbox', { name: /Name/ });
    await userEvent.type(name, 'Zzz');
    expect(await screen.findByText('No Results')).toBeInTheDocument();
    await userEvent.type(name, 'z');
    const hint = await screen.findByText(/No Contacts match this search/);
    expect(within(hint).getByRole('link', { name: 'update it in eTapestry' })).toHaveAttribute(
      'href',
      'https://crm.example.org',
    );
    expect(screen.getByRole('link', { name: 'Add or edit Contacts in eTapestry' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it("shows the server's message when the search fails", async () => {
    apiWith({
      'GET /api/contact/crmSearch': {
        status: 400,
        body: { message: 'The Name field may not be greater than 100 characters.' },
      },
    });
    open();
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Harr');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The Name field may not be greater than 100 characters.',
    );
  });
});

describe('ContactSearchModal, the CRM sync', () => {
  it('shows the last sync asked for on opening, and the new one after Resync', async () => {
    let force: string | null = null;
    apiWith({
      'POST /api/contact/syncCrm': ({ url }) => {
        force = url.searchParams.get('forceSync');
        return {
          body: syncedAt(force === 'true' ? '2026-11-21T20:40:00.000Z' : '2026-11-21T19:15:00.000Z'),
        };
      },
    });
    open();
    expect(await screen.findByText('02:15 PM, 11/21/2026')).toBeInTheDocument();
    expect(force).toBe('false');
    expect(screen.getByText(/Last synced with eTapestry at/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Resync' }));
    expect(await screen.findByText('03:40 PM, 11/21/2026')).toBeInTheDocument();
    expect(force).toBe('true');
    expect(screen.queryByText('Syncing with eTapestry...')).not.toBeInTheDocument();
  });

  it('shows a failed sync in a red alert and stops the indicator', async () => {
    apiWith({
      'POST /api/contact/syncCrm': ({ url }) =>
        url.searchParams.get('forceSync') === 'true'
          ? { status: 502, body: { message: 'eTapestry is temporarily unavailable (fault 105).' } }
          : {
              body: {
                createdAt: '2026-11-21T19:15:00.000Z',
                serverErrorOnSubsequentCall: 'Invalid login (fault 2).',
              },
            },
    });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login (fault 2).');
    expect(screen.getByText('02:15 PM, 11/21/2026')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Resync' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'eTapestry is temporarily unavailable (fault 105).',
      ),
    );
    expect(screen.queryByText('Syncing with eTapestry...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resync' })).toBeInTheDocument();
  });

  it('says a resync refused as too soon is a wait, not a failure', async () => {
    const wait =
      'The contacts were synced less than a minute ago. Please wait a minute before syncing again.';
    apiWith({
      'POST /api/contact/syncCrm': ({ url }) =>
        url.searchParams.get('forceSync') === 'true'
          ? { status: 429, body: { message: wait } }
          : { body: syncedAt('2026-11-21T19:15:00.000Z') },
    });
    open();
    expect(await screen.findByText('02:15 PM, 11/21/2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resync' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Resync not started');
    expect(alert).toHaveTextContent(wait);
    expect(screen.getByText('02:15 PM, 11/21/2026')).toBeInTheDocument();
  });
});

describe('ContactSearchModal, pick mode', () => {
  it('says so when the project has no contact left to add', async () => {
    apiWith();
    open({ parentType: 'property', projectContacts: [] });
    await userEvent.click(screen.getByRole('radio', { name: 'Current Project Contacts' }));
    expect(
      screen.getByText('No Contacts exist on this Project that are not already added to this Property'),
    ).toBeInTheDocument();
    expect(useButton()).toBeDisabled();
  });

  it('picks one of the current project contacts', async () => {
    apiWith();
    const { onSelect } = open({
      parentType: 'service',
      projectContacts: [
        { crmId: '4110.0.1000044', name: 'Harrison Coleman' },
        { crmId: '4110.0.1000000', name: 'Virginia Outdoors Foundation' },
      ],
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Current Project Contacts' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Pick a Current Project Contact' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Virginia Outdoors Foundation' }));
    await userEvent.click(useButton());
    expect(onSelect).toHaveBeenCalledWith([
      { crmId: '4110.0.1000000', name: 'Virginia Outdoors Foundation' },
    ]);
  });

  it('offers no pick mode without a record', () => {
    apiWith();
    open();
    expect(screen.queryByRole('radio', { name: 'Current Project Contacts' })).not.toBeInTheDocument();
  });
});
