import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { renderWithProviders } from '../test/render';
import { DocumentFolderCard } from './document-folder-card';

const openModal = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Update Box Folder' }));
  return screen.findByRole('textbox', { name: /Box Folder ID/ });
};

describe('DocumentFolderCard', () => {
  it('embeds the folder 400 px tall and links Open to the folder', () => {
    renderWithProviders(<DocumentFolderCard folderId="12345" canEdit={false} onSave={vi.fn()} />);
    const frame = screen.getByTitle('Documents folder');
    expect(frame).toHaveAttribute('src', 'https://box.example.org/embed/folder/12345');
    expect(frame).toHaveStyle({ height: '400px' });
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      'https://box.example.org/folder/12345',
    );
    expect(screen.queryByRole('button', { name: 'Update Box Folder' })).not.toBeInTheDocument();
  });

  it('says when no folder is set', () => {
    renderWithProviders(<DocumentFolderCard folderId={null} canEdit onSave={vi.fn()} />);
    expect(screen.getByText('No Box Folder has been set.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open' })).not.toBeInTheDocument();
  });

  it('requires a numeric folder id', async () => {
    const onSave = vi.fn();
    renderWithProviders(<DocumentFolderCard folderId={null} canEdit onSave={onSave} />);
    const input = await openModal();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The Box Folder ID field is required.')).toBeInTheDocument();

    await userEvent.type(input, '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The Box Folder ID field may only contain numeric characters.'),
    ).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the new id and closes', async () => {
    const onSave = vi.fn(async () => {});
    renderWithProviders(<DocumentFolderCard folderId="1" canEdit onSave={onSave} />);
    const input = await openModal();
    expect(input).toHaveValue('1');
    await userEvent.clear(input);
    await userEvent.type(input, ' 987654 ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('987654');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's first folderId message", async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError({
        status: 400,
        message: 'Invalid input',
        fieldErrors: { folderId: ['Box folder 55 does not exist.', 'second'] },
      });
    });
    renderWithProviders(<DocumentFolderCard folderId={null} canEdit onSave={onSave} />);
    const input = await openModal();
    await userEvent.type(input, '55');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Box folder 55 does not exist.')).toBeInTheDocument();
    expect(screen.queryByText('second')).not.toBeInTheDocument();
    expect(screen.queryByText('Invalid input')).not.toBeInTheDocument();
  });

  it('shows any other failure above the field', async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError({ status: 403, message: 'Forbidden' });
    });
    renderWithProviders(<DocumentFolderCard folderId={null} canEdit onSave={onSave} />);
    const input = await openModal();
    await userEvent.type(input, '55');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden');
  });
});
