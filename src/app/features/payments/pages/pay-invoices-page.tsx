import { Plural, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  Radio,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { indexInvoices, payingOffered } from '../../../../shared/invoices/selection';
import { paymentKindOf } from '../../../../shared/payments/payment-information';
import { actingCustomerCodeOf } from '../../../domain/customer/acting-customer';
import { configQuery } from '../../../lib/config';
import { isOnline, useOnline } from '../../../lib/connectivity';
import { formatMoney, hostMoneyFormat, useFormat, type MoneyFormat } from '../../../lib/format';
import { queryKeys } from '../../../lib/query-keys';
import { userQuery } from '../../../lib/user';
import { EmptyState } from '../../../ui/empty-state';
import {
  createPaymentRequest,
  deleteUserPayment,
  payInvoicesQuery,
  paymentOptionsQuery,
  type PaymentRequestView,
} from '../api/payments.queries';
import { InvoiceSelectionTable } from '../components/invoice-selection-table';
import { PaymentInformationForm } from '../components/payment-information-form';
import { PaymentResult } from '../components/payment-result';
import { SelectCustomerFirst } from '../components/select-customer-first';
import { SandboxLabel } from '../components/sandbox-help';
import {
  checkPaymentForm,
  emptyPaymentForm,
  payCompanies,
  paymentConfigOf,
  paymentRequestVariables,
  type PayCompany,
  type PayInvoice,
  type PaymentFormValues,
} from '../pay-model';
import { paymentText, selectionText } from '../payment-texts';
import classes from '../payments.module.css';
import {
  createSelectionStore,
  useSelectionPartial,
  useSelectionSummary,
  useSelectionValue,
  type SelectionStore,
  type SelectionStoreOptions,
} from '../selection-store';

type MethodChoice = { kind: 'method'; id: string } | { kind: 'saved'; id: string; paymentId: string } | null;

/**
 * /payment/invoice (page.payment-request; spec 01 §4, §5, §7): the acting customer's open invoices of one company
 * to select under the shared rules, the sticky footer with the count and total, partial payment, the method (or a
 * saved payment), the payment information and the request. Online only: offline nothing is sent or kept.
 */
export function PayInvoicesPage() {
  const { t } = useLingui();
  const online = useOnline();
  const { data: user } = useQuery(userQuery());
  const { data: config } = useQuery(configQuery());
  const custCode = user ? actingCustomerCodeOf(user) : null;
  const invoices = useQuery({ ...payInvoicesQuery(custCode ?? ''), enabled: custCode !== null && online });
  const companies = useMemo(() => (invoices.data ? payCompanies(invoices.data) : []), [invoices.data]);
  const [companyKey, setCompanyKey] = useState<string | null>(null);
  const [result, setResult] = useState<PaymentRequestView | null>(null);
  const queryClient = useQueryClient();
  const paymentConfig = paymentConfigOf(config);
  const company =
    companies.find((c) => c.key === companyKey) ?? companies.find((c) => c.rows.length > 0) ?? companies[0];
  const money: MoneyFormat = { ...hostMoneyFormat(config?.currency), currency: company?.currency ?? '' };
  const format = useFormat();

  if (user && custCode === null) {
    return (
      <Stack gap="md">
        <Title order={1}>{t`Pay invoices`}</Title>
        <SelectCustomerFirst />
      </Stack>
    );
  }

  if (result) {
    return (
      <Stack gap="md">
        <Title order={1}>{t`Pay invoices`}</Title>
        <PaymentResult
          request={result}
          money={money}
          date={format.date}
          onDone={() => {
            setResult(null);
            void queryClient.invalidateQueries({ queryKey: queryKeys.payments.root });
          }}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t`Pay invoices`}</Title>
        {paymentConfig.sandbox && <SandboxLabel />}
      </Group>
      {!online && (
        <Alert color="orange" title={t`You are offline`}>
          {t`Paying needs a connection. Nothing is sent or kept while offline: come back when you are online.`}
        </Alert>
      )}
      {invoices.isError && (
        <Alert color="red" title={t`The invoices could not be loaded`}>
          <Button size="xs" variant="light" onClick={() => void invoices.refetch()}>
            {t`Try again`}
          </Button>
        </Alert>
      )}
      {invoices.isPending && online && custCode !== null && <Text c="dimmed">{t`Loading the open invoices…`}</Text>}
      {invoices.data && companies.length === 0 && <EmptyState type="no-data" />}
      {companies.length > 1 && (
        <NativeSelect
          label={t`Company`}
          value={company?.key ?? ''}
          onChange={(event) => {
            setCompanyKey(event.currentTarget.value);
          }}
          data={companies.map((c) => ({ value: c.key, label: `${c.companyName} (${c.sorg}, ${c.currency})` }))}
          maw={420}
        />
      )}
      {company && (
        <CompanyPayment
          key={company.key}
          company={company}
          money={money}
          offered={payingOffered(paymentConfig.payment, { allowPayInvoice: company.allowPayInvoice })}
          rule={paymentConfig.rule}
          allowPartialPayment={paymentConfig.allowPartialPayment}
          sandbox={paymentConfig.sandbox}
          onPaid={(request) => {
            setResult(request);
            void queryClient.invalidateQueries({ queryKey: queryKeys.payments.invoices(custCode ?? '') });
          }}
        />
      )}
    </Stack>
  );
}

interface CompanyPaymentProps {
  company: PayCompany;
  money: MoneyFormat;
  offered: boolean;
  rule: 'oldest' | 'overdue';
  allowPartialPayment: boolean;
  sandbox: boolean;
  onPaid: (request: PaymentRequestView) => void;
}

/**
 * Selection, method, payment information and the footer of one company. Remounted per company: state resets.
 * The selection lives in a store (selection-store.ts): a toggle re-renders the toggled rows and the parts that read
 * the summary (wrong-selection alert, partial payment, footer), never this component or the method section.
 */
function CompanyPayment({ company, money, offered, rule, allowPartialPayment, sandbox, onPaid }: CompanyPaymentProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const online = useOnline();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<MethodChoice>(null);
  // The payment information: this component's state only, gone when it unmounts.
  const [form, setForm] = useState<PaymentFormValues>(emptyPaymentForm);
  const [formErrors, setFormErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const idempotencyKey = useRef<string>(crypto.randomUUID());
  const options = useQuery({ ...paymentOptionsQuery(company.sorg), enabled: online && offered });

  const index = useMemo(() => indexInvoices(company.rows), [company.rows]);
  const date = format.date;

  const method =
    choice?.kind === 'method'
      ? options.data?.paymentMethods.find((m) => m.id === choice.id)
      : choice?.kind === 'saved'
        ? options.data?.paymentMethods.find((m) => m.id === choice.paymentId)
        : undefined;
  const paymentDiscountPercent = method?.paymentMerchants[0]?.paymentDiscount ?? 0;
  const decimalPrecision = money.decimalPrecision;
  const storeOptions: SelectionStoreOptions = {
    rule,
    payingOffered: offered,
    allowPartialPayment,
    paymentDiscountPercent,
    decimalPrecision,
  };
  const [store] = useState(() => createSelectionStore(index, storeOptions));
  // Before paint, so no frame shows a summary of the old rows or the old method.
  useLayoutEffect(() => {
    store.setIndex(index);
  }, [store, index]);
  useLayoutEffect(() => {
    store.setOptions({ rule, payingOffered: offered, allowPartialPayment, paymentDiscountPercent, decimalPrecision });
  }, [store, rule, offered, allowPartialPayment, paymentDiscountPercent, decimalPrecision]);
  const onToggle = useCallback(
    (row: PayInvoice) => {
      store.toggle(row);
    },
    [store],
  );
  const kind = method ? paymentKindOf(method.type) : null;

  const pay = async () => {
    const summary = store.summary();
    if (!method || !summary.canRequestPayment || !isOnline()) return;
    setRefusal(null);
    let paymentRequestData = null;
    if (choice?.kind === 'saved') {
      paymentRequestData = { id: choice.id };
    } else if (kind) {
      const checked = checkPaymentForm(kind, form, dayjs().format('YYYY-MM-DD'));
      if (!checked.ok) {
        setFormErrors(checked.errors);
        return;
      }
      paymentRequestData = checked.data;
    }
    setFormErrors({});
    setSending(true);
    const variables = paymentRequestVariables({ summary, company, paymentId: method.id, paymentRequestData });
    try {
      const answer = await createPaymentRequest(variables, idempotencyKey.current);
      idempotencyKey.current = crypto.randomUUID();
      // Whatever the answer, the secrets typed are not kept on screen.
      setForm((current) => ({ ...current, creditCardNumber: '', securityCode: '', accountNumber: '' }));
      if (answer.paymentRequest) {
        onPaid(answer.paymentRequest);
        return;
      }
      const errors: Record<string, string> = {};
      for (const error of answer.userErrors) {
        const field = error.field?.replace(/^paymentRequestData\./, '') ?? '';
        if (field && field in emptyPaymentForm) errors[field] = error.message;
      }
      setFormErrors(errors);
      setRefusal(
        answer.userErrors.map((error) => paymentText(i18n, error.message)).join(' ') || t`The payment was refused`,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.payments.root });
    } catch {
      setForm((current) => ({ ...current, creditCardNumber: '', securityCode: '', accountNumber: '' }));
      setRefusal(
        t`No answer from the server: the payment may not have been made. Check the payment requests before trying again.`,
      );
    } finally {
      setSending(false);
    }
  };

  const removeSaved = async (id: string) => {
    try {
      const answer = await deleteUserPayment(id);
      if (answer.deleted) {
        if (choice?.kind === 'saved' && choice.id === id) setChoice(null);
        await queryClient.invalidateQueries({ queryKey: queryKeys.payments.options(company.sorg) });
      } else {
        setRefusal(answer.userErrors.map((error) => paymentText(i18n, error.message)).join(' '));
      }
    } catch {
      setRefusal(t`The saved payment could not be deleted. Try again.`);
    }
  };

  const companyName = company.companyName;
  const underRequest = company.underRequest.map((row) => `${row.invoiceNo} (${row.status})`).join(', ');

  return (
    <Stack gap="md">
      {!offered && (
        <Alert color="gray">{paymentText(i18n, 'Paying invoices online is not offered for this customer')}</Alert>
      )}
      {company.rows.length === 0 ? (
        <EmptyState type="custom" title={t`No open invoices to pay`} />
      ) : (
        <InvoiceSelectionTable
          index={index}
          store={store}
          money={money}
          date={date}
          onToggle={onToggle}
          caption={t`Open invoices of ${companyName}`}
        />
      )}
      <WrongSelectionAlert store={store} date={date} />
      {company.underRequest.length > 0 && (
        <Text size="sm" c="dimmed">
          {t`Under a payment request (not selectable): ${underRequest}`}
        </Text>
      )}

      {allowPartialPayment && offered && (
        <PartialPayment store={store} currency={money.currency} allowPartialPayment={allowPartialPayment} date={date} />
      )}

      {offered && (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t`How to pay`}
            </Title>
            {options.isError && <Alert color="red">{t`The payment methods could not be loaded`}</Alert>}
            <Radio.Group
              value={choice ? `${choice.kind}:${choice.id}` : ''}
              onChange={(value) => {
                const [kindOf, id = ''] = value.split(/:(.*)/s);
                if (kindOf === 'saved') {
                  const saved = options.data?.savedPayments.find((s) => s.id === id);
                  if (saved) setChoice({ kind: 'saved', id, paymentId: saved.paymentMerchant });
                } else setChoice({ kind: 'method', id });
                setFormErrors({});
              }}
            >
              <Stack gap="xs">
                {options.data?.savedPayments.map(({ display, ...saved }) => (
                  <Group key={saved.id} gap="xs" wrap="nowrap">
                    <Radio value={`saved:${saved.id}`} label={t`Saved: ${display}`} />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t`Delete saved payment ${display}`}
                      onClick={() => void removeSaved(saved.id)}
                    >
                      ×
                    </ActionIcon>
                  </Group>
                ))}
                {options.data?.paymentMethods.map((m) => {
                  const discountPercent = m.paymentMerchants[0]?.paymentDiscount ?? 0;
                  const discount = String(discountPercent);
                  return (
                    <Radio
                      key={m.id}
                      value={`method:${m.id}`}
                      label={m.desc || m.type}
                      description={discountPercent > 0 ? t`${discount}% off (not in a partial payment)` : m.type}
                    />
                  );
                })}
              </Stack>
            </Radio.Group>
            {choice?.kind === 'method' && kind && (
              <PaymentInformationForm
                kind={kind}
                values={form}
                onChange={setForm}
                errors={formErrors}
                sandbox={sandbox}
                disabled={sending}
              />
            )}
            {choice?.kind === 'method' && !kind && method && (
              <Text size="sm" c="dimmed">
                {t`You get a virtual account number to transfer to, with the instructions and a deadline.`}
              </Text>
            )}
          </Stack>
        </Paper>
      )}

      {refusal && (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      )}

      <PayFooter
        store={store}
        money={money}
        date={date}
        online={online}
        chosen={choice !== null}
        sending={sending}
        onPay={() => void pay()}
      />
    </Stack>
  );
}

