import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { registerSW } from 'virtual:pwa-register';
import { env } from '../env';
import { notify } from './notify';
import { requestReload } from './session-status';

const UPDATE_NOTICE_ID = 'app-update';

/**
 * Registers the service worker (production builds only). A new version waits until the user accepts the notice
 * ('A new version is available — Reload'); the page never reloads by itself for it.
 */
export function registerServiceWorker(): void {
  if (!env.isProduction || !('serviceWorker' in navigator)) return;
  const updateServiceWorker = registerSW({
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
