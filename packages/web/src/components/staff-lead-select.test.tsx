import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { staffUser } from '../test/fixtures';
import { mockApi } from '../test/mock-api';
import { renderWithProviders } from '../test/render';
import { StaffLeadSelect, staffLeadOptions, staffLeadReplacedWarning } from './staff-lead-select';

const users = [
  { id: 3, name: 'Alex Lead', inactive: false, viewOnly: false },
  { id: 7, name: 'Sam Staff', inactive: false, viewOnly: false },
  { id: 8, name: 'Old Timer', inactive: true, viewOnly: false },
];

const Form = ({ initial }: { initial: number | null }) => {
  const [lead, setLead] = useState<number | null>(initial);
  return (
    <>
      <StaffLeadSelect value={lead} onChange={setLead} />
      <output>{String(lead)}</output>
    </>
  );
};

const renderForm = (initial: number | null) => {
  mockApi({ 'GET /api/users': { body: users }, 'GET /api/users/me': { body: staffUser } });
  return renderWithProviders(<Form initial={initial} />);
};

describe('staffLeadOptions', () => {
  it("marks inactive users and appends 'None' once", () => {
    expect(staffLeadOptions(users)).toEqual([
      { value: '3', label: 'Alex Lead' },
      { value: '7', label: 'Sam Staff' },
      { value: '8', label: 'Old Timer (Inactive)' },
      { value: '0', label: 'None' },
    ]);
    expect(staffLeadOptions([{ id: 0, name: 'None', inactive: false, viewOnly: false }])).toHaveLength(1);
  });
});

describe('StaffLeadSelect', () => {
  it('defaults a new record to the current user without a warning', async () => {
    renderForm(null);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Staff Lead' })).toHaveValue('Sam Staff'),
    );
    expect(screen.getByRole('status')).toHaveTextContent('7');
    expect(screen.queryByText(staffLeadReplacedWarning)).not.toBeInTheDocument();
  });

  it('keeps a saved lead that is an active user', async () => {
    renderForm(3);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Staff Lead' })).toHaveValue('Alex Lead'),
    );
    expect(screen.getByRole('status')).toHaveTextContent('3');
    expect(screen.queryByText(staffLeadReplacedWarning)).not.toBeInTheDocument();
  });

  it.each([
    [0, 'the None user'],
    [42, 'a user no longer listed'],
  ])('replaces a saved lead of %s (%s) with the current user and warns', async (saved) => {
    renderForm(saved);
    expect(await screen.findByText(staffLeadReplacedWarning)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('7');
  });

  it('clears the warning once the user picks a lead', async () => {
    renderForm(42);
    await screen.findByText(staffLeadReplacedWarning);
    await userEvent.click(screen.getByRole('combobox', { name: 'Staff Lead' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Alex Lead' }));
    expect(screen.getByRole('status')).toHaveTextContent('3');
    expect(screen.queryByText(staffLeadReplacedWarning)).not.toBeInTheDocument();
  });
});
