import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { openCustomerDialog } from '../../../domain/customer/customer-dialog';
import { EmptyState } from '../../../ui/empty-state';

/** A claim is filed for a customer: without an acting one, the user picks one first. */
export function NoClaimCustomer() {
  return (
    <EmptyState
      type="custom"
      title={<Trans>Choose a customer first</Trans>}
      description={<Trans>A claim is filed for the customer you act for.</Trans>}
      action={
        <Button
          size="lg"
          onClick={() => {
            openCustomerDialog();
          }}
        >
          <Trans>Choose a customer</Trans>
        </Button>
      }
    />
  );
}
