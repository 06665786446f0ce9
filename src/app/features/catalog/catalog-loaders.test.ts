// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { productCountsQuery } from './api/catalog.queries';
import { guardPaa } from './catalog-loaders';

function clientWith(counts: { bike: number; paa: number; groupset: number }) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(productCountsQuery().queryKey, counts);
  return queryClient;
}

describe('guardPaa (the disable-paa guard)', () => {
  it('sends a customer without PAA from a PAA page to the bike catalog home, replacing the address', async () => {
    const thrown: unknown = await guardPaa(clientWith({ bike: 4, paa: 0, groupset: 1 }), 'de').catch((e: unknown) => e);
    expect(isRedirect(thrown)).toBe(true);
    expect(thrown).toMatchObject({
      options: { to: '/$locale/catalog', params: { locale: 'de' }, search: { category: 'bike' }, replace: true },
    });
  });

  it('lets a customer with PAA through', async () => {
    await expect(guardPaa(clientWith({ bike: 4, paa: 2, groupset: 1 }), 'en')).resolves.toBeUndefined();
  });
});
