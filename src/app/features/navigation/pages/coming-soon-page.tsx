import { useLingui } from '@lingui/react';
import { matchRoute } from '../../../../shared/access/routes';
import { ComingSoon } from '../../../ui/coming-soon';
import { areaDescriptions } from '../menu-messages';
import { routeTitles } from '../navigation-messages';
import { MENU } from '../../../../shared/access/menu';
import type { ShellIconName } from '../../../ui/shell/shell-icon';

/** The icon of the menu entry leading to `path`, so the page looks like the entry that opened it. */
function iconOf(path: string): ShellIconName | undefined {
  const stack = [...MENU];
  while (stack.length > 0) {
    const entry = stack.shift();
    if (!entry) break;
    if (entry.kind === 'link' && (path === entry.path || path.startsWith(`${entry.path}/`)) && entry.path !== '/') {
      return entry.icon;
    }
    if (entry.kind === 'group') stack.push(...entry.children);
    if (entry.adminVariant) stack.push(entry.adminVariant.entry);
  }
  return undefined;
}

/** A page of the route table whose area is not built yet (the portal's catch-all route renders it). */
export function ComingSoonPage({ path }: { path: string }) {
  const { i18n } = useLingui();
  const match = matchRoute(path);
  if (!match) return null;
  const icon = iconOf(path);
  return (
    <ComingSoon
      title={i18n._(routeTitles[match.name])}
      description={i18n._(areaDescriptions[match.meta.area])}
      {...(icon ? { icon } : {})}
    />
  );
}
