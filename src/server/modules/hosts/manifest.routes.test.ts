import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../tests/support/test-server';
import { MANIFEST_ICONS } from './manifest.routes';
import { setMaintenance } from './hosts.service';

const PUBLIC_DIR = join(import.meta.dirname, '../../../../public');

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  description?: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/** Width and height from a PNG's IHDR chunk (after the 8-byte signature and the chunk's length and type). */
function pngSize(file: string): { width: number; height: number } {
  const png = readFileSync(join(PUBLIC_DIR, file));
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

async function manifestOf(host: string) {
  const res = await server.request(`http://${host}/manifest.webmanifest`);
  expect(res.status).toBe(200);
  return { res, manifest: (await res.json()) as Manifest };
}

describe('GET /manifest.webmanifest', () => {
  it('answers the host’s manifest as application/manifest+json, revalidated on every load', async () => {
    const { res, manifest } = await manifestOf('localhost');
    expect(res.headers.get('content-type')).toBe('application/manifest+json');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(manifest).toEqual({
      id: '/',
      name: 'Dealer Portal',
      short_name: 'Dealer Portal',
      description: 'Order bikes, parts and accessories for your store',
      lang: 'en-US',
      dir: 'ltr',
      start_url: '/en-us/',
      scope: '/',
      display: 'standalone',
      theme_color: '#009ACE',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    });
  });

  it('takes name, description, language and start page from each host’s config', async () => {
    const id = (await manifestOf('id.localhost')).manifest;
    expect(id).toMatchObject({ name: 'Portal Dealer', start_url: '/id-id/', lang: 'id-ID', id: '/' });
    expect(id.description).toBe('Pesan sepeda, suku cadang dan aksesori');
    const eu = (await manifestOf('EU.localhost:3000')).manifest;
    expect(eu).toMatchObject({ name: 'Händlerportal', short_name: 'Händlerportal', start_url: '/de/', lang: 'de-DE' });
  });

  it('answers the default host’s manifest for a hostname without config', async () => {
    const unknown = (await manifestOf('shop.example.com')).manifest;
    expect(unknown).toEqual((await manifestOf('localhost')).manifest);
  });

  it('also answers during maintenance (it is not an API route)', async () => {
    await setMaintenance(server.deps, 'id.localhost', true, 'Back soon');
    try {
      expect((await server.request('http://id.localhost/api/user')).status).toBe(500);
      expect((await manifestOf('id.localhost')).manifest.name).toBe('Portal Dealer');
    } finally {
      await setMaintenance(server.deps, 'id.localhost', false, null);
    }
  });
});

describe('icons and static manifests', () => {
  it('has every manifest icon on disk as a PNG of its declared size', () => {
    for (const icon of MANIFEST_ICONS) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(icon.src), icon.src).toEqual({ width, height });
    }
    expect(pngSize('/icons/apple-touch-icon-512.png')).toEqual({ width: 512, height: 512 });
  });

  it('maps the seeded brand hosts to static manifests that match what the server answers for them', async () => {
    const mapping = JSON.parse(readFileSync(join(PUBLIC_DIR, 'manifests/mappingManifest.json'), 'utf8')) as {
      domains: string[];
      manifest: string;
      shortCutIcon: string;
      appleTouchIcon: string;
    }[];
    expect(mapping.flatMap((m) => m.domains).sort()).toEqual(['eu.localhost', 'id.localhost']);
    for (const entry of mapping) {
      readFileSync(join(PUBLIC_DIR, entry.shortCutIcon));
      expect(pngSize(entry.appleTouchIcon)).toEqual({ width: 512, height: 512 });
      const staticManifest = JSON.parse(readFileSync(join(PUBLIC_DIR, entry.manifest), 'utf8')) as Manifest;
      for (const domain of entry.domains) {
        expect(staticManifest, domain).toEqual((await manifestOf(domain)).manifest);
      }
    }
  });

  it('links the manifest, the apple-touch-icon and the theme colour in index.html', () => {
    const html = readFileSync(join(PUBLIC_DIR, '../index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon-512.png" />');
    expect(html).toContain('<meta name="theme-color" content="#009ACE" />');
  });
});
