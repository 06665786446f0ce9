import { Trans } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { useFormat } from '../../../lib/format';

/**
 * Shown over a list or product answered from the device's copy (ARCHITECTURE.md "Offline"): how old its figures
 * are.
 */
export function OfflineCopyNotice({ asOf }: { asOf: number | undefined }) {
  const format = useFormat();
  if (asOf === undefined) return null;
  const time = format.dateTime(asOf);
  return (
    <Alert color="warning" variant="light" data-testid="offline-copy-notice">
      <Trans>You are offline: prices and stock as of {time}.</Trans>
    </Alert>
  );
}
