import { messages, propertyMessages } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/fixtures';
import { property } from '../test/property-fixtures';
import { bodyOf, callsTo, renderProperty } from '../test/render-property';

const detailsCard = async () => screen.findByRole('region', { name: 'Property Details' });

const openEdit = async () => {
  const card = await detailsCard();
  await userEvent.click(await within(card).findByRole('button', { name: 'Edit Property Details' }));
  return within(card);
};

const retype = async (input: HTMLElement, text: string) => {
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
};

describe('Property Details', { timeout: 20_000 }, () => {
  it('shows every field, N/A and None where a value is missing, and pads stored coordinates', async () => {
    renderProperty({
      api: { 'GET /api/property/6': { body: property({ acres: null, notes: null }) } },
    });
    const card = within(await detailsCard());
    expect(await card.findByText('Martin Family Tract - East Tract')).toBeInTheDocument();
    expect(card.getByText('Divisions Allowed').nextElementSibling).toHaveTextContent('2');
    expect(card.getByText('Acres').nextElementSibling).toHaveTextContent('N/A');
    expect(card.getByText('Access Point Latitude').nextElementSibling).toHaveTextContent('37.1300');
    expect(card.getByText('Additional Interest Holder').nextElementSibling).toHaveTextContent('Yes');
    expect(card.getByText('Legacy Property IDs').nextElementSibling).toHaveTextContent('P-1234');
    expect(card.getByText('Notes').nextElementSibling).toHaveTextContent('None');
  });

  it("refuses coordinates outside Virginia's box or without 4 to 5 decimals, with the spec's messages", async () => {
    const { fetch } = renderProperty();
    const form = await openEdit();
    await retype(form.getByRole('textbox', { name: 'Access Point Latitude' }), '37.1');
    await retype(form.getByRole('textbox', { name: 'Access Point Longitude' }), '-90.12345');
    await retype(form.getByRole('textbox', { name: 'Target Inspection Frequency (years)' }), '0');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));

    expect(await form.findByText(messages.decimalBetween('Access Point Latitude', 4, 5))).toBeInTheDocument();
    expect(form.getByText(messages.minValue('Access Point Longitude', -83.7))).toBeInTheDocument();
    expect(form.getByText(messages.minValue('Target Inspection Frequency', 1))).toBeInTheDocument();
    expect(callsTo(fetch, 'PUT', '/api/property/update')).toHaveLength(0);
  });

  it('keeps numbers as typed and says what is wrong, rather than changing them', async () => {
    const { fetch } = renderProperty();
    const form = await openEdit();
    const divisions = form.getByRole('textbox', { name: 'Divisions Allowed' });
    const frequency = form.getByRole('textbox', { name: 'Target Inspection Frequency (years)' });
    const acres = form.getByRole('textbox', { name: 'Acres' });
    await retype(divisions, '1.5');
    await retype(frequency, '-1');
    await retype(acres, '12.123456');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));

    expect(await form.findByText(messages.wholeNumber('Divisions Allowed'))).toBeInTheDocument();
    expect(form.getByText(messages.wholeNumber('Target Inspection Frequency'))).toBeInTheDocument();
    expect(form.getByText(messages.maxDecimal('Acres', 4))).toBeInTheDocument();
    expect(divisions).toHaveValue('1.5');
    expect(frequency).toHaveValue('-1');
    expect(acres).toHaveValue('12.123456');
    expect(callsTo(fetch, 'PUT', '/api/property/update')).toHaveLength(0);
  });

  it('saves the details with the version it read and shows the saved values', async () => {
    const saved = property({ name: 'East Tract', accessPointLatitude: 38.5, version: 5 });
    const { fetch } = renderProperty({ api: { 'PUT /api/property/update': { body: saved } } });
    const form = await openEdit();
    await retype(form.getByRole('textbox', { name: 'Name' }), 'East Tract');
    await retype(form.getByRole('textbox', { name: 'Access Point Latitude' }), '38.5000');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));

    const card = within(await detailsCard());
    expect(await card.findByText('East Tract')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetch, 'PUT', '/api/property/update')[0])).toMatchObject({
      id: 6,
      version: 4,
      name: 'East Tract',
      statusId: 1,
      accessPointLatitude: 38.5,
      accessPointLongitude: -79.21128,
      targetInspectionFrequency: 3,
      notes: 'Call ahead.',
    });
  });

  it('shows a stale save as the server words it, with Reload', async () => {
    const stale =
      'This Property was changed by Ada Admin at 02:15 PM, 05/01/2026. Reload to see the changes.';
    renderProperty({
      api: { 'PUT /api/property/update': { status: 409, body: { message: stale, code: 'stale_version' } } },
    });
    const form = await openEdit();
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    const alert = await form.findByRole('alert');
    expect(alert).toHaveTextContent(stale);
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('shows a refusal by a rule without Reload, which would throw the edits away', async () => {
    const refusal = 'A rule refuses this change.';
    renderProperty({ api: { 'PUT /api/property/update': { status: 409, body: { message: refusal } } } });
    const form = await openEdit();
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    const alert = await form.findByRole('alert');
    expect(alert).toHaveTextContent(refusal);
    expect(within(alert).queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('tells an Admin why a current property cannot be deleted, without asking', async () => {
    const { fetch } = renderProperty({
      me: adminUser,
      api: { 'GET /api/property/6/delete_message': { body: propertyMessages.notInactive } },
    });
    const card = within(await detailsCard());
    await userEvent.click(await card.findByRole('button', { name: 'Delete Property 6' }));
    expect(await card.findByRole('alert')).toHaveTextContent(propertyMessages.notInactive);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetch, 'DELETE', '/api/property/delete/6')).toHaveLength(0);
    // Its X has a name (axe: an unnamed button is critical) and closes it.
    await userEvent.click(within(card.getByRole('alert')).getByRole('button', { name: 'Dismiss' }));
    expect(card.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's blocker when the delete itself is refused", async () => {
    renderProperty({
      me: adminUser,
      api: {
        'GET /api/property/6/delete_message': { body: '' },
        'DELETE /api/property/delete/6': { status: 409, body: { message: propertyMessages.relatedService } },
      },
    });
    const card = within(await detailsCard());
    await userEvent.click(await card.findByRole('button', { name: 'Delete Property 6' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Property' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await card.findByRole('alert')).toHaveTextContent(propertyMessages.relatedService);
  });

  it('deletes after Yes, shows the notice about folders and the GIS polygon, and goes to the list', async () => {
    const notice = propertyMessages.deleted(6);
    const { router } = renderProperty({
      me: adminUser,
      api: {
        'GET /api/property/6/delete_message': { body: '' },
        'DELETE /api/property/delete/6': { body: { id: 6, message: notice } },
      },
    });
    const card = within(await detailsCard());
    await userEvent.click(await card.findByRole('button', { name: 'Delete Property 6' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(notice)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/project\/5\/properties/));
  });
});
