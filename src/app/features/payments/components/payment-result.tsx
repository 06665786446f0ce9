import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney, type MoneyFormat } from '../../../lib/format';
import { useOnline } from '../../../lib/connectivity';
import { queryKeys } from '../../../lib/query-keys';
import { paymentRequestQuery, simulateTransfer, type PaymentRequestView } from '../api/payments.queries';
import { paymentStatusText, paymentText } from '../payment-texts';
import classes from '../payments.module.css';
import { ExpiryCountdown } from './expiry-countdown';
import { SandboxLabel } from './sandbox-help';

/** Statuses that still change on their own (the gateway settles, the payer transfers). */
const SETTLING = new Set(['on_processing', 'pending', 'waiting']);

export interface PaymentResultProps {
  request: PaymentRequestView;
  money: MoneyFormat;
  date: (value: string) => string;
  onDone: () => void;
}

/**
 * What became of a payment request: the receipt when complete, 'on processing' while the gateway settles, or the
 * virtual account to transfer to with its instruction and the time left (and, in the sandbox, "Simulate
 * transfer"). Nothing of the payment information is shown: the request carries none.
 */
export function PaymentResult({ request: initial, money, date, onDone }: PaymentResultProps) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const queryClient = useQueryClient();
  const [simulating, setSimulating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { data } = useQuery({
    ...paymentRequestQuery(initial.externalId),
    initialData: initial,
    refetchInterval: (query) => (SETTLING.has(query.state.data?.paymentStatus.id ?? '') ? 3000 : false),
  });
  const request = data ?? initial;
  const status = request.paymentStatus.id;
  const sandbox = request.gatewayLabel !== '';
  const amount = formatMoney(request.amount, money);
  const statusText = paymentStatusText(i18n, request.paymentStatus);
  const payBefore = request.expiredDate ? date(request.expiredDate) : '';

  const simulate = async () => {
    setSimulating(true);
    setProblem(null);
    try {
      const answer = await simulateTransfer(request.externalId);
      if (answer.paymentRequest) {
        queryClient.setQueryData(queryKeys.payments.request(request.externalId), answer.paymentRequest);
      }
      const first = answer.userErrors[0];
      if (first) setProblem(paymentText(i18n, first.message));
      await queryClient.invalidateQueries({ queryKey: queryKeys.payments.request(request.externalId) });
    } catch {
      setProblem(t`The transfer could not be simulated. Try again.`);
    } finally {
      setSimulating(false);
    }
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Title order={2}>
            {status === 'complete'
              ? t`Payment complete`
              : status === 'waiting'
                ? t`Transfer to the virtual account`
                : status === 'on_processing' || status === 'pending'
                  ? t`Payment on processing`
                  : t`Payment ${statusText}`}
          </Title>
          {sandbox && <SandboxLabel />}
        </Group>
        {status === 'complete' && (
          <Alert color="green" title={t`Thank you`}>
            {t`${amount} was paid. The invoices are marked paid once the payment is cleared.`}
          </Alert>
        )}
        {(status === 'on_processing' || status === 'pending') && (
          <Alert color="blue">{t`The gateway is settling the payment. This page updates by itself.`}</Alert>
        )}
        {(status === 'failed' || status === 'void' || status === 'expired') && (
          <Alert color="red">{t`Nothing was paid. The invoices are open again.`}</Alert>
        )}
        {status === 'waiting' && request.virtualAccountNo && (
          <Stack gap={4}>
            <Text size="sm">{t`Transfer exactly ${amount} to this virtual account:`}</Text>
            <Text size="xl" fw={700} ff="monospace" data-testid="virtual-account">
              {request.virtualAccountNo}
            </Text>
            {request.instruction && <Text size="sm">{request.instruction}</Text>}
            {request.expiredDate && (
              <Text size="sm">
                {t`Pay before ${payBefore}`} · <ExpiryCountdown expiredDate={request.expiredDate} />
              </Text>
            )}
            {sandbox && (
              <Group mt="xs">
                <Button
                  variant="light"
                  color="orange"
                  loading={simulating}
                  disabled={!online}
                  onClick={() => void simulate()}
                >
                  {t`Simulate transfer`}
                </Button>
              </Group>
            )}
          </Stack>
        )}
        {problem && <Alert color="red">{problem}</Alert>}
        <dl className={classes.formGrid}>
          <div>
            <Text size="xs" c="dimmed" component="dt">{t`Reference`}</Text>
            <Text component="dd" ff="monospace" m={0}>
              {request.externalId}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed" component="dt">{t`Amount`}</Text>
            <Text component="dd" m={0} className={classes.amount}>
              {amount}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed" component="dt">{t`Method`}</Text>
            <Text component="dd" m={0}>
              {request.method}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed" component="dt">{t`Status`}</Text>
            <Text component="dd" m={0} data-testid="payment-status">
              {paymentStatusText(i18n, request.paymentStatus)}
            </Text>
          </div>
        </dl>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Invoice`}</Table.Th>
              <Table.Th>{t`Due date`}</Table.Th>
              <Table.Th ta="right">{t`Paid`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {request.invoices.map((invoice) => (
              <Table.Tr key={`${invoice.invoiceNo}:${invoice.assignment}`}>
                <Table.Td>{invoice.invoiceNo}</Table.Td>
                <Table.Td>{date(invoice.dueDate)}</Table.Td>
                <Table.Td ta="right" className={classes.amount}>
                  {formatMoney(invoice.amount, money)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group>
          <Button onClick={onDone}>{t`Back to the invoices`}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
