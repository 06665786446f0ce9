import { z } from 'zod/mini';

// WEB_MANIFEST (spec 01 "Startup", spec 02 "Other"): the host's own manifest and icons from
// /manifests/mappingManifest.json. Without the switch, index.html's link to the server's per-host
// /manifest.webmanifest stays as it is.

const MAPPING_URL = '/manifests/mappingManifest.json';

const entrySchema = z.object({
  domains: z.array(z.string()),
  manifest: z.string(),
  shortCutIcon: z.optional(z.string()),
  appleTouchIcon: z.optional(z.string()),
});
const mappingSchema = z.array(z.unknown());

export type ManifestMappingEntry = z.infer<typeof entrySchema>;

/** Marks the links this module added, so a second call replaces them instead of stacking more. */
const MARK = 'data-manifest-mapping';

/** The first entry whose domains name `hostname` (case does not matter; malformed entries are skipped). */
export function findManifestEntry(entries: readonly unknown[], hostname: string): ManifestMappingEntry | undefined {
  const host = hostname.toLowerCase();
  for (const raw of entries) {
    const parsed = entrySchema.safeParse(raw);
    if (parsed.success && parsed.data.domains.some((domain) => domain.trim().toLowerCase() === host)) {
      return parsed.data;
    }
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
    const parsed = mappingSchema.safeParse(await response.json());
    if (!parsed.success) return;
    const entry = findManifestEntry(parsed.data, hostname);
    if (entry) applyManifestEntry(entry);
  } catch {
    // Ignored by design (spec 02 "Other": failure ignored).
  }
}
