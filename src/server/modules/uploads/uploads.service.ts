import { constants } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  attachmentKindOf,
  attachmentMessages,
  checkAttachment,
  checkImagePixels,
  MAGIC_BYTES_NEEDED,
  MAX_OPEN_UPLOAD_BYTES,
  MAX_OPEN_UPLOADS,
  OPEN_UPLOAD_WINDOW_HOURS,
  startsLikeContentType,
  UploadErrorCode,
  type AttachmentKind,
} from '../../../shared/files/attachments';
import { IMAGE_HEADER_BYTES, readImageSize, type ImageSize } from '../../../shared/files/image-size';
import { ErrorCode } from '../../../shared/errors/error-codes';
import type { AppDeps } from '../../app-deps';
import * as repo from './uploads.repository';

/** What the upload routes answer: enough for the client to resume where the server stands. */
export interface UploadState {
  id: string;
  /** Bytes the server holds (and has synced to disk); the next chunk starts here. */
  received: number;
  size: number;
  complete: boolean;
}

/** An expected refusal of the upload endpoint, answered as `{message, code, ...extra}` with its status. */
export class UploadRefusal extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 413 | 415 | 422 | 429,
    message: string,
    readonly code: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'UploadRefusal';
  }
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (id: string) => UUID_PATTERN.test(id);

const DAY_MS = 24 * 60 * 60 * 1000;
/** An upload still incomplete, or complete but used by no record, this long after it started is abandoned. */
export const ABANDONED_UPLOAD_MS = 7 * DAY_MS;
const HOUR_MS = 60 * 60 * 1000;
const MiB = 1024 * 1024;

const notFound = () => new UploadRefusal(404, 'This upload was not found', ErrorCode.NOT_FOUND);
const unsupported = () => new UploadRefusal(415, attachmentMessages.unsupported, UploadErrorCode.UNSUPPORTED_FILE);
const tooManyPixels = (message: string) => new UploadRefusal(400, message, UploadErrorCode.IMAGE_TOO_LARGE);
/** The most of a JPEG read to find its frame header when the first 256 KB hold only metadata. */
const IMAGE_HEADER_MAX_BYTES = 8 * 1024 * 1024;

/**
 * The pixel size in a stored image's header (JPEG, PNG, WebP), read from the first 256 KB or, for a JPEG whose
 * metadata comes first, up to 8 MB; null when it cannot be read (HEIC, a header we cannot parse, a missing file).
 */
export async function readStoredImageSize(path: string): Promise<ImageSize | null> {
  let handle;
  try {
    handle = await open(path, 'r');
  } catch {
    return null;
  }
  try {
    const { size } = await handle.stat();
    for (const length of [IMAGE_HEADER_BYTES, IMAGE_HEADER_MAX_BYTES]) {
      const want = Math.min(size, length);
      const bytes = new Uint8Array(want);
      const { bytesRead } = await handle.read(bytes, 0, want, 0);
      const found = readImageSize(bytes.subarray(0, bytesRead));
      if (found) return found;
      if (want >= size) break;
    }
    return null;
  } finally {
    await handle.close();
  }
}

/** Images whose header the server reads (HEIC/HEIF have none we parse). */
const SIZED_IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

const stateOf = (row: repo.UploadRow): UploadState => ({
  id: row.id,
  received: row.received,
  size: row.size,
  complete: row.status === 'complete',
});

/** What the uploads need of the deps: the database, the folder of the bytes, the clock and the logger. */
export type UploadsDeps = Pick<AppDeps, 'db' | 'uploadsDir' | 'logger' | 'now' | 'housekeeping'>;

/** DATA_DIR/uploads: the bytes of upload {id} are in the file {id}. */
const fileOf = (deps: Pick<AppDeps, 'uploadsDir'>, id: string) => join(deps.uploadsDir, id);

/**
 * Deletes uploads (rows and files) still incomplete, or complete but attached to no record, 7 days after they
 * started: the outbox sends a record's mutation right after its files, so such a file was abandoned.
 */
export async function pruneUploads(deps: UploadsDeps, at: Date = deps.now()): Promise<number> {
  const ids = await repo.deleteAbandonedUploads(deps.db, new Date(at.getTime() - ABANDONED_UPLOAD_MS));
  await Promise.all(ids.map((id) => rm(fileOf(deps, id), { force: true })));
  return ids.length;
}

/** {@link pruneUploads}, at most once an hour; called from the request path, a failure is logged and ignored. */
export async function pruneUploadsHourly(deps: UploadsDeps): Promise<void> {
  const at = deps.now();
  if (at.getTime() - deps.housekeeping.uploadsPrunedAt < HOUR_MS) return;
  deps.housekeeping.uploadsPrunedAt = at.getTime();
  try {
    await pruneUploads(deps, at);
  } catch (error) {
    deps.logger.error('pruning abandoned uploads failed', { error });
  }
}

/**
 * The outbox's file uploads: started once per (user, record key, slot), filled by chunks at explicit offsets,
 * resumable from `received`. Only bytes synced to disk count as received.
 *
 * Starts the upload of one file for a record's slot, or answers the one already started for it (a retry).
 * Refuses types we do not accept (415) and sizes over the cap of their kind (413) before any byte is sent.
 */
