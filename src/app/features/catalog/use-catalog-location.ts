import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from '@tanstack/react-router';
import { defaultCatalogCategory } from '../../../shared/catalog/catalog-rules';
import { parseListSearch } from '../../../shared/catalog/list-search';
import { DEFAULT_LOCALE, resolveLocale } from '../../lib/locale';
import { productCountsQuery } from './api/catalog.queries';

/** Where the user is in the catalog, for the app bar: the locale, the bike/PAA category, and whether on the home. */
export interface CatalogLocation {
  locale: string;
  category: 'bike' | 'paa';
  /** On /catalog itself: the toggle then replaces the history entry (spec 01 §4). */
  isHome: boolean;
}

/** The category a catalog path names: /catalog/bike…, /catalog/paa…, or the `category` of the home and lists. */
export function categoryOfPath(pathBelowCatalog: string, search: unknown): 'bike' | 'paa' | undefined {
  const [first] = pathBelowCatalog.split('/').filter((segment) => segment !== '');
  if (first === 'bike' || first === 'paa') return first;
  const category = parseListSearch(search).category;
  return category === 'bike' || category === 'paa' ? category : undefined;
}

export function useCatalogLocation(): CatalogLocation {
  const params = useParams({ strict: false });
  const locale = resolveLocale(params.locale) ?? DEFAULT_LOCALE;
  const { pathname, search } = useLocation({
    select: (location) => ({ pathname: location.pathname, search: location.search }),
  });
  const { data: counts } = useQuery(productCountsQuery());
  const below = pathname.split('/').slice(3).join('/');
  const isHome = /^\/[^/]+\/catalog\/?$/.test(pathname);
  return { locale, category: defaultCatalogCategory(categoryOfPath(below, search), counts), isHome };
}
