import { Hono } from 'hono';
import { hostConfigSchema, normalizeHostname, type HostConfig } from '../../../shared/config/host-config';
import { DEFAULT_LOCALE, localeInfo, parseLocale } from '../../../shared/locales';
import type { AppDeps } from '../../app-deps';
import { hostConfig } from './hosts.service';

/** Brand colours of the installed app: the title bar and the splash screen. */
const THEME_COLOR = '#009ACE';
const BACKGROUND_COLOR = '#ffffff';

/** The PNGs drawn by scripts/icons.ts (public/icons). */
export const MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/**
 * The web app manifest of a host. The name is the host's webTitle (the tab title, spec 01 §3) and serves as
 * short_name too: the seeded titles fit a home-screen label. The app opens at the host's first locale; `id` and
 * `scope` are the origin root so that changing the language does not make a second app.
 */
export function buildWebManifest(config: HostConfig) {
  const locale = parseLocale(config.languages[0]?.code) ?? DEFAULT_LOCALE;
  return {
    id: '/',
    name: config.webTitle,
    short_name: config.webTitle,
    ...(config.webDescription ? { description: config.webDescription } : {}),
    lang: localeInfo[locale].intlTag,
    dir: 'ltr',
    start_url: `/${locale}/`,
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: MANIFEST_ICONS,
  };
}

/** Placeholder sorg of the manifest of last resort (no row for the host nor for DEFAULT_HOST). */
const NO_SORG = '-';

/** The host's config, else DEFAULT_HOST's, else the spec defaults: what the manifest and index.html show. */
export async function configOrDefault(deps: AppDeps, hostname: string): Promise<HostConfig> {
  return (
    (await hostConfig(deps, normalizeHostname(hostname))) ??
    (await hostConfig(deps, deps.env.DEFAULT_HOST)) ??
    hostConfigSchema.parse({ sorg: NO_SORG })
  );
}

/**
 * GET /manifest.webmanifest, outside /api because browsers fetch it from the `<link rel="manifest">` of
 * index.html. A hostname without config gets DEFAULT_HOST's manifest (then the spec defaults), never a 404:
 * a broken manifest link only makes the app uninstallable.
 */
export function manifestRoutes(deps: AppDeps): Hono {
  const app = new Hono();

  app.get('/manifest.webmanifest', async (c) => {
    const config = await configOrDefault(deps, new URL(c.req.url).hostname);
    return c.body(JSON.stringify(buildWebManifest(config)), 200, {
      'Content-Type': 'application/manifest+json',
      // Per host and editable by admins: revalidate on every load (it is tiny).
      'Cache-Control': 'no-cache',
      Vary: 'Host',
    });
  });

  return app;
}
