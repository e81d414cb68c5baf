import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { AcresInput } from './acres-input';

const Field = () => {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <AcresInput label="Impacted Acres" value={value} onChange={setValue} />
      <output>{String(value)}</output>
    </>
  );
};

describe('AcresInput', () => {
  it('keeps at most four decimals and no sign', async () => {
    renderWithProviders(<Field />);
    const input = screen.getByRole('textbox', { name: 'Impacted Acres' });
    await userEvent.type(input, '-1234.567891');
    expect(input).toHaveValue('1,234.5678');
    expect(screen.getByRole('status')).toHaveTextContent('1234.5678');
  });
});
