import { useLingui } from '@lingui/react';
import { useLocation } from '@tanstack/react-router';
import { useMemo } from 'react';
import { breadcrumbTrail, matchRoute, mobileHeaderOf, type RouteName } from '../../../shared/access/routes';
import { pathBelowLocale } from '../../ui/shell/locale-link';
import type { ShellLayout, ShellPage } from '../../ui/shell/portal-shell';
import { routeTitles } from './navigation-messages';

// The current page as the route table names it: every page's browser tab (the root route) and the portal's frame.
// Apart from the frame's hooks (use-portal-shell.ts), so the menu does not load with the sign-in page.

/** What the frame shows about the current page: its route, layout, title, breadcrumbs and phone header. */
export interface CurrentPage extends ShellPage {
  routeName: RouteName | null;
  layout: ShellLayout;
  /** The path below the locale prefix. */
  path: string;
}

/**
 * The current page as the route table describes it (unknown paths get the default frame and no title). It
 * translates with useLingui's `_`, which changes with the language, so the titles follow a switch.
 */
export function useCurrentPage(): CurrentPage {
  const { _ } = useLingui();
  const pathname = useLocation({ select: (location) => location.pathname });
  // The catalog home names its category (spec 01 §2: '{category} Catalog'): /catalog?category=paa is 'PAA Catalog'.
  const catalogCategory = useLocation({
    select: (location) => {
      const category = (location.search as Record<string, unknown>).category;
      return category === 'bike' || category === 'paa' ? category : null;
    },
  });
  return useMemo(() => {
    const path = pathBelowLocale(pathname);
    const match = matchRoute(path);
    if (!match) {
      return {
        routeName: null,
        layout: 'v2',
        path,
        title: '',
        breadcrumbs: [],
        backArrow: false,
        searchIcon: false,
        wide: false,
      };
    }
    const header = mobileHeaderOf(match.name);
    const titleOf = (name: RouteName) => {
      const titled: RouteName = name === 'catalog' && catalogCategory ? `catalog-${catalogCategory}` : name;
      return _(routeTitles[titled]);
    };
    return {
      routeName: match.name,
      layout: match.meta.layout === 'bare' ? 'default' : match.meta.layout,
      path,
      title: titleOf(match.name),
      breadcrumbs: breadcrumbTrail(path).map((crumb) => ({
        label: crumb.path === path ? titleOf(crumb.name) : _(routeTitles[crumb.name]),
        path: crumb.path,
      })),
      backArrow: header.backArrow,
      searchIcon: header.searchIcon,
      wide: match.meta.wide === true,
    };
  }, [pathname, catalogCategory, _]);
}
