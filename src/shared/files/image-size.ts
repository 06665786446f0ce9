/**
 * Pixel sizes read from image headers, without decoding: the browser checks its compressed photos with it, the
 * server records the size of every visit photo it stores. One implementation for both runtimes.
 */

/** What a JPEG's header says: its size, and whether it still carries EXIF (where GPS positions live). */
export interface JpegInfo {
  width: number;
  height: number;
  /** An APP1 `Exif` segment is present. */
  hasExif: boolean;
  /** Markers (0xE0 APP0, 0xE1 APP1, 0xDB DQT, 0xC0 SOF0, …) of the segments before the image data, in order. */
  markers: number[];
}

const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
/** Markers that stand alone, without a length field. */
const BARE_MARKERS = new Set([0x01, 0xd0, 0xd1, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7]);

const viewOf = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/**
 * Reads the segments of a JPEG up to the start of its image data (give at least the first 64 KB; EXIF may hold a
 * thumbnail of that size). Undefined when the bytes are not a JPEG or end before its frame header.
 */
export function readJpegInfo(bytes: Uint8Array): JpegInfo | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  const view = viewOf(bytes);
  const markers: number[] = [];
  let hasExif = false;
  let size: { width: number; height: number } | undefined;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (BARE_MARKERS.has(marker)) {
      at += 2;
      continue;
    }
    markers.push(marker);
    if (marker === 0xda || marker === 0xd9) break; // start of scan / end of image
    const length = view.getUint16(at + 2);
    if (marker === 0xe1 && at + 10 <= bytes.length) {
      hasExif ||= ascii(bytes, at + 4, at + 10) === 'Exif\0\0';
    }
    if (SOF_MARKERS.has(marker) && at + 9 <= bytes.length) {
      size = { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    at += 2 + length;
  }
  return size ? { ...size, hasExif, markers } : undefined;
}

/** A pixel size. */
export interface ImageSize {
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The size in a PNG's IHDR chunk (always the first chunk); undefined for anything else. Needs 24 bytes. */
export function readPngSize(bytes: Uint8Array): ImageSize | undefined {
  if (bytes.length < 24 || !PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return undefined;
  if (ascii(bytes, 12, 16) !== 'IHDR') return undefined;
  const view = viewOf(bytes);
  const size = { width: view.getUint32(16), height: view.getUint32(20) };
  return size.width > 0 && size.height > 0 ? size : undefined;
}

/** The size of a WebP (lossy VP8, lossless VP8L or extended VP8X); undefined for anything else. Needs 30 bytes. */
export function readWebpSize(bytes: Uint8Array): ImageSize | undefined {
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 12) !== 'WEBP') return undefined;
  const view = viewOf(bytes);
  const uint24 = (at: number) => view.getUint16(at, true) + ((bytes[at + 2] ?? 0) << 16);
  switch (ascii(bytes, 12, 16)) {
    case 'VP8X':
      return { width: uint24(24) + 1, height: uint24(27) + 1 };
    case 'VP8 ':
      // The key frame's start code 9D 01 2A, then 14-bit width and height.
      if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return undefined;
      return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
    case 'VP8L': {
      if (bytes[20] !== 0x2f) return undefined;
      const bits = view.getUint32(21, true);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    default:
      return undefined;
  }
}

/**
 * How many first bytes {@link readImageSize} should be given: enough for a JPEG whose EXIF carries a thumbnail
 * and an ICC profile before its frame header. Fewer work for PNG and WebP.
 */
export const IMAGE_HEADER_BYTES = 256 * 1024;

/** The pixel size of a JPEG, PNG or WebP from its first bytes; undefined for other types (HEIC) or cut headers. */
export function readImageSize(bytes: Uint8Array): ImageSize | undefined {
  const jpeg = readJpegInfo(bytes);
  if (jpeg) return { width: jpeg.width, height: jpeg.height };
  return readPngSize(bytes) ?? readWebpSize(bytes);
}