/** The explanation of the wrongly selected rows, under the table (the same for each of them). */
function WrongSelectionAlert({ store, date }: { store: SelectionStore<PayInvoice>; date: (day: string) => string }) {
  const { i18n } = useLingui();
  // The explanation's English text: the alert re-renders only when it changes, not on every toggle.
  const wrongKey = useSelectionValue(store, (summary) => summary.wrong.values().next().value?.text ?? null);
  const firstWrong = wrongKey === null ? undefined : store.summary().wrong.values().next().value;
  if (!firstWrong) return null;
  return (
    <Alert color="red" role="alert">
      {selectionText(i18n, firstWrong, date)}
    </Alert>
  );
}

interface PartialPaymentProps {
  store: SelectionStore<PayInvoice>;
  currency: string;
  allowPartialPayment: boolean;
  date: (day: string) => string;
}

/** The partial payment switch and amount (spec 01 §5 Partial payment amount): offered for exactly one invoice. */
function PartialPayment({ store, currency, allowPartialPayment, date }: PartialPaymentProps) {
  const { t, i18n } = useLingui();
  const partial = useSelectionPartial(store);
  const partialOffered = useSelectionValue(
    store,
    (summary) => allowPartialPayment && summary.count === 1 && summary.positiveCount === 1,
  );
  const amountText = useSelectionValue(store, (summary) => summary.problems.find((p) => p.field === 'amount')?.text);
  const amountProblem = amountText ? store.summary().problems.find((p) => p.field === 'amount') : undefined;
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Switch
          label={t`Pay part of the invoice`}
          description={t`Only when exactly one invoice is selected`}
          checked={partial.on && partialOffered}
          disabled={!partialOffered}
          onChange={(event) => {
            store.setPartial({ ...partial, on: event.currentTarget.checked });
          }}
        />
        {partial.on && partialOffered && (
          <TextInput
            label={t`Amount to pay (${currency})`}
            value={partial.typed}
            inputMode="decimal"
            onChange={(event) => {
              store.setPartial({ ...partial, typed: event.currentTarget.value });
            }}
            error={amountProblem ? selectionText(i18n, amountProblem, date) : undefined}
            maw={240}
          />
        )}
      </Stack>
    </Paper>
  );
}

