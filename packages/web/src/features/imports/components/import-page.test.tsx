import {
  type ImportBatch,
  type ImportProgressStep,
  type ImportReport,
  importProgressType,
  type SheetMapping,
} from '@app/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contractError } from '../../../test/api-contract';
import { adminUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { ImportPage } from './import-page';

const mapping: SheetMapping = {
  kind: 'instruments',
  columns: { 'Legacy ID': 'legacyId', Project: 'project', 'Agreement Type': 'agreementType' },
  values: {},
};

const report = (ok: boolean): ImportReport => ({
  fileName: 'Instruments.csv',
  sheets: [
    {
      sheet: 'Instruments',
      kind: 'instruments',
      headers: ['Legacy ID', 'Project', 'Agreement Type'],
      mapping,
      rows: 1,
      created: ok ? 1 : 0,
      updated: 0,
      rowsWithErrors: ok ? 0 : 1,
    },
  ],
  issues: ok
    ? []
    : [
        {
          sheet: 'Instruments',
          row: 2,
          column: 'C',
          header: 'Agreement Type',
          message: 'Unknown Agreement Type "Conservaton Easement". Did you mean "Conservation Easement"?',
        },
      ],
  issueCount: ok ? 0 : 1,
  unknownValues: ok
    ? []
    : [
        {
          sheet: 'Instruments',
          field: 'agreementType',
          label: 'Agreement Type',
          value: 'Conservaton Easement',
          rows: 1,
          suggestions: ['Conservation Easement'],
          lookup: 'agreementTypes',
        },
      ],
  options: ok ? {} : { agreementTypes: ['Open-Space Easement', 'Conservation Easement'] },
  ok,
});

const batch: ImportBatch = {
  id: 7,
  fileName: 'Instruments.csv',
  userName: 'Avery Admin',
  at: '2026-03-02T15:04:00.000Z',
  counts: { Instruments: { created: 1, updated: 0 } },
  undoneAt: null,
  undoneByName: null,
  canUndo: true,
};

/**
 * The server's answer to a check or commit asked for its progress: a line per step, then the answer,
 * which must be one the server could give (as mockApi checks plain bodies).
 */
const progressLines = (route: string, steps: ImportProgressStep[], done: unknown) => {
  const [method, path] = route.split(' ');
  expect(contractError(method, path, done)).toBeNull();
  return [...steps.map((progress) => ({ progress })), { done }]
    .map((line) => `${JSON.stringify(line)}\n`)
    .join('');
};

const progressAnswer = (route: string, steps: ImportProgressStep[], done: unknown) => ({
  body: progressLines(route, steps, done),
  headers: { 'Content-Type': importProgressType },
});

const chooseFile = async (user: ReturnType<typeof userEvent.setup>) =>
  user.upload(
    document.querySelector('input[type=file]') as HTMLInputElement,
    new File(['Legacy ID,Project,Agreement Type\nE1,P1,Conservaton Easement\n'], 'Instruments.csv', {
      type: 'text/csv',
    }),
  );

describe('ImportPage', () => {
  it('checks a file, maps an unknown value to the option offered, checks again and imports it', async () => {
    const sent: string[] = [];
    let imported = false;
    mockApi({
      'GET /api/users/me': { body: adminUser },
      'GET /api/import/batches': () => ({ body: imported ? [batch] : [] }),
      'POST /api/import/check': ({ url }) => {
        sent.push(url.searchParams.get('mapping') ?? '');
        return progressAnswer('POST /api/import/check', [], report(sent.length > 1));
      },
      'POST /api/import/commit': () => {
        imported = true;
        return progressAnswer('POST /api/import/commit', [{ phase: 'written', rows: 1, total: 1 }], {
          batch,
          report: report(true),
        });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ImportPage />);
    await chooseFile(user);

    expect(await screen.findByText('1 problems found')).toBeInTheDocument();
    const problems = screen.getByRole('region', { name: /^Problems/ });
    expect(
      within(problems).getByRole('row', {
        name: 'Instruments 2 C Agreement Type Unknown Agreement Type "Conservaton Easement". Did you mean "Conservation Easement"?',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();

    await user.click(
      screen.getByRole('combobox', { name: 'Import Agreement Type "Conservaton Easement" as' }),
    );
    await user.click(await screen.findByRole('option', { name: 'Conservation Easement' }));
    await user.click(screen.getByRole('button', { name: 'Check Again' }));
    expect(await screen.findByText('No problems found')).toBeInTheDocument();
    expect(JSON.parse(sent[1]).Instruments.values).toEqual({
      agreementType: { 'Conservaton Easement': 'Conservation Easement' },
    });

    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported Instruments.csv')).toBeInTheDocument();
    const imports = screen.getByRole('region', { name: 'Imports' });
    // The list of imports refreshes: the new one is there, with its Undo.
    expect(await within(imports).findByText('Instruments: 1 new, 0 updated')).toBeInTheDocument();
    expect(within(imports).getByLabelText('Undo Import 7')).toBeInTheDocument();
  }, 60_000);

  it('refuses a file over the size cap before sending it', async () => {
    const fetch = mockApi({
      'GET /api/users/me': { body: adminUser },
      'GET /api/import/batches': { body: [] },
    });
    const user = userEvent.setup();
    renderWithProviders(<ImportPage />);
    const big = new File(['x'], 'Huge.xlsx');
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    await user.upload(document.querySelector('input[type=file]') as HTMLInputElement, big);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file is larger than 20 MB; split it into smaller files.',
    );
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/import/check'))).toBe(false);
  });

  it('shows the rows checked as the server reports them, and an error that ends the lines', async () => {
    let send: (text: string) => void = () => {};
    let finish = () => {};
    const accepted: (string | null)[] = [];
    mockApi({
      'GET /api/users/me': { body: adminUser },
      'GET /api/import/batches': { body: [] },
      'POST /api/import/check': ({ init }) => {
        accepted.push(new Headers(init?.headers).get('Accept'));
        return {
          body: new ReadableStream<Uint8Array>({
            start(controller) {
              const encoder = new TextEncoder();
              send = (text) => controller.enqueue(encoder.encode(text));
              finish = () => controller.close();
            },
          }),
          headers: { 'Content-Type': importProgressType },
        };
      },
      'POST /api/import/commit': {
        body: [
          { progress: { phase: 'checked', rows: 10_000, total: 10_000 } },
          { error: { message: 'Legacy ID P-1 was imported by someone else meanwhile.' }, status: 409 },
        ]
          .map((line) => `${JSON.stringify(line)}\n`)
          .join(''),
        headers: { 'Content-Type': importProgressType },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ImportPage />);
    await chooseFile(user);

    expect(await screen.findByText('Reading the file…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Checking' })).toBeInTheDocument();
    // A line may arrive in pieces: the bar moves only on whole lines.
    const step = `${JSON.stringify({ progress: { phase: 'checked', rows: 4_000, total: 10_000 } })}\n`;
    send(step.slice(0, 20));
    send(step.slice(20));
    expect(await screen.findByText('4,000 of 10,000 rows checked…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Checking: rows done' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    send(
      progressLines(
        'POST /api/import/check',
        [{ phase: 'checked', rows: 10_000, total: 10_000 }],
        report(true),
      ),
    );
    finish();
    expect(await screen.findByText('No problems found')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(accepted).toEqual([importProgressType]);

    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Legacy ID P-1 was imported by someone else meanwhile.',
    );
  }, 60_000);
});
