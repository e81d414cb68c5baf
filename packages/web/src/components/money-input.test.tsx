import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { MoneyInput, toNumberOrNull } from './money-input';

const Field = ({ initial }: { initial: number | null }) => {
  const [value, setValue] = useState(initial);
  return (
    <>
      <MoneyInput label="Fee Charged" value={value} onChange={setValue} />
      <output>{String(value)}</output>
    </>
  );
};

describe('MoneyInput', () => {
  it('shows a $ prefix, thousands separators and two decimals', () => {
    renderWithProviders(<Field initial={1234.5} />);
    expect(screen.getByRole('textbox', { name: 'Fee Charged' })).toHaveValue('$1,234.50');
  });

  it('gives a number while typing and null when emptied', async () => {
    renderWithProviders(<Field initial={null} />);
    const input = screen.getByRole('textbox', { name: 'Fee Charged' });
    await userEvent.type(input, '2500.756');
    expect(screen.getByRole('status')).toHaveTextContent('2500.75');
    await userEvent.clear(input);
    expect(screen.getByRole('status')).toHaveTextContent('null');
  });

  it('reads text values the way Mantine hands them over', () => {
    expect(toNumberOrNull('')).toBeNull();
    expect(toNumberOrNull('1,000.5')).toBe(1000.5);
    expect(toNumberOrNull(3)).toBe(3);
    expect(toNumberOrNull('abc')).toBeNull();
  });
});