interface PayFooterProps {
  store: SelectionStore<PayInvoice>;
  money: MoneyFormat;
  date: (day: string) => string;
  online: boolean;
  /** Whether a method or saved payment is chosen. */
  chosen: boolean;
  sending: boolean;
  onPay: () => void;
}

/** The sticky footer: "N invoices selected — total", what is paid, why paying is not possible yet, the button. */
function PayFooter({ store, money, date, online, chosen, sending, onPay }: PayFooterProps) {
  const { t, i18n } = useLingui();
  const summary = useSelectionSummary(store);
  const amountProblem = summary.problems.find((p) => p.field === 'amount');
  const blocking = summary.problems.find((p) => p.field !== 'amount') ?? amountProblem;
  const reason = !online
    ? t`Paying needs a connection`
    : blocking
      ? selectionText(i18n, blocking, date)
      : !chosen
        ? t`Choose how to pay`
        : null;
  const total = formatMoney(summary.total, money);
  const selectedCount = summary.count;
  const payable = formatMoney(summary.payable, money);
  return (
    <Paper className={classes.footer} p="sm" shadow="md" withBorder>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Text fw={600} data-testid="selection-summary">
            <Plural
              value={selectedCount}
              one={`# invoice selected — ${total}`}
              other={`# invoices selected — ${total}`}
            />
          </Text>
          {(summary.paymentDiscount > 0 || summary.partial) && (
            <Text size="xs" c="dimmed">
              {t`To pay: ${payable}`}
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="wrap" justify="flex-end">
          {reason && (
            <Text size="sm" c="dimmed" id="pay-reason">
              {reason}
            </Text>
          )}
          <Button
            onClick={onPay}
            disabled={reason !== null}
            loading={sending}
            aria-describedby={reason ? 'pay-reason' : undefined}
          >
            {t`Pay ${payable}`}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
