import { afterEach, describe, expect, it, vi } from 'vitest';
import { thumbnailUrl } from './thumbnail';

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
