import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { accountStatus } from '../../../../shared/credit/credit-widget';
import { blockedReasonText, openToBuy } from '../../../../shared/credit/open-to-buy';
import type { QuickAction } from '../../../../shared/home/home-cards';
import { moneyFormatOf } from '../../../../shared/money/money-format';
import { OrderStatusBadge } from '../../../domain/orders/order-status-badge';
import { formatMoney, useFormat, useHostMoneyFormat } from '../../../lib/format';
import { localeLink } from '../../../ui/shell/locale-link';
import {
  homeCartQuery,
  homeCreditQuery,
  homeInvoicesQuery,
  homeOrdersQuery,
  homePromotionsQuery,
} from '../api/home.queries';
import { CardEmpty, HomeCardFrame } from './home-card';
import classes from './home-card.module.css';

// The dealer's cards (spec 01 §2 home): what a buyer looks at first. Each reads its own query (api/home.queries.ts)
// and is drawn inside a HomeCardSlot of the page, which brings its skeleton and its error.

const link = (locale: string, path: string) => localeLink(locale, path).to;

function Row({ label, value, testId }: { label: React.ReactNode; value: React.ReactNode; testId?: string }) {
  return (
    <div className={classes.row} data-testid={testId}>
      <Text size="sm" className={classes.rowText}>
        {label}
      </Text>
      <Text size="sm" fw={600} className={classes.figure}>
        {value}
      </Text>
    </div>
  );
}

export function CartCard({ locale }: { locale: string }) {
  const { t, i18n } = useLingui();
  const { data } = useSuspenseQuery(homeCartQuery());
  const cart = data.data;
  const lines = cart.lines.length;
  return (
    <HomeCardFrame
      title={t`Cart`}
      testId="cart"
      asOf={data.fetchedAt}
      link={lines > 0 ? { to: link(locale, '/cart'), label: t`Open the cart` } : undefined}
    >
      {lines === 0 ? (
        <Stack gap="xs" align="flex-start">
          <CardEmpty>
            <Trans>Your cart is empty.</Trans>
          </CardEmpty>
          <Button component={Link} to={link(locale, '/catalog')} variant="light" size="sm">
            <Trans>Browse the catalog</Trans>
          </Button>
        </Stack>
      ) : (
        <Stack gap="xs">
          <Text size="sm" data-testid="home-cart-lines">
            {i18n._(plural(lines, { one: '# line', other: '# lines' }))}
          </Text>
          {cart.groups.map((group) => (
            <Row
              key={group.sorg}
              testId="home-cart-total"
              label={cart.groups.length > 1 ? group.sorgName : t`Total`}
              value={formatMoney(group.total, group.format)}
            />
          ))}
          <Button component={Link} to={link(locale, '/cart/checkout')} size="sm" mt={4}>
            <Trans>Go to checkout</Trans>
          </Button>
        </Stack>
      )}
    </HomeCardFrame>
  );
}

