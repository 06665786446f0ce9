// Hostnames as the per-host config is looked up by, without the config's schema (zod): the credit widget's
// 'open to buy' list compares hostnames in the browser, where the schema library is not otherwise loaded.

/** Normalises a hostname for config lookup: lower case, no port, no trailing dot. */
export function normalizeHostname(host: string): string {
  const withoutPort = host.trim().toLowerCase().replace(/:\d+$/, '');
  return withoutPort.replace(/\.$/, '');
}
