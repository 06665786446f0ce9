import type { Locale } from '../../../shared/locales';
import type { LanguageControl } from '../../ui/shell/shell-types';
import { useChangeLanguage } from './api/language.queries';
import { useLanguages } from './use-languages';

/** The language menus' data and action for the page in `current`. */
export function useLanguageControl(current: Locale): LanguageControl {
  const options = useLanguages();
  const change = useChangeLanguage();
  return {
    options,
    current,
    onChange: (locale) => {
      change.mutate(locale);
    },
    isChanging: change.isPending,
  };
}
