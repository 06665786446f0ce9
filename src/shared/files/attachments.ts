/**
 * Which files the portal accepts as attachments (photos, videos, documents), how large they may be, and how their
 * first bytes must look. The browser applies the same rules before it stores a file in the outbox, and the server
 * applies them again when the bytes arrive (POST/PATCH /api/uploads).
 */

const MiB = 1024 * 1024;

/** Largest chunk of a file one PATCH /api/uploads/{id} may carry. */
export const UPLOAD_CHUNK_MAX_BYTES = MiB;

/** The control characters a stored file name never holds (they would garble lists and downloads). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it finds
export const FILE_NAME_CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** The families of attachments, each with its own size cap. */
export type AttachmentKind = 'photo' | 'video' | 'document';

/**
 * Size caps per kind, in bytes (MiB). Photos: spec 02 refuses visit photos over 100 MB. The spec gives no cap for
 * videos and documents: 200 MB holds a few minutes of phone video (a claim's one video, S2 §5), 20 MB a scanned
 * invoice or ID card of many pages.
 */
export const attachmentMaxBytes: Readonly<Record<AttachmentKind, number>> = {
  photo: 100 * MiB,
  video: 200 * MiB,
  document: 20 * MiB,
};

/** Every accepted content type and its kind. SVG, HTML and anything else are refused: they can carry scripts. */
export const acceptedContentTypes = {
  'image/jpeg': 'photo',
  'image/png': 'photo',
  'image/webp': 'photo',
  'image/heic': 'photo',
  'image/heif': 'photo',
  'video/mp4': 'video',
  'video/quicktime': 'video',
  'video/webm': 'video',
  'application/pdf': 'document',
} as const satisfies Record<string, AttachmentKind>;

/** One of the {@link acceptedContentTypes}. */
export type AcceptedContentType = keyof typeof acceptedContentTypes;

/** Machine-readable reasons of the upload endpoint's refusals (`code` of its `{message, code}` answers). */
export const UploadErrorCode = {
  /** 415: a type we do not accept, or bytes that do not start like the declared type. */
  UNSUPPORTED_FILE: 'UNSUPPORTED_FILE',
  /** 413: the declared size is over the cap of its kind, or more bytes arrived than declared. */
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  /** 413: one PATCH carried more than {@link UPLOAD_CHUNK_MAX_BYTES}. */
  CHUNK_TOO_LARGE: 'CHUNK_TOO_LARGE',
  /** 409: a chunk starts after the bytes the server holds; resume from `received`. */
  UPLOAD_OFFSET: 'UPLOAD_OFFSET',
  /** 422: the same (key, slot) was started with another file name, type or size. */
  UPLOAD_MISMATCH: 'UPLOAD_MISMATCH',
  /** 400: an image whose header declares more pixels than {@link checkImagePixels} accepts. */
  IMAGE_TOO_LARGE: 'IMAGE_TOO_LARGE',
  /** 429: the user has {@link MAX_OPEN_UPLOADS} unfinished uploads, or their declared sizes reach the cap. */
  TOO_MANY_UPLOADS: 'TOO_MANY_UPLOADS',
} as const;

/** One of the {@link UploadErrorCode} values. */
export type UploadErrorCode = (typeof UploadErrorCode)[keyof typeof UploadErrorCode];

export const attachmentMessages = {
  unsupported: 'This file is not a photo, video or document we accept',
  notAPhoto: 'This file is not a photo',
  empty: 'This file is empty',
} as const;

/** "100 MB" for the messages: caps are whole MiB. */
const formatCap = (bytes: number) => `${String(Math.round(bytes / MiB))} MB`;

/** The message for a file over the cap of its kind, e.g. 'Photos may be at most 100 MB'. */
export function tooLargeMessage(kind: AttachmentKind): string {
  const noun = kind === 'photo' ? 'Photos' : kind === 'video' ? 'Videos' : 'Documents';
  return `${noun} may be at most ${formatCap(attachmentMaxBytes[kind])}`;
}

/** A content type as sent (any case, maybe with parameters such as `; charset=`), reduced to its bare type. */
export function normalizeContentType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

/** The kind of an accepted content type; undefined for anything we refuse (SVG, HTML, archives, ...). */
export function attachmentKindOf(contentType: string): AttachmentKind | undefined {
  const type = normalizeContentType(contentType);
  return Object.hasOwn(acceptedContentTypes, type) ? acceptedContentTypes[type as AcceptedContentType] : undefined;
}

export type AttachmentCheck =
  | { ok: true; kind: AttachmentKind; contentType: AcceptedContentType }
  | { ok: false; reason: 'unsupported' | 'empty'; message: string }
  | { ok: false; reason: 'too-large'; kind: AttachmentKind; maxBytes: number; message: string };

/**
 * Whether a file of this declared type and size may be attached at all (before any byte is read).
 * `kinds` narrows the accepted kinds for a slot, e.g. only photos for consumer voice.
 */
