import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyManifestMapping, findManifestEntry } from './manifest-mapping';

const mapping = [
  {
    domains: ['eu.localhost', 'dealer.example.eu'],
    manifest: '/manifests/eu.webmanifest',
    shortCutIcon: '/icons/eu.ico',
    appleTouchIcon: '/icons/eu-512.png',
  },
  {
    domains: ['id.localhost'],
    manifest: '/manifests/id.webmanifest',
    shortCutIcon: '/icons/id.ico',
    appleTouchIcon: '/icons/id-512.png',
  },
];

const on = { features: { webManifest: true } };

function stubMapping(respond: () => Promise<Response>) {
  const fetchMock = vi.fn(respond);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const href = (selector: string) => document.head.querySelector<HTMLLinkElement>(selector)?.getAttribute('href');

beforeEach(() => {
  document.head.innerHTML =
    '<link rel="icon" type="image/svg+xml" href="/favicon.svg"><link rel="manifest" href="/manifest.webmanifest">' +
    '<link rel="apple-touch-icon" href="/icons/apple-touch-icon-512.png">';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('findManifestEntry', () => {
  it('finds the entry whose domains name the host, ignoring case and malformed entries', () => {
    expect(findManifestEntry([{ nonsense: true }, ...mapping], 'ID.localhost')?.manifest).toBe(
      '/manifests/id.webmanifest',
    );
    expect(findManifestEntry(mapping, 'dealer.example.eu')?.manifest).toBe('/manifests/eu.webmanifest');
    expect(findManifestEntry(mapping, 'localhost')).toBeUndefined();
  });
});

describe('applyManifestMapping', () => {
  it("replaces the manifest link and adds the host's shortcut icon and 512×512 apple-touch-icon", async () => {
    const fetchMock = stubMapping(() => Promise.resolve(Response.json(mapping)));
    await applyManifestMapping(on, { hostname: 'id.localhost' });

    expect(fetchMock).toHaveBeenCalledWith('/manifests/mappingManifest.json', expect.anything());
    expect(document.head.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
    expect(href('link[rel="manifest"]')).toBe('/manifests/id.webmanifest');
    // The mapped icon is the last icon link: browsers take it over index.html's favicon.
    const icons = document.head.querySelectorAll('link[rel="icon"]');
    expect(icons[icons.length - 1]?.getAttribute('href')).toBe('/icons/id.ico');
    const touch = document.head.querySelector('link[rel="apple-touch-icon"]');
    expect(touch?.getAttribute('href')).toBe('/icons/id-512.png');
    expect(touch?.getAttribute('sizes')).toBe('512x512');

    // A second run replaces its own links instead of adding more.
    await applyManifestMapping(on, { hostname: 'eu.localhost' });
    expect(document.head.querySelectorAll('link[rel="icon"]')).toHaveLength(2);
    expect(href('link[rel="manifest"]')).toBe('/manifests/eu.webmanifest');
  });

  it('does nothing with WEB_MANIFEST off: the server manifest stays', async () => {
    const fetchMock = stubMapping(() => Promise.resolve(Response.json(mapping)));
    await applyManifestMapping({ features: { webManifest: false } }, { hostname: 'id.localhost' });
    await applyManifestMapping(undefined, { hostname: 'id.localhost' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(href('link[rel="manifest"]')).toBe('/manifest.webmanifest');
  });

  it('leaves the page as it is when no entry matches', async () => {
    stubMapping(() => Promise.resolve(Response.json(mapping)));
    await applyManifestMapping(on, { hostname: 'localhost' });
    expect(href('link[rel="manifest"]')).toBe('/manifest.webmanifest');
    expect(href('link[rel="apple-touch-icon"]')).toBe('/icons/apple-touch-icon-512.png');
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 404', () => Promise.resolve(new Response('not found', { status: 404 }))],
    ['an answer that is not JSON', () => Promise.resolve(new Response('<html>', { status: 200 }))],
    ['JSON of the wrong shape', () => Promise.resolve(Response.json({ domains: ['id.localhost'] }))],
  ])('ignores %s silently', async (_name, respond) => {
    stubMapping(respond);
    const error = vi.spyOn(console, 'error');
    await expect(applyManifestMapping(on, { hostname: 'id.localhost' })).resolves.toBeUndefined();
    expect(href('link[rel="manifest"]')).toBe('/manifest.webmanifest');
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
