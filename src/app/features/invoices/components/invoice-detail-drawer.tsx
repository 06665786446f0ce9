import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Divider,
  Drawer,
  Group,
  Loader,
  Modal,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { overdueState } from '../../../../shared/invoices/invoice-list';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import {
  type InvoiceInstallment,
  invoiceDetailQuery,
  InvoiceMailRefused,
  useDownloadInvoicePdf,
  useSendInvoiceEmail,
} from '../api/invoices.queries';
import { invoiceMailRefusalText } from '../invoice-mail-texts';
import { overdueText } from '../invoice-texts';
import classes from '../invoices.module.css';
import { InvoiceAmount, InvoiceStatusBadge } from './invoice-table';
import { InvoiceLoadFailure } from './load-failure';
import { quantityText } from '../../../lib/quantity';

/** Every amount of an installment (spec 01 §3 Invoice), zero ones left out except the payable amount. */
function Amounts({ row }: { row: InvoiceInstallment }) {
  const { t } = useLingui();
  const amounts: { label: string; minor: number }[] = [
    { label: t`Grand total`, minor: row.grandTotal },
    { label: t`Tax`, minor: row.tax },
    { label: t`Discount`, minor: row.discount },
    { label: t`Shipping cost`, minor: row.shippingCost },
    { label: t`Recycle fee`, minor: row.recycleFee },
    { label: t`Surcharges`, minor: row.surcharges },
    { label: t`Freight allowance`, minor: row.freightAllowance },
    { label: t`Early-payment discount`, minor: row.earlyPaymentDiscount },
    { label: t`Payment discount`, minor: row.paymentDiscount },
  ].filter((amount) => amount.minor !== 0);
  return (
    <dl className={classes.facts}>
      {amounts.map((amount) => (
        <div key={amount.label}>
          <dt>{amount.label}</dt>
          <dd>
            <InvoiceAmount minor={amount.minor} currency={row.currency} />
          </dd>
        </div>
      ))}
      <div>
        <dt>{t`Amount to pay`}</dt>
        <dd>
          <InvoiceAmount minor={row.accountingAmount} currency={row.currency} strong />
        </dd>
      </div>
    </dl>
  );
}

function Installment({ row }: { row: InvoiceInstallment }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const state = overdueState(row.overdue);
  const number = row.installment;
  const paid = row.clearingDate ? format.date(row.clearingDate) : null;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="invoice-installment">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} size="sm">
            {row.installment > 0 ? t`Installment ${number}` : t`Assignment`} · {row.assignment}
          </Text>
          <InvoiceStatusBadge status={row.status} />
        </Group>
        <dl className={classes.facts}>
          <div>
            <dt>{t`Invoice date`}</dt>
            <dd>{format.date(row.invoiceDate)}</dd>
          </div>
          <div>
            <dt>{t`Due date`}</dt>
            <dd>{format.date(row.dueDate)}</dd>
          </div>
          <div>
            <dt>{paid ? t`Clearing date` : t`Overdue`}</dt>
            <dd className={!paid && state.kind === 'overdue' ? classes.overdue : undefined}>
              {paid ?? overdueText(state, i18n)}
            </dd>
          </div>
          {row.accountingNo && (
            <div>
              <dt>{t`Accounting no.`}</dt>
              <dd>{row.accountingNo}</dd>
            </div>
          )}
        </dl>
        <Amounts row={row} />
      </Stack>
    </Paper>
  );
}

