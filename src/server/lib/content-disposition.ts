/**
 * Content-Disposition of a download: the quoted ASCII name (spaces need the quotes) and the RFC 5987 UTF-8 name.
 * (The same rule as the report downloads'.)
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
