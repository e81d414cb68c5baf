import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { InstrumentTagsPage } from './instrument-tags-page';

const tag = (
  id: number,
  name: string,
  usageCount: number,
  canEdit = true,
  archiveDate: string | null = null,
) => ({
  id,
  name,
  sortOrder: id,
  archiveDate,
  canEdit,
  usageCount,
});

const renderPage = () => {
  let tags = [
    tag(1, 'Important', 9, false),
    tag(2, 'Federal Funding', 3),
    tag(3, 'Old', 0, true, '2001-01-01T00:00:00Z'),
  ];
  const fetch = mockApi({
    'GET /api/users/me': { body: adminUser },
    'GET /api/instrument/tagtypes': () => ({ body: tags }),
    'POST /api/instrument/updateOrCreateTagType': ({ init }) => {
      const body = JSON.parse(String(init?.body)) as { id: number; name: string };
      const saved = tag(body.id || 50, body.name, 0);
      tags = [...tags.filter((t) => t.id !== saved.id), saved];
      return { body: saved };
    },
    'DELETE /api/Instrument/deleteTagType/2': () => {
      tags = tags.filter((t) => t.id !== 2);
      return { body: { id: 2 } };
    },
  });
  renderWithProviders(<InstrumentTagsPage />);
  return fetch;
};

describe('Instrument Tags page', { timeout: 20_000 }, () => {
  it('lists the active tags with their usage; fixed tags have no actions', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Instrument Tags' });
    expect(await within(table).findByText('Federal Funding')).toBeInTheDocument();
    expect(within(table).queryByText('Old')).not.toBeInTheDocument();
    const important = within(table).getByText('Important').closest('tr') as HTMLElement;
    expect(within(important).queryAllByRole('button')).toHaveLength(0);
    expect(within(important).getByText('9')).toBeInTheDocument();
  });

  it('checks the name before saving, one row at a time, and hides Add New while a row is open', async () => {
    const fetch = renderPage();
    const table = await screen.findByRole('table', { name: 'Instrument Tags' });
    await within(table).findByText('Federal Funding');
    await userEvent.click(screen.getByRole('button', { name: 'Add New' }));
    expect(screen.queryByRole('button', { name: 'Add New' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Federal Funding' })).toBeDisabled();
    const name = within(table).getByRole('textbox', { name: 'New Tag Name' });
    await userEvent.click(within(table).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tag name must be at least one character long.')).toBeInTheDocument();
    await userEvent.type(name, 'Federal Funding');
    await userEvent.click(within(table).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('This tag name already exists. Please enter a unique tag.'),
    ).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'x'.repeat(101));
    await userEvent.click(within(table).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please shorten the tag name.')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await userEvent.clear(name);
    await userEvent.type(name, 'Boundary Dispute');
    await userEvent.click(within(table).getByRole('button', { name: 'Save' }));
    expect(await within(table).findByText('Boundary Dispute')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New' })).toBeInTheDocument();
  });

  it('asks before deleting, in the spec words', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Federal Funding' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Instrument Tag' });
    expect(dialog).toHaveTextContent(
      'Deleting a tag removes it from all Instruments that currently use it. Are you sure you want to delete this tag?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText('Federal Funding')).not.toBeInTheDocument());
  });
});
