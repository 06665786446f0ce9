import { Trans } from '@lingui/react/macro';
import { Button, Center } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useRouter } from '@tanstack/react-router';
import { CenteredMessage } from '../../../ui/centered-message';
import { RouteError } from '../../../ui/route-error';
import { NotAvailableOfflineError } from '../api/catalog.queries';
import { CustomerRequiredNotice, isCustomerRequiredError } from './customer-required';

/**
 * The product routes' error page: a product the device's copy does not hold while offline is 'not available
 * offline' (never the 404: the server may well know it); a sales user or admin without a customer is asked to
 * select one; anything else is the portal's route error.
 */
export function ProductRouteError(props: ErrorComponentProps) {
  const router = useRouter();
  if (isCustomerRequiredError(props.error)) {
    return (
      <Center py="xl">
        <CustomerRequiredNotice />
      </Center>
    );
  }
  if (!(props.error instanceof NotAvailableOfflineError)) return <RouteError {...props} />;
  return (
    <CenteredMessage
      title={<Trans>This product is not available offline</Trans>}
      description={
        <Trans>It was not part of the catalog on this device. It opens again when you are back online.</Trans>
      }
      actions={
        <Button
          onClick={() => {
            props.reset();
            void router.invalidate();
          }}
        >
          <Trans>Try again</Trans>
        </Button>
      }
    />
  );
}
