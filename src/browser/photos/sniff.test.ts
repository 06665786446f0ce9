import { describe, expect, it } from 'vitest';
import { AttachmentError } from './attachment-error';
import { checkPickedFile, isPhotoInput, kindOfSniffed, sniffContentType } from './sniff';

const MiB = 1024 * 1024;
const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((p) => (typeof p === 'string' ? Array.from({ length: p.length }, (_, i) => p.charCodeAt(i)) : p)),
  );
const ftyp = (brand: string) => bytes([0, 0, 0, 0x18], 'ftyp', brand, [0, 0, 0, 0]);

const heads = {
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF', [0, 1]),
  png: bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
  webp: bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '),
  gif: bytes('GIF89a', [1, 0, 1, 0, 0, 0]),
  heic: ftyp('heic'),
  heif: ftyp('mif1'),
  mp4: ftyp('isom'),
  mov: ftyp('qt  '),
  webm: bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1, 0x42, 0xf7, 0x81]),
  pdf: bytes('%PDF-1.7\n%', [0xe2, 0xe3]),
  svg: bytes('<svg xmlns="'),
  svgXml: bytes('<?xml versio'),
  html: bytes('<!doctype ht'),
  avif: ftyp('avif'),
  zip: bytes('PK', [3, 4, 20, 0, 0, 0, 8, 0, 0, 0]),
};

describe('sniffContentType', () => {
  it.each([
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['webp', 'image/webp'],
    ['gif', 'image/gif'],
    ['heic', 'image/heic'],
    ['heif', 'image/heic'],
    ['mp4', 'video/mp4'],
    ['mov', 'video/quicktime'],
    ['webm', 'video/webm'],
    ['pdf', 'application/pdf'],
  ] as const)('reads %s from its first bytes, whatever the file says it is', (name, expected) => {
    expect(sniffContentType(heads[name])).toBe(expected);
    expect(sniffContentType(heads[name], 'application/octet-stream')).toBe(expected);
    expect(sniffContentType(heads[name], 'image/png')).toBe(name === 'png' ? 'image/png' : expected);
  });

  it('keeps the declared type when the bytes match it too (a HEIF declared as such)', () => {
    expect(sniffContentType(heads.heif, 'image/heif')).toBe('image/heif');
    expect(sniffContentType(heads.mp4, 'video/quicktime')).toBe('video/quicktime');
    expect(sniffContentType(heads.jpeg, 'IMAGE/JPEG; charset=binary')).toBe('image/jpeg');
  });

  it.each(['svg', 'svgXml', 'html', 'avif', 'zip'] as const)('refuses %s, even declared as a JPEG', (name) => {
    expect(sniffContentType(heads[name])).toBeUndefined();
    expect(sniffContentType(heads[name], 'image/jpeg')).toBeUndefined();
    expect(sniffContentType(heads[name], 'image/svg+xml')).toBeUndefined();
  });

  it('refuses a file too short to tell', () => {
    expect(sniffContentType(new Uint8Array())).toBeUndefined();
    expect(sniffContentType(bytes([0xff, 0xd8]))).toBeUndefined();
  });

  it('sorts types into kinds: GIF is a photo input, re-encoded as JPEG', () => {
    expect(kindOfSniffed('image/gif')).toBe('photo');
    expect(kindOfSniffed('image/heic')).toBe('photo');
    expect(kindOfSniffed('video/quicktime')).toBe('video');
    expect(kindOfSniffed('application/pdf')).toBe('document');
    expect(isPhotoInput('image/gif')).toBe(true);
    expect(isPhotoInput('video/mp4')).toBe(false);
  });
});

function refusal(run: () => unknown): AttachmentError {
  try {
    run();
  } catch (error) {
    if (error instanceof AttachmentError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('checkPickedFile', () => {
  it('returns the real type of an accepted file', () => {
    expect(checkPickedFile({ size: 3 * MiB, type: '' }, heads.jpeg, 'photo')).toBe('image/jpeg');
    expect(checkPickedFile({ size: 50 * MiB, type: '' }, heads.mov, 'video')).toBe('video/quicktime');
    // The server checks a declared type against the bytes by the same rule: an ftyp file passes as MP4.
    expect(checkPickedFile({ size: 50 * MiB, type: 'video/mp4' }, heads.mov, 'video')).toBe('video/mp4');
    expect(checkPickedFile({ size: MiB, type: 'application/pdf' }, heads.pdf, 'document')).toBe('application/pdf');
  });

  it('refuses what is not a photo for a photo slot (NOT_A_PHOTO), by its bytes', () => {
    for (const head of [heads.svg, heads.pdf, heads.mp4, heads.html]) {
      const error = refusal(() => checkPickedFile({ size: 1000, type: 'image/jpeg' }, head, 'photo'));
      expect(error.code).toBe('NOT_A_PHOTO');
      expect(error.message).toBe('This file is not a photo');
    }
  });

  it('refuses another kind for a video or document slot (UNSUPPORTED_FILE)', () => {
    expect(refusal(() => checkPickedFile({ size: 1000, type: '' }, heads.jpeg, 'video')).code).toBe('UNSUPPORTED_FILE');
    expect(refusal(() => checkPickedFile({ size: 1000, type: 'image/svg+xml' }, heads.svg, 'document')).code).toBe(
      'UNSUPPORTED_FILE',
    );
  });

  it('refuses an empty file', () => {
    expect(refusal(() => checkPickedFile({ size: 0, type: 'image/jpeg' }, heads.jpeg, 'photo')).code).toBe(
      'EMPTY_FILE',
    );
  });

  it('applies the cap of the kind: photos 100 MB, videos 200 MB, documents 20 MB', () => {
    expect(checkPickedFile({ size: 100 * MiB, type: '' }, heads.jpeg, 'photo')).toBe('image/jpeg');
    const photo = refusal(() => checkPickedFile({ size: 100 * MiB + 1, type: '' }, heads.jpeg, 'photo'));
    expect(photo).toMatchObject({ code: 'FILE_TOO_LARGE', kind: 'photo', maxBytes: 100 * MiB });
    expect(photo.message).toBe('Photos may be at most 100 MB');
    expect(checkPickedFile({ size: 200 * MiB, type: '' }, heads.webm, 'video')).toBe('video/webm');
    expect(refusal(() => checkPickedFile({ size: 200 * MiB + 1, type: '' }, heads.webm, 'video'))).toMatchObject({
      code: 'FILE_TOO_LARGE',
      maxBytes: 200 * MiB,
    });
    expect(refusal(() => checkPickedFile({ size: 20 * MiB + 1, type: '' }, heads.pdf, 'document'))).toMatchObject({
      code: 'FILE_TOO_LARGE',
      kind: 'document',
    });
  });

  it('judges the type before the size: an oversized SVG is refused as not a photo', () => {
    expect(refusal(() => checkPickedFile({ size: 500 * MiB, type: '' }, heads.svg, 'photo')).code).toBe('NOT_A_PHOTO');
  });
});
