import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { AGEING_RANGES } from '../../../../shared/invoices/ageing';
import { additionalColumns, totalsByCurrency } from '../../../../shared/invoices/invoice-list';
import { actingCustomerCodeOf } from '../../../domain/customer/acting-customer';
import { configQuery } from '../../../lib/config';
import { userQuery } from '../../../lib/user';
import { EmptyState } from '../../../ui/empty-state';
import { localeLink } from '../../../ui/shell/locale-link';
import {
  type InvoiceArea,
  invoiceAreasQuery,
  type OpenInvoiceCompany,
  openInvoicesQuery,
} from '../api/invoices.queries';
import { AgeingCards, defaultBucket } from '../components/ageing-cards';
import { InvoiceDetailDrawer } from '../components/invoice-detail-drawer';
import { InvoiceAmount, InvoiceTable } from '../components/invoice-table';
import { InvoicesNav } from '../components/invoices-nav';
import { InvoiceLoadFailure } from '../components/load-failure';
import type { OpenInvoiceSearch } from '../invoices.search';

/**
 * Whether "Pay invoices" is offered: host config `payment` and the area's merchantConfig.allowPayInvoice, both on
 * (the shared payingOffered of shared/invoices/selection.ts, written out so this page does not load the selection
 * rules: the paying page does).
 */
export function payingOfferedFor(config: Record<string, unknown> | undefined, area: InvoiceArea | undefined): boolean {
  return config?.payment === true && area?.merchantConfig.allowPayInvoice === true;
}

/**
 * A company's tab label: the area's company name, else the sales organisation's name, else the company code. The
 * sorg code is an internal value and is not shown.
 */
export function companyLabel(company: Pick<OpenInvoiceCompany, 'companyCode' | 'sorg'>, area?: InvoiceArea): string {
  return area?.companyName?.trim() || area?.sorgName.trim() || company.companyCode || company.sorg;
}

function CompanyInvoices({
  locale,
  company,
  area,
  bucket,
  payOffered,
  onBucket,
  onOpen,
}: {
  locale: string;
  company: OpenInvoiceCompany;
  area: InvoiceArea | undefined;
  bucket: number;
  payOffered: boolean;
  onBucket: (bucket: number) => void;
  onOpen: (invoiceNo: string) => void;
}) {
  const { t, i18n } = useLingui();
  const additional = additionalColumns(company.additionalDisplays);
  const shown = company.customerAgeing[bucket]?.invoice ?? [];
  const all = company.customerAgeing.flatMap((b) => b.invoice);
  const total = company.customerAgeing.reduce((sum, b) => sum + b.value, 0);
  const open = (row: { invoiceNo: string }) => {
    onOpen(row.invoiceNo);
  };
  const countText = i18n._(plural(all.length, { one: '# open invoice', other: '# open invoices' }));
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {countText}
          </Text>
          <Text size="lg" fw={700} data-testid="open-total">
            <Trans>
              Open balance: <InvoiceAmount minor={total} currency={company.currency} />
            </Trans>
          </Text>
          {area?.includeTax === false && (
            <Text size="xs" c="dimmed">
              <Trans>Amounts without tax.</Trans>
            </Text>
          )}
        </Stack>
        {payOffered && (
          <Button component={Link} {...localeLink(locale, '/payment/invoice')} data-testid="pay-invoices">
            <Trans>Pay invoices</Trans>
          </Button>
        )}
      </Group>

      <AgeingCards buckets={company.customerAgeing} currency={company.currency} current={bucket} onChoose={onBucket} />

      <InvoiceTable
        rows={shown}
        kind="open"
        additional={additional}
        caption={t`Open invoices`}
        onOpen={open}
        empty={<EmptyState type="no-data" description={t`No open invoice in this range.`} headingOrder={3} />}
      />

      {company.waitingForPayment.length > 0 && (
        <Stack gap="xs" data-testid="waiting-for-payment">
          <Title order={2} size="h4">
            <Trans>Waiting For Payment</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>A payment request was made for these invoices; they are paid once the transfer arrives.</Trans>
          </Text>
          <InvoiceTable
            rows={company.waitingForPayment}
            kind="open"
            additional={additional}
            caption={t`Waiting For Payment`}
            onOpen={open}
          />
        </Stack>
      )}
      {company.pendingPayment.length > 0 && (
        <Stack gap="xs" data-testid="pending-payment">
          <Title order={2} size="h4">
            <Trans>Pending Payment</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>Paid and waiting to be cleared.</Trans>
          </Text>
          <InvoiceTable
            rows={company.pendingPayment}
            kind="open"
            additional={additional}
            caption={t`Pending Payment`}
            onOpen={open}
          />
        </Stack>
      )}
      {totalsByCurrency(all).length > 1 && (
        <Text size="xs" c="dimmed">
          <Trans>This company has invoices in more than one currency.</Trans>
        </Text>
      )}
    </Stack>
  );
}

