// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { brandColors, shadesAround, theme } from './theme';

describe('theme', () => {
  it('paints the spec colours at the shade Mantine uses', () => {
    expect(theme.primaryColor).toBe('primary');
    expect(theme.colors?.primary?.[6]).toBe('#009ace');
    expect(theme.colors?.error?.[6]).toBe('#ff2800');
    expect(theme.colors?.warning?.[6]).toBe('#ffa726');
    expect(theme.colors?.info?.[6]).toBe('#2196f3');
    expect(theme.colors?.success?.[6]).toBe('#4caf50');
  });

  it('builds ten shades from light to dark', () => {
    const shades = shadesAround(brandColors.primary);
    expect(shades).toHaveLength(10);
    const lightness = shades.map((hex) => {
      const value = Number.parseInt(hex.slice(1), 16);
      return ((value >> 16) & 0xff) + ((value >> 8) & 0xff) + (value & 0xff);
    });
    expect([...lightness].sort((a, b) => b - a)).toEqual(lightness);
  });
});
