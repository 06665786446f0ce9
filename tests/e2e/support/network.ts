import { type BrowserContext, type CDPSession, expect, type Page, test as base } from '@playwright/test';

// Network and CPU profiles for the end-to-end tests (ARCHITECTURE.md "Tests"), applied through the Chrome
// DevTools Protocol to every page of the test's context, including pages opened later. A spec opts in by
// importing `test` from this file; the Playwright projects `slow-4g` and `offline` (playwright.config.ts) set the
// profile and run only the specs tagged for them.

export type NetworkProfileName = 'none' | 'slow-4g' | 'offline';

interface NetworkProfile {
  /** Added round-trip time, ms (0: none). */
  latencyMs: number;
  /** Bytes per second (-1: unthrottled). */
  downloadBytesPerSecond: number;
  uploadBytesPerSecond: number;
  /** CPU slowdown factor (1: none). */
  cpuSlowdown: number;
}

const unthrottled = { latencyMs: 0, downloadBytesPerSecond: -1, uploadBytesPerSecond: -1 };

/**
 * - slow-4g: Lighthouse's "Slow 4G" mobile profile — 150 ms RTT, 1.6 Mbps down, 750 kbps up, 4× CPU — from the
 *   first request on.
 * - offline: a phone in a store without signal. Pages start online (a PWA has to be visited online once, to
 *   install its service worker and fill its caches) on a 4× slower CPU; the test cuts the network with
 *   `network.goOffline()` when its scenario needs it.
 */
export const networkProfiles: Readonly<Record<NetworkProfileName, NetworkProfile>> = {
  none: { ...unthrottled, cpuSlowdown: 1 },
  'slow-4g': {
    latencyMs: 150,
    downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
    uploadBytesPerSecond: (750 * 1024) / 8,
    cpuSlowdown: 4,
  },
  offline: { ...unthrottled, cpuSlowdown: 4 },
};

/** Applies a profile to one page; `offline` cuts its network on top. */
export async function applyNetworkProfile(session: CDPSession, profile: NetworkProfile, offline = false) {
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline,
    latency: profile.latencyMs,
    downloadThroughput: profile.downloadBytesPerSecond,
    uploadThroughput: profile.uploadBytesPerSecond,
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
}

export interface NetworkControl {
  /** The profile of this project (`none` outside the throttled projects). */
  readonly profile: NetworkProfileName;
  /**
   * Takes the whole context offline (pages and service worker). With `page`, first waits until a service worker
   * controls it, i.e. its precache is complete: going offline earlier tests nothing.
   */
  goOffline(page?: Page): Promise<void>;
  /** Back online, with the project's throttling. */
  goOnline(): Promise<void>;
  /** Resolves once the profile is applied to `page` (pages opened by the test itself: popups, newPage()). */
  applied(page: Page): Promise<void>;
}

/** What the page knows of its service worker: the reason in a failure message. */
async function serviceWorkerState(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const worker = (w: ServiceWorker | null | undefined) => w?.state ?? 'none';
    return [
      `document ${document.readyState}`,
      `registration ${registration ? 'yes' : 'none'}`,
      `installing ${worker(registration?.installing)}`,
      `waiting ${worker(registration?.waiting)}`,
      `active ${worker(registration?.active)}`,
      `controller ${navigator.serviceWorker.controller ? 'yes' : 'none'}`,
    ].join(', ');
  });
}

/**
 * Waits until a service worker controls the page (it has installed, so its precache is complete). A worker that is
 * active but has not claimed the page within 10 s (Chromium now and then leaves a page loaded during the worker's
 * install unclaimed) gets one reload: a navigation with an active worker is always controlled. Gives up after
 * `timeout` with what the page knows of its worker, never hangs for the test's whole time.
 */
export async function waitForServiceWorkerControl(page: Page, timeout = 120_000): Promise<void> {
  let state = '';
  let activeSince: number | undefined;
  let reloaded = false;
  try {
    await expect
      .poll(
        async () => {
          state = await serviceWorkerState(page);
          if (state.endsWith('controller yes')) return true;
          if (!state.includes('active activated')) return false;
          activeSince ??= Date.now();
          if (!reloaded && Date.now() - activeSince > 10_000) {
            reloaded = true;
            await page.reload();
          }
          return false;
        },
        { timeout, intervals: [250, 500, 1000] },
      )
      .toBe(true);
  } catch {
    throw new Error(`No service worker controls ${page.url()} after ${String(timeout / 1000)} s: ${state}`);
  }
}

function controlNetwork(context: BrowserContext, name: NetworkProfileName): NetworkControl & { detach(): void } {
  const profile = networkProfiles[name];
  const sessions = new Map<Page, Promise<CDPSession>>();
  let offline = false;

  const attach = (page: Page) => {
    let session = sessions.get(page);
    if (!session) {
      session = context.newCDPSession(page).then(async (created) => {
        await applyNetworkProfile(created, profile, offline);
        return created;
      });
      // A page closed before the profile applied is not an error of the test.
      session.catch(() => undefined);
      sessions.set(page, session);
    }
    return session;
  };
  const reapply = async () => {
    for (const [page, session] of sessions) {
      if (!page.isClosed()) await applyNetworkProfile(await session, profile, offline);
    }
  };

  if (name !== 'none') {
    for (const page of context.pages()) void attach(page);
    context.on('page', (page) => void attach(page));
  }

  return {
    profile: name,
    async goOffline(page) {
      if (page) await waitForServiceWorkerControl(page);
      offline = true;
      // Playwright's own switch also covers the service worker's requests.
      await context.setOffline(true);
      await reapply();
    },
    async goOnline() {
      offline = false;
      // setOffline(false) clears every throttling of its sessions: the profile goes back on after it.
      await context.setOffline(false);
      await reapply();
    },
    async applied(page) {
      if (name !== 'none') await attach(page);
    },
    detach() {
      sessions.clear();
    },
  };
}

export interface NetworkOptions {
  /** Set per Playwright project (playwright.config.ts). */
  networkProfile: NetworkProfileName;
}

export const test = base.extend<NetworkOptions & { network: NetworkControl }>({
  networkProfile: ['none', { option: true }],
  network: async ({ context, networkProfile }, use) => {
    const control = controlNetwork(context, networkProfile);
    await use(control);
    control.detach();
  },
  // The test's first page gets its profile before the test can navigate.
  page: async ({ page, network }, use) => {
    await network.applied(page);
    await use(page);
  },
});

export { expect };
