import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { matchMediaQueries, renderUi } from '../../../../../tests/support/render-ui';
import { captureInstallPrompt, resetInstallPromptForTests } from '../install-prompt';
import { InstallAppButton } from './install-app-button';

const realUserAgent = navigator.userAgent;

function setUserAgent(value: string, maxTouchPoints = 0) {
  Object.defineProperty(navigator, 'userAgent', { configurable: true, get: () => value });
  Object.defineProperty(navigator, 'maxTouchPoints', { configurable: true, get: () => maxTouchPoints });
}

/** Chromium's install offer, with the user's answer. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: () => Promise<void>;
    userChoice: Promise<{ outcome: string; platform: string }>;
  };
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

beforeAll(() => {
  captureInstallPrompt();
});

afterEach(() => {
  setUserAgent(realUserAgent);
  act(() => {
    resetInstallPromptForTests();
  });
});

describe('InstallAppButton', () => {
  it('is hidden until the browser offers to install', () => {
    renderUi(<InstallAppButton />);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it("shows on the browser's offer, prompts on click and hides once accepted", async () => {
    renderUi(<InstallAppButton />);
    const { event, prompt } = offerInstall('accepted');
    // The browser's own mini-infobar is held back: the app offers it instead.
    expect(event.defaultPrevented).toBe(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Install app' }));
    expect(prompt).toHaveBeenCalledOnce();
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
    });
  });

  it('hides when the app gets installed another way (appinstalled)', async () => {
    renderUi(<InstallAppButton />);
    offerInstall();
    expect(await screen.findByRole('button', { name: 'Install app' })).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('stays hidden in the installed app, even when offered', () => {
    const restore = matchMediaQueries(['(display-mode: standalone)']);
    try {
      act(() => {
        resetInstallPromptForTests();
      });
      renderUi(<InstallAppButton />);
      offerInstall();
      expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
    } finally {
      restore();
    }
  });

  it('on an iPad (Safari calls itself a Mac) opens the Share → Add to Home Screen how-to', async () => {
    setUserAgent(
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      5,
    );
    act(() => {
      resetInstallPromptForTests();
    });
    renderUi(<InstallAppButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Install app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Install app' });
    expect(dialog.textContent).toContain('Tap Share');
    expect(dialog.textContent).toContain('then Add to Home Screen');
  });

  it('shows nothing on a desktop Mac without the offer', () => {
    setUserAgent(
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      0,
    );
    act(() => {
      resetInstallPromptForTests();
    });
    renderUi(<InstallAppButton />);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });
});
