import { Trans } from '@lingui/react/macro';
import { Loader } from '@mantine/core';
import { EmptyState } from '../../../ui/empty-state';
import type { CartViewer } from '../../../domain/cart/cart-viewer';

/** Why a cart page has no cart to show: still loading, no right to the cart, or no customer selected. */
export function NoCartNotice({ viewer }: { viewer: CartViewer | null }) {
  if (viewer === null) return <Loader size="sm" />;
  if (!viewer.canSeeCart) {
    return (
      <EmptyState
        type="custom"
        title={<Trans>No cart for this account</Trans>}
        description={<Trans>Your account cannot put products in a cart. Please contact sales support.</Trans>}
      />
    );
  }
  return (
    <EmptyState
      type="custom"
      title={<Trans>No customer selected</Trans>}
      description={<Trans>Select a customer to order for.</Trans>}
    />
  );
}
