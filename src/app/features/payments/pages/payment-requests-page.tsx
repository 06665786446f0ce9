import { useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { actingCustomerCodeOf } from '../../../domain/customer/acting-customer';
import { configQuery } from '../../../lib/config';
import { useOnline } from '../../../lib/connectivity';
import { formatMoney, hostMoneyFormat, useFormat } from '../../../lib/format';
import { queryKeys } from '../../../lib/query-keys';
import { userQuery } from '../../../lib/user';
import { DataTable, type DataTableColumn, type DataTablePageSize } from '../../../ui/data-table/data-table';
import { paymentRequestsQuery, voidPaymentRequest, type PaymentRequestView } from '../api/payments.queries';
import { ExpiryCountdown } from '../components/expiry-countdown';
import { RequestReceipts } from '../components/request-receipts';
import { SandboxLabel } from '../components/sandbox-help';
import { SelectCustomerFirst } from '../components/select-customer-first';
import { paymentConfigOf } from '../pay-model';
import { paymentStatusText, paymentText } from '../payment-texts';
import classes from '../payments.module.css';

/** Requests that can still be voided: nothing was paid yet. */
const VOIDABLE = new Set(['waiting', 'pending']);

const STATUS_COLORS: Record<string, string> = {
  complete: 'green',
  waiting: 'blue',
  pending: 'blue',
  on_processing: 'cyan',
  failed: 'red',
  void: 'gray',
  expired: 'gray',
};

/**
 * /payment (page.payment-request; spec 01 §7): the acting customer's payment requests, newest first, with status,
 * amount, the time left to pay and void (confirmed first; the invoices are Open again).
 */
export function PaymentRequestsPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const online = useOnline();
  const queryClient = useQueryClient();
  const { data: config } = useQuery(configQuery());
  const paymentConfig = paymentConfigOf(config);
  const receiptLimit = paymentConfig.receiptLimit;
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<DataTablePageSize>(10);
  const { data: user } = useQuery(userQuery());
  // Without a selected customer (an administrator) nothing is asked: the page asks for a customer instead.
  const noCustomer = user !== undefined && actingCustomerCodeOf(user) === null;
  const requests = useQuery({
    ...paymentRequestsQuery({ page, perPage: pageSize }),
    enabled: online && user !== undefined && !noCustomer,
  });
  const [toVoid, setToVoid] = useState<PaymentRequestView | null>(null);
  const [voiding, setVoiding] = useState(false);
  const [notice, setNotice] = useState<{ color: string; text: string } | null>(null);
  const money = (request: PaymentRequestView) =>
    formatMoney(request.amount, { ...hostMoneyFormat(config?.currency), currency: request.currency });

  const voidQuestion = (reference: string, amount: string) =>
    t`The request ${reference} of ${amount} can no longer be paid and its invoices are open again.`;

  const confirmVoid = async () => {
    if (!toVoid) return;
    setVoiding(true);
    try {
      const answer = await voidPaymentRequest(toVoid.payerCode, toVoid.merchant);
      const reference = toVoid.externalId;
      const first = answer.userErrors[0];
      setNotice(
        first
          ? { color: 'red', text: paymentText(i18n, first.message) }
          : { color: 'green', text: t`The payment request ${reference} was voided. Its invoices are open again.` },
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.payments.root });
    } catch {
      setNotice({ color: 'red', text: t`The payment request could not be voided. Try again.` });
    } finally {
      setVoiding(false);
      setToVoid(null);
    }
  };

  const columns: DataTableColumn<PaymentRequestView>[] = [
    {
      key: 'reference',
      header: t`Reference`,
      render: (request) => (
        <Stack gap={0}>
          <Text size="sm" fw={600} ff="monospace">
            {request.externalId}
          </Text>
          <Text size="xs" c="dimmed">
            {format.dateTime(request.createdAt)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'invoices',
      header: t`Invoices`,
      render: (request) => (
        <Text size="sm">
          {[...new Set(request.invoices.map((invoice) => invoice.invoiceNo))].join(', ')}
          {request.isPartialPayment && (
            <Text span size="xs" c="dimmed">
              {' '}
              {t`(partial)`}
            </Text>
          )}
        </Text>
      ),
    },
    { key: 'method', header: t`Method`, render: (request) => request.method },
    {
      key: 'amount',
      header: t`Amount`,
      align: 'right',
      render: (request) => <span className={classes.amount}>{money(request)}</span>,
    },
    {
      key: 'status',
      header: t`Status`,
      render: (request) => (
        <Stack gap={2}>
          <Badge color={STATUS_COLORS[request.paymentStatus.id] ?? 'gray'} variant="light">
            {paymentStatusText(i18n, request.paymentStatus)}
          </Badge>
          {request.paymentStatus.id === 'waiting' && request.expiredDate && (
            <ExpiryCountdown expiredDate={request.expiredDate} />
          )}
          {request.virtualAccountNo && request.paymentStatus.id === 'waiting' && (
            <Text size="xs" ff="monospace">
              {request.virtualAccountNo}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'receipts',
      header: t`Receipts`,
      render: (request) => (
        <RequestReceipts
          request={request}
          limit={receiptLimit}
          online={online}
          onChanged={(_changed, problem) => {
            setNotice(problem ? { color: 'red', text: problem } : null);
            void queryClient.invalidateQueries({ queryKey: queryKeys.payments.root });
          }}
        />
      ),
    },
    {
      key: 'actions',
      header: t`Actions`,
      render: (request) =>
        VOIDABLE.has(request.paymentStatus.id) ? (
          <Button
            size="xs"
            variant="light"
            color="red"
            disabled={!online}
            onClick={() => {
              setToVoid(request);
            }}
          >
            {t`Void`}
          </Button>
        ) : null,
    },
  ];

  if (noCustomer) {
    return (
      <Stack gap="md">
        <Title order={1}>{t`Payment requests`}</Title>
        <SelectCustomerFirst />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t`Payment requests`}</Title>
        {paymentConfig.sandbox && <SandboxLabel />}
      </Group>
      {!online && (
        <Alert color="orange" title={t`You are offline`}>
          {t`Payment requests need a connection. Nothing is sent or kept while offline.`}
        </Alert>
      )}
      {notice && (
        <Alert
          color={notice.color}
          withCloseButton
          onClose={() => {
            setNotice(null);
          }}
        >
          {notice.text}
        </Alert>
      )}
      {requests.isError && (
        <Alert color="red" title={t`The payment requests could not be loaded`}>
          <Button size="xs" variant="light" onClick={() => void requests.refetch()}>
            {t`Try again`}
          </Button>
        </Alert>
      )}
      <DataTable
        caption={t`Payment requests`}
        columns={columns}
        rows={requests.data?.items ?? []}
        rowKey={(request) => request.id}
        totalCount={requests.data?.info.count ?? 0}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        fetching={requests.isFetching}
      />
      <Modal
        opened={toVoid !== null}
        onClose={() => {
          setToVoid(null);
        }}
        title={t`Void this payment request?`}
      >
        <Stack gap="sm">
          <Text size="sm">{toVoid ? voidQuestion(toVoid.externalId, money(toVoid)) : ''}</Text>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                setToVoid(null);
              }}
            >
              {t`Keep it`}
            </Button>
            <Button color="red" loading={voiding} onClick={() => void confirmVoid()}>
              {t`Void the request`}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
