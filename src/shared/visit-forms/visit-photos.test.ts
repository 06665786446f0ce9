import { describe, expect, it } from 'vitest';
import { isVisitPhotoSizeAccepted, VISIT_PHOTO_MAX_SIDE } from './visit-photos';

describe('visit photo pixel size', () => {
  it('accepts photos up to 2048 px on their longest side, in either orientation', () => {
    expect(VISIT_PHOTO_MAX_SIDE).toBe(2048);
    expect(isVisitPhotoSizeAccepted({ width: 2048, height: 1536 })).toBe(true);
    expect(isVisitPhotoSizeAccepted({ width: 1536, height: 2048 })).toBe(true);
    expect(isVisitPhotoSizeAccepted({ width: 2049, height: 10 })).toBe(false);
    expect(isVisitPhotoSizeAccepted({ width: 10, height: 2049 })).toBe(false);
    expect(isVisitPhotoSizeAccepted({ width: 4000, height: 3000 })).toBe(false);
  });
});
