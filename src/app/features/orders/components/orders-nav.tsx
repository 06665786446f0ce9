import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { localeLink } from '../../../ui/shell/locale-link';

type OrdersPage = 'order' | 'order-open-order' | 'order-delivery';

/** The three order pages side by side (the menu lists them too), so each is one click from the others. */
export function OrdersNav({ locale, current }: { locale: string; current: OrdersPage }) {
  const { t } = useLingui();
  const pages: { name: OrdersPage; path: string; label: string }[] = [
    { name: 'order', path: '/order', label: t`All orders` },
    { name: 'order-open-order', path: '/order/open-order', label: t`Open orders` },
    { name: 'order-delivery', path: '/order/delivery', label: t`Deliveries` },
  ];
  return (
    <Group gap="xs" wrap="wrap" component="nav" aria-label={t`Order pages`}>
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
