import {
  type Letter,
  type LetterTemplate,
  type OwnerRequest,
  type Property,
  type RequestChoices,
  RequestStatus,
  type RequestSummary,
  RightsCheck,
  todayInDisplayZone,
} from '@app/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../lib/users-queries';
import { staffUser, viewOnlyUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { NewRequestPage } from './new-request-page';
import { OwnerRequestsCard } from './owner-requests-card';
import { RequestPage } from './request-page';

const summary = (id: number, statusId: number, over: Partial<RequestSummary> = {}): RequestSummary => ({
  id,
  kindName: 'New dwelling',
  statusId,
  receivedOn: '2026-05-01',
  decisionDue: '2026-05-31',
  ...over,
});

const lines = (existing: number) => [
  {
    right: 'Dwelling Units' as const,
    allowed: 2,
    existing,
    requested: 1,
    after: existing + 1,
    exceeds: existing + 1 > 2,
  },
  {
    right: 'Finished Area' as const,
    allowed: 6000,
    existing: 2000,
    requested: 2400,
    after: 4400,
    exceeds: false,
  },
  {
    right: 'Impervious Area' as const,
    allowed: 10000,
    existing: 3000,
    requested: 0,
    after: 3000,
    exceeds: false,
  },
];

const ownerRequest = (over: Partial<OwnerRequest> = {}): OwnerRequest => ({
  ...summary(21, RequestStatus.UnderReview),
  version: 2,
  propertyId: 6,
  propertyName: 'Hill Farm',
  projectId: 5,
  kindId: 1,
  requestedById: 8,
  requestedByName: 'Olive Owner',
  description: 'A second house by the lane.',
  noticePeriodDays: null,
  dwellingUnits: 1,
  finishedArea: 2400,
  imperviousArea: 0,
  featureId: null,
  instruments: [{ id: 3, label: 'CE-0042' }],
  rightsCheck: { result: RightsCheck.Exceeds, lines: lines(2) },
  steps: [
    { id: 1, statusId: RequestStatus.Received, on: '2026-05-01', byName: 'Sam Staff', note: null },
    { id: 2, statusId: RequestStatus.UnderReview, on: '2026-05-02', byName: 'Sam Staff', note: 'Plans in.' },
  ],
  ...over,
});

describe('Owner Requests card', { timeout: 20_000 }, () => {
  it('lists the undecided requests, then the decided ones; Staff may receive one', async () => {
    mockApi({
      'GET /api/users/me': { body: staffUser },
      'GET /api/property/6/ownerRequests': {
        body: [
          summary(2, RequestStatus.Received),
          summary(1, RequestStatus.Denied, { kindName: 'Subdivision' }),
        ],
      },
    });
    renderWithProviders(<OwnerRequestsCard propertyId={6} />);
    const card = within(await screen.findByRole('region', { name: 'Owner Requests' }));
    const open = within(await card.findByRole('article', { name: 'Owner Request 2' }));
    expect(open.getByText('Received 05/01/2026 · Decision due 05/31/2026')).toBeVisible();
    expect(open.getByRole('link', { name: 'View Owner Request 2' })).toHaveAttribute('href', '/request/2');
    expect(card.getByText('Decided (1)')).toBeVisible();
    expect(card.getByRole('article', { name: 'Owner Request 1' })).toHaveTextContent('Denied');
    expect(await card.findByRole('link', { name: 'Receive Request' })).toHaveAttribute(
      'href',
      '/request/new?property=6',
    );
  });

  it('offers view-only users no Receive Request', async () => {
    mockApi({
      'GET /api/users/me': { body: viewOnlyUser },
      'GET /api/property/6/ownerRequests': { body: [] },
    });
    renderWithProviders(<OwnerRequestsCard propertyId={6} />);
    const card = within(await screen.findByRole('region', { name: 'Owner Requests' }));
    expect(await card.findByText('No Owner Requests awaiting a decision.')).toBeVisible();
    expect(card.queryByRole('link', { name: 'Receive Request' })).not.toBeInTheDocument();
  });
});

const decisionTemplate: LetterTemplate = {
  id: 6,
  name: "Decision on an Owner's Request",
  kind: 'requestDecision',
  body: 'Dear {{Owner Names}},\n\nOur decision of {{Decided On}}: {{Decision}}.',
  version: 1,
};

const decisionLetter: Letter = {
  id: 40,
  propertyId: 6,
  caseId: null,
  requestId: 21,
  templateId: 6,
  templateName: decisionTemplate.name,
  kind: 'requestDecision',
  sentOn: '2026-05-21',
  recipients: 'Olive Owner, 1 Hill Rd, Free Union, VA 22940',
  body: 'Dear Olive Owner,\n\nOur decision of May 20, 2026: Approved with conditions.',
  sentByName: 'Sam Staff',
};

const renderPage = (
  me: CurrentUser,
  found: OwnerRequest,
  step?: (body: unknown) => OwnerRequest,
  letters: Parameters<typeof mockApi>[0] = {},
) => {
  let current = found;
  const spy = mockApi({
    'GET /api/users/me': { body: me },
    'GET /api/ownerRequest/21': () => ({ body: current }),
    'GET /api/letterTemplates': { body: [decisionTemplate] },
    'GET /api/ownerRequest/21/letters': { body: [] },
    ...letters,
    ...(step && {
      'POST /api/ownerRequest/step': ({ init }) => {
        current = step(JSON.parse(String(init?.body)));
        return { body: current };
      },
    }),
  });
  renderWithProviders(null, {
    routes: [{ path: '/request/:id', element: <RequestPage /> }],
    route: '/request/21',
  });
  return spy;
};

describe('Owner Request page', { timeout: 20_000 }, () => {
  it('shows the details and flags a dwelling beyond the allowed ones', async () => {
    renderPage(staffUser, ownerRequest());
    expect(await screen.findByRole('heading', { name: 'Owner Request 21' })).toBeVisible();
    expect(screen.getByText('05/31/2026 (default 30 days)')).toBeVisible();
    expect(screen.getByText('Olive Owner')).toBeVisible();
    const check = within(screen.getByRole('region', { name: 'Rights Check' }));
    expect(check.getAllByText('Exceeds Allowed')).toHaveLength(2);
    const row = within(check.getByRole('row', { name: /^Dwelling Units/ }));
    expect(row.getAllByRole('cell').map((c) => c.textContent)).toEqual(['2', '2', '1', '3Exceeds Allowed']);
  });

  it('hides the steps from view-only users', async () => {
    renderPage(viewOnlyUser, ownerRequest());
    const steps = within(await screen.findByRole('region', { name: 'Steps' }));
    expect(steps.getByText('Plans in.')).toBeVisible();
    expect(steps.queryByRole('button', { name: 'Approved' })).not.toBeInTheDocument();
  });

  it('approves with a note, saying the rights are added, and shows the decision', async () => {
    const user = userEvent.setup();
    let sent: Record<string, unknown> = {};
    renderPage(
      staffUser,
      ownerRequest({ rightsCheck: { result: RightsCheck.Within, lines: lines(1) } }),
      (body) => {
        sent = body as Record<string, unknown>;
        return ownerRequest({
          version: 3,
          statusId: RequestStatus.Approved,
          featureId: 77,
          rightsCheck: { result: RightsCheck.Exceeds, lines: lines(2) },
          steps: [
            ...ownerRequest().steps,
            {
              id: 3,
              statusId: RequestStatus.Approved,
              on: '2026-05-03',
              byName: 'Sam Staff',
              note: 'Board approved.',
            },
          ],
        });
      },
    );
    const steps = within(await screen.findByRole('region', { name: 'Steps' }));
    expect(await steps.findByRole('button', { name: 'Approved with conditions' })).toBeVisible();
    await user.click(steps.getByRole('button', { name: 'Approved' }));
    const form = within(screen.getByRole('form', { name: 'Set to Approved' }));
    expect(form.getByText(/adds the rights it uses to the property's Built Environment/)).toBeVisible();
    await user.type(form.getByRole('textbox', { name: 'Note' }), 'Board approved.');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await steps.findByText('Board approved.')).toBeVisible();
    expect(sent).toMatchObject({ requestId: 21, version: 2, statusId: RequestStatus.Approved });
    expect(screen.getByText(/Built Environment feature 77/)).toBeVisible();
    expect(steps.queryByRole('button', { name: 'Denied' })).not.toBeInTheDocument();
  });

  it('writes the decision letter: preview, Word, and Record as Sent on the request', async () => {
    const user = userEvent.setup();
    let sentLetters: Letter[] = [];
    const spy = renderPage(
      staffUser,
      ownerRequest({ statusId: RequestStatus.ApprovedWithConditions }),
      undefined,
      {
        'GET /api/ownerRequest/21/letters': () => ({ body: sentLetters }),
        'GET /api/letter/preview': {
          body: {
            templateId: 6,
            templateName: decisionTemplate.name,
            kind: 'requestDecision',
            recipients: decisionLetter.recipients,
            body: decisionLetter.body,
          },
        },
        'POST /api/letter/send': () => {
          sentLetters = [decisionLetter];
          return { body: decisionLetter };
        },
      },
    );
    const card = within(await screen.findByRole('region', { name: 'Letters' }));
    expect(await card.findByText('No letters have been recorded as sent.')).toBeVisible();
    await user.click(card.getByRole('combobox', { name: 'Letter Template' }));
    await user.click(await screen.findByRole('option', { name: "Decision on an Owner's Request" }));
    const preview = await card.findByRole('region', { name: 'Letter preview' });
    expect(preview).toHaveTextContent('Our decision of May 20, 2026: Approved with conditions.');
    const previewCall = spy.mock.calls.find(([url]) => String(url).includes('/letter/preview'));
    expect(String(previewCall?.[0])).toContain('templateId=6&requestId=21');
    expect(card.getByRole('button', { name: 'Download (Word)' })).toBeVisible();
    await user.click(card.getByRole('button', { name: 'Record as Sent' }));
    expect(await card.findByText('The letter was recorded as sent.')).toBeVisible();
    const sendCall = spy.mock.calls.find(([url, init]) => String(url).includes('/letter/send') && init);
    expect(JSON.parse(String(sendCall?.[1]?.body))).toEqual({
      templateId: 6,
      caseId: null,
      propertyId: null,
      requestId: 21,
      sentOn: todayInDisplayZone(),
    });
    const list = within(await card.findByRole('list', { name: 'Letters sent' }));
    expect(list.getByText(/sent 05\/21\/2026 by Sam Staff/)).toBeVisible();
  });

  it('lets view-only users read the decision letter but not record it', async () => {
    renderPage(viewOnlyUser, ownerRequest(), undefined, {
      'GET /api/ownerRequest/21/letters': { body: [decisionLetter] },
      'GET /api/letter/preview': {
        body: {
          templateId: 6,
          templateName: decisionTemplate.name,
          kind: 'requestDecision',
          recipients: '',
          body: 'Dear Landowner,',
        },
      },
    });
    const card = within(await screen.findByRole('region', { name: 'Letters' }));
    expect(
      await card.findByRole('button', { name: "Download Decision on an Owner's Request sent 05/21/2026" }),
    ).toBeVisible();
    await userEvent.click(card.getByRole('combobox', { name: 'Letter Template' }));
    await userEvent.click(await screen.findByRole('option', { name: "Decision on an Owner's Request" }));
    await card.findByRole('region', { name: 'Letter preview' });
    expect(card.queryByRole('button', { name: 'Record as Sent' })).not.toBeInTheDocument();
  });
});

/** The property the form is opened on, as GET property/{id} answers it. */
const hillFarm: Property = {
  id: 6,
  projectId: 5,
  name: 'Hill Farm',
  statusId: 1,
  calculatedAcres: null,
  acres: 120,
  futurePropertiesAllowed: null,
  targetInspectionFrequency: null,
  accessPointLatitude: null,
  accessPointLongitude: null,
  inspectWithTwoOrMoreStaff: false,
  additionalInterestHolder: false,
  notes: null,
  legacyPropertyIds: null,
  documentFolderId: null,
  version: 1,
  propertyLocalities: [],
  propertyInstruments: [],
  propertyServices: [],
  allowedDwellingUnits: 2,
  existingDwellingUnits: 1,
  remainingDwellingUnits: 1,
  allowedFinishedArea: 6000,
  existingFinishedArea: 2000,
  remainingFinishedArea: 4000,
  allowedImperviousArea: 10000,
  existingImperviousArea: 3000,
  remainingImperviousArea: 7000,
};

/** The Receive Request form on property 6 with these choices; `sent()` is the body of the create call. */
const openReceiveForm = async (choices: RequestChoices) => {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  const user = userEvent.setup();
  let sent: Record<string, unknown> = {};
  mockApi({
    'GET /api/users/me': { body: staffUser },
    'GET /api/property/6': { body: hillFarm },
    'GET /api/property/6/ownerRequestChoices': { body: choices },
    'GET /api/request/kinds': { body: [{ id: 1, name: 'New dwelling', sortOrder: 1, archiveDate: null }] },
    'POST /api/ownerRequest/create': ({ init }) => {
      sent = JSON.parse(String(init?.body));
      return { body: ownerRequest({ statusId: RequestStatus.Received }) };
    },
    'GET /api/ownerRequest/21': { body: ownerRequest({ statusId: RequestStatus.Received }) },
  });
  renderWithProviders(null, {
    routes: [
      { path: '/request/new', element: <NewRequestPage /> },
      { path: '/request/:id', element: <RequestPage /> },
    ],
    route: '/request/new?property=6',
  });
  const form = within(await screen.findByRole('form', { name: 'Receive Owner Request' }));
  return { user, form, sent: () => sent };
};

describe('Receive Owner Request', { timeout: 20_000 }, () => {
  it('sends the request with its kind, owner and instrument, then opens its page', async () => {
    const { user, form, sent } = await openReceiveForm({
      owners: [{ id: 8, name: 'Olive Owner' }],
      instruments: [{ id: 3, label: 'CE-0042', requestNoticePeriodDays: null }],
    });
    await user.click(await form.findByRole('combobox', { name: /^Request Kind/ }));
    await user.click(await screen.findByRole('option', { name: 'New dwelling' }));
    await user.click(form.getByRole('combobox', { name: /^Requested By/ }));
    await user.click(await screen.findByRole('option', { name: 'Olive Owner' }));
    await user.click(form.getByRole('checkbox', { name: 'Instrument CE-0042' }));
    await user.type(form.getByRole('textbox', { name: /^Description/ }), 'A second house by the lane.');
    await user.clear(form.getByRole('textbox', { name: /^Dwelling Units/ }));
    await user.type(form.getByRole('textbox', { name: /^Dwelling Units/ }), '1');
    await user.clear(form.getByRole('textbox', { name: /^Finished Area/ }));
    await user.type(form.getByRole('textbox', { name: /^Finished Area/ }), '2400');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Owner Request 21' })).toBeVisible();
    expect(sent()).toMatchObject({
      propertyId: 6,
      kindId: 1,
      requestedById: 8,
      instrumentIds: [3],
      dwellingUnits: 1,
      finishedArea: 2400,
      noticePeriodDays: null,
    });
  });

  it("shows the instruments' shortest Request Notice Period as the blank field's default as they are ticked; an entered one is sent", async () => {
    const { user, form, sent } = await openReceiveForm({
      owners: [],
      instruments: [
        { id: 3, label: 'CE-0042', requestNoticePeriodDays: 60 },
        { id: 4, label: 'CE-0043', requestNoticePeriodDays: 45 },
        { id: 5, label: 'CE-0044', requestNoticePeriodDays: null },
      ],
    });
    const days = await form.findByRole('textbox', { name: 'Notice Period (days)' });
    expect(days).toHaveAttribute('placeholder', '30');
    await user.click(form.getByRole('checkbox', { name: 'Instrument CE-0044' }));
    expect(days).toHaveAttribute('placeholder', '30');
    await user.click(form.getByRole('checkbox', { name: 'Instrument CE-0042' }));
    expect(days).toHaveAttribute('placeholder', '60');
    await user.click(form.getByRole('checkbox', { name: 'Instrument CE-0043' }));
    expect(days).toHaveAttribute('placeholder', '45');
    expect(days).toHaveAccessibleDescription(/^Blank takes 45 days/);
    await user.click(form.getByRole('checkbox', { name: 'Instrument CE-0043' }));
    expect(days).toHaveAttribute('placeholder', '60');

    await user.click(form.getByRole('combobox', { name: /^Request Kind/ }));
    await user.click(await screen.findByRole('option', { name: 'New dwelling' }));
    await user.type(form.getByRole('textbox', { name: /^Description/ }), 'A timber harvest.');
    await user.type(days, '10');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Owner Request 21' })).toBeVisible();
    expect(sent()).toMatchObject({ instrumentIds: [5, 3], noticePeriodDays: 10 });
  });
});
