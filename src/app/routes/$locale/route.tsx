import { createFileRoute, redirect } from '@tanstack/react-router';
import { activateLocale, pathUnderDefaultLocale, resolveLocale } from '../../lib/locale';

// Every page sits under a locale prefix; an unknown prefix goes to the same page under the default locale.
export const Route = createFileRoute('/$locale')({
  beforeLoad: async ({ params, location }) => {
    const locale = resolveLocale(params.locale);
    if (locale === null || locale !== params.locale) {
      throw redirect({
        href: `${pathUnderDefaultLocale(location.pathname)}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`,
        replace: true,
      });
    }
    await activateLocale(locale);
    return { locale };
  },
});
