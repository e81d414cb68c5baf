import { messages, newBuiltEnvironmentFeature, propertyMessages } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { feature, property } from '../test/property-fixtures';
import { bodyOf, callsTo, renderProperty } from '../test/render-property';

const featuresCard = async () =>
  within(await screen.findByRole('region', { name: 'Built Environment Features' }));

const startMove = async (destination: string) => {
  const card = await featuresCard();
  await userEvent.click(await card.findByRole('button', { name: 'Move Equipment Shed' }));
  const form = within(await screen.findByRole('form', { name: 'Move Equipment Shed' }));
  if (destination)
    await userEvent.type(form.getByRole('textbox', { name: 'Destination Property ID' }), destination);
  await userEvent.click(form.getByRole('button', { name: 'Move' }));
  return form;
};

describe('Built Environment Features', { timeout: 20_000 }, () => {
  it('shows allowed, existing and remaining rights with a value below zero in red', async () => {
    renderProperty();
    const table = within(await screen.findByRole('table', { name: 'Development Rights' }));
    const dwellings = within(
      table.getByRole('rowheader', { name: 'Dwelling Units' }).closest('tr') as HTMLElement,
    );
    expect(dwellings.getByText('-1')).toHaveStyle({ color: 'var(--mantine-color-red-7)' });
    const finished = within(
      table.getByRole('rowheader', { name: 'Finished Area' }).closest('tr') as HTMLElement,
    );
    expect(finished.getByText('2,600')).not.toHaveStyle({ color: 'var(--mantine-color-red-7)' });
  });

  it('adds a feature with the defaults of spec 2 §3 and the finished-area rule', async () => {
    const { fetch } = renderProperty({
      api: { 'POST /api/builtEnvironmentFeature/create': { body: feature({ id: 40, description: 'Barn' }) } },
    });
    const card = await featuresCard();
    await userEvent.click(await card.findByRole('button', { name: 'Add Feature' }));
    const form = within(await screen.findByRole('form', { name: 'Add Built Environment Feature' }));
    expect(form.getByRole('checkbox', { name: 'Is Building' })).toBeChecked();
    expect(form.getByRole('checkbox', { name: 'Exists' })).toBeChecked();
    expect(form.getByRole('textbox', { name: 'Finished Area' })).toHaveValue('0');
    await userEvent.type(form.getByRole('textbox', { name: 'Description' }), 'Farmhouse');
    await userEvent.clear(form.getByRole('textbox', { name: 'Dwelling Units' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Dwelling Units' }), '1');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText(messages.minValueIf('Finished Area', 'Dwelling Units'))).toBeInTheDocument();

    await userEvent.clear(form.getByRole('textbox', { name: 'Finished Area' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Finished Area' }), '2400');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'POST', '/api/builtEnvironmentFeature/create')).toHaveLength(1),
    );
    expect(bodyOf(callsTo(fetch, 'POST', '/api/builtEnvironmentFeature/create')[0])).toEqual({
      ...newBuiltEnvironmentFeature,
      propertyId: 6,
      description: 'Farmhouse',
      dwellingUnits: 1,
      finishedArea: 2400,
    });
  });

  it('moves a feature in two steps: the destination, then Yes', async () => {
    const { fetch } = renderProperty({
      api: {
        'GET /api/property/5': { body: property({ id: 5, name: 'North Tract' }) },
        'POST /api/builtEnvironmentFeature/31/move': { body: feature({ propertyId: 5 }) },
      },
    });
    await startMove('5');
    const dialog = within(await screen.findByRole('dialog', { name: 'Move Built Environment Feature' }));
    expect(
      dialog.getByText("Move 'Equipment Shed' to Property 5 (North Tract) in Project 5?"),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'POST', '/api/builtEnvironmentFeature/31/move')).toHaveLength(1),
    );
    expect(bodyOf(callsTo(fetch, 'POST', '/api/builtEnvironmentFeature/31/move')[0])).toEqual({
      destinationPropertyId: 5,
      version: 2,
    });
    expect(await screen.findByText("'Equipment Shed' was moved to Property 5.")).toBeInTheDocument();
  });

  it('No at the second step leaves the feature where it is', async () => {
    const { fetch } = renderProperty({
      api: { 'GET /api/property/5': { body: property({ id: 5 }) } },
    });
    const form = await startMove('5');
    const dialog = within(await screen.findByRole('dialog', { name: 'Move Built Environment Feature' }));
    await userEvent.click(dialog.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(form.getByRole('textbox', { name: 'Destination Property ID' })).toHaveValue('5');
    expect(callsTo(fetch, 'POST', '/api/builtEnvironmentFeature/31/move')).toHaveLength(0);
  });

  it('refuses a missing, non-numeric, unknown or same destination before asking', async () => {
    renderProperty({
      api: { 'GET /api/property/999': { status: 404, body: { message: 'Property not found.' } } },
    });
    const form = await startMove('');
    expect(await form.findByText(messages.required('Destination Property ID'))).toBeInTheDocument();
    const input = form.getByRole('textbox', { name: 'Destination Property ID' });
    for (const [typed, message] of [
      ['12a', messages.numericOnly('Destination Property ID')],
      ['999', messages.entityNotFound('Property')],
      ['6', propertyMessages.moveSameProperty],
    ] as const) {
      await userEvent.clear(input);
      await userEvent.type(input, typed);
      await userEvent.click(form.getByRole('button', { name: 'Move' }));
      expect(await form.findByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's message when it refuses the move after Yes", async () => {
    const refused = 'The Built Environment Feature was not found. It may have been deleted.';
    renderProperty({
      api: {
        'GET /api/property/5': { body: property({ id: 5 }) },
        'POST /api/builtEnvironmentFeature/31/move': {
          status: 400,
          body: { message: refused, fieldErrors: { destinationPropertyId: [refused] } },
        },
      },
    });
    const form = await startMove('5');
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Move Built Environment Feature' })).getByRole(
        'button',
        {
          name: 'Yes',
        },
      ),
    );
    expect(await form.findByText(refused)).toBeInTheDocument();
  });
});
