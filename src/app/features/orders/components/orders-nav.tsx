import { useLingui } from '@lingui/react/macro';
import { SectionNav } from '../../../ui/section-nav';

type OrdersPage = 'order' | 'order-open-order' | 'order-delivery';

/** The three order pages side by side (the menu lists them too), so each is one click from the others. */
export function OrdersNav({ locale, current }: { locale: string; current: OrdersPage }) {
  const { t } = useLingui();
  return (
    <SectionNav
      locale={locale}
      current={current}
      label={t`Order pages`}
      pages={[
        { name: 'order', path: '/order', label: t`All orders` },
        { name: 'order-open-order', path: '/order/open-order', label: t`Open orders` },
        { name: 'order-delivery', path: '/order/delivery', label: t`Deliveries` },
      ]}
    />
  );
}