export function checkAttachment(
  file: { contentType: string; size: number },
  kinds: readonly AttachmentKind[] = ['photo', 'video', 'document'],
): AttachmentCheck {
  const kind = attachmentKindOf(file.contentType);
  if (!kind || !kinds.includes(kind)) {
    const message =
      kinds.length === 1 && kinds[0] === 'photo' ? attachmentMessages.notAPhoto : attachmentMessages.unsupported;
    return { ok: false, reason: 'unsupported', message };
  }
  if (file.size <= 0) return { ok: false, reason: 'empty', message: attachmentMessages.empty };
  const maxBytes = attachmentMaxBytes[kind];
  if (file.size > maxBytes) return { ok: false, reason: 'too-large', kind, maxBytes, message: tooLargeMessage(kind) };
  return { ok: true, kind, contentType: normalizeContentType(file.contentType) as AcceptedContentType };
}

/** How many first bytes {@link startsLikeContentType} needs to decide (fewer only when the file is shorter). */
export const MAGIC_BYTES_NEEDED = 12;

/**
 * Most pixels an uploaded image may declare in its header: 50 megapixels and 20,000 px on a side. The server never
 * decodes images, but every browser that shows one does: a PNG declaring 100,000 × 100,000 (40 GB decoded) would
 * take down the page of whoever opens it. The portal's own photos are 2048 px at most; the cap leaves room for
 * panoramas and today's phone cameras sent through the API.
 */
export const IMAGE_MAX_PIXELS = 50_000_000;
export const IMAGE_MAX_SIDE = 20_000;

/** Whether an image of this declared pixel size may be stored (see {@link IMAGE_MAX_PIXELS}). */
export function checkImagePixels(size: {
  width: number;
  height: number;
}): { ok: true } | { ok: false; message: string } {
  if (size.width <= IMAGE_MAX_SIDE && size.height <= IMAGE_MAX_SIDE && size.width * size.height <= IMAGE_MAX_PIXELS) {
    return { ok: true };
  }
  return {
    ok: false,
    message: `Images may be at most 50 megapixels and 20,000 pixels on a side; this one declares ${String(size.width)} × ${String(size.height)}`,
  };
}

/**
 * Unfinished uploads one user may have at a time (started in the last {@link OPEN_UPLOAD_WINDOW_HOURS} hours and
 * not complete), and the total of their declared sizes: the outbox sends one file at a time, so a few are normal;
 * without a cap one user could reserve disk space without bound.
 */
export const MAX_OPEN_UPLOADS = 20;
export const MAX_OPEN_UPLOAD_BYTES = 2 * 1024 * MiB;
/** An unfinished upload stops counting against the cap this long after it started (it stays resumable). */
export const OPEN_UPLOAD_WINDOW_HOURS = 24;

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

/** ISO base media brands (the `ftyp` box) of HEIF/HEIC still images. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);
/** Brands of other ISO image formats that must not pass as a video. */
const IMAGE_BRANDS = new Set([...HEIF_BRANDS, 'avif', 'avis', 'jpx ', 'jp2 ', 'crx ']);
/** First atoms of old QuickTime files written before `ftyp` existed. */
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

/** The ISO base media file's major brand, when the bytes start with an `ftyp` box. */
function ftypBrand(head: Uint8Array): string | undefined {
  if (head.length < 12 || ascii(head, 4, 8) !== 'ftyp') return undefined;
  return ascii(head, 8, 12);
}

/**
 * Whether the first bytes of a file match its declared type (JPEG FF D8 FF, PNG signature, RIFF....WEBP, HEIF and
 * MP4/QuickTime `ftyp` brands, WebM's EBML header, %PDF-). An SVG or HTML file matches none of them, whatever it
 * is declared as. Give at least {@link MAGIC_BYTES_NEEDED} bytes.
 */
export function startsLikeContentType(contentType: string, head: Uint8Array): boolean {
  switch (normalizeContentType(contentType)) {
    case 'image/jpeg':
      return startsWith(head, [0xff, 0xd8, 0xff]);
    case 'image/png':
      return startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/webp':
      return head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP';
    case 'image/heic':
    case 'image/heif': {
      const brand = ftypBrand(head);
      return brand !== undefined && HEIF_BRANDS.has(brand);
    }
    case 'video/mp4': {
      const brand = ftypBrand(head);
      return brand !== undefined && !IMAGE_BRANDS.has(brand);
    }
    case 'video/quicktime': {
      const brand = ftypBrand(head);
      if (brand !== undefined) return !IMAGE_BRANDS.has(brand);
      return head.length >= 8 && QUICKTIME_ATOMS.has(ascii(head, 4, 8));
    }
    case 'video/webm':
      return startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]);
    case 'application/pdf':
      return startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d]); // %PDF-
    default:
      return false;
  }
}

/** Files a form slot takes: how many, and of which kinds. */
export interface AttachmentSlotRule {
  maxFiles: number;
  kinds: readonly AttachmentKind[];
  tooManyMessage: string;
}

/** Consumer voice may carry a few photos of what the message is about (our addition; the spec has text only). */
export const consumerVoicePhotos: AttachmentSlotRule = {
  maxFiles: 3,
  kinds: ['photo'],
  tooManyMessage: 'You can attach up to 3 photos',
};
