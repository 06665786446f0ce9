import { useLingui } from '@lingui/react/macro';
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { localeLink } from './locale-link';
import type { Crumb } from './shell-types';

/** Breadcrumbs (spec 01 §2): home, the page's parents as links, the page itself last and disabled. */
export function ShellBreadcrumbs({
  crumbs,
  locale,
  homeLabel,
}: {
  crumbs: Crumb[];
  locale: string;
  homeLabel: string;
}) {
  const { t } = useLingui();
  if (crumbs.length === 0) return null;
  const items = [{ label: homeLabel, path: '/' }, ...crumbs];
  return (
    <nav aria-label={t`Breadcrumbs`}>
      <Breadcrumbs separatorMargin={6} mb="md" styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}>
        {items.map((crumb, index) =>
          index === items.length - 1 ? (
            <Text key={crumb.path} size="sm" c="dimmed" aria-current="page" data-disabled>
              {crumb.label}
            </Text>
          ) : (
            <Anchor key={crumb.path} component={Link} {...localeLink(locale, crumb.path)} size="sm">
              {crumb.label}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
