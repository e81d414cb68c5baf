import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient } from './query-client';
import { projectKeyRoot } from './query-keys';

const seed = () => {
  const client = createQueryClient();
  client.setQueryData([...projectKeyRoot, 'detail', 5], { totalAcres: 10 });
  client.setQueryData(['properties', 'detail', 6], { id: 6 });
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { client, stale };
};

describe('the query client', () => {
  it('refreshes the project summaries after any change', async () => {
    const { client, stale } = seed();
    await client
      .getMutationCache()
      .build(client, { mutationFn: async () => 'saved' })
      .execute(undefined);
    expect(stale([...projectKeyRoot, 'detail', 5])).toBe(true);
    expect(stale(['properties', 'detail', 6])).toBe(false);
  });

  it('refreshes everything shown when a change finds its record gone', async () => {
    const { client, stale } = seed();
    const gone = client.getMutationCache().build(client, {
      mutationFn: async () => {
        throw new ApiError({ status: 404, message: 'The record was not found. It may have been deleted.' });
      },
    });
    await expect(gone.execute(undefined)).rejects.toThrow('not found');
    expect(stale(['properties', 'detail', 6])).toBe(true);
  });

  it('leaves other refusals to the form that made them', async () => {
    const { client, stale } = seed();
    const refused = client.getMutationCache().build(client, {
      mutationFn: async () => {
        throw new ApiError({ status: 400, message: 'The Name field is required.' });
      },
    });
    await expect(refused.execute(undefined)).rejects.toThrow();
    expect(stale(['properties', 'detail', 6])).toBe(false);
  });
});