export async function startUpload(
  deps: UploadsDeps,
  userId: number,
  input: repo.NewUpload,
): Promise<{ created: boolean; state: UploadState }> {
  const { db } = deps;
  const check = checkAttachment(input);
  if (!check.ok) {
    if (check.reason === 'too-large') {
      throw new UploadRefusal(413, check.message, UploadErrorCode.FILE_TOO_LARGE, { maxBytes: check.maxBytes });
    }
    if (check.reason === 'empty') throw new UploadRefusal(400, check.message, ErrorCode.BAD_USER_INPUT);
    throw unsupported();
  }
  const upload = { ...input, contentType: check.contentType };
  // A retry of an upload already started is answered whatever the cap says; only a new one counts against it.
  const inserted =
    (await repo.findUploadBySlot(db, userId, upload)) === undefined
      ? await db.transaction(async (tx) => {
          await repo.lockUserUploads(tx, userId);
          const since = new Date(deps.now().getTime() - OPEN_UPLOAD_WINDOW_HOURS * HOUR_MS);
          const open = await repo.openUploadsOf(tx, userId, since);
          if (open.count >= MAX_OPEN_UPLOADS || open.bytes + upload.size > MAX_OPEN_UPLOAD_BYTES) {
            throw new UploadRefusal(
              429,
              `You have ${String(open.count)} unfinished uploads (${String(Math.ceil(open.bytes / MiB))} MB): ` +
                `finish them before starting another (at most ${String(MAX_OPEN_UPLOADS)} and ` +
                `${String(MAX_OPEN_UPLOAD_BYTES / MiB)} MB at a time)`,
              UploadErrorCode.TOO_MANY_UPLOADS,
              { openUploads: open.count, maxOpenUploads: MAX_OPEN_UPLOADS },
            );
          }
          return repo.insertUpload(tx, userId, upload);
        })
      : undefined;
  if (inserted) return { created: true, state: stateOf(inserted) };
  const existing = await repo.findUploadBySlot(db, userId, upload);
  if (!existing) throw new Error('upload neither inserted nor found');
  if (
    existing.fileName !== upload.fileName ||
    existing.contentType !== upload.contentType ||
    existing.size !== upload.size
  ) {
    throw new UploadRefusal(
      422,
      'This record already has another file in this slot; send the same file name, type and size',
      UploadErrorCode.UPLOAD_MISMATCH,
    );
  }
  return { created: false, state: stateOf(existing) };
}

/** The state of the user's upload (for resuming); 404 for an unknown id or another user's upload. */
export async function uploadState(deps: UploadsDeps, userId: number, id: string): Promise<UploadState> {
  const row = isUuid(id) ? await repo.findUpload(deps.db, userId, id) : undefined;
  if (!row) throw notFound();
  return stateOf(row);
}

/**
 * Writes one chunk at `offset`. At `received` it is appended (and synced before the answer); a chunk the server
 * already holds is answered without writing; one beyond `received` is refused with 409 and the offset to
 * resume from. The first chunk must start like the declared type (415).
 */
export async function appendChunk(
  deps: UploadsDeps,
  userId: number,
  id: string,
  offset: number,
  chunk: Uint8Array,
): Promise<UploadState> {
  const { db } = deps;
  const row = isUuid(id) ? await repo.findUpload(db, userId, id) : undefined;
  if (!row) throw notFound();
  if (row.status === 'refused') throw unsupported();
  const end = offset + chunk.length;
  if (offset < row.received) {
    if (end <= row.received) return stateOf(row); // a retry of a chunk we hold
    throw offsetRefusal(row.received);
  }
  if (offset > row.received) throw offsetRefusal(row.received);
  if (chunk.length === 0) return stateOf(row);
  if (end > row.size) {
    throw new UploadRefusal(413, 'The file is larger than its declared size', UploadErrorCode.FILE_TOO_LARGE, {
      size: row.size,
    });
  }
  let pixelsChecked = false;
  if (offset === 0) {
    if (chunk.length < Math.min(MAGIC_BYTES_NEEDED, row.size)) {
      throw new UploadRefusal(
        400,
        `The first chunk must hold at least the first ${String(MAGIC_BYTES_NEEDED)} bytes of the file`,
        ErrorCode.BAD_USER_INPUT,
      );
    }
    if (!startsLikeContentType(row.contentType, chunk)) throw await refuse(deps, row, unsupported());
    const size = SIZED_IMAGE_TYPES.has(row.contentType) ? readImageSize(chunk) : undefined;
    if (size) {
      const pixels = checkImagePixels(size);
      if (!pixels.ok) throw await refuse(deps, row, tooManyPixels(pixels.message));
      pixelsChecked = true;
    }
  }

  await writeAt(deps.uploadsDir, fileOf(deps, row.id), offset, chunk, end === row.size ? row.size : undefined);
  if (end === row.size && !pixelsChecked && SIZED_IMAGE_TYPES.has(row.contentType)) {
    // The header was not in the first chunk (a JPEG with large metadata): read it before the upload completes.
    const size = await readStoredImageSize(fileOf(deps, row.id));
    const pixels = size ? checkImagePixels(size) : { ok: true as const };
    if (!pixels.ok) throw await refuse(deps, row, tooManyPixels(pixels.message));
  }
  const advanced = await repo.advanceReceived(db, userId, row.id, { from: offset, to: end, now: deps.now() });
  if (advanced) return stateOf(advanced);
  // Another copy of this chunk got there first: answer as for a duplicate, or the offset to resume from.
  const current = await repo.findUpload(db, userId, row.id);
  if (!current) throw notFound();
  if (end <= current.received) return stateOf(current);
  throw offsetRefusal(current.received);
}

