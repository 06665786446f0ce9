// The client build's Vite manifest (`dist/.vite/manifest.json`): which built files a source module became and what
// each imports. The size gate, the precache filter and the server's first-page preloads read a page's files from it.

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

const ROUTES_DIR = 'src/app/routes/';

/** The build's entry: index.html's chunk. */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((name) => manifest[name]?.isEntry && name.endsWith('index.html'));
  if (!key) throw new Error('No index.html entry in the Vite manifest');
  return key;
}

/** The given chunks and everything they import statically (what the browser fetches before running them). */
export function staticClosure(manifest: Manifest, keys: Iterable<string>): Set<string> {
  const into = new Set<string>();
  const visit = (key: string): void => {
    if (into.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    into.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return into;
}

/**
 * The split chunks a route file loads when its page opens: every `?tsr-split=` group holding its component or
 * its loader (the error and not-found components load only on an error).
 */
export function routeChunkKeys(manifest: Manifest, routeFile: string): string[] {
  const prefix = `${ROUTES_DIR}${routeFile}?tsr-split=`;
  return Object.keys(manifest).filter((key) => {
    if (!key.startsWith(prefix)) return false;
    const groups = key.slice(prefix.length).split('---');
    return groups.includes('component') || groups.includes('loader');
  });
}
