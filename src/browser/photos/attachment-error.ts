import type { AttachmentKind } from '../../shared/files/attachments';

/**
 * Why a picked file was refused before it was stored. The app translates by `code`; `message` is the English
 * fallback (the same texts as the server's refusals, src/shared/files/attachments.ts).
 *
 * - UNSUPPORTED_FILE: not a file type we accept at all (SVG, HTML, archives, …), or not one this slot takes
 * - NOT_A_PHOTO: a photo slot was given something that is not a JPEG, PNG, WebP, HEIC/HEIF or GIF
 * - EMPTY_FILE: zero bytes
 * - FILE_TOO_LARGE: over the cap of its kind (`kind`, `maxBytes` say which)
 * - PHOTO_UNREADABLE: looks like a photo but this browser cannot decode it (HEIC outside Safari, a damaged file)
 */
export type AttachmentErrorCode =
  'UNSUPPORTED_FILE' | 'NOT_A_PHOTO' | 'EMPTY_FILE' | 'FILE_TOO_LARGE' | 'PHOTO_UNREADABLE';

export class AttachmentError extends Error {
  override readonly name = 'AttachmentError';
  readonly code: AttachmentErrorCode;
  /** Set for FILE_TOO_LARGE. */
  readonly kind: AttachmentKind | undefined;
  /** Set for FILE_TOO_LARGE. */
  readonly maxBytes: number | undefined;

  constructor(
    code: AttachmentErrorCode,
    message: string,
    details: { kind?: AttachmentKind; maxBytes?: number; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.code = code;
    this.kind = details.kind;
    this.maxBytes = details.maxBytes;
  }
}

export function isAttachmentError(error: unknown): error is AttachmentError {
  return error instanceof AttachmentError;
}
