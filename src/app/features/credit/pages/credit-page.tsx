import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Group, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { hasScope } from '../../../../shared/access/scopes';
import { blockingInvoices } from '../../../../shared/credit/blocking-invoices';
import { balanceLabel, creditWidgetMessages } from '../../../../shared/credit/credit-widget';
import { isCreditBlocked, openToBuy } from '../../../../shared/credit/open-to-buy';
import { OPEN_TO_BUY_HOSTNAMES } from '../../../../shared/credit/open-to-buy-hosts';
import { useFormat, useHostMoneyFormat } from '../../../lib/format';
import { userQuery } from '../../../lib/user';
import { localeLink } from '../../../ui/shell/locale-link';
import {
  type CreditFigures,
  type CreditPageData,
  creditBlockingInvoicesQuery,
  creditPageQuery,
} from '../api/credit.queries';
import { averagePaymentDaysTable } from '../average-payment-days';
import { blockedReasonLabel, creditLabel, creditMoney } from '../credit-texts';
import classes from '../components/credit-widget.module.css';
import { displayCustomerCode } from '../../../../shared/customers/customer-code-display';

type Company = CreditPageData['customerCompanies'][number];

/** The invoices behind a company's block (src/shared/credit/blocking-invoices.ts), with the way to pay them. */
function BlockingInvoices({ figures, locale }: { figures: CreditFigures; locale: string }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const host = useHostMoneyFormat();
  const open = useQuery(creditBlockingInvoicesQuery(figures.custCode, figures.sorgs));
  if (open.isPending) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>Loading…</Trans>
      </Text>
    );
  }
  if (open.isError) {
    return (
      <Text size="sm" c="error" role="alert">
        <Trans>The invoices could not be loaded.</Trans>
      </Text>
    );
  }
  const rows = blockingInvoices(figures.reasonBlocked, open.data);
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {figures.reasonBlocked?.trim().toLowerCase() === 'other_company_blocked' ? (
          <Trans>The block comes from another company of this customer.</Trans>
        ) : (
          <Trans>No open invoice of this company causes the block.</Trans>
        )}
      </Text>
    );
  }
  const reason = blockedReasonLabel(i18n, figures.reasonBlocked ?? '');
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={420}>
        <Table verticalSpacing={4} fz="sm" data-testid="credit-blocking-invoices">
          <Table.Caption>
            <Trans>Invoices behind the block ({reason})</Trans>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Invoice</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Due date</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Days overdue</Trans>
              </Table.Th>
              <Table.Th ta="end">
                <Trans>Amount</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  {row.invoiceNo}
                  {row.assignment && row.assignment !== row.invoiceNo ? ` / ${row.assignment}` : ''}
                </Table.Td>
                <Table.Td>{format.date(row.dueDate)}</Table.Td>
                <Table.Td>{row.overdue < 0 ? String(-row.overdue) : '–'}</Table.Td>
                <Table.Td ta="end" className={classes.amount}>
                  {creditMoney(row.accountingAmount, row.currency, host)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group>
        <Button component={Link} {...localeLink(locale, '/invoice/open-invoice')} size="xs" variant="light">
          <Trans>Go to open invoices</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

function CompanyCard({
  figures,
  company,
  locale,
  canSeeInvoices,
}: {
  figures: CreditFigures;
  company: Company | undefined;
  locale: string;
  canSeeInvoices: boolean;
}) {
  const { i18n } = useLingui();
  const host = useHostMoneyFormat();
  const money = (minor: number) => creditMoney(minor, figures.currency, host);
  const blocked = isCreditBlocked(figures);
  const label = creditLabel(i18n, balanceLabel(location.hostname, OPEN_TO_BUY_HOSTNAMES));
  const balance = openToBuy(figures);
  const m = creditWidgetMessages;
  const rows: [string, number][] = [
    [m.creditLimit, figures.creditLimit],
    [m.creditExposure, figures.creditExposure],
    [m.openInvoice, figures.openInvoice],
    [m.openDO, figures.openDO],
    [m.consignment, figures.consignment],
  ];
  const sorgs = figures.sorgs.join(', ');
  const code = figures.company.code;
  return (
    <Card withBorder padding="md" data-testid="credit-company" data-company={figures.company.code}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Title order={2} size="h4">
              {figures.company.name}
            </Title>
            <Text size="xs" c="dimmed">
              <Trans>
                Company {code} · sales organisations {sorgs}
              </Trans>
            </Text>
          </div>
          <Badge color={blocked ? 'error' : 'success'} variant="light" data-testid="credit-company-status">
            {blocked ? creditLabel(i18n, m.accountBlocked) : creditLabel(i18n, m.accountOk)}
          </Badge>
        </Group>
        {blocked && (
          <Alert color="error" variant="light" p="xs" data-testid="credit-company-reason">
            {blockedReasonLabel(i18n, figures.reasonBlocked ?? '')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Table verticalSpacing={4} fz="sm" className={classes.figures} data-testid="credit-company-figures">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th>{label}</Table.Th>
                <Table.Td
                  fw={700}
                  {...(balance < 0 || blocked ? { c: 'error' } : {})}
                  data-testid="credit-company-balance"
                >
                  {money(balance)}
                </Table.Td>
              </Table.Tr>
              {rows.map(([text, value]) => (
                <Table.Tr key={text}>
                  <Table.Th fw={400}>{creditLabel(i18n, text)}</Table.Th>
                  <Table.Td>{money(value)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Stack gap={6}>
            <Text size="sm">
              <Text span c="dimmed" inherit>
                <Trans>Credit control area</Trans>:{' '}
              </Text>
              {figures.creditControl || '–'}
            </Text>
            {company && (
              <Text size="sm">
                <Text span c="dimmed" inherit>
                  <Trans>Current account</Trans>:{' '}
                </Text>
                {company.accountCurrent || '–'}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              <Trans>Customers sharing this credit</Trans>
            </Text>
            {company && company.creditCusts.length > 0 ? (
              <List size="sm" spacing={2} data-testid="credit-customers">
                {company.creditCusts.map((customer) => (
                  <List.Item key={customer.custCode}>
                    {displayCustomerCode(customer.custCode)} · {customer.custName}
                  </List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm">–</Text>
            )}
          </Stack>
        </SimpleGrid>
        {blocked && canSeeInvoices && <BlockingInvoices figures={figures} locale={locale} />}
      </Stack>
    </Card>
  );
}

function AveragePaymentDays({
  rows,
  companies,
}: {
  rows: CreditPageData['averagePaymentDays'];
  companies: CreditPageData['customerCompanies'];
}) {
  const { t } = useLingui();
  const table = averagePaymentDaysTable(rows);
  // A sales organisation by its name: its code is an internal value.
  const sorgNames = new Map(companies.flatMap((company) => company.areas.map((area) => [area.sorg, area.sorgName])));
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        <Trans>Average payment days</Trans>
      </Title>
      {table.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No paid invoices yet.</Trans>
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table
            verticalSpacing={4}
            fz="sm"
            withTableBorder
            data-testid="average-payment-days"
            aria-label={t`Average payment days per sales organisation and year`}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Sales organisation</Trans>
                </Table.Th>
                {table.years.map((year) => (
                  <Table.Th key={year} ta="end">
                    {year}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.rows.map((row) => (
                <Table.Tr key={row.sorg}>
                  <Table.Th fw={400}>{sorgNames.get(row.sorg) ?? row.sorg}</Table.Th>
                  {row.days.map((days, index) => (
                    <Table.Td key={table.years[index]} ta="end">
                      {days === null ? '–' : t`${days} days`}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="xs" c="dimmed">
        <Trans>Days from invoice to payment, weighted by amount, of the invoices paid in each year.</Trans>
      </Text>
    </Stack>
  );
}

/**
 * The credit page (not in the spec: docs/decisions.md "Credit page"): per company of the active customer its
 * figures, the customers sharing its credit and, when blocked, the invoices behind the block; then the average
 * payment days per sales organisation and year.
 */
export function CreditPage({ locale }: { locale: string }) {
  const { i18n } = useLingui();
  const page = useQuery(creditPageQuery());
  const { data: user } = useQuery(userQuery());
  const canSeeInvoices = hasScope(user?.scopes ?? [], 'page.invoice-status');
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        <Trans>Credit</Trans>
      </Title>
      {page.isPending ? (
        <Text c="dimmed">
          <Trans>Loading…</Trans>
        </Text>
      ) : page.isError ? (
        <Alert color="error" variant="light" role="alert">
          <Group justify="space-between">
            <Text size="sm">
              <Trans>The credit information could not be loaded.</Trans>
            </Text>
            <Button size="xs" variant="default" onClick={() => void page.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </Group>
        </Alert>
      ) : (
        <>
          {page.data.creditInformation.length === 0 ? (
            <Text data-testid="credit-empty">{creditLabel(i18n, creditWidgetMessages.noData)}</Text>
          ) : (
            page.data.creditInformation.map((figures) => (
              <CompanyCard
                key={figures.company.code}
                figures={figures}
                company={page.data.customerCompanies.find((c) => c.code === figures.company.code)}
                locale={locale}
                canSeeInvoices={canSeeInvoices}
              />
            ))
          )}
          <AveragePaymentDays rows={page.data.averagePaymentDays} companies={page.data.customerCompanies} />
        </>
      )}
    </Stack>
  );
}
