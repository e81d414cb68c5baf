import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { DateInput, parseUsDate } from './date-input';

const Field = ({
  initial = null,
  disableFuture = false,
}: {
  initial?: string | null;
  disableFuture?: boolean;
}) => {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <DateInput label="Event Date" value={value} onChange={setValue} disableFuture={disableFuture} />
      <output>{String(value)}</output>
    </>
  );
};

describe('parseUsDate', () => {
  it.each([
    ['03/05/2024', '2024-03-05'],
    ['3/5/2024', '2024-03-05'],
    ['02/30/2024', null],
    ['2024-03-05', null],
    ['', null],
  ])('%s → %s', (text, expected) => {
    expect(parseUsDate(text)).toBe(expected);
  });
});

describe('DateInput', () => {
  it('shows the value as MM/DD/YYYY', () => {
    renderWithProviders(<Field initial="2024-03-05" />);
    expect(screen.getByRole('textbox', { name: 'Event Date' })).toHaveValue('03/05/2024');
  });

  it('takes a typed MM/DD/YYYY date', async () => {
    renderWithProviders(<Field />);
    const input = screen.getByRole('textbox', { name: 'Event Date' });
    await userEvent.type(input, '12/31/2023');
    await userEvent.tab();
    expect(screen.getByRole('status')).toHaveTextContent('2023-12-31');
  });

  it('refuses a future date when the field disables the future', async () => {
    renderWithProviders(<Field disableFuture />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Event Date' }), '01/01/2999');
    await userEvent.tab();
    expect(screen.getByRole('status')).toHaveTextContent('null');
    // Not silently: the field says why the date was not taken.
    expect(screen.getByText('The Event Date field may not be a future date.')).toBeInTheDocument();
  });

  it('names its clear button, which empties the field', async () => {
    renderWithProviders(<Field initial="2024-03-05" />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear date' }));
    expect(screen.getByRole('status')).toHaveTextContent('null');
  });

  it('names the picker’s month buttons, and draws the neighbouring month’s days without fading them', async () => {
    renderWithProviders(<Field initial="2024-03-05" />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Event Date' }));
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeInTheDocument();
    // The button between them keeps its words as its name (label in name).
    expect(screen.getByRole('button', { name: 'March 2024' })).toBeInTheDocument();
    // 29 February 2024 opens March's first week: styled by date-input.css (opacity 1, the dimmed grey).
    const outside = screen.getByRole('button', { name: '29 February 2024' });
    expect(outside).toHaveAttribute('data-outside');
    expect(outside).toHaveClass('date-input-day');
  }, 15_000);
});
