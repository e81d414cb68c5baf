import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEditMode } from '../../lib/edit-mode';
import { offerAppUpdate } from '../../lib/service-worker/app-update';
import { renderWithProviders } from '../../test/render';
import { UpdateNotice } from './update-notice';

const OpenForm = () => {
  const { start } = useEditMode('Details');
  return (
    <button type="button" onClick={start}>
      Edit
    </button>
  );
};

afterEach(() => offerAppUpdate(null));

describe('the new-release notice', () => {
  it('appears when a release waits, and Reload switches to it', async () => {
    const apply = vi.fn();
    renderWithProviders(<UpdateNotice />);
    expect(screen.queryByText(/A new version/)).not.toBeInTheDocument();
    act(() => offerAppUpdate(apply));
    expect(screen.getByRole('status')).toHaveTextContent('A new version of Conservation Records is ready.');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledOnce();
  });

  it('offers no Reload while a form is open, which a reload would lose', async () => {
    renderWithProviders(
      <>
        <OpenForm />
        <UpdateNotice />
      </>,
    );
    act(() => offerAppUpdate(vi.fn()));
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('status')).toHaveTextContent('reload after saving or cancelling the open form');
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });
});
