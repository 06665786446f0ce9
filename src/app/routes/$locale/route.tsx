import { createFileRoute, type ParsedLocation, redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { maintenanceRedirect, type ServerStatus } from '../../../shared/access/guard';
import { localeInfo } from '../../../shared/locales';
import { setContentLanguage } from '../../lib/content-language';
import { loadDateLocale } from '../../lib/date-locale';
import { activateLocale, type Locale, pathUnderDefaultLocale, resolveLocale } from '../../lib/locale';
import { serverStatusQuery } from '../../lib/server-status';

/** The locale a prefix names exactly; anything else redirects to the same page under the default locale. */
function exactLocaleOrRedirect(prefix: string, location: ParsedLocation): Locale {
  const locale = resolveLocale(prefix);
  if (locale !== null && locale === prefix) return locale;
  const hash = location.hash ? `#${location.hash}` : '';
  redirect({
    href: `${pathUnderDefaultLocale(location.pathname)}${location.searchStr}${hash}`,
    replace: true,
    throw: true,
  });
  // redirect() with `throw: true` has thrown already; this only tells the type checker.
  throw new Error('unreachable');
}

// Pages where the status is asked afresh: a maintenance that began or ended shows at once there.
const FRESH_STATUS_PAGE = /^\/[^/]+\/(?:login|maintenance)\/?$/;

/**
 * The server status for the maintenance guard. Elsewhere than on `fresh` pages a known status answers at once and
 * is refreshed in the background (the next page change sees the news), so navigating never waits for the network;
 * a request that ends in maintenance tells the cache at once (router.tsx, onMaintenance).
 */
async function serverStatus(queryClient: QueryClient, fresh: boolean): Promise<ServerStatus> {
  const options = serverStatusQuery();
  const known = queryClient.getQueryData(options.queryKey);
  if (known && !fresh) {
    void queryClient.query(options).catch(() => undefined);
    return known.status;
  }
  return (await queryClient.query({ ...options, ...(fresh ? { staleTime: 0 } : {}) })).status;
}

// Every page sits under a locale prefix (spec 01 §1); its language is active before the page renders. The
// maintenance guard (spec 01 §4) runs here, for every page, signed in or not.
export const Route = createFileRoute('/$locale')({
  beforeLoad: async ({ context, params, location, preload }) => {
    const locale = exactLocaleOrRedirect(params.locale, location);
    // A preload (hovering a link to another locale) must not switch the language of the current page.
    if (!preload) {
      await Promise.all([
        activateLocale(locale, location.pathname),
        loadDateLocale(localeInfo[locale].catalogLanguage),
      ]);
      // Content fetched in another language (announcements, promotions, descriptions) is fetched again in this one.
      if (setContentLanguage(localeInfo[locale].catalogLanguage)) void context.queryClient.invalidateQueries();
    }

    const onMaintenancePage = location.pathname.replace(/\/$/, '') === `/${locale}/maintenance`;
    const status = await serverStatus(context.queryClient, FRESH_STATUS_PAGE.test(location.pathname));
    const target = maintenanceRedirect(status, onMaintenancePage);
    if (target === 'maintenance')
      redirect({ to: '/$locale/maintenance', params: { locale }, replace: true, throw: true });
    if (target === 'login') redirect({ to: '/$locale/login', params: { locale }, replace: true, throw: true });
    return { locale };
  },
});