/**
 * Ends an upload whose bytes are not accepted: marked refused (it no longer counts as unfinished and every later
 * chunk is refused alike; pruned like abandoned uploads) and its bytes deleted. Answers the refusal to throw.
 */
async function refuse(deps: UploadsDeps, row: repo.UploadRow, refusal: UploadRefusal): Promise<UploadRefusal> {
  await repo.markRefused(deps.db, row.userId, row.id);
  await rm(fileOf(deps, row.id), { force: true });
  return refusal;
}

function offsetRefusal(received: number) {
  return new UploadRefusal(
    409,
    `This chunk does not continue the upload: send from byte ${String(received)}`,
    UploadErrorCode.UPLOAD_OFFSET,
    { received },
  );
}

/**
 * Writes the bytes at their offset and syncs them to disk. Positional and never truncating at the start, so a
 * retried or concurrent copy of a chunk rewrites the same bytes and cannot cut off later ones; the last chunk
 * trims whatever an interrupted earlier write left beyond the end.
 */
async function writeAt(
  uploadsDir: string,
  file: string,
  offset: number,
  chunk: Uint8Array,
  finalSize: number | undefined,
) {
  await mkdir(uploadsDir, { recursive: true });
  const handle = await open(file, constants.O_RDWR | constants.O_CREAT, 0o600);
  try {
    let written = 0;
    while (written < chunk.length) {
      const { bytesWritten } = await handle.write(chunk, written, chunk.length - written, offset + written);
      written += bytesWritten;
    }
    if (finalSize !== undefined) await handle.truncate(finalSize);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Why a file a record names cannot be attached to it. */
export interface UploadClaimProblem {
  /** Position of the id in the list given. */
  index: number;
  id: string;
  message: string;
}

/**
 * Attaches the user's complete uploads to a record (`attachTo`, e.g. 'consumer-feedback:12'), checking each id:
 * the user's own, completely received, of an accepted kind, not used by another record, not named twice. Call it
 * in the transaction that writes the record, and roll back when it answers problems.
 */
export async function claimUploads(
  deps: Pick<AppDeps, 'db'>,
  request: { userId: number; ids: readonly string[]; attachTo: string; kinds?: readonly AttachmentKind[] },
): Promise<{ ok: true } | { ok: false; problems: UploadClaimProblem[] }> {
  const { db } = deps;
  const { userId, ids, attachTo } = request;
  const kinds = request.kinds ?? ['photo', 'video', 'document'];
  const problemOf = (row: repo.UploadRow | undefined): string | undefined => {
    if (!row) return 'This file was not found; upload it again';
    if (seen.has(row.id)) return 'This file is named twice';
    seen.add(row.id);
    if (row.status !== 'complete') return 'This file has not been uploaded completely';
    const kind = attachmentKindOf(row.contentType);
    if (!kind || !kinds.includes(kind)) {
      return kinds.length === 1 && kinds[0] === 'photo'
        ? attachmentMessages.notAPhoto
        : 'This file type is not accepted here';
    }
    if (row.attachedTo !== null && row.attachedTo !== attachTo) return 'This file is already used by another record';
    return undefined;
  };
  const rows = await repo.findUploads(db, userId, ids.filter(isUuid));
  const byId = new Map(rows.map((row) => [row.id.toLowerCase(), row]));
  const problems: UploadClaimProblem[] = [];
  const seen = new Set<string>();
  for (const [index, id] of ids.entries()) {
    const message = problemOf(byId.get(id.toLowerCase()));
    if (message) problems.push({ index, id, message });
  }
  if (problems.length > 0) return { ok: false, problems };
  const attached = new Set(await repo.attachUploads(db, userId, [...seen], attachTo));
  for (const [index, id] of ids.entries()) {
    if (!attached.has(byId.get(id.toLowerCase())?.id ?? '')) {
      problems.push({ index, id, message: 'This file is already used by another record' });
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true };
}

/**
 * Frees uploads a record no longer uses (a replaced or removed photo, a deleted record): only those the record
 * `attachedTo` holds. Unattached, they are pruned with the other abandoned uploads (7 days after they started).
 */
export async function releaseUploads(
  deps: Pick<AppDeps, 'db'>,
  request: { userId: number; ids: readonly string[]; attachedTo: string },
): Promise<void> {
  await repo.releaseUploads(deps.db, request.userId, request.ids.filter(isUuid), request.attachedTo);
}
