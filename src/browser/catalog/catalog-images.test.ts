import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOG_IMAGES_CACHE, imagePathsOf, keepCatalogImages, keptCatalogImage } from './catalog-images';

// The pictures of the offline copy: which ones a copy needs, kept once each with their size, answered to the
// service worker by URL. Cache Storage is not in jsdom: a small one in memory stands in (by URL, as the real one).

function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const key = (request: RequestInfo | URL) =>
    new URL(request instanceof Request ? request.url : String(request), 'http://localhost').href;
  return {
    stores,
    caches: {
      open: (name: string) => {
        const store = stores.get(name) ?? new Map<string, Response>();
        stores.set(name, store);
        return Promise.resolve({
          match: (request: RequestInfo | URL) => Promise.resolve(store.get(key(request))?.clone()),
          put: async (request: RequestInfo | URL, response: Response) => {
            store.set(key(request), response);
            await Promise.resolve();
          },
        });
      },
    },
  };
}

const svg = (path: string) => `<svg xmlns="http://www.w3.org/2000/svg"><title>${path}</title></svg>`;

let memory: ReturnType<typeof memoryCaches>;
beforeEach(() => {
  memory = memoryCaches();
  vi.stubGlobal('caches', memory.caches);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the pictures of the offline copy', () => {
  it('are the products’, the groups’ and their colours’ own pictures, each once', () => {
    const paths = imagePathsOf([
      { image: '/api/images/products/alpha/default-aaaa.svg' },
      {
        image: '/api/images/products/alpha/default-aaaa.svg',
        colors: [{ image: '/api/images/products/alpha/red-bbbb.svg' }],
      },
      { image: 'https://elsewhere.example/x.svg', colors: null },
      { image: null },
      {},
    ]);
    expect([...paths]).toEqual([
      '/api/images/products/alpha/default-aaaa.svg',
      '/api/images/products/alpha/red-bbbb.svg',
    ]);
  });

  it('are fetched once, kept with their size, and answered by URL', async () => {
    const fetched: string[] = [];
    const load = vi.fn((path: string) => {
      fetched.push(path);
      if (path.includes('missing')) return Promise.resolve(new Response('Not found', { status: 404 }));
      return Promise.resolve(new Response(svg(path), { headers: { 'Content-Type': 'image/svg+xml' } }));
    });
    const paths = new Set(['/api/images/products/a/default-1111.svg', '/api/images/products/b/default-2222.svg']);
    const first = await keepCatalogImages(new Set([...paths, '/api/images/products/missing/x-3333.svg']), {
      fetch: load as unknown as typeof fetch,
    });
    const bytes = [...paths].reduce((sum, path) => sum + new Blob([svg(path)]).size, 0);
    expect(first).toEqual({ count: 2, bytes });
    expect(memory.stores.get(CATALOG_IMAGES_CACHE)?.size).toBe(2);

    // A second download fetches only what is not kept yet (the missing one again), and counts the kept ones.
    fetched.length = 0;
    const again = await keepCatalogImages(new Set([...paths, '/api/images/products/missing/x-3333.svg']), {
      fetch: load as unknown as typeof fetch,
    });
    expect(again).toEqual(first);
    expect(fetched).toEqual(['/api/images/products/missing/x-3333.svg']);

    const kept = await keptCatalogImage(new Request('http://localhost/api/images/products/a/default-1111.svg'));
    expect(kept?.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await kept?.text()).toBe(svg('/api/images/products/a/default-1111.svg'));
    expect(await keptCatalogImage(new Request('http://localhost/api/bnrs/image/banner.svg'))).toBeUndefined();
  });
});