/** Send by e-mail: the confirmation names the invoice, never the address (spec 01 §3 contact values). */
function SendByEmail({ sorg, invoiceNo }: { sorg: string; invoiceNo: string }) {
  const { t, i18n } = useLingui();
  const [opened, setOpened] = useState(false);
  const send = useSendInvoiceEmail();
  return (
    <>
      <Button
        variant="default"
        onClick={() => {
          send.reset();
          setOpened(true);
        }}
        data-testid="send-invoice-email"
      >
        <Trans>Send by e-mail</Trans>
      </Button>
      <Modal
        opened={opened}
        onClose={() => {
          setOpened(false);
        }}
        title={t`Send invoice ${invoiceNo} by e-mail`}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            <Trans>The invoice is sent as a PDF to the e-mail address on file for this customer.</Trans>
          </Text>
          {send.isError && (
            <Alert color="error" variant="light" role="alert">
              {send.error instanceof InvoiceMailRefused ? (
                invoiceMailRefusalText(send.error, i18n)
              ) : (
                <Trans>The e-mail could not be sent. Please try again.</Trans>
              )}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                setOpened(false);
              }}
            >
              <Trans>Cancel</Trans>
            </Button>
            <Button
              loading={send.isPending}
              onClick={() => {
                send.mutate(
                  { sorg, invoiceNo },
                  {
                    onSuccess: () => {
                      setOpened(false);
                      notify.success({ message: t`Invoice ${invoiceNo} was sent to the e-mail address on file.` });
                    },
                  },
                );
              }}
              data-testid="confirm-send-invoice-email"
            >
              <Trans>Send</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function DownloadPdf({ sorg, invoiceNo }: { sorg: string; invoiceNo: string }) {
  const { t } = useLingui();
  const download = useDownloadInvoicePdf();
  return (
    <Button
      variant="default"
      loading={download.isPending}
      onClick={() => {
        download.mutate(
          { sorg, invoiceNo },
          {
            onError: () => {
              notify.error({ message: t`The PDF of invoice ${invoiceNo} could not be downloaded. Please try again.` });
            },
          },
        );
      }}
      data-testid="download-invoice-pdf"
    >
      <Trans>Download PDF</Trans>
    </Button>
  );
}

/** An invoice with every installment, every amount and its lines, in a drawer over the list. */
export function InvoiceDetailDrawer({
  sorg,
  invoiceNo,
  onClose,
}: {
  sorg: string;
  invoiceNo: string | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const detail = useQuery({ ...invoiceDetailQuery(sorg, invoiceNo ?? ''), enabled: invoiceNo !== undefined });
  const invoice = detail.data;
  const first = invoice?.installments[0];
  const shownNo = invoiceNo ?? '';
  return (
    <Drawer
      opened={invoiceNo !== undefined}
      onClose={onClose}
      position="right"
      size="xl"
      title={t`Invoice ${shownNo}`}
      styles={{ title: { fontSize: 'var(--mantine-h3-font-size)', fontWeight: 700 } }}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {!detail.data && (detail.isError || detail.fetchStatus === 'paused') ? (
        <InvoiceLoadFailure error={detail.error} onRetry={() => void detail.refetch()}>
          <Trans>The invoice could not be loaded.</Trans>
        </InvoiceLoadFailure>
      ) : detail.isPending && invoiceNo !== undefined ? (
        <Group justify="center" p="xl">
          <Loader aria-label={t`Loading`} />
        </Group>
      ) : detail.isError ? (
        <InvoiceLoadFailure error={detail.error} onRetry={() => void detail.refetch()}>
          <Trans>The invoice could not be loaded.</Trans>
        </InvoiceLoadFailure>
      ) : !invoice || !first ? (
        <Alert color="warning" variant="light">
          <Trans>This invoice was not found.</Trans>
        </Alert>
      ) : (
        <Stack gap="md" data-testid="invoice-detail">
          <Group gap="sm" wrap="wrap">
            <SendByEmail sorg={invoice.sorg} invoiceNo={invoice.invoiceNo} />
            <DownloadPdf sorg={invoice.sorg} invoiceNo={invoice.invoiceNo} />
          </Group>
          <dl className={classes.facts}>
            <div>
              <dt>{t`Payer`}</dt>
              <dd>
                {first.payerName} · {first.payerCode}
              </dd>
            </div>
            {first.doNo && (
              <div>
                <dt>{t`Delivery no.`}</dt>
                <dd>{first.doNo}</dd>
              </div>
            )}
            {first.terms && (
              <div>
                <dt>{t`Terms`}</dt>
                <dd>{first.terms}</dd>
              </div>
            )}
            {first.expeditionName && (
              <div>
                <dt>{t`Expedition`}</dt>
                <dd>
                  {first.expeditionName}
                  {first.expeditionTracking ? ` · ${first.expeditionTracking}` : ''}
                </dd>
              </div>
            )}
            <div>
              <dt>{t`Fiscal year`}</dt>
              <dd>{first.fiscalYear}</dd>
            </div>
          </dl>
          {(first.notes || first.detailNotes) && (
            <Text size="sm">{[first.notes, first.detailNotes].filter(Boolean).join(' — ')}</Text>
          )}
          <Title order={3} size="h5">
            {invoice.installments.length > 1 ? <Trans>Installments</Trans> : <Trans>Amounts</Trans>}
          </Title>
          {invoice.installments.map((row) => (
            <Installment key={row.assignment} row={row} />
          ))}
          <Divider />
          <Title order={3} size="h5">
            <Trans>Lines</Trans>
          </Title>
          {invoice.lines.length === 0 ? (
            <Text size="sm" c="dimmed">
              <Trans>This invoice has no lines.</Trans>
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={520}>
              <Table striped data-testid="invoice-lines">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t`Article`}</Table.Th>
                    <Table.Th ta="right">{t`Quantity`}</Table.Th>
                    <Table.Th ta="right">{t`Price`}</Table.Th>
                    <Table.Th ta="right">{t`Subtotal`}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {invoice.lines.map((line, index) => (
                    <Table.Tr key={`${line.articleCode}-${String(index)}`}>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {line.articleCodeDisplay}
                        </Text>
                        <Text size="xs">{line.name}</Text>
                        <Text size="xs" c="dimmed">
                          {line.brand}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">{quantityText(i18n, line.qty, line.uom)}</Table.Td>
                      <Table.Td ta="right">
                        <InvoiceAmount minor={line.price} currency={first.currency} />
                      </Table.Td>
                      <Table.Td ta="right">
                        <InvoiceAmount minor={line.subTotal} currency={first.currency} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
