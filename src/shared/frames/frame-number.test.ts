import { describe, expect, it } from 'vitest';
import { frameNumberProblem, frameNumberSchema, normaliseFrameNumber } from './frame-number';

describe('frame number', () => {
  it('normalises by trimming and upper-casing', () => {
    expect(normaliseFrameNumber('  wtu123c4567d ')).toBe('WTU123C4567D');
  });

  it('accepts letters and digits up to 20 characters', () => {
    expect(frameNumberProblem('WTU123C4567D')).toBeNull();
    expect(frameNumberProblem('A'.repeat(20))).toBeNull();
  });

  it('refuses empty, too long and other characters with the spec text', () => {
    expect(frameNumberProblem('  ')).toBe('Required');
    expect(frameNumberProblem('A'.repeat(21))).toBe('Frame number is too long');
    expect(frameNumberProblem('WTU-123')).toBe('A frame number has only letters and digits');
  });

  it('parses to the normalised number', () => {
    expect(frameNumberSchema.parse(' plg2024a00871')).toBe('PLG2024A00871');
    expect(frameNumberSchema.safeParse('x y').success).toBe(false);
  });
});
