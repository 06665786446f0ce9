// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MantineTheme } from '@mantine/core';
import { brandColors, cssVariablesResolver, shadesAround, theme } from './theme';

/** WCAG 2.1 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const value = Number.parseInt(hex.slice(1), 16);
    const [r, g, bl] = [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff].map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [dark, light] = [luminance(a), luminance(b)].sort((x, y) => x - y) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A colour at 10 % over white, as Mantine's light variant tints its background. */
function tint(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const mixed = [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff].map((c) => Math.round(255 * 0.9 + c * 0.1));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

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

  it('darkens the light scheme colours that would fail WCAG AA 4.5:1 as text', () => {
    const light = cssVariablesResolver({} as MantineTheme).light;
    const white = '#ffffff';
    const gray0 = '#f8f9fa';
    expect(contrast(light['--mantine-color-dimmed'] ?? '', white)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(light['--mantine-color-placeholder'] ?? '', white)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(light['--mantine-color-placeholder'] ?? '', gray0)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(light['--mantine-color-warning-text'] ?? '', white)).toBeGreaterThanOrEqual(4.5);
    expect(light['--mantine-color-success-outline']).toBe('var(--mantine-color-success-9)');
    expect(contrast(theme.colors?.success?.[9] ?? '', gray0)).toBeGreaterThanOrEqual(4.5);
    expect(
      contrast(light['--mantine-color-warning-light-color'] ?? '', tint(brandColors.warning)),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('lightens the dark scheme colours to WCAG AA 4.5:1 on the dark body and its panels', () => {
    const dark = cssVariablesResolver({} as MantineTheme).dark;
    const body = '#242424'; // dark 7
    const panel = '#2e2e2e'; // dark 6: cards, inputs, the app's surface
    for (const background of [body, panel]) {
      expect(contrast(dark['--mantine-color-dimmed'] ?? '', background)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(dark['--mantine-color-placeholder'] ?? '', background)).toBeGreaterThanOrEqual(4.5);
      // Links and primary text are shade 4 in dark (Mantine's default).
      expect(contrast(theme.colors?.primary?.[4] ?? '', background)).toBeGreaterThanOrEqual(4.5);
    }
    expect(dark['--mantine-color-error']).toBe('var(--mantine-color-red-4)');
    expect(contrast(theme.colors?.red?.[4] ?? '', body)).toBeGreaterThanOrEqual(4.5);
    // Filled controls under white text.
    expect(theme.primaryShade).toEqual({ light: 8, dark: 8 });
    for (const color of ['primary', 'error', 'info', 'success'] as const)
      expect(contrast(theme.colors?.[color]?.[8] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(dark['--mantine-color-warning-filled'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // The app's pale tints behind text turn deep in dark.
    for (const tinted of [dark['--app-color-tint'], dark['--app-color-tint-faint'], dark['--app-color-note-surface']]) {
      expect(contrast(theme.colors?.primary?.[4] ?? '', tinted ?? '')).toBeGreaterThanOrEqual(4.5);
      expect(contrast(dark['--mantine-color-dimmed'] ?? '', tinted ?? '')).toBeGreaterThanOrEqual(4.5);
    }
  });
});
