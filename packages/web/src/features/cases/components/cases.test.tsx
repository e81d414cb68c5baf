import { CaseStatus, type CaseSummary, type ViolationCase } from '@app/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../lib/users-queries';
import { adminUser, staffUser, viewOnlyUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { CasePage } from './case-page';
import { InstrumentCasesCard, PropertyCasesCard } from './cases-cards';

const summary = (id: number, statusId: number, over: Partial<CaseSummary> = {}): CaseSummary => ({
  id,
  typeName: 'Unapproved structure',
  severity: 'minor',
  statusId,
  discoveredOn: '2026-05-01',
  followUpDue: '2026-06-01',
  followUpKind: 'answer',
  ...over,
});

const violationCase = (over: Partial<ViolationCase> = {}): ViolationCase => ({
  ...summary(12, CaseStatus.Open),
  version: 1,
  propertyId: 6,
  propertyName: 'Creek Tract',
  projectId: 5,
  typeId: 1,
  reportedById: 7,
  reportedByName: 'Sam Staff',
  description: 'A shed inside the buffer.',
  instruments: [{ id: 3, label: 'CE-0042' }],
  restrictions: [],
  documentFolderId: null,
  observation: {
    id: 40,
    serviceId: 30,
    typeName: 'New Structures',
    notes: 'New shed by the creek.',
    photos: [],
  },
  addedPhotos: [],
  steps: [{ id: 1, statusId: CaseStatus.Open, on: '2026-05-01', byName: 'Sam Staff', note: null }],
  ...over,
});

const renderCard = (me: CurrentUser, cases: CaseSummary[]) => {
  mockApi({ 'GET /api/users/me': { body: me }, 'GET /api/property/6/cases': { body: cases } });
  return renderWithProviders(<PropertyCasesCard propertyId={6} />);
};

describe('Violation Cases card', () => {
  it('lists the open cases, then the finished ones, each with its page; Staff may open a case', async () => {
    renderCard(staffUser, [
      summary(2, CaseStatus.OwnerContacted),
      summary(1, CaseStatus.Resolved, { typeName: 'Dumping', followUpDue: null, followUpKind: null }),
    ]);
    const card = within(await screen.findByRole('region', { name: 'Violation Cases' }));
    const open = within(await card.findByRole('article', { name: 'Violation Case 2' }));
    expect(open.getByText('Owner contacted')).toBeVisible();
    expect(open.getByText('Minor · Discovered 05/01/2026 · Answer due 06/01/2026')).toBeVisible();
    expect(open.getByRole('link', { name: 'View Violation Case 2' })).toHaveAttribute('href', '/case/2');
    expect(card.getByText('Finished (1)')).toBeVisible();
    expect(card.getByRole('article', { name: 'Violation Case 1' })).toHaveTextContent('Resolved');
    expect(await card.findByRole('link', { name: 'Open Case' })).toHaveAttribute(
      'href',
      '/case/new?property=6',
    );
  });

  it('says when there is no open case, and offers view-only users no Open Case', async () => {
    renderCard(viewOnlyUser, []);
    const card = within(await screen.findByRole('region', { name: 'Violation Cases' }));
    expect(await card.findByText('No open Violation Cases.')).toBeVisible();
    expect(card.queryByRole('link', { name: 'Open Case' })).not.toBeInTheDocument();
  });
});

describe("an instrument's Violation Cases card", () => {
  it('lists the cases naming it with their property, and offers no Open Case (a case opens on a property)', async () => {
    mockApi({
      'GET /api/users/me': { body: staffUser },
      'GET /api/instrument/3/cases': {
        body: [
          {
            ...summary(2, CaseStatus.CureAgreed),
            propertyId: 6,
            propertyName: 'Creek Tract',
            projectId: 5,
            projectName: 'Walnut Hollow',
          },
        ],
      },
    });
    renderWithProviders(<InstrumentCasesCard instrumentId={3} />);
    const card = within(await screen.findByRole('region', { name: 'Violation Cases' }));
    const item = within(await card.findByRole('article', { name: 'Violation Case 2' }));
    expect(item.getByText('Property 6: Creek Tract')).toBeVisible();
    expect(item.getByText('Minor · Discovered 05/01/2026 · Answer due 06/01/2026')).toBeVisible();
    expect(card.queryByRole('link', { name: 'Open Case' })).not.toBeInTheDocument();
  });
});

const renderPage = (
  me: CurrentUser,
  found: ViolationCase,
  step?: (body: unknown) => ViolationCase,
  update?: (body: unknown) => ViolationCase,
) => {
  // The server's copy: a step changes what the page reads next.
  let current = found;
  const fetch = mockApi({
    'GET /api/users/me': { body: me },
    'GET /api/case/12': () => ({ body: current }),
    'GET /api/property/6/caseRestrictions': { body: restrictionChoices },
    'GET /api/case/types': {
      body: [{ id: 1, name: 'Unapproved structure', sortOrder: 1, archiveDate: null }],
    },
    'GET /api/users': { body: [{ id: 7, name: 'Sam Staff', inactive: false, viewOnly: false }] },
    ...(update && {
      'POST /api/case/update': ({ init }) => {
        current = update(JSON.parse(String(init?.body)));
        return { body: current };
      },
    }),
    ...(step && {
      'POST /api/case/step': ({ init }) => {
        current = step(JSON.parse(String(init?.body)));
        return { body: current };
      },
    }),
  });
  renderWithProviders(null, { routes: [{ path: '/case/:id', element: <CasePage /> }], route: '/case/12' });
  return fetch;
};

const restrictionChoices = [
  {
    instrumentId: 3,
    label: 'CE-0042',
    terms: [
      { instrumentId: 3, specificTermId: 2, uniqueTermId: null, label: 'No subdivision' },
      {
        instrumentId: 3,
        specificTermId: null,
        uniqueTermId: 9,
        label: 'Unique Term - No sheds by the creek',
      },
    ],
  },
];

describe('Violation Case page', { timeout: 20_000 }, () => {
  it('shows the details, the observation as evidence and the steps; Staff get only the steps Staff may take', async () => {
    const photo = { caption: null, latitude: null, longitude: null, accuracyMeters: null };
    const found = violationCase();
    renderPage(
      staffUser,
      violationCase({
        observation: {
          ...(found.observation as NonNullable<ViolationCase['observation']>),
          photos: [
            {
              ...photo,
              id: 81,
              caption: 'The shed',
              latitude: 38.030123,
              longitude: -78.480117,
              accuracyMeters: 4.6,
            },
            { ...photo, id: 82 },
          ],
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Violation Case 12' })).toBeVisible();
    expect(screen.getByText('Instrument CE-0042')).toBeVisible();
    const evidence = within(screen.getByRole('region', { name: 'Evidence' }));
    expect(evidence.getByRole('link', { name: 'Service 30' })).toHaveAttribute(
      'href',
      '/project/5/services/30',
    );
    expect(evidence.getByText(/New shed by the creek\./)).toBeVisible();
    expect(evidence.getByText('38.03012, -78.48012 (± 5 m)')).toBeVisible();
    expect(evidence.getByText('No position')).toBeVisible();
    const steps = within(screen.getByRole('region', { name: 'Steps' }));
    expect(steps.getByText('05/01/2026 by Sam Staff')).toBeVisible();
    expect(await steps.findByRole('button', { name: 'Owner contacted' })).toBeVisible();
    expect(steps.queryByRole('button', { name: 'Closed without action' })).not.toBeInTheDocument();
    expect(
      steps.getByText("Referred to counsel and Closed without action are an Admin's decision."),
    ).toBeVisible();
  });

  it('offers an Admin the Admin decisions', async () => {
    renderPage(adminUser, violationCase());
    const steps = within(await screen.findByRole('region', { name: 'Steps' }));
    expect(await steps.findByRole('button', { name: 'Closed without action' })).toBeVisible();
    expect(steps.getByRole('button', { name: 'Referred to counsel' })).toBeVisible();
  });

  it('hides every step from view-only users', async () => {
    renderPage(viewOnlyUser, violationCase());
    const steps = within(await screen.findByRole('region', { name: 'Steps' }));
    expect(await screen.findByText('05/01/2026 by Sam Staff')).toBeVisible();
    for (const name of ['Owner contacted', 'Referred to counsel', 'Closed without action'])
      expect(steps.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('records a step with its note and shows it in the timeline', async () => {
    const user = userEvent.setup();
    let sent: Record<string, unknown> = {};
    renderPage(staffUser, violationCase(), (body) => {
      sent = body as Record<string, unknown>;
      return violationCase({
        version: 2,
        statusId: CaseStatus.OwnerContacted,
        steps: [
          ...violationCase().steps,
          {
            id: 2,
            statusId: CaseStatus.OwnerContacted,
            on: '2026-05-03',
            byName: 'Sam Staff',
            note: 'Letter sent.',
          },
        ],
      });
    });
    const steps = within(await screen.findByRole('region', { name: 'Steps' }));
    await user.click(await steps.findByRole('button', { name: 'Owner contacted' }));
    const form = within(screen.getByRole('form', { name: 'Set to Owner contacted' }));
    await user.type(form.getByRole('textbox', { name: 'Note' }), 'Letter sent.');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await steps.findByText('Letter sent.')).toBeVisible();
    expect(sent).toMatchObject({
      caseId: 12,
      version: 1,
      statusId: CaseStatus.OwnerContacted,
      note: 'Letter sent.',
    });
    expect(steps.getByRole('button', { name: 'Cure agreed' })).toBeVisible();
  });

  it('edits the details: unticking an instrument lets go of its restrictions', async () => {
    // The description's autosize listens for web fonts, which jsdom does not have.
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
    const user = userEvent.setup();
    let sent: Record<string, unknown> = {};
    renderPage(staffUser, violationCase(), undefined, (body) => {
      sent = body as Record<string, unknown>;
      return violationCase({
        version: 2,
        restrictions: [
          { ...restrictionChoices[0].terms[1], label: 'CE-0042: Unique Term - No sheds by the creek' },
        ],
      });
    });
    const details = within(await screen.findByRole('region', { name: 'Case Details' }));
    expect(details.getByText('Answer due 06/01/2026')).toBeVisible();
    await user.click(await details.findByRole('button', { name: 'Edit' }));
    const form = within(await screen.findByRole('form', { name: 'Edit Case Details' }));
    const terms = within(await form.findByRole('group', { name: 'Restrictions of Instrument CE-0042' }));
    await user.click(terms.getByRole('checkbox', { name: 'Unique Term - No sheds by the creek' }));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await details.findByText('CE-0042: Unique Term - No sheds by the creek')).toBeVisible();
    expect(sent).toMatchObject({
      id: 12,
      version: 1,
      instrumentIds: [3],
      restrictions: [{ instrumentId: 3, specificTermId: null, uniqueTermId: 9 }],
      followUpKind: 'answer',
    });
    await user.click(details.getByRole('button', { name: 'Edit' }));
    const again = within(await screen.findByRole('form', { name: 'Edit Case Details' }));
    await user.click(await again.findByRole('checkbox', { name: 'Instrument CE-0042' }));
    expect(
      again.queryByRole('group', { name: 'Restrictions of Instrument CE-0042' }),
    ).not.toBeInTheDocument();
    await user.click(again.getByRole('checkbox', { name: 'Instrument CE-0042' }));
    const cleared = within(again.getByRole('group', { name: 'Restrictions of Instrument CE-0042' }));
    expect(cleared.getByRole('checkbox', { name: 'Unique Term - No sheds by the creek' })).not.toBeChecked();
  });

  it('offers view-only users no Edit', async () => {
    renderPage(viewOnlyUser, violationCase());
    const details = within(await screen.findByRole('region', { name: 'Case Details' }));
    expect(await details.findByText('Answer due 06/01/2026')).toBeVisible();
    expect(details.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    const letters = within(screen.getByRole('region', { name: 'Letters and Answers' }));
    expect(letters.getByText('No Box Folder has been set.')).toBeVisible();
    expect(letters.queryByRole('button', { name: 'Update Box Folder' })).not.toBeInTheDocument();
  });

  it("keeps the case's letters and answers in its Box folder; writers set it", async () => {
    renderPage(staffUser, violationCase({ documentFolderId: '123456' }));
    const letters = within(await screen.findByRole('region', { name: 'Letters and Answers' }));
    expect(letters.getByTitle('Letters and Answers folder')).toBeInTheDocument();
    expect(await letters.findByRole('button', { name: 'Update Box Folder' })).toBeVisible();
  });
});