export function OrdersCard({ locale }: { locale: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const { data } = useSuspenseQuery(homeOrdersQuery());
  // The list's smallest page is 10 (spec 01 §7 orders); the card shows the newest five.
  const orders = data.data.items.slice(0, 5);
  return (
    <HomeCardFrame
      title={t`Last orders`}
      testId="orders"
      asOf={data.fetchedAt}
      link={{ to: link(locale, '/order'), label: t`All orders` }}
    >
      {orders.length === 0 ? (
        <CardEmpty>
          <Trans>No orders yet.</Trans>
        </CardEmpty>
      ) : (
        <Stack gap={6} component="ul" className={classes.list}>
          {orders.map((order) => (
            <li key={order.id} data-testid="home-order">
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Stack gap={0} miw={0}>
                  <Text
                    component={Link}
                    to={link(locale, `/order/${encodeURIComponent(order.orderNo)}`)}
                    size="sm"
                    fw={600}
                    c="var(--mantine-color-primary-text)"
                    className={classes.rowText}
                  >
                    {order.orderNo}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {format.date(order.createdAt)} · {formatMoney(order.totalOrder, order.format)}
                  </Text>
                </Stack>
                <OrderStatusBadge status={order.orderStatus.id} description={order.orderStatus.description} />
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </HomeCardFrame>
  );
}

export function InvoicesCard({ locale, custCode }: { locale: string; custCode: string }) {
  const { t, i18n } = useLingui();
  const host = useHostMoneyFormat();
  const { data } = useSuspenseQuery(homeInvoicesQuery(custCode));
  const companies = data.data
    .map((company) => {
      const due = company.customerAgeing.filter((bucket) => bucket.overdue.from === null);
      const overdue = company.customerAgeing.filter((bucket) => bucket.overdue.from !== null);
      const sum = (buckets: typeof due) => buckets.reduce((total, bucket) => total + bucket.value, 0);
      const count = (buckets: typeof due) => buckets.reduce((total, bucket) => total + bucket.invoice.length, 0);
      return {
        key: `${company.companyCode}:${company.sorg}`,
        format: moneyFormatOf(company.currency, host),
        due: sum(due),
        overdue: sum(overdue),
        overdueCount: count(overdue),
        open: count(due) + count(overdue),
      };
    })
    .filter((company) => company.open > 0);
  return (
    <HomeCardFrame
      title={t`Open invoices`}
      testId="invoices"
      asOf={data.fetchedAt}
      link={{ to: link(locale, '/invoice/open-invoice'), label: t`All open invoices` }}
    >
      {companies.length === 0 ? (
        <CardEmpty>
          <Trans>No open invoices.</Trans>
        </CardEmpty>
      ) : (
        <Stack gap="xs">
          {companies.map((company) => (
            <Stack key={company.key} gap={4}>
              <Row label={t`Not yet due`} value={formatMoney(company.due, company.format)} testId="home-invoices-due" />
              <Row
                label={
                  <Text span size="sm" {...(company.overdue > 0 ? { c: 'error' } : {})}>
                    {i18n._(
                      plural(company.overdueCount, {
                        one: 'Overdue (# invoice)',
                        other: 'Overdue (# invoices)',
                      }),
                    )}
                  </Text>
                }
                value={formatMoney(company.overdue, company.format)}
                testId="home-invoices-overdue"
              />
            </Stack>
          ))}
        </Stack>
      )}
    </HomeCardFrame>
  );
}

export function CreditCard({ locale }: { locale: string }) {
  const { t } = useLingui();
  const host = useHostMoneyFormat();
  const { data } = useSuspenseQuery(homeCreditQuery());
  const companies = data.data;
  const status = accountStatus(companies);
  return (
    <HomeCardFrame
      title={t`Credit`}
      testId="credit"
      asOf={data.fetchedAt}
      link={{ to: link(locale, '/credit'), label: t`Credit details` }}
    >
      {companies.length === 0 ? (
        <CardEmpty>
          <Trans>No data found for credit information.</Trans>
        </CardEmpty>
      ) : (
        <Stack gap="xs">
          <Badge
            variant="light"
            color={status === 'red' ? 'error' : 'success'}
            data-testid="home-credit-status"
            data-status={status}
          >
            {status === 'red' ? t`Account blocked` : t`Account in good standing`}
          </Badge>
          {companies.map((company) => {
            const format = moneyFormatOf(company.currency, host);
            return (
              <Stack key={`${company.company.code}:${company.sorg}`} gap={4} data-testid="home-credit-company">
                {companies.length > 1 && (
                  <Text size="xs" c="dimmed" fw={600} className={classes.rowText}>
                    {company.company.name}
                  </Text>
                )}
                <Row label={t`Credit limit`} value={formatMoney(company.creditLimit, format)} />
                <Row label={t`Credit exposure`} value={formatMoney(company.creditExposure, format)} />
                <Row label={t`Open to buy`} value={formatMoney(openToBuy(company), format)} />
                {company.reasonBlocked && (
                  <Text size="xs" c="error">
                    {blockedReasonText(company.reasonBlocked)}
                  </Text>
                )}
              </Stack>
            );
          })}
        </Stack>
      )}
    </HomeCardFrame>
  );
}

export function PromotionsCard({ locale }: { locale: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const { data } = useSuspenseQuery(homePromotionsQuery());
  const promotions = data.data.slice(0, 4);
  return (
    <HomeCardFrame
      title={t`Promotions`}
      testId="promotions"
      asOf={data.fetchedAt}
      link={{ to: link(locale, '/catalog'), label: t`Open the catalog` }}
    >
      {promotions.length === 0 ? (
        <CardEmpty>
          <Trans>No promotions are running.</Trans>
        </CardEmpty>
      ) : (
        <Stack gap="xs">
          {promotions.map((promotion) => {
            const until = format.date(promotion.validTo);
            return (
              <Stack key={promotion.code} gap={0} data-testid="home-promotion">
                <Group gap={6} wrap="nowrap">
                  {promotion.badge && (
                    <Badge size="sm" variant="light" color="primary" miw="max-content">
                      {promotion.badge}
                    </Badge>
                  )}
                  <Text size="sm" fw={600} className={classes.rowText}>
                    {promotion.name}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed">
                  {promotion.tagline ? `${promotion.tagline} · ` : ''}
                  <Trans>until {until}</Trans>
                </Text>
              </Stack>
            );
          })}
        </Stack>
      )}
    </HomeCardFrame>
  );
}

const QUICK_ACTION_PATHS: Record<QuickAction, string> = {
  'fast-order': '/catalog/fast-order',
  'repeat-order': '/catalog/repeat-order',
  claims: '/claim',
};

export function QuickActionsCard({ locale, actions }: { locale: string; actions: readonly QuickAction[] }) {
  const { t } = useLingui();
  const labels: Record<QuickAction, string> = {
    'fast-order': t`Fast order`,
    'repeat-order': t`Repeat order`,
    claims: t`Claims`,
  };
  return (
    <HomeCardFrame title={t`Quick actions`} testId="quick-actions">
      <Group gap="xs">
        {actions.map((action) => (
          <Button key={action} component={Link} to={link(locale, QUICK_ACTION_PATHS[action])} variant="light" size="sm">
            {labels[action]}
          </Button>
        ))}
      </Group>
    </HomeCardFrame>
  );
}
