import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ConfirmDialog } from './confirm-dialog';
import { useConfirm } from './confirm-provider';

const Asker = ({ labels }: { labels?: 'ok-cancel' }) => {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button
        type="button"
        onClick={async () =>
          setAnswer(String(await confirm({ title: 'Delete Event', text: 'Are you sure?', labels })))
        }
      >
        Delete
      </button>
      <output>{answer}</output>
    </>
  );
};

describe('ConfirmDialog', () => {
  it('shows the title and text with Yes and No', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(
      <ConfirmDialog
        opened
        title="Withdraw Review"
        text="Are you sure?"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(await screen.findByRole('dialog', { name: 'Withdraw Review' })).toHaveTextContent('Are you sure?');
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onCancel).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('focuses the safe answer, so Enter pressed by habit answers No', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(
      <ConfirmDialog
        opened
        title="Sign out with items not yet synced?"
        text="1 item not yet synced."
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'No' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('useConfirm resolves true on Yes', async () => {
    renderWithProviders(<Asker />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Delete Event' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('true'));
  });

  it('useConfirm resolves false on Cancel with OK/Cancel labels', async () => {
    renderWithProviders(<Asker labels="ok-cancel" />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('button', { name: 'OK' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('false'));
  });
});
