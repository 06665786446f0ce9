import { localDb } from '../local-db';
import { queueOrder } from './queries';
import type { OutboxFile } from './types';

/**
 * Keeps a file name inside its folder of the zip and valid on any system: separators and characters Windows
 * refuses become '_'. Dots may stay: the name always follows '{slot}-', so it can never be '..'.
 */
function safeName(name: string): string {
  return name.replace(/[/\\:*?"<>|\p{Cc}]/gu, '_') || 'file';
}

/** Where a held blob goes in the export zip. */
export function exportPath(file: Pick<OutboxFile, 'entryKey' | 'slot' | 'fileName'>): string {
  return `files/${file.entryKey}/${file.slot}-${safeName(file.fileName)}`;
}

/**
 * A zip of the user's entries that are not sent (queued, sending, attention, discarded), for support:
 * `outbox.json` (the entries and their files' metadata, no blobs) and `files/{key}/{slot}-{name}` for every blob
 * still on the device. fflate is loaded on demand so it stays out of the entry bundle.
 */
export async function exportUnsent(userId: string, now: () => number = Date.now): Promise<Blob> {
  const db = localDb();
  const entries = (await db.outbox.where('userId').equals(userId).toArray())
    .filter((e) => e.state !== 'sent')
    .sort(queueOrder);
  const files = await db.outboxFiles
    .where('entryKey')
    .anyOf(entries.map((e) => e.key))
    .toArray();
  const { strToU8, zipSync } = await import('fflate');

  const zipped: Record<string, Uint8Array | [Uint8Array, { level: 0 }]> = {};
  for (const file of files) {
    // Photos and videos are compressed already: stored, not deflated again.
    if (file.blob) zipped[exportPath(file)] = [new Uint8Array(await file.blob.arrayBuffer()), { level: 0 }];
  }
  const manifest = {
    exportedAt: new Date(now()).toISOString(),
    userId,
    entries: entries.map((entry) => ({
      ...entry,
      files: files
        .filter((f) => f.entryKey === entry.key)
        .map(({ blob, ...meta }) => ({ ...meta, path: blob ? exportPath(meta) : null })),
    })),
  };
  zipped['outbox.json'] = strToU8(JSON.stringify(manifest, null, 2));
  const bytes = zipSync(zipped);
  return new Blob([bytes], { type: 'application/zip' });
}
