import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { localeLink } from './shell/locale-link';

export interface SectionPage<Name extends string> {
  name: Name;
  /** Below the locale prefix. */
  path: string;
  label: string;
}

/** The pages of one section side by side (orders, invoices), each one click from the others; `label` names the nav. */
export function SectionNav<Name extends string>({
  locale,
  current,
  pages,
  label,
}: {
  locale: string;
  current: Name;
  pages: readonly SectionPage<Name>[];
  label: string;
}) {
  return (
    <Group gap="xs" wrap="wrap" component="nav" aria-label={label}>
      {pages.map((page) => (
        <Button
          key={page.name}
          component={Link}
          {...localeLink(locale, page.path)}
          size="xs"
          radius="xl"
          variant={page.name === current ? 'filled' : 'default'}
          aria-current={page.name === current ? 'page' : undefined}
        >
          {page.label}
        </Button>
      ))}
    </Group>
  );
}
