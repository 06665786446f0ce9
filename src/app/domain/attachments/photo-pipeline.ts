import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type * as PhotoPipelineModule from '../../../browser/photos';

/**
 * The app's side of the photo pipeline (src/browser/photos), shared by every form that takes photos (consumer
 * voice, visit forms): the pipeline loads when the first photo is picked, its refusals read in the user's words,
 * and previews are object URLs that must be revoked.
 */

type PhotoPipeline = typeof PhotoPipelineModule;
let pipeline: Promise<PhotoPipeline> | null = null;

/** The pipeline (and its compression library), loaded once, when a form first needs it. */
export function loadPhotoPipeline(): Promise<PhotoPipeline> {
  pipeline ??= import('../../../browser/photos');
  return pipeline;
}

/** The photo pipeline's refusals (src/browser/photos AttachmentError codes) in the user's words. */
export function photoRefusalText(error: unknown, i18n: I18n): string {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'NOT_A_PHOTO':
    case 'UNSUPPORTED_FILE':
      return i18n._(msg`This file is not a photo.`);
    case 'FILE_TOO_LARGE':
      return i18n._(msg`This photo is too large (at most 100 MB).`);
    case 'EMPTY_FILE':
      return i18n._(msg`This file is empty.`);
    case 'PHOTO_UNREADABLE':
      return i18n._(msg`This photo could not be read. Try another one.`);
    default:
      return i18n._(msg`This photo could not be prepared. Try another one.`);
  }
}

const thumbnailsOf = new WeakMap<Blob, Promise<Blob>>();

/**
 * A small copy of a photo for a tile (src/browser/photos makeThumbnail), made once per blob; the photo itself
 * when no copy can be made.
 */
export function thumbnailOf(blob: Blob): Promise<Blob> {
  let thumbnail = thumbnailsOf.get(blob);
  if (!thumbnail) {
    thumbnail = loadPhotoPipeline()
      .then(({ makeThumbnail }) => makeThumbnail(blob))
      .catch(() => blob);
    thumbnailsOf.set(blob, thumbnail);
  }
  return thumbnail;
}

/** An object URL to preview a blob, or null where none can be made. Revoke it with {@link revokePreview}. */
export function previewOf(blob: Blob): string | null {
  try {
    return URL.createObjectURL(blob);
  } catch {
    return null;
  }
}

export function revokePreview(url: string | null): void {
  if (url !== null) URL.revokeObjectURL(url);
}

// Object URLs of shown blobs, shared by every view of the same blob and counted, so a URL is revoked once nothing
// shows it (a little later, so a view that comes back at once — React's strict mode, a re-render — keeps it).
const shownUrls = new Map<Blob, { url: string | null; users: number; timer: ReturnType<typeof setTimeout> | null }>();
const REVOKE_DELAY_MS = 2000;

function scheduleRevoke(blob: Blob): void {
  const entry = shownUrls.get(blob);
  if (!entry || entry.users > 0) return;
  if (entry.timer !== null) clearTimeout(entry.timer);
  entry.timer = setTimeout(() => {
    const current = shownUrls.get(blob);
    if (!current || current.users > 0) return;
    revokePreview(current.url);
    shownUrls.delete(blob);
  }, REVOKE_DELAY_MS);
}

/** The object URL that shows `blob` (made once per blob); keep it with {@link retainObjectUrl}. */
export function objectUrlFor(blob: Blob): string | null {
  let entry = shownUrls.get(blob);
  if (!entry) {
    entry = { url: previewOf(blob), users: 0, timer: null };
    shownUrls.set(blob, entry);
    // Revoked unless a view keeps it (a render that is never shown never retains it).
    scheduleRevoke(blob);
  }
  return entry.url;
}

/** A view shows the blob: its URL stays until released. */
export function retainObjectUrl(blob: Blob): void {
  objectUrlFor(blob);
  const entry = shownUrls.get(blob);
  if (!entry) return;
  entry.users += 1;
  if (entry.timer !== null) clearTimeout(entry.timer);
  entry.timer = null;
}

/** The view no longer shows the blob. */
export function releaseObjectUrl(blob: Blob): void {
  const entry = shownUrls.get(blob);
  if (!entry) return;
  entry.users = Math.max(0, entry.users - 1);
  scheduleRevoke(blob);
}
