import { Trans } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { FastOrderForm } from '../components/fast-order-form';
import { NoCartNotice } from '../components/no-cart-notice';
import { useCartViewer } from '../../../domain/cart/use-cart-viewer';

const route = getRouteApi('/$locale/_portal/catalog/fast-order');

/** /catalog/fast-order (page.catalog, a selected customer): article codes and quantities straight into the cart. */
export function FastOrderPage() {
  const { locale } = route.useParams();
  const { viewer, config } = useCartViewer();
  return (
    <Stack gap="md" maw={960}>
      <div>
        <Title order={1} size="h2">
          <Trans>Fast order</Trans>
        </Title>
        <Text c="dimmed" size="sm">
          <Trans>
            Type or paste article codes with their quantities, or upload a CSV file, and add them to the cart at once.
          </Trans>
        </Text>
      </div>
      {viewer?.canLoadCart && viewer.custCode !== null ? (
        <FastOrderForm locale={locale} custCode={viewer.custCode} sorg={config.sorg} />
      ) : (
        <NoCartNotice viewer={viewer} />
      )}
    </Stack>
  );
}
