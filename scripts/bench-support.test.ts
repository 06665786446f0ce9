import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown } from './bench-support';

describe('calibratedCpuSlowdown', () => {
  it("follows Lighthouse's calculator at its anchor points", () => {
    expect(calibratedCpuSlowdown(150)).toBe(1);
    expect(calibratedCpuSlowdown(800)).toBe(2);
    expect(calibratedCpuSlowdown(1300)).toBe(3);
    expect(calibratedCpuSlowdown(1533)).toBeCloseTo(4, 5);
    expect(calibratedCpuSlowdown(2000)).toBeCloseTo(6, 1);
  });

  it('interpolates between them and never goes below no slowdown', () => {
    expect(calibratedCpuSlowdown(1050)).toBe(2.5);
    expect(calibratedCpuSlowdown(475)).toBe(1.5);
    expect(calibratedCpuSlowdown(60)).toBe(1);
  });
});
