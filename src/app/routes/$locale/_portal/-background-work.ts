// The signed-in portal's background work: one list, each entry with the scope it needs. None of it is on the first
// page's path: every entry imports its module when it starts, in idle time after the page has drawn, so the local
// database, the outbox, the catalog copy and the visit-form lists never delay a start (spec 01 §9).
import type { QueryClient } from '@tanstack/react-query';
import { hasScope, type Scope } from '../../../../shared/access/scopes';
import { openVisitBrands } from '../../../../shared/visit-forms/visit-access';
import type { ShellViewer } from '../../../features/navigation/shell-viewer';
import { configQuery } from '../../../lib/config';
import { i18n, type Language, prefetchCatalogs } from '../../../lib/i18n';
import { PAGE_CATALOG_NAMES } from '../../../lib/message-catalogs';
import { whenIdle } from '../../../on-first-use';

export interface BackgroundContext {
  queryClient: QueryClient;
  viewer: ShellViewer;
}

export interface BackgroundWork {
  /** What a failure is logged as. */
  name: string;
  /** Needed to start; null for every signed-in user. */
  scope: Scope | null;
  start: (userId: string, context: BackgroundContext) => Promise<unknown>;
}

export const backgroundWork: readonly BackgroundWork[] = [
  // The feature pages' texts in the user's language, kept by the service worker: a page first opened offline
  // still speaks the user's language.
  {
    name: 'texts',
    scope: null,
    start: () => prefetchCatalogs(i18n.locale as Language, PAGE_CATALOG_NAMES),
  },
  // The outbox sends what was queued offline (and keeps the worker's copy of the session current).
  {
    name: 'outbox',
    scope: null,
    start: () => import('../../../domain/offline/outbox-runner').then((module) => module.startOutboxRunner()),
  },
  // Web push (WEB_NOTIFICATION): subscribe or offer it, and re-send a subscription the server lost.
  {
    name: 'push',
    scope: null,
    start: async (userId, { queryClient }) => {
      // The guard has loaded the host config; without one (offline, never loaded) there is nothing to sync.
      const config = await queryClient.query(configQuery()).catch(() => undefined);
      if (!config) return;
      const { syncPushSubscription } = await import('../../../domain/push/push-subscription');
      await syncPushSubscription({ config, userId });
    },
  },
  // A sales user's customer list is kept on the device, so the customer dialog searches it offline.
  {
    name: 'customers',
    scope: 'menu.change-cust',
    start: (userId) =>
      import('../../../features/customers/offline-customers').then((module) => {
        module.refreshCustomersInBackground(userId);
      }),
  },
  // The active customer's catalog is kept on the device, so the catalog pages work offline.
  {
    name: 'catalog',
    scope: 'page.catalog',
    start: () =>
      import('../../../domain/offline/offline-catalog').then((module) => {
        module.refreshCatalogInBackground();
      }),
  },
  // A rep's visit forms work in stores without signal: their customers and reference lists are kept on the device
  // (the query cache is persisted) from the first online start of the day.
  {
    name: 'visit forms',
    scope: 'page.formvisit',
    start: async (_userId, { queryClient, viewer }) => {
      const brands = openVisitBrands(viewer.userAreas);
      if (brands.length === 0) return;
      const { prefetchVisitFormData } = await import('../../../features/visit-forms/api/visit-forms.queries');
      await prefetchVisitFormData(queryClient, brands);
    },
  },
];

/** The entries a user's scopes allow. */
export function backgroundWorkFor(scopes: readonly string[]): BackgroundWork[] {
  return backgroundWork.filter((work) => work.scope === null || hasScope(scopes, work.scope));
}

/** Starts every allowed entry for the user in idle time; failures are logged, never shown. */
export function startBackgroundWork(userId: string, context: BackgroundContext): () => void {
  return whenIdle(() => {
    for (const work of backgroundWorkFor(context.viewer.scopes)) {
      work.start(userId, context).catch((error: unknown) => {
        console.warn(`Background work '${work.name}' failed`, error);
      });
    }
  });
}
