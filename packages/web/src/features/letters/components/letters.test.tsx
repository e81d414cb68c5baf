import { type Letter, type LetterTemplate, letterMessages, todayInDisplayZone } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../lib/users-queries';
import { adminUser, staffUser, viewOnlyUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { LetterTemplatesPage } from './letter-templates-page';
import { LettersCard } from './letters-card';
import { MailMergeForm } from './mail-merge-form';

const notice: LetterTemplate = {
  id: 1,
  name: 'Notice of a Potential Violation',
  kind: 'violationNotice',
  body: 'Dear {{Owner Names}},\n\nWe found {{Observation}}.',
  version: 1,
};

const sentLetter: Letter = {
  id: 9,
  propertyId: 6,
  caseId: 12,
  requestId: null,
  templateId: 1,
  templateName: 'Notice of a Potential Violation',
  kind: 'violationNotice',
  sentOn: '2026-05-04',
  recipients: 'Mr. and Mrs. Alder Owen, 12 Mill Lane, Free Union, VA 22940',
  body: 'Dear Mr. and Mrs. Alder Owen,',
  sentByName: 'Sam Staff',
};

const renderCard = (me: CurrentUser, sent: Letter[] = []) => {
  let letters = sent;
  const spy = mockApi({
    'GET /api/users/me': { body: me },
    'GET /api/letterTemplates': { body: [notice] },
    'GET /api/case/12/letters': () => ({ body: letters }),
    'GET /api/letter/preview': {
      body: {
        templateId: 1,
        templateName: notice.name,
        kind: notice.kind,
        recipients: sentLetter.recipients,
        body: 'Dear Mr. and Mrs. Alder Owen,\n\nWe found a shed.',
      },
    },
    'POST /api/letter/send': () => {
      letters = [sentLetter];
      return { body: sentLetter };
    },
  });
  renderWithProviders(<LettersCard subject={{ caseId: 12 }} />);
  return spy;
};

const chooseTemplate = async (name: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: 'Letter Template' }));
  await userEvent.click(await screen.findByRole('option', { name }));
};

describe('Letters card', () => {
  it('previews the chosen letter and records it as sent; the letter is listed', async () => {
    const spy = renderCard(staffUser);
    const card = within(await screen.findByRole('region', { name: 'Letters' }));
    expect(await card.findByText('No letters have been recorded as sent.')).toBeVisible();
    await chooseTemplate('Notice of a Potential Violation');
    const preview = await card.findByRole('region', { name: 'Letter preview' });
    expect(preview).toHaveTextContent('We found a shed.');
    expect(card.getByText(/12 Mill Lane, Free Union/)).toBeVisible();
    const previewCall = spy.mock.calls.find(([url]) => String(url).includes('/letter/preview'));
    expect(String(previewCall?.[0])).toContain('templateId=1&caseId=12');
    await userEvent.click(card.getByRole('button', { name: 'Record as Sent' }));
    expect(await card.findByText('The letter was recorded as sent.')).toBeVisible();
    const sendCall = spy.mock.calls.find(([url, init]) => String(url).includes('/letter/send') && init);
    expect(JSON.parse(String(sendCall?.[1]?.body))).toEqual({
      templateId: 1,
      caseId: 12,
      propertyId: null,
      sentOn: todayInDisplayZone(),
    });
    const list = within(await card.findByRole('list', { name: 'Letters sent' }));
    expect(list.getByText(/sent 05\/04\/2026 by Sam Staff/)).toBeVisible();
    expect(
      list.getByRole('button', { name: 'Download Notice of a Potential Violation sent 05/04/2026' }),
    ).toBeVisible();
  }, 15_000);

  it('lets view-only users preview and download but not record a letter', async () => {
    renderCard(viewOnlyUser, [sentLetter]);
    const card = within(await screen.findByRole('region', { name: 'Letters' }));
    await chooseTemplate('Notice of a Potential Violation');
    await card.findByRole('region', { name: 'Letter preview' });
    expect(card.getByRole('button', { name: 'Download (Word)' })).toBeVisible();
    expect(card.queryByRole('button', { name: 'Record as Sent' })).not.toBeInTheDocument();
  });
});

