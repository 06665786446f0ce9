import { useQuery } from '@tanstack/react-query';
import { localeInfo, parseLocale } from '../../../shared/locales';
import { configQuery } from '../../lib/config';
import type { LanguageOption } from '../../ui/shell/shell-types';

/**
 * The host's languages for the language menus (config.languages holds locale prefixes): the spec's display name
 * (English, Deutsch, Indonesia, Melayu, France), the flag, and the prefix to tell the English ones apart.
 */
export function useLanguages(): LanguageOption[] {
  const { data: config } = useQuery(configQuery());
  return (config?.languages ?? []).flatMap((language) => {
    const locale = parseLocale(language.code);
    if (locale === undefined) return [];
    const info = localeInfo[locale];
    return [{ locale, name: info.displayName, flagSrc: info.flagPath, code: locale.toUpperCase() }];
  });
}
