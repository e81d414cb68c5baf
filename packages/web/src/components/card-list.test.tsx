import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { CardList } from './card-list';

const events = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Event ${i + 1}` }));

const renderList = (items: typeof events, emptyText?: string) =>
  renderWithProviders(
    <CardList
      items={items}
      getKey={(item) => item.id}
      renderItem={(item) => <div data-testid="row">{item.name}</div>}
      title="Events"
      parent="Instrument"
      emptyText={emptyText}
    />,
  );

const Shrinking = () => {
  const [items, setItems] = useState(events);
  return (
    <>
      <button type="button" onClick={() => setItems(events.slice(0, 7))}>
        Remove
      </button>
      <CardList
        items={items}
        getKey={(item) => item.id}
        renderItem={(item) => <div data-testid="row">{item.name}</div>}
        title="Events"
        parent="Instrument"
      />
    </>
  );
};

describe('CardList', () => {
  it("says 'No {title} have been added to this {parent}' when empty", () => {
    renderList([]);
    expect(screen.getByText('No Events have been added to this Instrument')).toBeInTheDocument();
  });

  it('shows a given empty text instead', () => {
    renderList([], 'No Services Found');
    expect(screen.getByText('No Services Found')).toBeInTheDocument();
  });

  it('shows no pager for a short list', () => {
    renderList(events.slice(0, 5));
    expect(screen.getAllByTestId('row')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('pages with Prev and Next and shows the range', async () => {
    renderList(events);
    expect(screen.getAllByTestId('row').map((row) => row.textContent)).toEqual([
      'Event 1',
      'Event 2',
      'Event 3',
      'Event 4',
      'Event 5',
    ]);
    expect(screen.getByText('Showing 1-5 of 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 11-12 of 12')).toBeInTheDocument();
    expect(screen.getAllByTestId('row')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('changes the page size and returns to the first page', async () => {
    renderList(events);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const select = screen.getByRole('combobox', { name: 'Items per Page' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5', '10', '25', '50']);
    await userEvent.selectOptions(select, '25');
    expect(screen.getAllByTestId('row')).toHaveLength(12);
    expect(screen.getByText('Showing 1-12 of 12')).toBeInTheDocument();
  });

  it('stays on the last page when the list shrinks under it', async () => {
    renderWithProviders(<Shrinking />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByText('Showing 6-7 of 7')).toBeInTheDocument();
  });
});
