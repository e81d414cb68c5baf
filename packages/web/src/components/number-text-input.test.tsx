import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { NumberTextInput } from './number-text-input';

const Field = ({ initial = null }: { initial?: number | null }) => {
  const [value, setValue] = useState<string | number | null>(initial);
  return (
    <>
      <NumberTextInput label="Divisions Allowed" value={value} onChange={setValue} whole />
      <output>{JSON.stringify(value)}</output>
    </>
  );
};

describe('NumberTextInput', () => {
  it.each(['1.5', '-1', '12.123456', '1,234.5', '$12'])('keeps %j exactly as typed', async (typed) => {
    renderWithProviders(<Field />);
    const input = screen.getByRole('textbox', { name: 'Divisions Allowed' });
    await userEvent.type(input, typed);
    expect(input).toHaveValue(typed);
    expect(screen.getByRole('status')).toHaveTextContent(JSON.stringify(typed));
  });

  it('shows a stored number as it is', () => {
    renderWithProviders(<Field initial={12.5} />);
    expect(screen.getByRole('textbox', { name: 'Divisions Allowed' })).toHaveValue('12.5');
  });
});
