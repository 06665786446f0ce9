import { describe, expect, it } from 'vitest';
import { readImageSize, readJpegInfo, readPngSize, readWebpSize } from './image-size';

const u16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const le16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
const le32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];
const ascii = (s: string) => Array.from({ length: s.length }, (_, i) => s.charCodeAt(i));

const segment = (marker: number, payload: number[]) => [0xff, marker, ...u16(payload.length + 2), ...payload];
const jpeg = (width: number, height: number, before: number[][] = []) =>
  Uint8Array.from([
    0xff,
    0xd8,
    ...before.flat(),
    ...segment(0xc0, [8, ...u16(height), ...u16(width), 1, 1, 0x11, 0]),
    0xff,
    0xda,
  ]);
const png = (width: number, height: number) =>
  Uint8Array.from([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...u32(13),
    ...ascii('IHDR'),
    ...u32(width),
    ...u32(height),
    8,
    2,
    0,
    0,
    0,
  ]);
const webp = (chunk: string, payload: number[]) =>
  Uint8Array.from([
    ...ascii('RIFF'),
    ...le32(payload.length + 12),
    ...ascii('WEBP'),
    ...ascii(chunk),
    ...le32(payload.length),
    ...payload,
    0,
    0,
  ]);

describe('readImageSize', () => {
  it('reads a JPEG frame header, also behind an EXIF segment', () => {
    const exif = segment(0xe1, [...ascii('Exif'), 0, 0, ...Array<number>(3000).fill(7)]);
    expect(readImageSize(jpeg(2048, 1536, [exif]))).toEqual({ width: 2048, height: 1536 });
    expect(readJpegInfo(jpeg(640, 480, [exif]))?.hasExif).toBe(true);
  });

  it('reads a PNG IHDR', () => {
    expect(readPngSize(png(160, 120))).toEqual({ width: 160, height: 120 });
    expect(readImageSize(png(4000, 3000))).toEqual({ width: 4000, height: 3000 });
  });

  it('reads lossy, lossless and extended WebP', () => {
    const vp8 = [0, 0, 0, 0x9d, 0x01, 0x2a, ...le16(1920), ...le16(1080), 0, 0];
    expect(readWebpSize(webp('VP8 ', vp8))).toEqual({ width: 1920, height: 1080 });
    const bits = (800 - 1) | ((600 - 1) << 14);
    expect(readWebpSize(webp('VP8L', [0x2f, ...le32(bits), 0, 0, 0, 0, 0]))).toEqual({ width: 800, height: 600 });
    expect(readImageSize(webp('VP8X', [0, 0, 0, 0, ...le24(2047), ...le24(1535), 0, 0]))).toEqual({
      width: 2048,
      height: 1536,
    });
  });

  it('answers undefined for other files and cut headers', () => {
    expect(readImageSize(Uint8Array.from(ascii('%PDF-1.7 and more text here')))).toBeUndefined();
    expect(readImageSize(png(10, 10).subarray(0, 20))).toBeUndefined();
    expect(readImageSize(jpeg(10, 10).subarray(0, 8))).toBeUndefined();
    expect(readImageSize(new Uint8Array())).toBeUndefined();
  });
});
