import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { formatMoney, useFormat } from '../../../lib/format';
import { WindowPagination } from '../../../ui/data-table/window-pagination';
import { EmptyState } from '../../../ui/empty-state';
import { orderHistoryQuery } from '../api/cart.queries';
import { NoCartNotice } from '../components/no-cart-notice';
import { RepeatOrderLines } from '../components/repeat-order-lines';
import { useCartViewer } from '../../../domain/cart/use-cart-viewer';
import { OrderStatusBadge } from '../../../domain/orders/order-status-badge';
import classes from '../components/repeat-order.module.css';

const route = getRouteApi('/$locale/_portal/catalog/repeat-order');

/** Past orders per page (the spec's table page size, S1 §9). */
export const ORDER_HISTORY_PAGE_SIZE = 10;

/**
 * /catalog/repeat-order (page.catalog, a selected customer): the active customer's past orders, newest first and
 * a page at a time; picking one shows its lines with today's price and stock, to add again to the cart.
 */
export function RepeatOrderPage() {
  const { viewer } = useCartViewer();
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          <Trans>Repeat order</Trans>
        </Title>
        <Text c="dimmed" size="sm">
          <Trans>Pick a past order to put its articles in the cart again, at today's prices.</Trans>
        </Text>
      </div>
      {viewer?.canLoadCart && viewer.custCode !== null ? (
        <OrderHistory custCode={viewer.custCode} />
      ) : (
        <NoCartNotice viewer={viewer} />
      )}
    </Stack>
  );
}

function OrderHistory({ custCode }: { custCode: string }) {
  const { t } = useLingui();
  const { locale } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const format = useFormat();
  const page = search.page ?? 1;
  const history = useQuery(orderHistoryQuery({ page, limit: ORDER_HISTORY_PAGE_SIZE }));
  // The picked order's lines are below the list: bring them into view.
  const selectedRef = useRef<HTMLElement>(null);
  const picked = search.order;
  useEffect(() => {
    if (picked !== undefined) selectedRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [picked]);

  if (history.isPending) return <Loader aria-label={t`Loading`} />;
  if (history.isError) {
    return (
      <EmptyState
        type="custom"
        title={<Trans>The past orders could not be loaded</Trans>}
        action={
          <Button variant="default" onClick={() => void history.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  }
  const { items, info } = history.data;
  if (items.length === 0) {
    return <EmptyState type="no-data" title={<Trans>No past orders</Trans>} />;
  }
  const selected = items.find((item) => item.orderNo === search.order) ?? null;
  const selectedNo = selected?.orderNo ?? '';

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="xs">
        <Table.ScrollContainer minWidth={560}>
          <Table highlightOnHover verticalSpacing="xs" className={classes.table} data-testid="repeat-order-orders">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Order`}</Table.Th>
                <Table.Th>{t`Date`}</Table.Th>
                <Table.Th className={classes.number}>{t`Total`}</Table.Th>
                <Table.Th className={classes.number}>{t`Lines`}</Table.Th>
                <Table.Th>{t`Status`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => {
                const isSelected = item.orderNo === selected?.orderNo;
                const orderNo = item.orderNo;
                return (
                  <Table.Tr
                    key={item.orderNo}
                    className={isSelected ? classes.selected : undefined}
                    aria-selected={isSelected}
                  >
                    <Table.Td>
                      {/* The order number is the action: on a phone it is the column that stays in view. */}
                      <Button
                        size="compact-sm"
                        variant={isSelected ? 'filled' : 'light'}
                        className={classes.code}
                        aria-label={t`Show order ${orderNo}`}
                        aria-pressed={isSelected}
                        onClick={() => {
                          void navigate({
                            search: { ...search, order: item.orderNo },
                            replace: true,
                            resetScroll: false,
                          });
                        }}
                      >
                        {orderNo}
                      </Button>
                    </Table.Td>
                    <Table.Td>{format.date(item.createdAt)}</Table.Td>
                    <Table.Td className={classes.number}>{formatMoney(item.totalOrder, item.format)}</Table.Td>
                    <Table.Td className={classes.number}>{item.lines.length}</Table.Td>
                    <Table.Td>
                      <OrderStatusBadge status={item.status} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="center" pt="xs">
          <WindowPagination
            page={info.page}
            total={info.pageTotal}
            visiblePages={10}
            onChange={(next) => {
              void navigate({ search: { page: next }, replace: false });
            }}
          />
        </Group>
      </Paper>
      {selected && (
        <Paper
          ref={selectedRef}
          withBorder
          radius="md"
          p="md"
          component="section"
          aria-label={t`Order ${selectedNo}`}
          className={classes.selectedOrder}
        >
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} size="h4">
                <Trans>Order {selectedNo}</Trans>
              </Title>
              <Text size="sm" c="dimmed">
                {format.date(selected.createdAt)}
              </Text>
            </Group>
            <RepeatOrderLines key={selected.orderNo} locale={locale} custCode={custCode} order={selected} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
