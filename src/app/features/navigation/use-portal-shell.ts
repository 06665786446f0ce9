import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { filterMenu, MENU, type VisibleMenuEntry } from '../../../shared/access/menu';
import { breadcrumbTrail } from '../../../shared/access/routes';
import { previewAllowed } from '../../../shared/access/shell';
import { configQuery } from '../../lib/config';
import { localeOfPath } from '../../lib/locale';
import { DEFAULT_LOGO, DEFAULT_TITLE } from '../../ui/brand';
import { pathBelowLocale } from '../../ui/shell/locale-link';
import type { NavItem } from '../../ui/shell/shell-types';
import { menuLabels } from './menu-messages';
import type { ShellViewer } from './shell-viewer';

// The hooks below translate with useLingui's `_`, not `i18n._`: the i18n object stays the same when the language
// changes, `_` does not, so as a memo's dependency it makes the menu follow a switch.
type Translate = (descriptor: MessageDescriptor) => string;

function navItemOf(entry: VisibleMenuEntry, _: Translate): NavItem {
  const descriptor = menuLabels[entry.id];
  const label = descriptor ? _(descriptor) : entry.id;
  if (entry.kind === 'link') return { id: entry.id, label, icon: entry.icon, path: entry.path };
  return { id: entry.id, label, icon: entry.icon, children: entry.children.map((child) => navItemOf(child, _)) };
}

/** The menu the viewer may see on this host, translated. */
export function useNavItems(viewer: ShellViewer): NavItem[] {
  const { _ } = useLingui();
  const { data: config } = useQuery(configQuery());
  const features = config?.features;
  return useMemo(
    () =>
      filterMenu(MENU, {
        scopes: viewer.scopes,
        userAreas: viewer.userAreas,
        features: { news: features?.news ?? true, catalogRedesign: features?.catalogRedesign ?? false },
      }).map((entry) => navItemOf(entry, _)),
    [viewer.scopes, viewer.userAreas, features?.news, features?.catalogRedesign, _],
  );
}

/** The host's branding for the bar: imageNavbar, else webLogo; webTitle, else 'b2b'. */
export function useBrand(): { logoSrc: string; fallbackLogoSrc: string; title: string } {
  const { data: config } = useQuery(configQuery());
  return {
    logoSrc: config?.imageNavbar || config?.webLogo || DEFAULT_LOGO,
    fallbackLogoSrc: DEFAULT_LOGO,
    title: config?.webTitle || DEFAULT_TITLE,
  };
}

/**
 * The preview-pages button shows when the host allows it and does not hide it (spec 01 §6), to users who may
 * open the catalog it previews (docs/decisions.md, "Preview pages").
 */
export function usePreviewAllowed(viewer: ShellViewer): boolean {
  const { data: config } = useQuery(configQuery());
  return previewAllowed(
    { allowPreviewPage: config?.allowPreviewPage, hidePreviewPage: config?.features.hidePreviewPage },
    viewer.scopes,
  );
}

/** Back on phones: the previous page of this visit, else the page's parent in the route hierarchy. */
export function useGoBack(): () => void {
  const router = useRouter();
  return () => {
    if (router.history.canGoBack()) {
      router.history.back();
      return;
    }
    const { pathname } = router.state.location;
    const trail = breadcrumbTrail(pathBelowLocale(pathname));
    const parent = trail.length > 1 ? trail[trail.length - 2]?.path : '/';
    const locale = localeOfPath(pathname);
    void router.navigate({ href: `/${locale}${parent === '/' ? '' : (parent ?? '')}` });
  };
}
