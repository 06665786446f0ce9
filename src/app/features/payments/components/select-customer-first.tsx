import { Trans } from '@lingui/react/macro';
import { Alert, Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { customerViewerOf } from '../../../domain/customer/acting-customer';
import { openCustomerDialog } from '../../../domain/customer/customer-dialog';
import { userQuery } from '../../../lib/user';

/**
 * The paying pages without a selected customer (spec 01 §2: /payment needs one): a user who may pick a customer
 * (sales, customer and vendor users: the dialog's users) picks it here instead of reading 'could not be loaded';
 * anyone else (an administrator) is told that these pages are a customer's, with no button that could not open.
 * Nothing is requested until a customer is selected.
 */
export function SelectCustomerFirst() {
  const { data: user } = useQuery(userQuery());
  const mayPick = user ? customerViewerOf(user).mayUseDialog : false;
  return (
    <Alert
      color="info"
      variant="light"
      title={<Trans>Please select a customer first</Trans>}
      role="status"
      data-testid="select-customer-first"
    >
      <Trans>Invoices and payment requests are those of the customer you act for.</Trans>
      {mayPick ? (
        <div>
          <Button size="xs" mt="xs" variant="light" onClick={() => openCustomerDialog()}>
            <Trans>Select customer</Trans>
          </Button>
        </div>
      ) : (
        <div>
          <Trans>
            Your account acts for no customer: payments of every customer are in the payments administration.
          </Trans>
        </div>
      )}
    </Alert>
  );
}
