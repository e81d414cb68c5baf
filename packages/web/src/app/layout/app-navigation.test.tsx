import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldDb } from '../../features/field/store/field-store';
import { saveObservation } from '../../features/field/store/outbox';
import { leaveMessage, useEditMode } from '../../lib/edit-mode';
import { fakeSession } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { AppNavigation } from './app-navigation';

const EditableCard = () => {
  const { editing, start } = useEditMode('Notes');
  return (
    <button type="button" onClick={start}>
      {editing ? 'Editing Notes' : 'Edit Notes'}
    </button>
  );
};

const renderNavigation = () => {
  const session = fakeSession();
  renderWithProviders(
    <>
      <AppNavigation />
      <EditableCard />
    </>,
    { session },
  );
  return session;
};

describe('Sign Out', () => {
  it('asks the leave question while a form is open, and No keeps the user signed in', async () => {
    const session = renderNavigation();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Notes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText(leaveMessage)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(session.signOut).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Editing Notes' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    // Sign-out first reads the field outbox on the device: it goes on a moment later.
    await waitFor(() => expect(session.signOut).toHaveBeenCalledTimes(1));
  });

  it('signs out at once when nothing is being edited', async () => {
    const session = renderNavigation();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(session.signOut).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(leaveMessage)).not.toBeInTheDocument();
  });

  it('names what is not yet synced from the field and, answered No, keeps the user signed in', async () => {
    await saveObservation(fieldDb, {
      propertyId: 6,
      service: { id: 40 },
      body: { typeId: 2, ackTypeId: 1, notes: null },
    });
    try {
      const session = renderNavigation();
      // The navigation's Field link carries the count.
      expect(await screen.findByLabelText('1 item not yet synced')).toHaveTextContent('1');
      await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
      expect(
        await screen.findByText(
          '1 item not yet synced. They stay on this device and are sent once you sign in again. Sign out?',
        ),
      ).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'No' }));
      expect(session.signOut).not.toHaveBeenCalled();
    } finally {
      await fieldDb.outbox.clear();
    }
  });
});
