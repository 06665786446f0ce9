import { useMediaQuery } from '@mantine/hooks';
import { createFileRoute, Navigate } from '@tanstack/react-router';
import { CheckoutPage, PHONE_QUERY } from '../../../../features/checkout/pages/checkout-page';
import { localeLink } from '../../../../ui/shell/locale-link';

// /cart/checkout/shipment: ROUTES['cart-shipmentMobile'] (spec 01 §2): the phone's first checkout step, ship-to
// and shipment. Wider screens show the whole checkout on one page, so they go there.
export const Route = createFileRoute('/$locale/_portal/cart/checkout_/shipment')({
  component: ShipmentStep,
});

function ShipmentStep() {
  const { locale } = Route.useParams();
  const isPhone = useMediaQuery(PHONE_QUERY, true, { getInitialValueInEffect: false });
  if (!isPhone) return <Navigate {...localeLink(locale, '/cart/checkout')} replace />;
  return <CheckoutPage locale={locale} step="shipment" />;
}
