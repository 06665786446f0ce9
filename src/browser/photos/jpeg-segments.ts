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

/**
 * Reads the segments of a JPEG up to the start of its image data (give at least the first 64 KB; EXIF may hold a
 * thumbnail of that size). Undefined when the bytes are not a JPEG or end before its frame header.
 */
export function readJpegInfo(bytes: Uint8Array): JpegInfo | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
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
      hasExif ||= String.fromCharCode(...bytes.subarray(at + 4, at + 10)) === 'Exif\0\0';
    }
    if (SOF_MARKERS.has(marker) && at + 9 <= bytes.length) {
      size = { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    at += 2 + length;
  }
  return size ? { ...size, hasExif, markers } : undefined;
}
