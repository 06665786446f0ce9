import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type * as Photos from '../../../src/browser/photos';

// Runs the app's own photo pipeline (src/browser/photos) in a page of the real server, with no test code in the
// build: the app imports the pipeline lazily, so it is a chunk of its own, found through Vite's build manifest
// and imported into an app page (same origin, so the server's CSP applies as it does for the app).

const PHOTOS_SOURCE = 'src/browser/photos/index.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  assets?: string[];
}

function photosChunk(outDir: string): ManifestChunk {
  const manifestFile = join(outDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`${manifestFile} is missing: vite.config.ts needs build.manifest: true (and a build)`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const chunk = Object.values(manifest).find((entry) => entry.src === PHOTOS_SOURCE);
  if (!chunk) {
    throw new Error(`No chunk of its own for ${PHOTOS_SOURCE}: the app must load it with import(), not statically`);
  }
  return chunk;
}

/** The URL path of the built photo pipeline chunk in CLIENT_OUT_DIR (default dist). */
export function photoModulePath(outDir = process.env.CLIENT_OUT_DIR ?? 'dist'): string {
  return `/${photosChunk(outDir).file}`;
}

/** The URL path of the library copy the compression worker loads (the pipeline's `?url` asset). */
export function compressionLibraryPath(outDir = process.env.CLIENT_OUT_DIR ?? 'dist'): string {
  const asset = photosChunk(outDir).assets?.find((file) => /browser-image-compression[^/]*\.js$/.test(file));
  if (!asset) throw new Error('The photo pipeline chunk names no browser-image-compression asset');
  return `/${asset}`;
}

/** Imports the pipeline into the page as `globalThis.__photos`. */
export async function loadPhotoModule(page: Page, path = photoModulePath()): Promise<void> {
  // A string, not a function: a function's `import()` could be rewritten by the test transpiler.
  await page.evaluate(`import(${JSON.stringify(path)}).then((m) => { globalThis.__photos = m; })`);
}

export interface TestPhotoOptions {
  width: number;
  height: number;
  /** JPEG quality of the generated original (a phone camera writes about 0.9). */
  quality?: number;
  /** Bytes of an APP1 segment to put right after the JPEG's SOI marker (EXIF). */
  app1?: number[];
}

/**
 * Draws a photo-like picture in the page (gradients, shapes and sensor-like noise, so it does not compress to
 * nothing), encodes it as a JPEG and keeps it as `globalThis.__testPhoto`; answers its size in bytes. A red block
 * marks the top-left corner of the stored pixels. Never a binary fixture file.
 */
export async function createTestPhoto(page: Page, options: TestPhotoOptions): Promise<number> {
  return page.evaluate(async ({ width, height, quality, app1 }) => {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    const image = ctx.createImageData(width, height);
    const data = image.data;
    let seed = 12345;
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
        const noise = ((seed >>> 24) - 128) / 8;
        const i = (y * width + x) * 4;
        data[i] = (255 * x) / width + noise;
        data[i + 1] = (255 * y) / height + noise;
        data[i + 2] = 128 + 96 * Math.sin((x + y) / 97) + noise;
        data[i + 3] = 255;
      }
    }
    ctx.putImageData(image, 0, 0);
    for (let k = 0; k < 60; k += 1) {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      ctx.fillStyle = `hsla(${String(seed % 360)}, 60%, 50%, 0.35)`;
      ctx.beginPath();
      ctx.ellipse(
        (seed >>> 8) % width,
        (seed >>> 4) % height,
        40 + (seed % 400),
        40 + ((seed >>> 12) % 300),
        0,
        0,
        2 * Math.PI,
      );
      ctx.fill();
    }
    ctx.fillStyle = 'rgb(255, 0, 0)';
    ctx.fillRect(0, 0, Math.round(width / 5), Math.round(height / 5));
    const jpeg = await canvas.convertToBlob({ type: 'image/jpeg', quality: quality ?? 0.92 });
    const parts: BlobPart[] = app1 ? [jpeg.slice(0, 2), Uint8Array.from(app1), jpeg.slice(2)] : [jpeg];
    const photo = new File(parts, 'IMG_0001.JPG', { type: 'image/jpeg', lastModified: Date.now() });
    (globalThis as { __testPhoto?: File }).__testPhoto = photo;
    return photo.size;
  }, options);
}

export interface PhotoRun extends Omit<Photos.PreparedPhoto, 'blob'> {
  size: number;
  type: string;
  /** The output's first 64 KB (all its segments before the image data). */
  head: number[];
  /** Colour of the output's top-left and top-right corners, to check the orientation. */
  topLeft: [number, number, number];
  topRight: [number, number, number];
}

/** Runs preparePhoto on the page's test photo. */
export async function runPreparePhoto(page: Page): Promise<PhotoRun> {
  return page.evaluate(async () => {
    const scope = globalThis as unknown as {
      __photos: typeof Photos;
      __testPhoto: File;
    };
    const { blob, ...rest } = await scope.__photos.preparePhoto(scope.__testPhoto);
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.drawImage(bitmap, 0, 0);
    const pixel = (x: number, y: number): [number, number, number] => {
      const [r = 0, g = 0, b = 0] = ctx.getImageData(x, y, 1, 1).data;
      return [r, g, b];
    };
    const inset = 20;
    return {
      ...rest,
      size: blob.size,
      type: blob.type,
      head: Array.from(new Uint8Array(await blob.slice(0, 65_536).arrayBuffer())),
      topLeft: pixel(inset, inset),
      topRight: pixel(bitmap.width - inset, inset),
    };
  });
}

const u16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const entry = (tag: number, type: number, count: number, value: number[]) => [
  ...u16(tag),
  ...u16(type),
  ...u32(count),
  ...value,
];
const rational = (numerator: number, denominator: number) => [...u32(numerator), ...u32(denominator)];

/**
 * An APP1 EXIF segment (big-endian TIFF) with an Orientation tag and a GPS position (48°8'N 11°34'E), as a phone
 * camera writes them.
 */
export function exifApp1(orientation: number): number[] {
  const ifd0At = 8;
  const gpsAt = ifd0At + 2 + 2 * 12 + 4;
  const latitudeAt = gpsAt + 2 + 4 * 12 + 4;
  const longitudeAt = latitudeAt + 24;
  const tiff = [
    ...[0x4d, 0x4d, 0, 42],
    ...u32(ifd0At),
    ...u16(2),
    ...entry(0x0112, 3, 1, [...u16(orientation), 0, 0]), // Orientation
    ...entry(0x8825, 4, 1, u32(gpsAt)), // GPS IFD pointer
    ...u32(0),
    ...u16(4),
    ...entry(0x0001, 2, 2, [0x4e, 0, 0, 0]), // GPSLatitudeRef 'N'
    ...entry(0x0002, 5, 3, u32(latitudeAt)),
    ...entry(0x0003, 2, 2, [0x45, 0, 0, 0]), // GPSLongitudeRef 'E'
    ...entry(0x0004, 5, 3, u32(longitudeAt)),
    ...u32(0),
    ...rational(48, 1),
    ...rational(8, 1),
    ...rational(0, 1),
    ...rational(11, 1),
    ...rational(34, 1),
    ...rational(0, 1),
  ];
  const payload = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff]; // 'Exif\0\0'
  return [0xff, 0xe1, ...u16(payload.length + 2), ...payload];
}
