import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { JournalEntryForm, journalSuccessMs } from './journal-entry-form';

const ids = (count: number) => Array.from({ length: count }, (_, i) => `4110.0.${1_000_100 + i}`);

const open = (crmIds: string[]) => {
  const onClose = vi.fn();
  renderWithProviders(<JournalEntryForm crmIds={crmIds} onClose={onClose} />);
  return { onClose, name: screen.getByRole('textbox', { name: /Journal Name/ }) };
};

const sendButton = () => screen.getByRole('button', { name: 'Send' });

afterEach(() => {
  vi.useRealTimers();
});

describe('JournalEntryForm', () => {
  it('sends 45 contacts as batches of 20, 20 and 5, each after the previous one answered', async () => {
    const log: string[] = [];
    const batches: string[][] = [];
    mockApi({
      'POST /api/contact/pushjournalentry': async ({ init }) => {
        const body = JSON.parse(String(init?.body)) as { journalName: string; crmContactIds: string[] };
        const n = batches.push(body.crmContactIds);
        expect(body.journalName).toBe('Spring Appeal');
        log.push(`start ${n}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
        log.push(`end ${n}`);
        return { body: { failures: [] } };
      },
    });
    const selected = ids(45);
    const { name } = open(selected);
    await userEvent.type(name, 'Spring Appeal');
    await userEvent.click(sendButton());

    expect(
      await screen.findByText('The journal entry was sent to eTapestry for 45 Contacts.'),
    ).toBeInTheDocument();
    expect(batches.map((batch) => batch.length)).toEqual([20, 20, 5]);
    expect(batches.flat()).toEqual(selected);
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
  });

  it('shows the success message for 3 seconds, then closes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    mockApi({ 'POST /api/contact/pushjournalentry': { body: { failures: [] } } });
    const { onClose, name } = open(ids(3));
    await user.type(name, 'Spring Appeal');
    await user.click(sendButton());
    expect(
      await screen.findByText('The journal entry was sent to eTapestry for 3 Contacts.'),
    ).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(journalSuccessMs - 100));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Send disabled while the name is shorter than 5 characters', async () => {
    mockApi({});
    const { name } = open(ids(2));
    expect(sendButton()).toBeDisabled();
    await userEvent.type(name, 'Abcd');
    expect(sendButton()).toBeDisabled();
    await userEvent.tab();
    expect(screen.getByText('The Journal Name field must be at least 5 characters.')).toBeInTheDocument();
    await userEvent.type(name, 'e');
    expect(sendButton()).toBeEnabled();
    expect(
      screen.queryByText('The Journal Name field must be at least 5 characters.'),
    ).not.toBeInTheDocument();
  });

  it("shows the server's error, disables Send, and clears both when the name is edited", async () => {
    mockApi({
      'POST /api/contact/pushjournalentry': {
        status: 502,
        body: { message: 'eTapestry is temporarily unavailable (fault 105).' },
      },
    });
    const { name } = open(ids(2));
    await userEvent.type(name, 'Spring Appeal');
    await userEvent.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'eTapestry is temporarily unavailable (fault 105).',
    );
    expect(sendButton()).toBeDisabled();

    await userEvent.type(name, '!');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
  });

  it('says how many went before a batch failed', async () => {
    let call = 0;
    mockApi({
      'POST /api/contact/pushjournalentry': () =>
        ++call === 2
          ? { status: 502, body: { message: 'eTapestry timed out.' } }
          : { body: { failures: [] } },
    });
    const { name } = open(ids(45));
    await userEvent.type(name, 'Spring Appeal');
    await userEvent.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'eTapestry timed out. 20 of 45 Contacts were sent before this error.',
    );
    expect(call).toBe(2);
  });

  it('lists the contacts the CRM refused', async () => {
    mockApi({
      'POST /api/contact/pushjournalentry': {
        body: { failures: [{ crmId: '4110.0.1000101', message: 'Account not found (fault 8).' }] },
      },
    });
    const { onClose, name } = open(ids(3));
    await userEvent.type(name, 'Spring Appeal');
    await userEvent.click(sendButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('eTapestry took the journal entry for 2 of 3 Contacts.');
    expect(alert).toHaveTextContent('4110.0.1000101: Account not found (fault 8).');
    expect(onClose).not.toHaveBeenCalled();
  });
});