/**
 * Open invoices per company (spec 01 §7 open invoice V5; §3 Open invoice result): the ageing buckets as cards
 * with value and count, the chosen bucket's invoices, the Waiting For Payment and Pending Payment invoices apart,
 * an invoice's detail in a drawer (its number in the URL), and "Pay invoices" when paying is offered.
 */
export function OpenInvoicePage({ locale, search }: { locale: string; search: OpenInvoiceSearch }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { data: user } = useQuery(userQuery());
  const { data: config } = useQuery(configQuery());
  const custCode = user ? actingCustomerCodeOf(user) : null;
  const list = useQuery({ ...openInvoicesQuery(custCode ?? ''), enabled: custCode !== null });
  const areas = useQuery(invoiceAreasQuery());

  const go = (next: OpenInvoiceSearch) => {
    void navigate({ to: '.', search: next as never, resetScroll: false });
  };

  const companies = list.data ?? [];
  const current = companies.find((c) => c.sorg === search.sorg) ?? companies[0];
  const bucketOf = (company: OpenInvoiceCompany) =>
    company.sorg === current?.sorg && search.bucket !== undefined
      ? search.bucket
      : defaultBucket(company.customerAgeing);
  const areaOf = (sorg: string) => areas.data?.find((a) => a.sorg === sorg);

  let body;
  // Offline a query pauses instead of failing: the page says so rather than loading forever.
  if (!list.data && (list.isError || list.fetchStatus === 'paused')) {
    body = (
      <InvoiceLoadFailure error={list.error} onRetry={() => void list.refetch()}>
        <Trans>The open invoices could not be loaded.</Trans>
      </InvoiceLoadFailure>
    );
  } else if (!list.data) {
    body = (
      <Stack gap="sm" aria-busy="true" aria-label={t`Loading`}>
        <Skeleton height={32} width="40%" />
        <Group gap="sm" grow>
          {AGEING_RANGES.map((range) => (
            <Skeleton key={String(range.from)} height={88} />
          ))}
        </Group>
        <Skeleton height={240} />
      </Stack>
    );
  } else if (!current) {
    body = <EmptyState type="no-data" description={t`There are no open invoices.`} />;
  } else {
    const panel = (company: OpenInvoiceCompany) => (
      <CompanyInvoices
        locale={locale}
        company={company}
        area={areaOf(company.sorg)}
        bucket={bucketOf(company)}
        payOffered={payingOfferedFor(config, areaOf(company.sorg))}
        onBucket={(bucket) => {
          go({ sorg: company.sorg, bucket });
        }}
        onOpen={(invoiceNo) => {
          go({ sorg: company.sorg, bucket: bucketOf(company), invoice: invoiceNo });
        }}
      />
    );
    body =
      companies.length === 1 ? (
        panel(current)
      ) : (
        <Tabs
          value={current.sorg}
          onChange={(value) => {
            if (value !== null) go({ sorg: value });
          }}
          keepMounted={false}
        >
          <Tabs.List>
            {companies.map((company) => (
              <Tabs.Tab key={company.sorg} value={company.sorg}>
                {companyLabel(company, areaOf(company.sorg))}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {companies.map((company) => (
            <Tabs.Panel key={company.sorg} value={company.sorg} pt="md">
              {panel(company)}
            </Tabs.Panel>
          ))}
        </Tabs>
      );
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        <Trans>Open invoices</Trans>
      </Title>
      <InvoicesNav locale={locale} current="invoice-open-invoice" />
      {companies.length === 1 && current && (
        <Text size="sm" c="dimmed">
          {companyLabel(current, areaOf(current.sorg))}
        </Text>
      )}
      {body}
      {current && (
        <InvoiceDetailDrawer
          sorg={current.sorg}
          invoiceNo={search.invoice}
          onClose={() => {
            go({ sorg: current.sorg, bucket: bucketOf(current) });
          }}
        />
      )}
    </Stack>
  );
}
