import { localStorageColorSchemeManager, type MantineColorScheme } from '@mantine/core';

/**
 * The colour scheme the user chose on this device: 'light', 'dark' or 'auto' (follow the system's
 * prefers-color-scheme, the default). index.html's first-paint script reads the same key: keep them equal.
 */
export const COLOR_SCHEME_KEY = 'portal.color-scheme';

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

/** MantineProvider's scheme props (main.tsx). */
export const colorSchemeProps = {
  defaultColorScheme: 'auto' as MantineColorScheme,
  colorSchemeManager,
};

export const COLOR_SCHEMES: readonly MantineColorScheme[] = ['light', 'dark', 'auto'];
