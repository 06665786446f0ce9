import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { observe } from '../../../../browser/outbox';
import {
  customersNotVisited,
  mergeVisitCustomers,
  UNVISITED_DAYS,
  VISIT_BRAND_NAMES,
  visitsOfBrands,
  visitWeekOf,
} from '../../../../shared/home/home-cards';
import type { VisitBrand } from '../../../../shared/visit-forms/visit-form';
import type { CustomerSummary } from '../../../domain/customer/acting-customer';
import { openCustomerDialog } from '../../../domain/customer/customer-dialog';
import { useFormat } from '../../../lib/format';
import { localeLink } from '../../../ui/shell/locale-link';
import { homeUnvisitedQuery, homeVisitsQuery, homeWaitingQuery } from '../api/home.queries';
import { CardEmpty, HomeCardFrame } from './home-card';
import classes from './home-card.module.css';

// The sales rep's cards and the administrator's work queues (spec 01 §2 home, by scope as spec 01 §6 gives them).

const link = (locale: string, path: string) => localeLink(locale, path).to;

/** The customer the rep serves now, or the way to choose one (the shell's customer dialog). */
export function CustomerCard({ customer }: { customer: CustomerSummary | null }) {
  const { t } = useLingui();
  return (
    <HomeCardFrame title={t`Customer`} testId="customer">
      {customer ? (
        <Stack gap="xs" align="flex-start">
          <Stack gap={0} miw={0} maw="100%">
            <Text fw={600} className={classes.rowText} data-testid="home-customer-name">
              {customer.name}
            </Text>
            <Text size="sm" c="dimmed">
              {[customer.code, customer.city].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
          <Button
            variant="light"
            size="sm"
            onClick={() => {
              openCustomerDialog();
            }}
          >
            <Trans>Choose another customer</Trans>
          </Button>
        </Stack>
      ) : (
        <Stack gap="xs" align="flex-start">
          <CardEmpty>
            <Trans>You are not serving a customer yet.</Trans>
          </CardEmpty>
          <Button
            size="sm"
            onClick={() => {
              openCustomerDialog();
            }}
          >
            <Trans>Select a customer</Trans>
          </Button>
        </Stack>
      )}
    </HomeCardFrame>
  );
}

/**
 * Today's and this week's visits of every brand family the rep may use (Polygon, WIM): the counts in all and per
 * brand, today's latest visits of every brand with the brand named, and a new visit of each brand.
 */
export function VisitsCard({ locale, brands }: { locale: string; brands: readonly VisitBrand[] }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const days = visitWeekOf(new Date());
  const answers = useSuspenseQueries({ queries: brands.map((brand) => homeVisitsQuery(brand, days)) });
  const visits = visitsOfBrands(
    brands.map((brand, i) => {
      const answer = answers[i]?.data.data;
      return {
        brand,
        today: { items: answer?.today.items ?? [], count: answer?.today.info.count ?? 0 },
        week: { count: answer?.week.info.count ?? 0 },
      };
    }),
  );
  const fetchedAt = Math.min(...answers.map((answer) => answer.data.fetchedAt));
  const several = brands.length > 1;
  const only = brands.length === 1 ? brands[0] : undefined;
  return (
    <HomeCardFrame
      title={t`Visits`}
      testId="visits"
      asOf={fetchedAt}
      link={only ? { to: link(locale, `/visit-form/${only}`), label: t`All visits` } : undefined}
    >
      <Stack gap="xs">
        <Group gap="lg">
          <Stack gap={0} data-testid="home-visits-today">
            <Text size="xl" fw={700} className={classes.figure}>
              {i18n.number(visits.today)}
            </Text>
            <Text size="xs" c="dimmed">
              <Trans>today</Trans>
            </Text>
          </Stack>
          <Stack gap={0} data-testid="home-visits-week">
            <Text size="xl" fw={700} className={classes.figure}>
              {i18n.number(visits.week)}
            </Text>
            <Text size="xs" c="dimmed">
              <Trans>this week</Trans>
            </Text>
          </Stack>
        </Group>
        {several &&
          visits.brands.map((counts) => {
            const brandName = VISIT_BRAND_NAMES[counts.brand];
            const today = i18n.number(counts.today);
            const week = i18n.number(counts.week);
            return (
              <div key={counts.brand} className={classes.row} data-testid="home-visits-brand" data-brand={counts.brand}>
                <Text
                  component={Link}
                  to={link(locale, `/visit-form/${counts.brand}`)}
                  size="sm"
                  fw={600}
                  c="var(--mantine-color-primary-text)"
                  className={classes.rowText}
                >
                  {brandName}
                </Text>
                <Text size="sm" className={classes.figure}>
                  {t`${today} today · ${week} this week`}
                </Text>
              </div>
            );
          })}
        {visits.latest.slice(0, 3).map((visit) => (
          <div key={`${visit.brand}:${visit.id}`} className={classes.row} data-testid="home-visit">
            <Text size="sm" className={classes.rowText}>
              {visit.custName}
              {several ? (
                <Text span size="xs" c="dimmed">
                  {' '}
                  · {VISIT_BRAND_NAMES[visit.brand]}
                </Text>
              ) : null}
            </Text>
            <Text size="xs" c="dimmed" className={classes.figure}>
              {format.time(visit.createdAt)}
            </Text>
          </div>
        ))}
        {visits.today === 0 && (
          <CardEmpty>
            <Trans>No visits recorded today.</Trans>
          </CardEmpty>
        )}
        <Group gap="xs">
          {brands.map((brand) => {
            const brandName = VISIT_BRAND_NAMES[brand];
            return (
              <Button
                key={brand}
                component={Link}
                to={link(locale, `/visit-form/${brand}/create`)}
                variant="light"
                size="sm"
              >
                {several ? t`New ${brandName} visit` : t`New visit`}
              </Button>
            );
          })}
        </Group>
      </Stack>
    </HomeCardFrame>
  );
}

/** The rep's stores of every brand family not visited for 60 days (a visit of any brand counts). */
export function UnvisitedCard({ locale, brands }: { locale: string; brands: readonly VisitBrand[] }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const answers = useSuspenseQueries({ queries: brands.map((brand) => homeUnvisitedQuery(brand)) });
  const fetchedAt = Math.min(...answers.map((answer) => answer.data.fetchedAt));
  const customers = customersNotVisited(
    mergeVisitCustomers(answers.map((answer) => answer.data.data)),
    new Date(fetchedAt),
  );
  const days = UNVISITED_DAYS;
  const only = brands.length === 1 ? brands[0] : undefined;
  return (
    <HomeCardFrame
      title={t`Not visited for ${days} days`}
      testId="unvisited"
      asOf={fetchedAt}
      link={only ? { to: link(locale, `/visit-form/${only}`), label: t`All visits` } : undefined}
    >
      {customers.length === 0 ? (
        <CardEmpty>
          <Trans>Every customer was visited in the last {days} days.</Trans>
        </CardEmpty>
      ) : (
        <Stack gap={6}>
          <Text size="sm" data-testid="home-unvisited-count">
            {i18n._(plural(customers.length, { one: '# customer', other: '# customers' }))}
          </Text>
          {customers.slice(0, 5).map((customer) => (
            <div key={`${customer.custCode}:${customer.sorg}`} className={classes.row} data-testid="home-unvisited">
              <Text size="sm" className={classes.rowText}>
                {customer.custName}
                {customer.city ? (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    · {customer.city}
                  </Text>
                ) : null}
              </Text>
              <Text size="xs" c="dimmed" className={classes.figure}>
                {customer.lastVisitAt ? format.date(customer.lastVisitAt) : t`never`}
              </Text>
            </div>
          ))}
        </Stack>
      )}
    </HomeCardFrame>
  );
}

function WaitingRow({ label, count, to }: { label: ReactNode; count: number; to: string }) {
  const { i18n } = useLingui();
  return (
    <div className={classes.row} data-testid="home-waiting">
      <Text component={Link} to={to} size="sm" c="var(--mantine-color-primary-text)" className={classes.rowText}>
        {label}
      </Text>
      <Text size="sm" fw={700} className={classes.figure} c={count > 0 ? 'warning' : 'dimmed'}>
        {i18n.number(count)}
      </Text>
    </div>
  );
}

/** What waits for the administrator (the order desk) and the warranty team (claims to decide). */
export function WaitingCard({ locale, desk, claims }: { locale: string; desk: boolean; claims: boolean }) {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(homeWaitingQuery({ desk, claims }));
  const { pendingB2B, toConfirm, claimsToDecide } = data.data;
  const deskPath = link(locale, '/admin/order-confirmation');
  return (
    <HomeCardFrame title={t`Waiting for you`} testId="waiting" asOf={data.fetchedAt}>
      <Stack gap={6}>
        {pendingB2B && <WaitingRow label={t`Orders to accept`} count={pendingB2B.info.count} to={deskPath} />}
        {toConfirm && <WaitingRow label={t`Orders to confirm`} count={toConfirm.info.count} to={deskPath} />}
        {claimsToDecide && (
          <WaitingRow label={t`Claims to decide`} count={claimsToDecide.info.count} to={link(locale, '/claim')} />
        )}
      </Stack>
    </HomeCardFrame>
  );
}

/** What the device holds for the rep (features/offline's readiness, handed in by the route). */
export interface DeviceCopy {
  /** `size`: the copy's bytes for people ('12 MB'), null when not known. */
  catalog: { savedAt: number; count: number; size: string | null } | null;
  customers: { savedAt: number; count: number } | null;
  unsent: number;
  attention: number;
}

/**
 * "Ready for offline: catalog as of …, 12 MB", the customers' copy and the outbox's unsent items, live from the
 * device's local database (so offline too).
 */
export function OfflineCard({
  locale,
  loadReader,
  copyKey,
}: {
  locale: string;
  /** Loads the reader of the copy (the local database loads on demand); it reads in `language` (for the size). */
  loadReader: () => Promise<(language: string) => Promise<DeviceCopy>>;
  /** Changes when the user or the active customer changes. */
  copyKey: string;
}) {
  const { t, i18n } = useLingui();
  const [copy, setCopy] = useState<{ key: string; value: DeviceCopy } | null>(null);
  const language = i18n.locale;
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    void loadReader().then((read) => {
      if (cancelled) return;
      stop = observe(
        () => read(language),
        (value) => {
          setCopy({ key: copyKey, value });
        },
      );
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [copyKey, loadReader, language]);
  const when = (time: number) => i18n.date(new Date(time), { dateStyle: 'medium', timeStyle: 'short' });
  const current = copy?.key === copyKey ? copy.value : undefined;
  const catalogAsOf = current?.catalog ? when(current.catalog.savedAt) : '';
  const catalogSize = current?.catalog?.size ?? null;
  return (
    <HomeCardFrame
      title={t`Ready for offline`}
      testId="offline"
      asOf={current?.catalog?.savedAt}
      link={{ to: link(locale, '/offline'), label: t`Prepare this device` }}
    >
      {current === undefined ? null : (
        <Stack gap={6} data-testid="home-offline">
          {current.catalog ? (
            <Text size="sm" data-testid="home-offline-catalog">
              {catalogSize !== null
                ? t`Ready for offline: catalog as of ${catalogAsOf}, ${catalogSize}`
                : t`Ready for offline: catalog as of ${catalogAsOf}`}
            </Text>
          ) : (
            <CardEmpty>
              <Trans>No catalog on this device yet.</Trans>
            </CardEmpty>
          )}
          {current.customers && (
            <Text size="sm" c="dimmed">
              {i18n._(
                plural(current.customers.count, {
                  one: '# customer saved on this device',
                  other: '# customers saved on this device',
                }),
              )}
            </Text>
          )}
          <Text
            component={Link}
            to={link(locale, '/outbox')}
            size="sm"
            c="var(--mantine-color-primary-text)"
            data-testid="home-offline-unsent"
          >
            {current.unsent === 0
              ? t`Nothing waiting in the outbox`
              : i18n._(
                  plural(current.unsent, { one: '# unsent item in the outbox', other: '# unsent items in the outbox' }),
                )}
          </Text>
          {current.attention > 0 && (
            <Text size="sm" c="error">
              {i18n._(
                plural(current.attention, { one: '# item needs your attention', other: '# items need your attention' }),
              )}
            </Text>
          )}
        </Stack>
      )}
    </HomeCardFrame>
  );
}
