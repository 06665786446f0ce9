import type { AcceptedContentType, AttachmentKind } from '../../shared/files/attachments';
import { preparePhoto, type PreparedPhoto, type PreparePhotoOptions } from './prepare-photo';
import { checkPickedFile, readHead } from './sniff';

export type PreparedAttachment =
  | (PreparedPhoto & { kind: 'photo'; contentType: 'image/jpeg'; size: number })
  | {
      kind: 'video' | 'document';
      /** The picked file itself (no copy), typed by its bytes. */
      blob: Blob;
      name: string;
      contentType: AcceptedContentType;
      size: number;
      originalSize: number;
    };

const DEFAULT_NAMES: Record<'video' | 'document', string> = { video: 'video', document: 'document' };

/**
 * Checks a picked file for a slot of `kind` and makes it ready to store in the outbox: photos are compressed
 * ({@link preparePhoto}); videos (MP4, QuickTime, WebM) and documents (PDF) are kept byte for byte within their caps
 * (src/shared/files/attachments.ts). Throws {@link AttachmentError} before anything is stored.
 */
export async function prepareAttachment(
  file: Blob,
  kind: AttachmentKind,
  options: PreparePhotoOptions = {},
): Promise<PreparedAttachment> {
  if (kind === 'photo') {
    const photo = await preparePhoto(file, options);
    return { ...photo, kind, contentType: 'image/jpeg', size: photo.blob.size };
  }
  const type = checkPickedFile(file, await readHead(file), kind) as AcceptedContentType;
  const blob = file.type === type ? file : file.slice(0, file.size, type);
  const name = file instanceof File && file.name.trim() !== '' ? file.name : DEFAULT_NAMES[kind];
  return { kind, blob, name, contentType: type, size: blob.size, originalSize: file.size };
}
