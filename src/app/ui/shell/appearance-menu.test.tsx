import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Menu, MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { matchMediaQueries } from '../../../../tests/support/render-ui';
import { COLOR_SCHEME_KEY, colorSchemeProps } from '../color-scheme';
import { cssVariablesResolver, theme } from '../theme';
import { AppearanceButtons, AppearanceItems } from './appearance-menu';

const DARK_SYSTEM = '(prefers-color-scheme: dark)';

/** The app's provider as main.tsx sets it up, around the profile menu's appearance choices. */
function renderApp() {
  return render(
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} {...colorSchemeProps}>
        <Menu opened>
          <Menu.Target>
            <button type="button">menu</button>
          </Menu.Target>
          <Menu.Dropdown>
            <AppearanceItems Menu={Menu} />
          </Menu.Dropdown>
        </Menu>
      </MantineProvider>
    </I18nProvider>,
  );
}

const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

describe('colour scheme', () => {
  let restoreMatchMedia: (() => void) | undefined;
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-mantine-color-scheme');
  });
  afterEach(() => {
    cleanup();
    restoreMatchMedia?.();
    restoreMatchMedia = undefined;
  });

  it('follows the system by default: dark when it prefers dark, light otherwise', () => {
    restoreMatchMedia = matchMediaQueries([DARK_SYSTEM]);
    renderApp();
    expect(scheme()).toBe('dark');
    expect(screen.getByRole('menuitem', { name: 'System' }).getAttribute('aria-current')).toBe('true');
    cleanup();
    restoreMatchMedia();
    restoreMatchMedia = matchMediaQueries([]);
    renderApp();
    expect(scheme()).toBe('light');
  });

  it('applies the choice stored on the device over the system', () => {
    restoreMatchMedia = matchMediaQueries([DARK_SYSTEM]);
    localStorage.setItem(COLOR_SCHEME_KEY, 'light');
    renderApp();
    expect(scheme()).toBe('light');
    expect(screen.getByRole('menuitem', { name: 'Light' }).getAttribute('aria-current')).toBe('true');
  });

  it("offers the same choices as buttons in the phone's drawer", () => {
    restoreMatchMedia = matchMediaQueries([]);
    render(
      <I18nProvider i18n={i18n}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} {...colorSchemeProps}>
          <AppearanceButtons />
        </MantineProvider>
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'System' }).getAttribute('aria-pressed')).toBe('true');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Dark' }));
    });
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
    expect(scheme()).toBe('dark');
    expect(screen.getByRole('button', { name: 'Dark' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('stores a choice from the menu and draws it at once; System goes back to the system', () => {
    restoreMatchMedia = matchMediaQueries([]);
    renderApp();
    act(() => {
      fireEvent.click(screen.getByRole('menuitem', { name: 'Dark' }));
    });
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
    expect(scheme()).toBe('dark');
    act(() => {
      fireEvent.click(screen.getByRole('menuitem', { name: 'System' }));
    });
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('auto');
    expect(scheme()).toBe('light');
  });

  it("paints index.html's first frame in the stored scheme, else the system's (public/color-scheme.js)", () => {
    const script = readFileSync('public/color-scheme.js', 'utf8');
    const run = () => {
      document.documentElement.removeAttribute('data-mantine-color-scheme');
      // As the browser runs it: a plain script with the page's storage, media queries and document.
      runInNewContext(script, { localStorage, matchMedia: (query: string) => window.matchMedia(query), document });
      return scheme();
    };
    restoreMatchMedia = matchMediaQueries([DARK_SYSTEM]);
    expect(run()).toBe('dark');
    localStorage.setItem(COLOR_SCHEME_KEY, 'light');
    expect(run()).toBe('light');
    restoreMatchMedia();
    restoreMatchMedia = matchMediaQueries([]);
    localStorage.setItem(COLOR_SCHEME_KEY, 'auto');
    expect(run()).toBe('light');
    localStorage.setItem(COLOR_SCHEME_KEY, 'dark');
    expect(run()).toBe('dark');
  });
});
