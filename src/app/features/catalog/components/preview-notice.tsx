import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import { leaveCatalogPreview, useCatalogPreview } from '../../../domain/catalog/catalog-preview';

/** The preview mode's notice on each catalog page, with the way out. */
export function PreviewNotice() {
  const preview = useCatalogPreview();
  if (!preview) return null;
  return (
    <Alert color="primary" variant="light" data-testid="catalog-preview-notice">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm">
          <Trans>Preview: the catalog as your customers see it, with retail prices only.</Trans>
        </Text>
        <Button size="compact-md" variant="default" onClick={leaveCatalogPreview}>
          <Trans>Leave preview</Trans>
        </Button>
      </Group>
    </Alert>
  );
}
