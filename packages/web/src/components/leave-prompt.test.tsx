import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { leaveMessage, useEditMode, useEditModeRegistry } from '../lib/edit-mode';
import { renderWithProviders } from '../test/render';
import { LeavePrompt } from './leave-prompt';

const Card = ({ area }: { area: string }) => {
  const { editing, start, stop } = useEditMode(area);
  const navigate = useNavigate();
  return (
    <div>
      <span>
        {area}: {editing ? 'editing' : 'viewing'}
      </span>
      <button type="button" onClick={start}>
        Edit {area}
      </button>
      <button type="button" onClick={stop}>
        Save {area}
      </button>
      <button
        type="button"
        onClick={() => {
          stop();
          void navigate('/other');
        }}
      >
        Save {area} and go
      </button>
    </div>
  );
};

const ResetAll = () => {
  const { resetAll, isEditing } = useEditModeRegistry();
  return (
    <button type="button" onClick={resetAll}>
      Reset all ({isEditing ? 'busy' : 'idle'})
    </button>
  );
};

const Page = () => (
  <>
    <LeavePrompt />
    <Card area="Events" />
    <Card area="Contacts" />
    <ResetAll />
    <Link to="/other">Go elsewhere</Link>
  </>
);

const renderPage = () =>
  renderWithProviders(null, {
    routes: [
      { path: '/', element: <Page /> },
      { path: '/other', element: <p>Other page</p> },
    ],
  });

describe('edit mode', () => {
  it('tracks each area and resets all at once', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Events' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Contacts' }));
    expect(screen.getByText('Events: editing')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Events' }));
    expect(screen.getByText('Events: viewing')).toBeInTheDocument();
    expect(screen.getByText('Contacts: editing')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset all (busy)' }));
    expect(screen.getByText('Contacts: viewing')).toBeInTheDocument();
  });

  it('navigates freely when nothing is being edited', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(await screen.findByText('Other page')).toBeInTheDocument();
  });

  it('asks before leaving and stays on No', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Events' }));
    await userEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(await screen.findByText(leaveMessage)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByText(leaveMessage)).not.toBeInTheDocument());
    expect(screen.getByText('Events: editing')).toBeInTheDocument();
  });

  it('leaves on Yes and drops every edit mode', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Events' }));
    await userEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Other page')).toBeInTheDocument();
  });

  it('does not ask when a save ends edit mode and navigates at once', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Events' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Events and go' }));
    expect(await screen.findByText('Other page')).toBeInTheDocument();
    expect(screen.queryByText(leaveMessage)).not.toBeInTheDocument();
  });

  it('asks the browser to confirm closing the tab only while editing', async () => {
    renderPage();
    const idle = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(idle);
    expect(idle.defaultPrevented).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Edit Events' }));
    const busy = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(busy);
    expect(busy.defaultPrevented).toBe(true);
  });
});
