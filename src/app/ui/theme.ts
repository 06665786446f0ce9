import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Spec 01 §9 theme colours.
export const brandColors = {
  primary: '#009ACE',
  secondary: '#009ACE',
  error: '#FF2800',
  tertiary: '#FF2800',
  warning: '#FFA726',
  info: '#2196F3',
  success: '#4CAF50',
} as const;

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function mix(hex: string, toward: number, amount: number): string {
  const mixed = channels(hex).map((c) => Math.round(c + (toward - c) * amount));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Ten shades around `base`, which sits at index 6 (`var(--mantine-color-x-6)` is exactly the spec's colour):
 * 0–5 mix toward white, 7–9 toward black.
 */
export function shadesAround(base: string): MantineColorsTuple {
  const tints = [0.9, 0.78, 0.62, 0.46, 0.3, 0.14].map((amount) => mix(base, 255, amount));
  const shades = [0.12, 0.24, 0.36].map((amount) => mix(base, 0, amount));
  const [t0, t1, t2, t3, t4, t5] = tints as [string, string, string, string, string, string];
  const [s7, s8, s9] = shades as [string, string, string];
  return [t0, t1, t2, t3, t4, t5, base.toLowerCase(), s7, s8, s9];
}

export const theme = createTheme({
  primaryColor: 'primary',
  // Text and filled controls use shade 8 (#00759d, 5.2:1 on white): white on the spec's #009ACE is 3.2:1, below
  // WCAG AA. The spec colour stays at index 6 for accents: light backgrounds, borders, the loading bar.
  primaryShade: { light: 8, dark: 7 },
  colors: {
    primary: shadesAround(brandColors.primary),
    secondary: shadesAround(brandColors.secondary),
    tertiary: shadesAround(brandColors.tertiary),
    error: shadesAround(brandColors.error),
    warning: shadesAround(brandColors.warning),
    info: shadesAround(brandColors.info),
    success: shadesAround(brandColors.success),
    // Mantine paints invalid inputs and their messages with `red`: make that the spec's error colour.
    red: shadesAround(brandColors.error),
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

/** Mantine's dimmed text (gray 6, 3.3:1 on white) fails WCAG AA; this gray reads as dimmed at 6:1. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5f6368' },
  dark: {},
});
