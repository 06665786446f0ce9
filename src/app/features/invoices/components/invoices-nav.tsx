import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { localeLink } from '../../../ui/shell/locale-link';

export type InvoicesPage = 'invoice-open-invoice' | 'invoice-invoice-list' | 'invoice-invoice-list-new';

/** The invoice pages side by side (the menu lists the first two), each one click from the others. */
export function InvoicesNav({ locale, current }: { locale: string; current: InvoicesPage }) {
  const { t } = useLingui();
  const pages: { name: InvoicesPage; path: string; label: string }[] = [
    { name: 'invoice-open-invoice', path: '/invoice/open-invoice', label: t`Open invoices` },
    { name: 'invoice-invoice-list', path: '/invoice/invoice-list', label: t`Paid invoices` },
    { name: 'invoice-invoice-list-new', path: '/invoice/invoice-list-new', label: t`Paid by clearing day` },
  ];
  return (
    <Group gap="xs" wrap="wrap" component="nav" aria-label={t`Invoice pages`}>
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
