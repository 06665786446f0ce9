import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  Card,
  FileInput,
  Group,
  Input,
  NumberInput,
  Pagination,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { moneyFormatOf } from '../../../../shared/money/money-format';
import { SANDBOX_LABEL } from '../../../../shared/payments/sandbox-cards';
import { formatMoney, toMinor, useFormat, useHostMoneyFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { openApiFile, uploadFileOnline } from '../../../domain/uploads/upload-file';
import {
  type AdminPayment,
  type AdminPaymentFilter,
  adminPaymentFiltersQuery,
  adminPaymentsQuery,
  changePayment,
  type PaymentModule,
  paymentsAdminKeys,
} from '../api/payments-admin.api';
import { displayCustomerCode } from '../../../../shared/customers/customer-code-display';

// /admin/payments (spec 02 §7 Payments administration): sales staff and administrators with payment.approve list
// the payments of a sorg and module, record one received outside the gateway with its proof, manage its documents,
// approve it, and void an order's payment. docs/decisions.md "Payments administration".

const STATUS_LABELS: Record<string, MessageDescriptor> = {
  complete: msg`Complete`,
  pending: msg`Pending`,
  failed: msg`Failed`,
  void: msg`Void`,
  on_processing: msg`On processing`,
  waiting: msg`Waiting`,
  expired: msg`Expired`,
};

const STATUS_COLOURS: Record<string, string> = {
  complete: 'green',
  pending: 'yellow',
  on_processing: 'yellow',
  waiting: 'blue',
  failed: 'red',
  void: 'gray',
  expired: 'gray',
};

function StatusBadge({ status }: { status: AdminPayment['status'] }) {
  const { i18n } = useLingui();
  const label = STATUS_LABELS[status.id];
  return (
    <Badge color={STATUS_COLOURS[status.id] ?? 'gray'} variant="light" data-testid="payment-status">
      {label ? i18n._(label) : status.description}
    </Badge>
  );
}

function useMoneyOf() {
  const host = useHostMoneyFormat();
  return (minor: number, currency: string) => formatMoney(minor, moneyFormatOf(currency, host));
}

/** What a change answered: its first userError as a notice, or the success text. */
function useChange(onDone?: (payment: AdminPayment) => void) {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: changePayment,
    onSuccess: async (answer, change) => {
      const problem = answer.userErrors[0];
      if (problem) {
        notify.error({ message: problem.message, title: t`Nothing was changed` });
        return;
      }
      const done: Record<typeof change.kind, string> = {
        upload: t`Payment recorded`,
        uploadDoc: t`Document uploaded`,
        deleteDoc: t`Document deleted`,
        approve: t`Payment approved`,
        void: t`Payment voided`,
      };
      notify.success({ message: done[change.kind] });
      await queryClient.invalidateQueries({ queryKey: paymentsAdminKeys.root });
      if (answer.payment) onDone?.(answer.payment);
    },
    onError: () => notify.error({ message: t`The server could not be reached. Please try again.` }),
  });
}

