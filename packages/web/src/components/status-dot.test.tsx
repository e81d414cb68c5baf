import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { StatusDot } from './status-dot';

describe('StatusDot', () => {
  it.each([
    ['success', 'Current', 'green'],
    ['warning', 'Pending', 'yellow'],
    ['closed', 'Inactive', 'gray'],
  ] as const)('draws %s in %s colours', (kind, label, colour) => {
    renderWithProviders(<StatusDot kind={kind} label={label} />);
    const dot = screen.getByRole('img', { name: label });
    expect(dot).toHaveAttribute('data-status', kind);
    expect(dot.getAttribute('style')).toContain(`--mantine-color-${colour}`);
  });

  it('shows the status name as a tooltip on keyboard focus', async () => {
    renderWithProviders(<StatusDot kind="success" label="Active" />);
    await userEvent.tab();
    expect(screen.getByRole('img', { name: 'Active' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Active');
  });
});
