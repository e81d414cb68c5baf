import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { CardForm } from './card-form';
import { ExpandAllControls, ExpandAllProvider } from './expand-all';
import { RecordCard } from './record-card';

const page = (
  <ExpandAllProvider>
    <ExpandAllControls />
    <RecordCard title="Events" actions={<a href="/add">+ Add</a>}>
      <p>Event list</p>
    </RecordCard>
    <RecordCard title="Reviews" defaultExpanded={false}>
      <p>Review list</p>
    </RecordCard>
  </ExpandAllProvider>
);

const toggle = (title: string) => screen.getByRole('button', { name: title });

describe('RecordCard', () => {
  it('shows its title, actions and content, and collapses from the title button', async () => {
    renderWithProviders(page);
    expect(screen.getByRole('link', { name: '+ Add' })).toBeInTheDocument();
    expect(toggle('Events')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Event list')).toBeVisible();

    await userEvent.click(toggle('Events'));
    expect(toggle('Events')).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts collapsed when told to', () => {
    renderWithProviders(page);
    expect(toggle('Reviews')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Review list')).not.toBeVisible();
  });

  it('follows Expand All and Collapse All', async () => {
    renderWithProviders(page);
    await userEvent.click(screen.getByRole('button', { name: 'Expand All' }));
    expect(toggle('Events')).toHaveAttribute('aria-expanded', 'true');
    expect(toggle('Reviews')).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Collapse All' }));
    expect(toggle('Events')).toHaveAttribute('aria-expanded', 'false');
    expect(toggle('Reviews')).toHaveAttribute('aria-expanded', 'false');

    // A second Collapse All after opening one card by hand closes it again.
    await userEvent.click(toggle('Reviews'));
    await userEvent.click(screen.getByRole('button', { name: 'Collapse All' }));
    expect(toggle('Reviews')).toHaveAttribute('aria-expanded', 'false');
  });

  it('can be toggled from the keyboard', async () => {
    renderWithProviders(page);
    toggle('Events').focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle('Events')).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('a form opened in a collapsed card', () => {
  const Collapsed = () => {
    const [adding, setAdding] = useState(false);
    return (
      <RecordCard
        title="Reviews"
        defaultExpanded={false}
        actions={<Button onClick={() => setAdding(true)}>Add Review</Button>}
      >
        {adding && (
          <CardForm heading="Add Review" onSubmit={() => {}} error={null} onReload={() => {}}>
            <p>The form</p>
          </CardForm>
        )}
      </RecordCard>
    );
  };

  it("expands the card, so '+ Add' never opens a form nobody can see", async () => {
    renderWithProviders(<Collapsed />);
    expect(toggle('Reviews')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Add Review' }));
    expect(toggle('Reviews')).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('form', { name: 'Add Review' })).toBeVisible();
  });
});
