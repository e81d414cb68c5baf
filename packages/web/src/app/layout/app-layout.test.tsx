import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { staffUser } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { AppLayout } from './app-layout';

describe('the phone menu', () => {
  it('opens from the burger and closes with Escape', async () => {
    mockApi({ 'GET /api/users/me': { body: staffUser }, 'GET /api/version': { body: '1.0' } });
    renderWithProviders(null, {
      routes: [{ path: '/', element: <AppLayout />, children: [{ index: true }] }],
    });
    const burger = screen.getByRole('button', { name: 'Toggle navigation' });
    // The desktop navigation is in the header; the phone menu adds a second one.
    const before = screen.getAllByRole('navigation', { name: 'Main' }).length;
    await userEvent.click(burger);
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(before + 1);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(before));
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('keyboard use', () => {
  it("starts with a Skip to content link to the page's main region", () => {
    mockApi({ 'GET /api/users/me': { body: staffUser }, 'GET /api/version': { body: '1.0' } });
    renderWithProviders(null, {
      routes: [{ path: '/', element: <AppLayout />, children: [{ index: true }] }],
    });
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});
