// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readJpegInfo } from './jpeg-segments';

const segment = (marker: number, payload: number[]) => [0xff, marker, ...u16(payload.length + 2), ...payload];
const u16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const ascii = (s: string) => Array.from({ length: s.length }, (_, i) => s.charCodeAt(i));
const sof = (marker: number, width: number, height: number) =>
  segment(marker, [8, ...u16(height), ...u16(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
const jpeg = (...segments: number[][]) =>
  Uint8Array.from([0xff, 0xd8, ...segments.flat(), 0xff, 0xda, 0, 2, 0x12, 0x34, 0xff, 0xd9]);

const jfif = segment(0xe0, [...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
const exif = segment(0xe1, [...ascii('Exif'), 0, 0, ...ascii('MM'), 0, 42, 0, 0, 0, 8, 0, 0]);
const xmp = segment(0xe1, ascii('http://ns.adobe.com/xap/1.0/\0<x/>'));
const dqt = segment(0xdb, [0, ...Array<number>(64).fill(1)]);

describe('readJpegInfo', () => {
  it('reads width and height from a baseline or progressive frame header', () => {
    expect(readJpegInfo(jpeg(jfif, dqt, sof(0xc0, 2048, 1536)))).toEqual({
      width: 2048,
      height: 1536,
      hasExif: false,
      markers: [0xe0, 0xdb, 0xc0, 0xda],
    });
    expect(readJpegInfo(jpeg(jfif, sof(0xc2, 1536, 2048)))).toMatchObject({ width: 1536, height: 2048 });
  });

  it('tells an EXIF APP1 from another APP1 (XMP)', () => {
    expect(readJpegInfo(jpeg(exif, dqt, sof(0xc0, 10, 20)))?.hasExif).toBe(true);
    expect(readJpegInfo(jpeg(xmp, dqt, sof(0xc0, 10, 20)))?.hasExif).toBe(false);
  });

  it('skips fill bytes and bare markers between segments', () => {
    const bytes = jpeg([0xff, 0xff], jfif, [0xff, 0xd0], sof(0xc0, 640, 480));
    expect(readJpegInfo(bytes)).toMatchObject({ width: 640, height: 480 });
  });

  it('answers undefined for other files and headers cut before the frame header', () => {
    expect(readJpegInfo(Uint8Array.from([0x89, 0x50, 0x4e, 0x47]))).toBeUndefined();
    expect(readJpegInfo(jpeg(jfif).subarray(0, 12))).toBeUndefined();
    expect(readJpegInfo(jpeg(jfif, dqt))).toBeUndefined();
  });
});
