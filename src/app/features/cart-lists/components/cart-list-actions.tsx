import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { cartQuery } from '../../../domain/cart/cart.queries';
import { localeLink } from '../../../ui/shell/locale-link';
import { SaveCartListButton } from './save-cart-list-button';

/** The cart page's named-list actions: "Save as list" (when the cart holds lines) and the way to the lists. */
export function CartListActions({ locale }: { locale: string }) {
  const { data: cart } = useQuery(cartQuery());
  return (
    <>
      {(cart?.lines.length ?? 0) > 0 && <SaveCartListButton />}
      <Button component={Link} {...localeLink(locale, '/cart/lists')} variant="default" data-testid="cart-lists-link">
        <Trans>Saved lists</Trans>
      </Button>
    </>
  );
}