describe("A property's Letters card", () => {
  it('marks the letters of its cases and of its owner requests', async () => {
    mockApi({
      'GET /api/users/me': { body: staffUser },
      'GET /api/letterTemplates': { body: [notice] },
      'GET /api/property/6/letters': {
        body: [
          sentLetter,
          {
            ...sentLetter,
            id: 10,
            caseId: null,
            requestId: 4,
            templateName: "Decision on an Owner's Request",
            kind: 'requestDecision',
          },
          { ...sentLetter, id: 11, caseId: null, templateName: 'Annual Landowner Letter', kind: 'annual' },
        ],
      },
    });
    renderWithProviders(<LettersCard subject={{ propertyId: 6 }} />);
    const list = within(await screen.findByRole('list', { name: 'Letters sent' }));
    const items = list.getAllByRole('listitem').map((item) => item.textContent);
    expect(items[0]).toMatch(
      /^Notice of a Potential Violation, sent 05\/04\/2026 by Sam Staff \(Violation Case 12\) to /,
    );
    expect(items[1]).toMatch(
      /^Decision on an Owner's Request, sent 05\/04\/2026 by Sam Staff \(Owner Request 4\) to /,
    );
    expect(items[2]).toMatch(/^Annual Landowner Letter, sent 05\/04\/2026 by Sam Staff to /);
  });
});

describe('Letter Templates page', () => {
  const renderPage = (me: CurrentUser) => {
    const spy = mockApi({
      'GET /api/users/me': { body: me },
      'GET /api/letterTemplates': { body: [notice] },
      'POST /api/letterTemplates/update': { body: { ...notice, version: 2 } },
    });
    renderWithProviders(<LetterTemplatesPage />);
    return spy;
  };

  it('lets an Admin edit a template, refusing an unknown placeholder by name before it is sent', async () => {
    // The body's autosize listens for web fonts, which jsdom does not have.
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
    const spy = renderPage(adminUser);
    await userEvent.click(await screen.findByRole('button', { name: `Edit ${notice.name}` }));
    const body = screen.getByRole('textbox', { name: 'Body' });
    await userEvent.clear(body);
    await userEvent.paste('Dear {{Deed Book}}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(letterMessages.unknownPlaceholders(['Deed Book']))).toBeVisible();
    expect(spy.mock.calls.some(([url]) => String(url).includes('/letterTemplates/update'))).toBe(false);
    await userEvent.clear(body);
    await userEvent.paste('Dear {{Owner Names}}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(spy.mock.calls.some(([url]) => String(url).includes('/letterTemplates/update'))).toBe(true),
    );
  }, 15_000);

  it('shows Staff the templates and placeholders, with no Edit or New Template', async () => {
    renderPage(staffUser);
    expect(await screen.findByRole('region', { name: notice.name })).toBeInTheDocument();
    expect(screen.getByText(/Only an Admin may change them./)).toBeVisible();
    expect(screen.queryByRole('button', { name: `Edit ${notice.name}` })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Template' })).not.toBeInTheDocument();
  });
});

describe('Mail merge', () => {
  it('says clearly when a search found more letters than a merge makes', async () => {
    mockApi({ 'GET /api/users/me': { body: staffUser }, 'GET /api/letterTemplates': { body: [notice] } });
    renderWithProviders(
      <MailMergeForm set={{ kind: 'search', type: 'Property', totalCount: 2001, loadIds: async () => [] }} />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(letterMessages.tooManyLetters(2001));
    expect(screen.getByRole('button', { name: 'Download Letters' })).toBeDisabled();
  });

  it('records the letters as sent only when given the date', async () => {
    URL.createObjectURL = () => 'blob:letters';
    URL.revokeObjectURL = () => {};
    const spy = mockApi({
      'GET /api/users/me': { body: staffUser },
      'GET /api/letterTemplates': { body: [notice] },
      'POST /api/letter/merge': {
        body: 'PK',
        headers: { 'Content-Disposition': 'attachment; filename="Letters.docx"' },
      },
    });
    renderWithProviders(
      <MailMergeForm
        set={{ kind: 'search', type: 'Property', totalCount: 2, loadIds: async () => [6, 7] }}
      />,
    );
    await chooseTemplate('Notice of a Potential Violation');
    const sentBodies = () =>
      spy.mock.calls
        .filter(([url, init]) => String(url).includes('/letter/merge') && init)
        .map(([, init]) => JSON.parse(String(init?.body)));
    await userEvent.click(screen.getByRole('button', { name: 'Download Letters' }));
    expect(await screen.findByText('The letters were downloaded.')).toBeVisible();
    expect(sentBodies()[0]).toEqual({
      templateId: 1,
      source: 'Property',
      staffLeadId: null,
      ids: [6, 7],
      format: 'docx',
      sentOn: null,
    });
    await userEvent.type(screen.getByRole('textbox', { name: /Record as Sent On/ }), '05/04/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Download Letters' }));
    expect(
      await screen.findByText('The letters were downloaded and recorded as sent on 05/04/2026.'),
    ).toBeVisible();
    expect(sentBodies()[1]).toMatchObject({ ids: [6, 7], sentOn: '2026-05-04' });
  }, 15_000);
});
