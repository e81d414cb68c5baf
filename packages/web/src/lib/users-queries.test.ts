import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { staffUser } from '../test/fixtures';
import { mockApi } from '../test/mock-api';
import { goOffline, goOnline } from '../test/network';
import { rememberSubject } from './auth/remembered-user';
import { createQueryClient } from './query-client';
import { usersQueries } from './users-queries';

const failingNetwork = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );

describe("the signed-in user's record", () => {
  it("comes from the server, and with no network from this device's copy of the last answer", async () => {
    rememberSubject('u-7');
    mockApi({ 'GET /api/users/me': { body: staffUser } });
    await expect(createQueryClient().fetchQuery(usersQueries.me())).resolves.toEqual(staffUser);

    failingNetwork();
    goOffline();
    const offline = createQueryClient();
    await expect(offline.fetchQuery(usersQueries.me())).resolves.toEqual(staffUser);
    goOnline();
  });

  it('fails as before when nothing is kept', async () => {
    failingNetwork();
    const client = createQueryClient();
    await expect(client.fetchQuery({ ...usersQueries.me(), retry: false })).rejects.toThrow(
      'Failed to fetch',
    );
  });

  it('is asked for again when the network is back if it came from this device', async () => {
    rememberSubject('u-7');
    mockApi({ 'GET /api/users/me': { body: staffUser } });
    await createQueryClient().fetchQuery(usersQueries.me());

    failingNetwork();
    goOffline();
    const client = createQueryClient();
    // As QueryClientProvider does: the client now hears the network come back.
    client.mount();
    const observer = new QueryObserver(client, usersQueries.me());
    const stop = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(staffUser));

    const renamed = { ...staffUser, name: 'Sam Steward' };
    mockApi({ 'GET /api/users/me': { body: renamed } });
    goOnline();
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(renamed));
    stop();
    client.unmount();
  });
});
