import { describe, expect, it } from 'vitest';
import { AttachmentError } from './attachment-error';
import { prepareAttachment } from './prepare-attachment';
import { jpegFileName, preparePhoto } from './prepare-photo';

const MiB = 1024 * 1024;
const ascii = (s: string) => Array.from({ length: s.length }, (_, i) => s.charCodeAt(i));
const mp4Head = [0, 0, 0, 0x18, ...ascii('ftypisom'), 0, 0, 2, 0];
const pdfBytes = ascii('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

/** A Blob that claims `size` bytes without holding them (only the first bytes are ever read before the cap). */
function sizedBlob(head: number[], size: number, type: string): Blob {
  const blob = new Blob([Uint8Array.from(head)], { type });
  Object.defineProperty(blob, 'size', { value: size });
  return blob;
}

async function refusal(promise: Promise<unknown>): Promise<AttachmentError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AttachmentError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('prepareAttachment', () => {
  it('keeps a video byte for byte, typed by its bytes', async () => {
    const file = new File([Uint8Array.from([...mp4Head, 1, 2, 3])], 'clip.MP4', { type: '' });
    const prepared = await prepareAttachment(file, 'video');
    expect(prepared).toMatchObject({ kind: 'video', name: 'clip.MP4', contentType: 'video/mp4', size: 19 });
    expect(prepared.blob.type).toBe('video/mp4');
    expect(new Uint8Array(await prepared.blob.arrayBuffer())).toEqual(Uint8Array.from([...mp4Head, 1, 2, 3]));
  });

  it('keeps a document as it is (the same Blob when its type was right)', async () => {
    const file = new File([Uint8Array.from(pdfBytes)], 'invoice.pdf', { type: 'application/pdf' });
    const prepared = await prepareAttachment(file, 'document');
    expect(prepared.blob).toBe(file);
    expect(prepared).toMatchObject({ kind: 'document', contentType: 'application/pdf', originalSize: pdfBytes.length });
  });

  it('names an unnamed Blob after its kind', async () => {
    const prepared = await prepareAttachment(new Blob([Uint8Array.from(pdfBytes)]), 'document');
    expect(prepared.name).toBe('document');
  });

  it('refuses a video over 200 MB and a PDF declared as a video', async () => {
    expect(await refusal(prepareAttachment(sizedBlob(mp4Head, 200 * MiB + 1, 'video/mp4'), 'video'))).toMatchObject({
      code: 'FILE_TOO_LARGE',
      maxBytes: 200 * MiB,
    });
    const pdfAsVideo = new File([Uint8Array.from(pdfBytes)], 'x.mp4', { type: 'video/mp4' });
    expect((await refusal(prepareAttachment(pdfAsVideo, 'video'))).code).toBe('UNSUPPORTED_FILE');
  });
});

describe('preparePhoto refusals (before any decoding)', () => {
  it('refuses an SVG, even one named and typed as a JPEG', async () => {
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'cat.jpg', {
      type: 'image/jpeg',
    });
    const error = await refusal(preparePhoto(svg));
    expect(error.code).toBe('NOT_A_PHOTO');
  });

  it('refuses a photo over 100 MB and an empty one', async () => {
    const huge = sizedBlob([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0], 100 * MiB + 1, 'image/jpeg');
    expect(await refusal(preparePhoto(huge))).toMatchObject({ code: 'FILE_TOO_LARGE', kind: 'photo' });
    expect((await refusal(prepareAttachment(new Blob([]), 'photo'))).code).toBe('EMPTY_FILE');
  });

  it('keeps going after a refusal: the next photo is not stuck behind it', async () => {
    await refusal(preparePhoto(new Blob(['not a photo'])));
    expect((await refusal(preparePhoto(new Blob(['still not'])))).code).toBe('NOT_A_PHOTO');
  });
});

describe('jpegFileName', () => {
  it('gives the stored photo a .jpg name', () => {
    expect(jpegFileName(new File(['x'], 'IMG_0042.HEIC'))).toBe('IMG_0042.jpg');
    expect(jpegFileName(new File(['x'], 'shop.front.png'))).toBe('shop.front.jpg');
    expect(jpegFileName(new File(['x'], 'noext'))).toBe('noext.jpg');
    expect(jpegFileName(new Blob(['x']))).toBe('photo.jpg');
  });
});
