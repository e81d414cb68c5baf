import type { Instrument } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../lib/users-queries';
import { staffUser, viewOnlyUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { InstrumentPage } from './instrument-page';

const link = (propertyId: number, projectId: number, acres: number) => ({
  id: propertyId + 100,
  propertyId,
  projectId,
  name: `Tract ${propertyId}`,
  statusId: 1,
  calculatedAcres: acres,
  propertyAcres: acres,
  futurePropertiesAllowed: null,
  dwellingsAllowed: 2,
  finishedAreaAllowed: 0,
  imperviousAreaAllowed: null,
});

const instrument: Instrument = {
  id: 3,
  version: 4,
  projectId: 1,
  projectName: 'Turner Family Estate',
  primaryProject: { id: 1, name: 'Turner Family Estate' },
  statusId: 2,
  statusName: 'Active',
  typeId: 1,
  typeName: 'Deed of Easement',
  typeCode: 'DOE',
  agreementTypeId: 1,
  agreementTypeName: 'Open-Space Easement',
  instrumentNumber: null,
  localityId: null,
  localityName: null,
  deedBookPage: '123/45',
  staffLead: 5,
  staffLeadName: 'Morgan Reyes',
  tagTypeIds: [1, 4],
  notes: null,
  legacyControlNumber: null,
  specificTermIds: [7],
  uniqueTerms: [{ id: 2, description: 'No cell towers' }],
  executedDate: '2016-02-11',
  recordedDate: null,
  openDate: '2015-07-15',
  createdAt: '2015-07-15T12:00:00Z',
  documentFolderId: null,
  conservationValuesStatement: null,
  requestNoticePeriodDays: null,
  associatedPropertyIds: [1, 9],
  associatedProperties: [link(1, 1, 112.5), link(9, 4, 20)],
  events: [],
};

const lookup = (options: { id: number; name: string }[]) =>
  options.map((o, i) => ({ ...o, sortOrder: i, archiveDate: null }));
/** The instrument tags list also says which tags an Admin may edit. */
const tagLookup = (options: { id: number; name: string }[]) =>
  lookup(options).map((o) => ({ ...o, canEdit: o.id !== 1 }));

const renderPage = (me: CurrentUser) => {
  const fetch = mockApi({
    'GET /api/project/1/properties': { body: [] },
    'PUT /api/instrument/associatePropertiesToInstrument': {
      body: { ...instrument, version: 5, associatedProperties: [instrument.associatedProperties[0]] },
    },
    'PUT /api/instrument/update': ({ init }) => ({
      body: { ...instrument, ...JSON.parse(String(init?.body)), version: 5, events: [] },
    }),
    'GET /api/users/me': { body: me },
    'GET /api/instrument/3': { body: instrument },
    'GET /api/project/1/instruments': {
      body: [
        {
          id: 3,
          title: '3 - 2016',
          statusId: 2,
          typeCode: 'DOE',
          tagTypeIds: [1, 4],
          executedDate: '2016-02-11',
          recordedDate: null,
          openDate: '2015-07-15',
        },
      ],
    },
    'GET /api/instrument/instrumentstatuses': {
      body: lookup([
        { id: 1, name: 'Pending' },
        { id: 2, name: 'Active' },
      ]),
    },
    'GET /api/instrument/instrumenttags': {
      body: tagLookup([
        { id: 1, name: 'Important' },
        { id: 4, name: 'Federal Funding' },
      ]),
    },
    'GET /api/instrument/specificTerms': { body: lookup([{ id: 7, name: 'Riparian Buffer' }]) },
  });
  return {
    fetch,
    ...renderWithProviders(null, {
      route: '/project/1/instruments/3',
      routes: [
        { path: '/project/:project_id/instruments/:id', element: <InstrumentPage /> },
        { path: '*', element: <p>Elsewhere</p> },
      ],
    }),
  };
};

describe('Instrument page', { timeout: 20_000 }, () => {
  it('shows the details with None for empty values, the Important badge apart from the other tags, and the terms', async () => {
    renderPage(staffUser);
    const details = within(await screen.findByRole('region', { name: 'Instrument Details' }));
    expect(details.getByText('Instrument Number').nextElementSibling).toHaveTextContent('None');
    expect(details.getByText('Instrument Type').nextElementSibling).toHaveTextContent(
      'Deed of Easement (DOE)',
    );
    expect(details.queryByText('Legacy Control Number(s)')).not.toBeInTheDocument();
    expect(await details.findByText('Important')).toBeInTheDocument();
    const others = await details.findByText('Federal Funding');
    expect(others).toHaveAttribute('title', 'Federal Funding');
    expect(await details.findByText('Riparian Buffer')).toBeInTheDocument();
    expect(details.getByText('Unique Term - No cell towers')).toBeInTheDocument();
    expect(details.getByRole('button', { name: 'Edit Instrument Details' })).toBeInTheDocument();
    expect(details.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    const sidebar = within(screen.getByRole('navigation', { name: 'Instruments' }));
    expect(await sidebar.findByRole('img', { name: 'Important' })).toBeInTheDocument();
  });

  it('lists the cross-project properties after their divider and asks before going to their project', async () => {
    const { router } = renderPage(staffUser);
    const card = within(await screen.findByRole('region', { name: 'Associated Properties' }));
    const items = card.getAllByRole('article').map((a) => a.getAttribute('aria-label'));
    expect(items).toEqual(['Property 1', 'Property 9']);
    expect(card.getByText('Cross-Project Properties')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'View Property 9' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to go to Project 4?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(router.state.location.pathname).toBe('/project/4/properties/9');
  });

  it('shows a view-only user no add, edit or delete control', async () => {
    renderPage(viewOnlyUser);
    const details = within(await screen.findByRole('region', { name: 'Instrument Details' }));
    expect(details.getByRole('button', { name: 'Instrument Summary Output' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Edit|Delete|Add|Update Box Folder/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Add/ })).not.toBeInTheDocument();
  });

  it('edits the properties: N/A boxes, the removal question, and the whole set saved', async () => {
    const { fetch } = renderPage(staffUser);
    const card = within(await screen.findByRole('region', { name: 'Associated Properties' }));
    await userEvent.click(card.getByRole('button', { name: 'Add/Remove Properties' }));
    const form = within(await card.findByRole('form', { name: 'Edit Associated Properties' }));
    const allowed = form.getAllByRole('textbox', { name: 'Properties Allowed' })[0] as HTMLElement;
    expect(allowed).toBeDisabled();
    await userEvent.click(
      form.getAllByRole('checkbox', { name: 'Properties Allowed N/A' })[0] as HTMLElement,
    );
    expect(allowed).toBeEnabled();
    expect(allowed).toHaveValue('0');

    await userEvent.click(form.getByRole('button', { name: 'Remove Property 9' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'All Impacted Acres & Development Rights values will be removed. Are you sure you want to remove this Property?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(form.queryByRole('button', { name: 'Remove Property 9' })).not.toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(card.queryByRole('form')).not.toBeInTheDocument());
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      id: 3,
      version: 4,
      isAssociatedPropertyUpdate: true,
      propertyInstruments: [
        {
          propertyId: 1,
          propertyAcres: 112.5,
          futurePropertiesAllowed: 0,
          dwellingsAllowed: 2,
          finishedAreaAllowed: 0,
          imperviousAreaAllowed: null,
        },
      ],
    });
  });

  it('shows the Request Notice Period (days) and edits it by the domain rule: 1 to 365 whole days', async () => {
    // The form's autosized text areas wait for the fonts, which jsdom has not.
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
    const { fetch } = renderPage(staffUser);
    const details = within(await screen.findByRole('region', { name: 'Instrument Details' }));
    expect(details.getByText('Request Notice Period (days)').nextElementSibling).toHaveTextContent('None');
    await userEvent.click(details.getByRole('button', { name: 'Edit Instrument Details' }));
    const form = within(await screen.findByRole('form', { name: 'Edit Instrument Details' }));
    const days = form.getByRole('textbox', { name: 'Request Notice Period (days)' });
    expect(days).toHaveValue('');
    await userEvent.type(days, '400');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(
      await form.findByText('Request Notice Period (days) must be between 1 and 365.'),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    await userEvent.clear(days);
    await userEvent.type(days, '45');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Edit Instrument Details' })).not.toBeInTheDocument(),
    );
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      id: 3,
      version: 4,
      requestNoticePeriodDays: 45,
    });
  });
});
