import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NotAssignedError } from '../../lib/auth/auth-errors';
import { fakeSession } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { SessionExpiredModal } from './session-expired-modal';

const renderModal = (signInAgain: () => Promise<void>) =>
  renderWithProviders(null, {
    session: fakeSession({ sessionExpired: true, signInAgain }),
    routes: [
      { path: '/', element: <SessionExpiredModal /> },
      { path: '/notauthorized', element: <p>not authorized page</p> },
    ],
  });

describe('SessionExpiredModal', () => {
  it("offers 'Sign in again', which opens the popup sign-in", async () => {
    const signInAgain = vi.fn(async () => {});
    renderModal(signInAgain);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in again' }));
    expect(signInAgain).toHaveBeenCalledOnce();
  });

  it('shows a popup failure and keeps the button', async () => {
    renderModal(async () => {
      throw new Error('Popup closed by user');
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Popup closed by user');
    expect(screen.getByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
  });

  it('sends an unassigned user to /notauthorized', async () => {
    renderModal(async () => {
      throw new NotAssignedError();
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in again' }));
    await waitFor(() => expect(screen.getByText('not authorized page')).toBeInTheDocument());
  });
});
