import { Trans } from '@lingui/react/macro';
import { Button, Stack, Title } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { EmptyState } from '../../../ui/empty-state';
import { localeLink } from '../../../ui/shell/locale-link';

const route = getRouteApi('/$locale/_portal/cart/checkout');

/** /cart/checkout: checkout itself is the next release (spec 01 §2, §5); the page says so and leads back. */
export function CheckoutPage() {
  const { locale } = route.useParams();
  return (
    <Stack>
      <Title order={1} size="h2">
        <Trans>Checkout</Trans>
      </Title>
      <EmptyState
        type="custom"
        title={<Trans>Checkout comes in the next release</Trans>}
        description={
          <Trans>
            Your cart is kept as it is. Ship-to, shipment and payment choices will be made here in the next release of
            the portal.
          </Trans>
        }
        action={
          <Button component={Link} {...localeLink(locale, '/cart')}>
            <Trans>Back to the cart</Trans>
          </Button>
        }
      />
    </Stack>
  );
}
