export interface Thumbnail {
  /** An object URL for an <img> of the stored photo. */
  url: string;
  /** Frees the URL (the blob stays where it is stored); safe to call twice. */
  revoke: () => void;
}

/**
 * An object URL to preview a prepared photo, already ≤ 2048 px and ~300 KB, so no second, smaller copy is made.
 * Call `revoke` when the preview goes away, or the blob stays in memory until the page closes.
 */
export function thumbnailUrl(blob: Blob): Thumbnail {
  let url: string | undefined = URL.createObjectURL(blob);
  const created = url;
  return {
    url: created,
    revoke: () => {
      if (url === undefined) return;
      URL.revokeObjectURL(url);
      url = undefined;
    },
  };
}

/** Width of a thumbnail: a photo tile on a tablet is at most ~200 CSS px wide, at 2× density. */
export const THUMBNAIL_WIDTH = 400;

// One at a time, like the compression: a 12 MP original takes ~50 MB while it is decoded.
let thumbnails: Promise<unknown> = Promise.resolve();

/**
 * A small JPEG (THUMBNAIL_WIDTH wide, its height in proportion, EXIF orientation applied) to show a photo in a
 * grid: eleven 2048 px photos — let alone 12 MP originals — as <img> tiles would keep hundreds of megabytes of
 * decoded pixels, more than a tablet's browser keeps for images. Decoded off the main thread
 * (createImageBitmap). Where the browser cannot make one, the photo itself is answered.
 */
export function makeThumbnail(blob: Blob, width = THUMBNAIL_WIDTH): Promise<Blob> {
  const result = thumbnails.then(async () => {
    if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') return blob;
    try {
      const bitmap = await createImageBitmap(blob, { resizeWidth: width, resizeQuality: 'medium' });
      try {
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d');
        if (!context) return blob;
        context.drawImage(bitmap, 0, 0);
        return await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 });
      } finally {
        bitmap.close();
      }
    } catch {
      return blob;
    }
  });
  thumbnails = result.catch(() => undefined);
  return result;
}
