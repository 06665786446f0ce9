import { isArray, isString, isStringArray, optional, recordOf, required, safely } from '../../lib/json-shape';

// WEB_MANIFEST (spec 01 "Startup", spec 02 "Other"): the host's own manifest and icons from
// /manifests/mappingManifest.json. Without the switch, index.html's link to the server's per-host
// /manifest.webmanifest stays as it is.

const MAPPING_URL = '/manifests/mappingManifest.json';

export interface ManifestMappingEntry {
  domains: string[];
  manifest: string;
  shortCutIcon?: string | undefined;
  appleTouchIcon?: string | undefined;
}

function parseEntry(value: unknown): ManifestMappingEntry {
  const entry = recordOf(value, 'a manifest mapping entry');
  return {
    domains: required(entry, 'domains', isStringArray),
    manifest: required(entry, 'manifest', isString),
    shortCutIcon: optional(entry, 'shortCutIcon', isString),
    appleTouchIcon: optional(entry, 'appleTouchIcon', isString),
  };
}

/** Marks the links this module added, so a second call replaces them instead of stacking more. */
const MARK = 'data-manifest-mapping';

/** The first entry whose domains name `hostname` (case does not matter; malformed entries are skipped). */
export function findManifestEntry(entries: readonly unknown[], hostname: string): ManifestMappingEntry | undefined {
  const host = hostname.toLowerCase();
  for (const raw of entries) {
    const entry = safely(() => parseEntry(raw));
    if (entry?.domains.some((domain) => domain.trim().toLowerCase() === host)) return entry;
  }
  return undefined;
}

function setLink(selector: string, attributes: Record<string, string>, href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>(selector);
  if (!link) {
    link = document.createElement('link');
    link.setAttribute(MARK, '');
    document.head.append(link);
  }
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  link.href = href;
}

/** Puts the entry's manifest, shortcut icon and 512×512 apple-touch-icon into the document's head. */
export function applyManifestEntry(entry: ManifestMappingEntry): void {
  setLink('link[rel="manifest"]', { rel: 'manifest' }, entry.manifest);
  if (entry.shortCutIcon) {
    // Its own link, appended after index.html's favicon (which DocumentHead points at the host's logo): browsers
    // take the last matching icon, so the mapping wins without the two writers fighting over one element.
    setLink(`link[rel="icon"][${MARK}]`, { rel: 'icon' }, entry.shortCutIcon);
  }
  if (entry.appleTouchIcon) {
    setLink('link[rel="apple-touch-icon"]', { rel: 'apple-touch-icon', sizes: '512x512' }, entry.appleTouchIcon);
  }
}

interface ManifestMappingOptions {
  hostname?: string;
}

/**
 * With `features.webManifest` on, reads the mapping from the own origin and applies the entry of this host.
 * Call it once after the host config has loaded. Any failure (no file, bad JSON, no entry) leaves the page as it
 * is: the spec ignores it, and the server's /manifest.webmanifest still serves.
 */
export async function applyManifestMapping(
  config: { features: { webManifest: boolean } } | undefined,
  { hostname = location.hostname }: ManifestMappingOptions = {},
): Promise<void> {
  if (config?.features.webManifest !== true) return;
  try {
    const response = await fetch(MAPPING_URL, { headers: { Accept: 'application/json' } });
    if (!response.ok) return;
    const mapping: unknown = await response.json();
    if (!isArray(mapping)) return;
    const entry = findManifestEntry(mapping, hostname);
    if (entry) applyManifestEntry(entry);
  } catch {
    // Ignored by design (spec 02 "Other": failure ignored).
  }
}
