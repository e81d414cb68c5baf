import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { staffUser } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { goOffline, goOnline } from '../../test/network';
import { renderWithProviders } from '../../test/render';
import { AppLayout } from './app-layout';

const renderLayout = () => {
  mockApi({ 'GET /api/users/me': { body: staffUser }, 'GET /api/version': { body: '1.0' } });
  renderWithProviders(null, {
    routes: [{ path: '/', element: <AppLayout />, children: [{ index: true, element: <p>Page</p> }] }],
  });
};

describe('the offline indicator', () => {
  it("says 'Offline' in the header's status region while there is no network, and why pages wait", async () => {
    renderLayout();
    const status = within(screen.getByRole('banner')).getByRole('status');
    expect(status).toBeEmptyDOMElement();

    act(goOffline);
    expect(status).toHaveTextContent('Offline');
    expect(screen.getByText(/You are offline\. What this page has loaded stays/)).toBeVisible();

    act(goOnline);
    expect(status).toBeEmptyDOMElement();
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    expect(await screen.findByText('Signed in as Staff Sam Staff')).toBeVisible();
  });
});
