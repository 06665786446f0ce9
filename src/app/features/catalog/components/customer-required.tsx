import { Trans } from '@lingui/react/macro';
import { Alert, Button } from '@mantine/core';
import { errorMessages } from '../../../../shared/errors/error-codes';
import { ApiError } from '../../../lib/api';
import { openCustomerDialog } from '../../../domain/customer/customer-dialog';

/** Whether a failed catalog request was refused because a sales user or admin has no customer selected. */
export function isCustomerRequiredError(error: unknown): boolean {
  return error instanceof ApiError && error.serverMessage === errorMessages.customerRequired;
}

/**
 * What the server said instead of "could not be loaded": no customer is selected, with the button that opens the
 * customer dialog (the catalog shows one customer's prices and stock).
 */
export function CustomerRequiredNotice() {
  return (
    <Alert color="info" variant="light" title={<Trans>Please select a customer first</Trans>} role="status">
      <Trans>The catalog shows the prices and the stock of the customer you act for.</Trans>
      <div>
        <Button size="xs" mt="xs" variant="light" onClick={() => openCustomerDialog()}>
          <Trans>Select customer</Trans>
        </Button>
      </div>
    </Alert>
  );
}
