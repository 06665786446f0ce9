import { describe, expect, it } from 'vitest';
import {
  attachmentKindOf,
  attachmentMaxBytes,
  checkAttachment,
  checkImagePixels,
  normalizeContentType,
  startsLikeContentType,
  tooLargeMessage,
} from './attachments';

const MiB = 1024 * 1024;
const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (ch) => ch.charCodeAt(0)) : p)));
const ftyp = (brand: string) => bytes([0, 0, 0, 0x18], 'ftyp', brand, [0, 0, 0, 0]);

describe('image pixel caps', () => {
  it('accepts up to 50 megapixels and 20,000 px on a side, and refuses more with the declared size', () => {
    expect(checkImagePixels({ width: 2048, height: 1536 })).toEqual({ ok: true });
    expect(checkImagePixels({ width: 20_000, height: 2_500 })).toEqual({ ok: true });
    expect(checkImagePixels({ width: 8_000, height: 6_250 })).toEqual({ ok: true });
    expect(checkImagePixels({ width: 8_000, height: 6_251 })).toMatchObject({ ok: false });
    expect(checkImagePixels({ width: 20_001, height: 1 })).toMatchObject({ ok: false });
    expect(checkImagePixels({ width: 1, height: 65_535 })).toMatchObject({ ok: false });
    expect(checkImagePixels({ width: 100_000, height: 100_000 })).toEqual({
      ok: false,
      message: 'Images may be at most 50 megapixels and 20,000 pixels on a side; this one declares 100000 × 100000',
    });
  });
});

describe('attachment caps', () => {
  it('caps photos at 100 MB (spec 02), videos at 200 MB and documents at 20 MB', () => {
    expect(attachmentMaxBytes).toEqual({ photo: 100 * MiB, video: 200 * MiB, document: 20 * MiB });
    expect(tooLargeMessage('photo')).toBe('Photos may be at most 100 MB');
    expect(tooLargeMessage('video')).toBe('Videos may be at most 200 MB');
    expect(tooLargeMessage('document')).toBe('Documents may be at most 20 MB');
  });

  it('accepts a file exactly at its cap and refuses one byte more', () => {
    expect(checkAttachment({ contentType: 'image/jpeg', size: 100 * MiB })).toMatchObject({ ok: true, kind: 'photo' });
    expect(checkAttachment({ contentType: 'image/jpeg', size: 100 * MiB + 1 })).toEqual({
      ok: false,
      reason: 'too-large',
      kind: 'photo',
      maxBytes: 100 * MiB,
      message: 'Photos may be at most 100 MB',
    });
    expect(checkAttachment({ contentType: 'video/mp4', size: 200 * MiB + 1 })).toMatchObject({ reason: 'too-large' });
    expect(checkAttachment({ contentType: 'video/mp4', size: 150 * MiB })).toMatchObject({ ok: true, kind: 'video' });
    expect(checkAttachment({ contentType: 'application/pdf', size: 20 * MiB + 1 })).toMatchObject({
      reason: 'too-large',
    });
  });

  it('refuses empty files', () => {
    expect(checkAttachment({ contentType: 'image/png', size: 0 })).toMatchObject({ ok: false, reason: 'empty' });
  });
});

describe('accepted types', () => {
  it.each(['image/svg+xml', 'text/html', 'application/zip', 'image/gif', 'application/octet-stream', ''])(
    'refuses %s',
    (contentType) => {
      expect(attachmentKindOf(contentType)).toBeUndefined();
      expect(checkAttachment({ contentType, size: 10 })).toEqual({
        ok: false,
        reason: 'unsupported',
        message: 'This file is not a photo, video or document we accept',
      });
    },
  );

  it('ignores case and parameters of the content type', () => {
    expect(normalizeContentType(' Image/JPEG; charset=binary')).toBe('image/jpeg');
    expect(checkAttachment({ contentType: 'IMAGE/PNG', size: 10 })).toEqual({
      ok: true,
      kind: 'photo',
      contentType: 'image/png',
    });
  });

  it('narrows a slot to photos with its own message', () => {
    expect(checkAttachment({ contentType: 'application/pdf', size: 10 }, ['photo'])).toMatchObject({
      ok: false,
      message: 'This file is not a photo',
    });
  });

  it('does not treat inherited object keys as types', () => {
    expect(attachmentKindOf('constructor')).toBeUndefined();
    expect(attachmentKindOf('__proto__')).toBeUndefined();
  });
});

describe('startsLikeContentType', () => {
  it.each([
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF', [0, 1])],
    ['image/png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])],
    ['image/webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
    ['image/heic', ftyp('heic')],
    ['image/heif', ftyp('mif1')],
    ['video/mp4', ftyp('isom')],
    ['video/mp4', ftyp('mp42')],
    ['video/quicktime', ftyp('qt  ')],
    ['video/quicktime', bytes([0, 0, 0, 8], 'wide', [0, 0, 0, 0])],
    ['video/webm', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1, 0x42, 0xf7, 0x81])],
    ['application/pdf', bytes('%PDF-1.7\n%\u00e2\u00e3')],
  ])('accepts %s starting with its signature', (type, head) => {
    expect(startsLikeContentType(type, head)).toBe(true);
  });

  it.each([
    ['image/jpeg', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])],
    ['image/png', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF', [0, 1])],
    ['image/webp', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['image/heic', ftyp('isom')],
    ['video/mp4', ftyp('heic')],
    ['video/mp4', ftyp('avif')],
    ['video/webm', bytes('%PDF-1.7 abcdef')],
    ['application/pdf', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF', [0, 1])],
    ['image/jpeg', bytes([0xff, 0xd8])],
    ['image/png', new Uint8Array()],
  ])('refuses %s with other first bytes', (type, head) => {
    expect(startsLikeContentType(type, head)).toBe(false);
  });

  it('refuses SVG and HTML whatever they are declared as', () => {
    const svg = bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = bytes('<!doctype html><script>alert(1)</script>');
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'video/mp4', 'application/pdf']) {
      expect(startsLikeContentType(type, svg)).toBe(false);
      expect(startsLikeContentType(type, html)).toBe(false);
    }
    expect(startsLikeContentType('image/svg+xml', svg)).toBe(false);
    expect(startsLikeContentType('text/html', html)).toBe(false);
  });
});
