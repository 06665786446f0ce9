import { createFileRoute, type ParsedLocation, redirect } from '@tanstack/react-router';
import { activateLocale, type Locale, pathUnderDefaultLocale, resolveLocale } from '../../lib/locale';

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

// Every page sits under a locale prefix (spec 01 §1); its language is active before the page renders.
export const Route = createFileRoute('/$locale')({
  beforeLoad: async ({ params, location, preload }) => {
    const locale = exactLocaleOrRedirect(params.locale, location);
    // A preload (hovering a link to another locale) must not switch the language of the current page.
    if (!preload) await activateLocale(locale);
    return { locale };
  },
});
