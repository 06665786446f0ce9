import { AttachmentError } from './attachment-error';
import { readJpegInfo } from './jpeg-segments';
import { compressionLibraryUrl } from './library-url';
import { checkPickedFile, readHead } from './sniff';
import { watchBlobWorkers } from './worker-watch';

/**
 * How photos are stored (ARCHITECTURE.md "Offline"): longest edge 2048 px, JPEG, about 300 KB, so the 11 photos of a
 * visit report fit in 3.5 MB. The library lowers the quality and then the size in steps of 5 % until the file is under
 * `maxSizeMB` (at most `maxIteration` times), starting from `initialQuality`.
 */
export const PHOTO_SETTINGS = {
  maxWidthOrHeight: 2048,
  maxSizeMB: 0.3,
  initialQuality: 0.8,
  maxIteration: 10,
} as const;

export interface PreparePhotoOptions {
  maxWidthOrHeight?: number;
  maxSizeMB?: number;
  initialQuality?: number;
  signal?: AbortSignal;
  /** 0–100 */
  onProgress?: (percent: number) => void;
}

export interface PreparedPhoto {
  /** A JPEG without any EXIF (no GPS position, no camera serial), its pixels already upright. */
  blob: Blob;
  /** The picked file's name with a .jpg extension. */
  name: string;
  width: number;
  height: number;
  /** Bytes of the picked file. */
  originalSize: number;
  /** Time from the call to the result, waiting for earlier photos excluded. */
  ms: number;
  /**
   * The compression ran on the page instead of the worker (see worker-watch.ts). Never expected: the app reports it
   * (the offline goal needs the worker and its locally bundled library).
   */
  mainThreadFallback: boolean;
}

/** photo.HEIC → photo.jpg; a Blob without a name → photo.jpg. */
export function jpegFileName(file: Blob): string {
  const name = file instanceof File ? file.name.trim() : '';
  const base = name.replace(/\.[^./\\]*$/, '');
  return `${base === '' ? 'photo' : base}.jpg`;
}

let warnedAboutFallback = false;
// One photo at a time: a 12 MP photo takes about 50 MB of memory while it is decoded, and a phone that picks
// several at once should not hold them all; it also keeps each worker attributable to its call.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Checks a picked photo and compresses it in a web worker to a JPEG of at most 2048 px on its longest edge and about
 * 300 KB, applying its EXIF orientation and dropping all EXIF (GPS included). Throws {@link AttachmentError}
 * (NOT_A_PHOTO, EMPTY_FILE, FILE_TOO_LARGE, PHOTO_UNREADABLE) before anything is stored.
 */
export function preparePhoto(file: Blob, options: PreparePhotoOptions = {}): Promise<PreparedPhoto> {
  const result = queue.then(() => compressPhoto(file, options));
  queue = result.catch(() => undefined);
  return result;
}

async function compressPhoto(file: Blob, options: PreparePhotoOptions): Promise<PreparedPhoto> {
  const started = performance.now();
  const type = checkPickedFile(file, await readHead(file), 'photo');
  // The library refuses a Blob whose type is not image/*, and `File.type` is often empty or wrong (a HEIC from a
  // desktop, a photo renamed .png): give it the type the bytes say, without copying them.
  const input = new File([file], file instanceof File ? file.name : 'photo', {
    type,
    lastModified: file instanceof File ? file.lastModified : Date.now(),
  });
  const { default: imageCompression } = await import('browser-image-compression');

  const watch = watchBlobWorkers();
  let output: Blob;
  try {
    output = await imageCompression(input, {
      maxWidthOrHeight: options.maxWidthOrHeight ?? PHOTO_SETTINGS.maxWidthOrHeight,
      maxSizeMB: options.maxSizeMB ?? PHOTO_SETTINGS.maxSizeMB,
      initialQuality: options.initialQuality ?? PHOTO_SETTINGS.initialQuality,
      maxIteration: PHOTO_SETTINGS.maxIteration,
      fileType: 'image/jpeg',
      // The re-encoded JPEG carries no EXIF at all; the library would copy the original APP1 (GPS included) back.
      preserveExif: false,
      useWebWorker: true,
      libURL: compressionLibraryUrl(),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new AttachmentError('PHOTO_UNREADABLE', 'This photo could not be read', { cause: error });
  } finally {
    watch.stop();
  }

  const mainThreadFallback = !watch.delivered;
  if (mainThreadFallback && !warnedAboutFallback) {
    warnedAboutFallback = true;
    console.warn(`Photo compression ran on the main thread: ${watch.failure ?? 'unknown reason'}`);
  }

  const blob = output.type === 'image/jpeg' ? output : output.slice(0, output.size, 'image/jpeg');
  const size = await outputSize(blob);
  return {
    blob,
    name: jpegFileName(file),
    ...size,
    originalSize: file.size,
    ms: performance.now() - started,
    mainThreadFallback,
  };
}

/** The output's pixel size, from its frame header (no second decode); EXIF cannot precede it any more. */
async function outputSize(blob: Blob): Promise<{ width: number; height: number }> {
  const info = readJpegInfo(new Uint8Array(await blob.slice(0, 65_536).arrayBuffer()));
  if (info) return { width: info.width, height: info.height };
  const bitmap = await createImageBitmap(blob);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}
