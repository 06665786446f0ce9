import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { formatBytes } from '../format-bytes';
import type { DeviceStorage } from '../use-device-storage';

/** How much of the device's storage the portal uses, what is left, and whether the browser may clear it. */
export function StorageSummary({ storage }: { storage: DeviceStorage | undefined }) {
  const { i18n, t } = useLingui();
  if (storage === undefined) return null;
  const { estimate, persisted } = storage;
  const used = estimate ? formatBytes(estimate.usage, i18n.locale) : null;
  const free = estimate ? formatBytes(Math.max(estimate.quota - estimate.usage, 0), i18n.locale) : null;
  return (
    <Stack gap={6} data-testid="storage-summary">
      {estimate && used !== null && free !== null ? (
        <>
          <Text size="sm">
            <Trans>
              Storage: {used} used, {free} available
            </Trans>
          </Text>
          <Progress
            value={estimate.quota > 0 ? Math.min((estimate.usage / estimate.quota) * 100, 100) : 0}
            size="sm"
            aria-label={t`Storage used`}
          />
        </>
      ) : (
        <Text size="sm" c="dimmed">
          <Trans>This browser does not tell how much storage is used.</Trans>
        </Text>
      )}
      <Group gap="xs">
        {persisted ? (
          <Badge color="success" variant="light">
            <Trans>Storage is persistent</Trans>
          </Badge>
        ) : (
          <Badge color="warning" variant="light">
            <Trans>Storage is not persistent</Trans>
          </Badge>
        )}
        {!persisted && (
          <Text size="xs" c="dimmed">
            <Trans>The browser may clear it when the device runs short of space.</Trans>
          </Text>
        )}
      </Group>
    </Stack>
  );
}
