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
  // WCAG AA. The spec colour stays at index 6 for accents: light backgrounds, borders, the loading bar. In the dark
  // scheme filled controls keep shade 8 (white on it 5.2:1); text and links there use shade 4 (#4db8dd, 6.8:1 on
  // the dark body), Mantine's dark default.
  primaryShade: { light: 8, dark: 8 },
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
    // Pages that say "careful" in Mantine's orange (sandbox labels, offline alerts) get the spec's warning colour.
    orange: shadesAround(brandColors.warning),
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // Badges say states and labels in sentence case as written, not in Mantine's default capitals (a plain object,
    // not Badge.extend: the theme is in the sign-in pages' bundle, which does not draw badges).
    Badge: { defaultProps: { tt: 'none' } },
  },
});

/**
 * Colours that fail WCAG AA 1.4.3 (4.5:1) in Mantine's defaults, darkened in the light scheme:
 * - dimmed text (gray 6, 3.3:1 on white): this gray reads as dimmed at 6:1;
 * - placeholders, also the ones Select and date pickers draw as text (gray 5, 2.1:1): 5.2:1 on white, 4.9:1 on gray 0;
 * - the spec's warning #FFA726 as text and outline (shade 8, 3.3:1), under white text when filled (3.3:1) and in
 *   light badges (shade 9, 4.2:1 on their tint): a darker amber at 5.7:1 on white, 5.4:1 on the tint, still read
 *   as the warning colour (the spec's shade stays at index 6 for accents);
 * - the spec's success #4CAF50 as text and outline (shade 8, 4.6:1 on white but 4.3:1 on a striped or hovered table
 *   row): shade 9, 5.7:1 there.
 */
const WARNING_TEXT = '#8c5c15';

function darkWarning(color: 'warning' | 'orange'): Record<string, string> {
  return {
    [`--mantine-color-${color}-text`]: WARNING_TEXT,
    [`--mantine-color-${color}-light-color`]: WARNING_TEXT,
    [`--mantine-color-${color}-outline`]: WARNING_TEXT,
    [`--mantine-color-${color}-filled`]: WARNING_TEXT,
    [`--mantine-color-${color}-filled-hover`]: '#734b11',
  };
}

/**
 * The dark scheme (body dark 7, #242424; cards and inputs dark 6, #2e2e2e): Mantine's dark dimmed (dark 2, 4.0:1)
 * and placeholder (dark 3, 2.9:1) are lightened to 6.4:1 and 5.5:1 on the body (5.6:1 and 4.8:1 on dark 6); the
 * error text (red 8, 2.6:1) is shade 4 (5.5:1); the warning filled under white text (shade 8, 3.3:1) is the light
 * scheme's darker amber (5.7:1). Text and outlines of the colours are Mantine's shade 4, light badges its shade 0
 * on a darkened tint: all above 4.5:1.
 */
function filledWarningDark(color: 'warning' | 'orange'): Record<string, string> {
  return {
    [`--mantine-color-${color}-filled`]: WARNING_TEXT,
    [`--mantine-color-${color}-filled-hover`]: '#734b11',
  };
}

/**
 * The app's own surfaces, for CSS modules (one name, the right colour in each scheme): a panel or header band
 * (gray 0 / dark 6), a stronger one (gray 1 / dark 5), rule lines from faint to strong (gray 2, 3, 4 / dark 5, 4,
 * 3), a softer text (gray 7 / dark 1), the primary's pale tints behind a chosen row or the sign-in page (primary
 * 1 and 0 / a deep and a faint blue-gray), the announcements' band (info 0 / Mantine's dark info tint) and an
 * internal note's (yellow 0 / a deep amber, dimmed text on it 5.8:1).
 */
const SURFACES_LIGHT = {
  '--app-color-surface': 'var(--mantine-color-gray-0)',
  '--app-color-surface-strong': 'var(--mantine-color-gray-1)',
  '--app-color-line-faint': 'var(--mantine-color-gray-2)',
  '--app-color-line': 'var(--mantine-color-gray-3)',
  '--app-color-line-strong': 'var(--mantine-color-gray-4)',
  '--app-color-text-soft': 'var(--mantine-color-gray-7)',
  '--app-color-tint': 'var(--mantine-color-primary-1)',
  '--app-color-tint-faint': 'var(--mantine-color-primary-0)',
  '--app-color-info-surface': 'var(--mantine-color-info-0)',
  '--app-color-note-surface': 'var(--mantine-color-yellow-0)',
};
const SURFACES_DARK = {
  '--app-color-surface': 'var(--mantine-color-dark-6)',
  '--app-color-surface-strong': 'var(--mantine-color-dark-5)',
  '--app-color-line-faint': 'var(--mantine-color-dark-5)',
  '--app-color-line': 'var(--mantine-color-dark-4)',
  '--app-color-line-strong': 'var(--mantine-color-dark-3)',
  '--app-color-text-soft': 'var(--mantine-color-dark-1)',
  '--app-color-tint': '#0d3546',
  '--app-color-tint-faint': '#1b2d35',
  '--app-color-info-surface': 'var(--mantine-color-info-light)',
  '--app-color-note-surface': '#332b1a',
};

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5f6368',
    '--mantine-color-placeholder': '#696d73',
    ...darkWarning('warning'),
    ...darkWarning('orange'),
    '--mantine-color-success-text': 'var(--mantine-color-success-9)',
    '--mantine-color-success-outline': 'var(--mantine-color-success-9)',
    ...SURFACES_LIGHT,
  },
  dark: {
    '--mantine-color-dimmed': '#a6a6a6',
    '--mantine-color-placeholder': '#9a9a9a',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    ...filledWarningDark('warning'),
    ...filledWarningDark('orange'),
    ...SURFACES_DARK,
  },
});
