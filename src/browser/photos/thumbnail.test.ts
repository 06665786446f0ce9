import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeThumbnail, thumbnailUrl } from './thumbnail';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('thumbnailUrl', () => {
  it('makes one object URL and revokes it once', () => {
    const created: Blob[] = [];
    const revoked: string[] = [];
    // jsdom has no object URLs.
    vi.stubGlobal('URL', {
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return `blob:test/${String(created.length)}`;
      },
      revokeObjectURL: (url: string) => revoked.push(url),
    });
    const blob = new Blob(['jpeg'], { type: 'image/jpeg' });
    const thumbnail = thumbnailUrl(blob);
    expect(thumbnail.url).toBe('blob:test/1');
    expect(created).toEqual([blob]);
    thumbnail.revoke();
    thumbnail.revoke();
    expect(revoked).toEqual(['blob:test/1']);
  });
});

describe('makeThumbnail', () => {
  it('answers the photo itself where the browser cannot decode it off the page', async () => {
    // jsdom has neither createImageBitmap nor OffscreenCanvas.
    const blob = new Blob(['jpeg'], { type: 'image/jpeg' });
    await expect(makeThumbnail(blob)).resolves.toBe(blob);
  });

  it('draws a smaller JPEG of the given width', async () => {
    const drawn: { width: number; height: number }[] = [];
    const small = new Blob(['small'], { type: 'image/jpeg' });
    vi.stubGlobal('createImageBitmap', (_blob: Blob, options: { resizeWidth: number }) =>
      Promise.resolve({ width: options.resizeWidth, height: 300, close: () => undefined }),
    );
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        constructor(
          readonly width: number,
          readonly height: number,
        ) {
          drawn.push({ width, height });
        }
        getContext() {
          return { drawImage: () => undefined };
        }
        convertToBlob() {
          return Promise.resolve(small);
        }
      },
    );
    await expect(makeThumbnail(new Blob(['big'], { type: 'image/jpeg' }), 400)).resolves.toBe(small);
    expect(drawn).toEqual([{ width: 400, height: 300 }]);
  });
});
