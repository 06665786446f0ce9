import { useEffect, useMemo, useState } from 'react';
import { objectUrlFor, releaseObjectUrl, retainObjectUrl, thumbnailOf } from './photo-pipeline';

/** The object URL of a blob while the component shows it (shared and counted per blob, revoked when unused). */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const url = useMemo(() => (blob ? objectUrlFor(blob) : null), [blob]);
  useEffect(() => {
    if (!blob) return undefined;
    retainObjectUrl(blob);
    return () => {
      releaseObjectUrl(blob);
    };
  }, [blob]);
  return url;
}

/**
 * The thumbnail of a photo; while the thumbnail of a new photo is made (a picked original becomes its compressed
 * version), the previous one stays on screen.
 */
export function useThumbnail(blob: Blob | null | undefined): Blob | null {
  const [shown, setShown] = useState<{ source: Blob; thumbnail: Blob } | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    let cancelled = false;
    void thumbnailOf(blob).then((thumbnail) => {
      if (!cancelled) setShown({ source: blob, thumbnail });
    });
    return () => {
      cancelled = true;
    };
  }, [blob]);
  return blob ? (shown?.thumbnail ?? null) : null;
}
