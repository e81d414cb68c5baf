import { messages, propertyMessages } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { property } from '../test/property-fixtures';
import { bodyOf, callsTo, renderProperty } from '../test/render-property';

const renderNew = (api: NonNullable<Parameters<typeof renderProperty>[0]>['api'] = {}) =>
  renderProperty({
    route: '/project/5/properties/new',
    api: {
      'GET /api/project/5/latestPropertyLocality': { body: { localityId: 40, name: 'Fauquier County' } },
      ...api,
    },
  });

const newForm = async () => within(await screen.findByRole('form', { name: 'New Property' }));

describe('NewPropertyPage', { timeout: 20_000 }, () => {
  it("starts with the project's latest property locality and asks to choose or remove empty rows", async () => {
    const { fetch } = renderNew();
    const form = await newForm();
    expect(form.getByRole('combobox', { name: 'Primary Locality' })).toHaveValue('Fauquier County');
    await userEvent.type(form.getByRole('textbox', { name: 'Property Name' }), 'Hill Tract');
    await userEvent.click(form.getByRole('button', { name: '+ Add Additional Locality' }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText(propertyMessages.additionalLocalityRequired)).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/property/create')).toHaveLength(0);
  });

  it('never offers a locality twice, saves, and opens the new property', async () => {
    const { fetch, router } = renderNew({
      'POST /api/property/create': { body: property({ id: 70, name: 'Hill Tract' }) },
      'GET /api/property/70': { body: property({ id: 70, name: 'Hill Tract' }) },
      'GET /api/property/70/builtEnvironmentFeatures': { body: [] },
      'GET /api/property/70/contacts': { body: [] },
    });
    const form = await newForm();
    await userEvent.type(form.getByRole('textbox', { name: 'Property Name' }), 'Hill Tract');
    await userEvent.click(form.getByRole('button', { name: '+ Add Additional Locality' }));
    await userEvent.click(form.getByRole('combobox', { name: 'Additional Locality 1' }));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toEqual(['Albemarle County', 'Bland County', 'Halifax County']);
    await userEvent.click(screen.getByRole('option', { name: 'Halifax County' }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/project/5/properties/70'));
    expect(bodyOf(callsTo(fetch, 'POST', '/api/property/create')[0])).toEqual({
      projectId: 5,
      name: 'Hill Tract',
      primaryLocalityId: 40,
      additionalLocalityIds: [60],
    });
  });

  it("shows the server's own error when the save fails", async () => {
    renderNew({
      'POST /api/property/create': {
        status: 400,
        body: { message: messages.projectExists, fieldErrors: { projectId: [messages.projectExists] } },
      },
    });
    const form = await newForm();
    await userEvent.type(form.getByRole('textbox', { name: 'Property Name' }), 'Hill Tract');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByRole('alert')).toHaveTextContent(messages.projectExists);
  });

  it('Cancel goes back to the property list', async () => {
    const { router } = renderNew();
    const form = await newForm();
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/project\/5\/properties/));
    expect(router.state.location.pathname).not.toBe('/project/5/properties/new');
  });
});
