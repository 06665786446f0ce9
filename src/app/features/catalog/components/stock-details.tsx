import { Trans } from '@lingui/react/macro';
import { Group, List, Stack, Text } from '@mantine/core';
import type { CatalogProductDetailsQuery } from '../../../gql/graphql';
import { useFormat } from '../../../lib/format';
import { availableFigure, stockFigure, stockStatusOf } from '../stock';
import { StockDot } from './stock-dot';

type DetailStock = NonNullable<CatalogProductDetailsQuery['productDetailsV2']>['products'][number]['stock'];

/**
 * The stock of one article as the server shapes it for the host (spec 01 §3 Stock): what is available now (one
 * cumulative figure or one per location; a masked figure shows the mask, e.g. '10+'), customer orders, the next
 * arrival with date and quantity, and from when it can be ordered.
 */
export function StockDetails({ stock }: { stock: DetailStock }) {
  const format = useFormat();
  const status = stockStatusOf(stock);
  const total = availableFigure(stock.available);
  const perLocation = stock.available.length > 1;
  const arrival = stock.nextArrival;
  const arrivalFigure = arrival ? stockFigure(arrival) : null;
  const arrivalDate = arrival ? format.date(arrival.date) : '';
  const custorder = stock.custorder ? stockFigure(stock.custorder) : null;
  const orderFrom = format.date(stock.availableForOrderAt);
  return (
    <Stack gap={6} data-testid="stock-details">
      <StockDot
        status={status}
        label={
          status === 'in-stock' && total !== null ? (
            <Trans>{total} in stock</Trans>
          ) : status === 'in-stock' ? (
            <Trans>In stock</Trans>
          ) : (
            <Trans>Out of stock</Trans>
          )
        }
      />
      {perLocation && (
        <List size="sm" spacing={2} listStyleType="none">
          {stock.available.map((entry, index) => {
            const figure = stockFigure(entry) ?? '0';
            const location = entry.location ?? '—';
            return (
              <List.Item key={`${location}:${String(index)}`}>
                <Group gap="xs">
                  <Text size="sm" span>
                    {location}
                  </Text>
                  <Text size="sm" span fw={600}>
                    {figure}
                  </Text>
                </Group>
              </List.Item>
            );
          })}
        </List>
      )}
      {arrival && (
        <Text size="sm" data-testid="next-arrival">
          {arrivalFigure !== null ? (
            <Trans>
              Next arrival: {arrivalDate} · {arrivalFigure} pcs
            </Trans>
          ) : (
            <Trans>Next arrival: {arrivalDate}</Trans>
          )}
        </Text>
      )}
      {custorder !== null && (
        <Text size="sm" c="dimmed">
          <Trans>On customer order: {custorder}</Trans>
        </Text>
      )}
      {orderFrom !== '' && (
        <Text size="sm" c="dimmed">
          <Trans>Can be ordered from {orderFrom}</Trans>
        </Text>
      )}
    </Stack>
  );
}
