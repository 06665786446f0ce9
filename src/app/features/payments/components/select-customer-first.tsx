import { Trans } from '@lingui/react/macro';
import { Alert, Button } from '@mantine/core';
import { openCustomerDialog } from '../../../domain/customer/customer-dialog';

/**
 * The paying pages without a selected customer (spec 01 §2: /payment needs one): an administrator, or anyone the
 * guard's dialog does not ask (only sales, customer and vendor users are asked), picks the customer here instead
 * of reading 'could not be loaded'. Nothing is requested until a customer is selected.
 */
export function SelectCustomerFirst() {
  return (
    <Alert
      color="info"
      variant="light"
      title={<Trans>Please select a customer first</Trans>}
      role="status"
      data-testid="select-customer-first"
    >
      <Trans>Invoices and payment requests are those of the customer you act for.</Trans>
      <div>
        <Button size="xs" mt="xs" variant="light" onClick={() => openCustomerDialog()}>
          <Trans>Select customer</Trans>
        </Button>
      </div>
    </Alert>
  );
}