function PaymentDetail({ payment }: { payment: AdminPayment }) {
  const { t } = useLingui();
  const format = useFormat();
  const change = useChange();
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const editable = payment.status.id !== 'complete' && payment.status.id !== 'void';

  const addDoc = async () => {
    if (!file) return;
    setUploading(true);
    try {
      const uploadId = await uploadFileOnline(file, { key: `payment-${crypto.randomUUID()}`, slot: 'doc' });
      await change.mutateAsync({ kind: 'uploadDoc', paymentId: payment.id, uploadId });
      setFile(null);
    } catch {
      notify.error({ message: t`The file could not be uploaded. Please try again.` });
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap="sm" p="sm" data-testid="payment-detail">
      {payment.gatewayLabel !== '' && (
        <Badge color="orange" variant="outline" data-testid="sandbox-label">
          {payment.gatewayLabel === SANDBOX_LABEL ? t`Sandbox — no money moves` : payment.gatewayLabel}
        </Badge>
      )}
      <Group gap="xl">
        {payment.gatewayRef && (
          <Text size="sm">
            <Trans>Gateway reference:</Trans> {payment.gatewayRef}
          </Text>
        )}
        {payment.approvedBy && (
          <Text size="sm">
            <Trans>Approved by:</Trans> {payment.approvedBy}
          </Text>
        )}
      </Group>
      <Text size="sm" fw={600}>
        <Trans>Proofs of payment</Trans>
      </Text>
      {payment.docs.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No document uploaded.</Trans>
        </Text>
      ) : (
        <Stack gap={4} data-testid="payment-docs">
          {payment.docs.map((doc) => (
            <Group key={doc.id} gap="sm">
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => {
                  openApiFile(doc.url).catch(() => notify.error({ message: t`The document could not be opened.` }));
                }}
              >
                {doc.fileName}
              </Button>
              <Text size="xs" c="dimmed">
                {format.dateTime(doc.createdAt)}
              </Text>
              {editable && (
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  aria-label={t`Delete document`}
                  loading={change.isPending && change.variables.kind === 'deleteDoc'}
                  onClick={() => change.mutate({ kind: 'deleteDoc', id: doc.id })}
                >
                  <Trans>Delete</Trans>
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
      {editable && (
        <Group align="end" gap="sm">
          <FileInput
            label={t`Add a document`}
            placeholder={t`Choose a photo or PDF`}
            accept="image/png,image/jpeg,image/webp,application/pdf"
            value={file}
            onChange={setFile}
            w={280}
          />
          <Button variant="default" disabled={!file} loading={uploading} onClick={() => void addDoc()}>
            <Trans>Upload</Trans>
          </Button>
        </Group>
      )}
      <Group gap="sm">
        {payment.canApprove && (
          <Button
            color="green"
            loading={change.isPending && change.variables.kind === 'approve'}
            onClick={() => change.mutate({ kind: 'approve', id: payment.id })}
          >
            <Trans>Approve</Trans>
          </Button>
        )}
        {payment.canVoid && payment.orderNumber && (
          <Button
            color="red"
            variant="outline"
            loading={change.isPending && change.variables.kind === 'void'}
            onClick={() => {
              if (payment.orderNumber) change.mutate({ kind: 'void', orderNumber: payment.orderNumber });
            }}
          >
            <Trans>Void payment</Trans>
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** Records a payment received outside the gateway, with its proof (spec 02 §7 upload payment). */
function RecordPayment({ module, onRecorded }: { module: PaymentModule; onRecorded: (id: string) => void }) {
  const { t } = useLingui();
  const host = useHostMoneyFormat();
  const change = useChange((payment) => onRecorded(payment.id));
  const [reference, setReference] = useState('');
  const [amount, setAmount] = useState<number | string>('');
  const [currency, setCurrency] = useState(host.currency);
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setError(null);
    if (reference.trim() === '' || typeof amount !== 'number' || !file) {
      setError(t`Fill in the reference, the amount and the proof of payment.`);
      return;
    }
    setSending(true);
    try {
      const uploadId = await uploadFileOnline(file, { key: `payment-${crypto.randomUUID()}`, slot: 'doc' });
      const minor = toMinor(amount, moneyFormatOf(currency.trim().toUpperCase(), host));
      const answer = await change.mutateAsync({
        kind: 'upload',
        input: {
          ...(module === 'ORDER' ? { orderNumber: reference.trim() } : { externalId: reference.trim() }),
          amount: minor,
          currency: currency.trim().toUpperCase(),
          uploadId,
        },
      });
      if (answer.userErrors.length === 0) {
        setReference('');
        setAmount('');
        setFile(null);
      } else {
        setError(answer.userErrors[0]?.message ?? null);
      }
    } catch {
      setError(t`The payment could not be recorded. Please try again.`);
    } finally {
      setSending(false);
    }
  };

  return (
    <Card withBorder padding="md" component="form" onSubmit={(e: SyntheticEvent) => void submit(e)}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          <Trans>Record a payment received outside the gateway</Trans>
        </Title>
        <Group align="end" gap="sm" wrap="wrap">
          <TextInput
            label={module === 'ORDER' ? t`Order number` : t`Payment request`}
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
            w={220}
            data-testid="record-reference"
          />
          <NumberInput
            label={t`Amount`}
            value={amount}
            onChange={setAmount}
            min={0}
            decimalScale={moneyFormatOf(currency.trim().toUpperCase() || host.currency, host).decimalPrecision}
            w={160}
            data-testid="record-amount"
          />
          <TextInput
            label={t`Currency`}
            value={currency}
            onChange={(e) => setCurrency(e.currentTarget.value)}
            maxLength={3}
            w={90}
          />
          <FileInput
            label={t`Proof of payment`}
            placeholder={t`Choose a photo or PDF`}
            accept="image/png,image/jpeg,image/webp,application/pdf"
            value={file}
            onChange={setFile}
            w={240}
            data-testid="record-file"
          />
          <Button type="submit" loading={sending}>
            <Trans>Record payment</Trans>
          </Button>
        </Group>
        {error && (
          <Alert color="red" role="alert" data-testid="record-error">
            {error}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

export function PaymentsAdminPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const moneyOf = useMoneyOf();
  const filters = useQuery(adminPaymentFiltersQuery());
  const [filter, setFilter] = useState<AdminPaymentFilter>({ sorg: '', module: 'INVOICE', status: null, page: 1 });
  const [openId, setOpenId] = useState<string | null>(null);
  const sorg = filter.sorg || filters.data?.sorgs[0]?.code || '';
  const payments = useQuery({ ...adminPaymentsQuery({ ...filter, sorg }), enabled: sorg !== '' });

  // A sales organisation by its name: its code is an internal value.
  const sorgOptions = (filters.data?.sorgs ?? []).map((s) => ({ value: s.code, label: s.name || s.code }));
  const statusOptions = (filters.data?.paymentStatuses ?? []).map((s) => {
    const label = STATUS_LABELS[s.id];
    return { value: s.id, label: label ? i18n._(label) : s.description };
  });

  return (
    <Stack gap="md" data-testid="payments-admin">
      <Title order={1} size="h2">
        <Trans>Payments administration</Trans>
      </Title>
      <Group align="end" gap="sm" wrap="wrap">
        <Select
          label={t`Sales organisation`}
          data={sorgOptions}
          value={sorg || null}
          onChange={(value) => setFilter((f) => ({ ...f, sorg: value ?? '', page: 1 }))}
          allowDeselect={false}
          w={240}
          data-testid="filter-sorg"
        />
        {/* The inputs' own label, so "Module" reads like "Sales organisation" and "Status" beside it. */}
        <Stack gap={0}>
          <Input.Label labelElement="div">{t`Module`}</Input.Label>
          <SegmentedControl
            value={filter.module}
            onChange={(value) => setFilter((f) => ({ ...f, module: value === 'ORDER' ? 'ORDER' : 'INVOICE', page: 1 }))}
            data={[
              { value: 'INVOICE', label: t`Invoices` },
              { value: 'ORDER', label: t`Orders` },
            ]}
            data-testid="filter-module"
          />
        </Stack>
        <Select
          label={t`Status`}
          placeholder={t`Every status`}
          data={statusOptions}
          value={filter.status}
          onChange={(value) => setFilter((f) => ({ ...f, status: value, page: 1 }))}
          clearable
          w={200}
          data-testid="filter-status"
        />
      </Group>

      <RecordPayment module={filter.module} onRecorded={setOpenId} />

      {payments.isError ? (
        <Alert color="red" role="alert">
          <Trans>The payments could not be loaded.</Trans>
        </Alert>
      ) : payments.isPending ? (
        <Text size="sm" c="dimmed">
          <Trans>Loading…</Trans>
        </Text>
      ) : payments.data.items.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="payments-empty">
          <Trans>No payments match these filters.</Trans>
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="xs" fz="sm" highlightOnHover data-testid="payments-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Received</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Customer</Trans>
                  </Table.Th>
                  <Table.Th>
                    {filter.module === 'ORDER' ? <Trans>Order</Trans> : <Trans>Payment request</Trans>}
                  </Table.Th>
                  <Table.Th ta="end">
                    <Trans>Amount</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Status</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Documents</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {payments.data.items.map((payment) => {
                  const open = openId === payment.id;
                  return [
                    <Table.Tr
                      key={payment.id}
                      onClick={() => setOpenId(open ? null : payment.id)}
                      style={{ cursor: 'pointer' }}
                      aria-expanded={open}
                      data-testid="payment-row"
                      data-payment-id={payment.id}
                    >
                      <Table.Td>{format.dateTime(payment.createdAt)}</Table.Td>
                      <Table.Td>
                        {payment.custName}
                        <Text size="xs" c="dimmed">
                          {displayCustomerCode(payment.custCode)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Button
                          variant="subtle"
                          size="compact-sm"
                          onClick={(e) => {
                            e.stopPropagation();
                            setOpenId(open ? null : payment.id);
                          }}
                        >
                          {payment.orderNumber ?? payment.externalId ?? '—'}
                        </Button>
                        {payment.gatewayLabel !== '' && (
                          <Badge color="orange" variant="outline" size="xs" ml={4}>
                            <Trans>Sandbox</Trans>
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td ta="end">{moneyOf(payment.amount, payment.currency)}</Table.Td>
                      <Table.Td>
                        <StatusBadge status={payment.status} />
                      </Table.Td>
                      <Table.Td>{payment.docs.length}</Table.Td>
                    </Table.Tr>,
                    open && (
                      <Table.Tr key={`${payment.id}-detail`}>
                        <Table.Td colSpan={6}>
                          <PaymentDetail payment={payment} />
                        </Table.Td>
                      </Table.Tr>
                    ),
                  ];
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {payments.data.info.pageTotal > 1 && (
            <Pagination
              total={payments.data.info.pageTotal}
              value={filter.page}
              onChange={(page) => setFilter((f) => ({ ...f, page }))}
            />
          )}
        </>
      )}
    </Stack>
  );
}
