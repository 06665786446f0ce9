import {
  type AcceptedContentType,
  type AttachmentKind,
  attachmentKindOf,
  attachmentMaxBytes,
  attachmentMessages,
  MAGIC_BYTES_NEEDED,
  normalizeContentType,
  startsLikeContentType,
  tooLargeMessage,
} from '../../shared/files/attachments';
import { AttachmentError } from './attachment-error';

/**
 * A content type read from a file's first bytes. GIF is not an upload type (src/shared/files/attachments.ts), but
 * a GIF photo is re-encoded as JPEG before it is stored, so the photo pipeline takes it as input.
 */
export type SniffedContentType = AcceptedContentType | 'image/gif';

/** Input types the photo pipeline decodes and re-encodes as JPEG. */
const PHOTO_INPUT_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/gif',
]);

const ascii = (head: Uint8Array, from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
const isGif = (head: Uint8Array) => head.length >= 6 && /^GIF8[79]a$/.test(ascii(head, 0, 6));

/** Sniffing order: exact signatures first; among ISO `ftyp` files, QuickTime's own brand before generic MP4. */
const SNIFF_ORDER: readonly AcceptedContentType[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'application/pdf',
  'video/webm',
  'video/quicktime',
  'video/mp4',
];

const hasFtyp = (head: Uint8Array) => head.length >= 12 && ascii(head, 4, 8) === 'ftyp';

/**
 * What a file really is, from its first bytes (at least {@link MAGIC_BYTES_NEEDED}); `declared` (the browser's
 * `File.type`, often empty or guessed from the extension) wins when the bytes match it too. Undefined for anything
 * we do not accept, SVG and HTML included, whatever they are declared as.
 */
export function sniffContentType(head: Uint8Array, declared = ''): SniffedContentType | undefined {
  const declaredType = normalizeContentType(declared);
  if (declaredType === 'image/gif') {
    if (isGif(head)) return 'image/gif';
  } else if (attachmentKindOf(declaredType) && startsLikeContentType(declaredType, head)) {
    return declaredType as AcceptedContentType;
  }
  if (isGif(head)) return 'image/gif';
  for (const type of SNIFF_ORDER) {
    if (!startsLikeContentType(type, head)) continue;
    // An `ftyp` file of another brand also passes the MP4 check; QuickTime says so in its brand.
    if (type === 'video/quicktime' && hasFtyp(head) && ascii(head, 8, 12) !== 'qt  ') continue;
    return type;
  }
  return undefined;
}

/** The kind of a sniffed type: GIF counts as a photo (it is re-encoded). */
export function kindOfSniffed(type: SniffedContentType): AttachmentKind {
  return type === 'image/gif' ? 'photo' : (attachmentKindOf(type) ?? 'document');
}

/** Whether the photo pipeline decodes this type (and re-encodes it as JPEG). */
export function isPhotoInput(type: string): boolean {
  return PHOTO_INPUT_TYPES.has(type);
}

/** The first bytes of a file, enough for {@link sniffContentType}. */
export async function readHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, MAGIC_BYTES_NEEDED).arrayBuffer());
}

/**
 * Checks a file for a slot that takes `kind` before anything is decoded or stored, and returns its real type.
 * Throws {@link AttachmentError}: EMPTY_FILE, NOT_A_PHOTO / UNSUPPORTED_FILE (wrong or refused type, judged by the
 * bytes), FILE_TOO_LARGE (the cap of its kind, before compression: spec 02 refuses photos over 100 MB).
 */
export function checkPickedFile(
  file: { size: number; type: string },
  head: Uint8Array,
  kind: AttachmentKind,
): SniffedContentType {
  if (file.size <= 0) throw new AttachmentError('EMPTY_FILE', attachmentMessages.empty);
  const type = sniffContentType(head, file.type);
  if (type === undefined || kindOfSniffed(type) !== kind) {
    throw kind === 'photo'
      ? new AttachmentError('NOT_A_PHOTO', attachmentMessages.notAPhoto)
      : new AttachmentError('UNSUPPORTED_FILE', attachmentMessages.unsupported);
  }
  const maxBytes = attachmentMaxBytes[kind];
  if (file.size > maxBytes) {
    throw new AttachmentError('FILE_TOO_LARGE', tooLargeMessage(kind), { kind, maxBytes });
  }
  return type;
}
