import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../../tests/support/render-ui';
import { loadFloatingParts } from './floating-on-intent';
import { LanguageMenu } from './language-menu';
import { OutboxIndicator } from './outbox-indicator';
import type { LanguageControl } from './shell-types';

const language: LanguageControl = {
  current: 'en-us',
  options: [
    { locale: 'en-us', name: 'English', code: 'EN-US', flagSrc: '/language/en.svg' },
    { locale: 'de', name: 'Deutsch', code: 'DE', flagSrc: '/language/de.svg' },
  ],
  isChanging: false,
  onChange: () => undefined,
};

describe('floating parts on first use', () => {
  it('shows the menu button without a menu, and opens the menu from the keyboard once mounted', async () => {
    renderUi(<LanguageMenu language={language} />, { path: '/en-us' });
    const button = await screen.findByTestId('language-menu-button');
    // The light button: no menu wiring yet (Mantine's Menu.Target adds aria-haspopup).
    expect(button.getAttribute('aria-haspopup')).toBeNull();
    button.focus();
    // The focus may have mounted the menu already (its chunk preloads in idle time): the key goes to the button shown.
    fireEvent.keyDown(screen.getByTestId('language-menu-button'), { key: 'ArrowDown' });
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(screen.getAllByRole('menuitem', { hidden: true }).map((item) => item.textContent)).toEqual([
      'EnglishEN-US',
      'DeutschDE',
    ]);
    expect(menu).toBeTruthy();
    // The mounted button is the menu's target, and it kept the focus.
    const target = screen.getByTestId('language-menu-button');
    expect(target.getAttribute('aria-haspopup')).toBe('menu');
    await waitFor(() => {
      expect(target.getAttribute('aria-expanded')).toBe('true');
    });
  });

  it('opens a mounted menu with the arrow keys too, as before the swap', async () => {
    await loadFloatingParts();
    renderUi(<LanguageMenu language={language} />, { path: '/en-us' });
    (await screen.findByTestId('language-menu-button')).focus();
    const target = screen.getByTestId('language-menu-button');
    expect(target.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.keyDown(target, { key: 'ArrowUp' });
    expect(await screen.findByRole('menu', { hidden: true })).toBeTruthy();
  });

  it('keeps the focus on a button whose tooltip mounts when it is focused; the tooltip shows on hover', async () => {
    renderUi(<OutboxIndicator outbox={{ unsent: 3, attention: 0 }} locale="en-us" />, { path: '/en-us' });
    const link = await screen.findByRole('link', { name: 'Outbox: 3 unsent' });
    link.focus();
    fireEvent.focus(link);
    await waitFor(() => {
      const mounted = screen.getByRole('link', { name: 'Outbox: 3 unsent' });
      expect(mounted).not.toBe(link);
      expect(document.activeElement).toBe(mounted);
    });
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
    const mounted = screen.getByRole('link', { name: 'Outbox: 3 unsent' });
    fireEvent.pointerEnter(mounted);
    fireEvent.mouseEnter(mounted);
    fireEvent.mouseMove(mounted);
    expect((await screen.findByRole('tooltip', { hidden: true })).textContent).toBe('Outbox: 3 unsent');
  });

  it('does not swap the button under a press: the click of a tap mounts the menu and opens it', async () => {
    renderUi(<LanguageMenu language={language} />, { path: '/en-us' });
    const button = await screen.findByTestId('language-menu-button');
    // A tap: the pointer goes down, the button takes the focus, then the click.
    fireEvent.pointerEnter(button, { pointerType: 'touch' });
    fireEvent.pointerDown(button, { pointerType: 'touch' });
    button.focus();
    fireEvent.focus(button);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('language-menu-button')).toBe(button);
    fireEvent.click(button);
    expect(await screen.findByRole('menu', { hidden: true })).toBeTruthy();
  });
});
