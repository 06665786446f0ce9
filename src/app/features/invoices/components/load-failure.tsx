import { Trans } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { LoadFailure } from '../../../ui/load-failure';

/**
 * The invoice pages' load failure. They read online only (nothing of them is kept on the device, docs/decisions.md
 * "Invoice pages"): offline they say so, as the order pages do, and never crash.
 */
export function InvoiceLoadFailure(props: Omit<ComponentProps<typeof LoadFailure>, 'offlineText'>) {
  return (
    <LoadFailure
      {...props}
      offlineText={<Trans>You are offline. Invoices are read from the server: try again once you are connected.</Trans>}
    />
  );
}
