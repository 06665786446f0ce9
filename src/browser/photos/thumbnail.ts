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
