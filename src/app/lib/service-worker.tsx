import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { registerSW } from 'virtual:pwa-register';
import { env } from '../env';
import { notify } from './notify';
import { requestReload } from './session-status';

const UPDATE_NOTICE_ID = 'app-update';

/** How long the registration waits for the page's `load` event before it goes ahead anyway. */
export const REGISTER_AFTER_MS = 3000;

/**
 * Runs `register` once: at the page's `load` event (the precache then does not compete with the first paint), or
 * after `afterMs` when `load` has not come by then. A page whose `load` never fires (an image request that hangs
 * on a shop's weak signal) or comes late (a busy tablet) still becomes offline-capable.
 */
export function whenLoadedOrAfter(register: () => void, afterMs = REGISTER_AFTER_MS): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    window.clearTimeout(timer);
    window.removeEventListener('load', once);
    register();
  };
  const timer = window.setTimeout(once, afterMs);
  if (document.readyState === 'complete') once();
  else window.addEventListener('load', once);
}

/**
 * Registers the service worker (production builds only). A new version waits until the user accepts the notice
 * ('A new version is available — Reload'); the page never reloads by itself for it.
 */
export function registerServiceWorker(): void {
  if (!env.isProduction || !('serviceWorker' in navigator)) return;
  whenLoadedOrAfter(startRegistration);
}

function startRegistration(): void {
  const updateServiceWorker = registerSW({
    // The timing is ours (whenLoadedOrAfter): Workbox's own wait for `load` would undo it.
    immediate: true,
    onNeedRefresh() {
      notify.info({
        id: UPDATE_NOTICE_ID,
        persistent: true,
        title: t`A new version is available`,
        message: (
          <Button
            mt="xs"
            size="xs"
            onClick={() => {
              notify.hide(UPDATE_NOTICE_ID);
              // The new worker takes over now; the page reloads when nothing holds it back (unsaved input,
              // an upload under way), and old chunks stay in the worker's cache until then.
              void updateServiceWorker(false).then(() => requestReload('update'));
            }}
          >
            <Trans>Reload</Trans>
          </Button>
        ),
      });
    },
    onRegisterError(error: unknown) {
      // The app works without a worker (only not offline); nothing to tell the user.
      console.error('Service worker registration failed', error);
    },
  });
}
