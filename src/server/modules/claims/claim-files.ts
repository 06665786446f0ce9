// The files of a claim's create or update (spec 02 §9 slots): by upload id (POST /api/uploads first, the outbox's
// way) or inline in a multipart request, stored as an upload of the caller like the visit forms' photos, then
// attached to the claim through the uploads service.
import { randomUUID } from 'node:crypto';
import { CLAIM_FILE_SLOTS, isClaimFileSlot, type ClaimFileSlot } from '../../../shared/claims/claim-rules';
import { claimMessages } from '../../../shared/claims/claim-input';
import { ErrorCode } from '../../../shared/errors/error-codes';
import {
  acceptedContentTypes,
  attachmentKindOf,
  attachmentMessages,
  checkAttachment,
  FILE_NAME_CONTROL_CHARACTERS,
  MAGIC_BYTES_NEEDED,
  normalizeContentType,
  startsLikeContentType,
  type AttachmentKind,
} from '../../../shared/files/attachments';
import type { UserError } from '../../generated/resolvers-types';
import { appendChunk, startUpload, UploadRefusal, type UploadsDeps } from '../uploads/uploads.service';

/** A file argument as GraphQL hands it over (a File only in a multipart request). */
export interface ClaimFileArg {
  slot: string;
  uploadId?: string | null;
  file?: File | null;
}

/** What a request does to a slot: takes an upload, or is emptied (null). */
export interface SlotChange {
  slot: ClaimFileSlot;
  uploadId: string | null;
  /** The position of the change in the request ('files.N'). */
  index: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const problem = (field: string, message: string, code: ErrorCode = ErrorCode.BAD_USER_INPUT): UserError => ({
  field,
  message,
  code,
});

function isFile(value: unknown): value is File {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<File>).arrayBuffer === 'function' &&
    typeof (value as Partial<File>).size === 'number'
  );
}

/**
 * Checks the slots of a request: known slots (at most the 15 of spec 02 §9: a seventh photo or a sixth additional
 * document is refused), each named once, an upload id that looks like one. Nothing is stored.
 */
export function checkSlots(files: readonly ClaimFileArg[], field = 'files'): UserError[] {
  const errors: UserError[] = [];
  const seen = new Set<string>();
  files.forEach((file, index) => {
    const at = `${field}.${String(index)}`;
    if (!isClaimFileSlot(file.slot)) {
      const beyond = /^(photo|additionalDoc|video|invoice|idCard)\d*$/.test(file.slot);
      errors.push(problem(at, beyond ? claimMessages.tooManyFiles : claimMessages.slotUnknown));
      return;
    }
    if (seen.has(file.slot)) errors.push(problem(at, 'This slot is named twice'));
    seen.add(file.slot);
    if (file.uploadId != null && !UUID.test(file.uploadId)) {
      errors.push(problem(at, 'This file was not found; upload it again'));
    }
    if (file.uploadId != null && file.file != null) errors.push(problem(at, 'Send either an upload id or a file'));
  });
  return errors;
}

/**
 * Stores the inline files of a request as complete uploads of the user (checked like the upload route: a type the
 * slot takes, within its kind's size, bytes that start like the type) and answers every slot's change.
 */
export async function storeFiles(
  deps: UploadsDeps,
  userId: number,
  files: readonly ClaimFileArg[],
  field = 'files',
): Promise<{ ok: true; changes: SlotChange[] } | { ok: false; errors: UserError[] }> {
  const errors: UserError[] = [];
  const changes: SlotChange[] = [];
  for (const [index, file] of files.entries()) {
    const slot = file.slot as ClaimFileSlot;
    if (file.file != null && isFile(file.file)) {
      const stored = await storeFile(deps, userId, file.file, slot);
      if (stored.ok) changes.push({ slot, uploadId: stored.id, index });
      else errors.push(problem(`${field}.${String(index)}`, stored.message));
    } else {
      changes.push({ slot, uploadId: file.uploadId?.toLowerCase() ?? null, index });
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, changes };
}

async function storeFile(
  deps: UploadsDeps,
  userId: number,
  file: File,
  slot: ClaimFileSlot,
): Promise<{ ok: true; id: string } | { ok: false; message: string }> {
  const kinds: readonly AttachmentKind[] = CLAIM_FILE_SLOTS[slot];
  if (file.size === 0) return { ok: false, message: attachmentMessages.empty };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const head = bytes.subarray(0, MAGIC_BYTES_NEEDED);
  const declared = normalizeContentType(file.type);
  const types = Object.keys(acceptedContentTypes).filter((type) => {
    const kind = attachmentKindOf(type);
    return kind !== undefined && kinds.includes(kind);
  });
  const contentType =
    declared === '' || declared === 'application/octet-stream'
      ? (types.find((type) => startsLikeContentType(type, head)) ?? declared)
      : declared;
  const check = checkAttachment({ contentType, size: bytes.length }, kinds);
  if (!check.ok) return { ok: false, message: check.message };
  if (!startsLikeContentType(check.contentType, head)) return { ok: false, message: claimMessages.slotKind };
  const fileName = file.name.replace(FILE_NAME_CONTROL_CHARACTERS, '').slice(0, 255) || slot;
  try {
    const { state } = await startUpload(deps, userId, {
      recordKey: `multipart-${randomUUID()}`,
      slot,
      fileName,
      contentType: check.contentType,
      size: bytes.length,
    });
    await appendChunk(deps, userId, state.id, 0, bytes);
    return { ok: true, id: state.id };
  } catch (error) {
    if (error instanceof UploadRefusal) return { ok: false, message: error.message };
    throw error;
  }
}
