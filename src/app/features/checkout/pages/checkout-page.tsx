// Over 400 lines: the checkout's sections (spec 01 §5) share one form, its draft and one submit; each section is its
// own component, this page wires them and the two phone steps.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { orderDayOf } from '../../../../shared/orders/order-dates';
import { ordersAboveConfirmAmount } from '../../../../shared/orders/guardrails';
import { isImmediatePaymentType } from '../../../../shared/orders/order-status';
import { paymentKindOf } from '../../../../shared/payments/payment-information';
import { checkPaymentForm, emptyPaymentForm, type PaymentFormValues } from '../../../domain/payments/payment-form';
import { PaymentInformationForm } from '../../../domain/payments/payment-information-form';
import { configQuery } from '../../../lib/config';
import { formatMoney, useHostMoneyFormat } from '../../../lib/format';
import { useOnline } from '../../../lib/connectivity';
import { useCartViewer } from '../../../domain/cart/use-cart-viewer';
import { outboxOwner } from '../../../domain/offline/outbox-owner';
import { offlineOrderRequestOf, useActiveCustomerName } from '../../../domain/order-drafts/order-drafts';
import { EmptyState } from '../../../ui/empty-state';
import { localeLink } from '../../../ui/shell/locale-link';
import { useCheckoutDraft, type CheckoutFormValues } from '../checkout-draft';
import { checkInput, checkoutInputOf, SHIPMENT_NOTES_REQUIRED, type CheckoutErrors } from '../checkout-input';
import { checkoutText } from '../checkout-texts';
import { refusalView, type CheckoutBannerKind } from '../checkout-refusal';
import { CreditHeadroom } from '../components/credit-headroom';
import { LargeOrderConfirm, type LargeOrder } from '../components/large-order-confirm';
import { OrderDetails, PaymentPicker } from '../components/order-details-section';
import { OrderLines, OrderTotals } from '../components/order-summary';
import { FreightHints, ShipmentPicker, ShipToPicker } from '../components/shipment-section';
import { useCheckout } from '../use-checkout';
import { usePlaceOrder } from '../use-place-order';
import classes from '../components/checkout.module.css';
// The choice cards' sheets (only the checkout uses Radio.Card), in Mantine's layer like the others.
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';

/** Below Mantine's sm breakpoint the checkout is two steps (spec 01 §2 cart-shipmentMobile). */
export const PHONE_QUERY = '(max-width: 47.99em)';

type Banner = CheckoutBannerKind;

export type CheckoutStep = 'shipment' | 'review';

/**
 * /cart/checkout (spec 01 §2, §5): ship-to, a shipment per sorg with its rate and freight hints, payment with its
 * discount, PO number, notes, requested date, the lines (with supply dates when futureConfirmationDisplay is on),
 * the host's disclaimer, totals per sorg and Place order. On phones the ship-to and shipment are their own step,
 * /cart/checkout/shipment (cart-shipmentMobile); `step` says which one this route is.
 */
export function CheckoutPage({ locale, step }: { locale: string; step: CheckoutStep }) {
  const { viewer, config } = useCartViewer();
  const owner = outboxOwner();
  if (viewer === null) return <Loader size="sm" />;
  if (!viewer.canLoadCart || owner === null) {
    return (
      <Stack>
        <CheckoutTitle />
        <EmptyState
          type="custom"
          title={<Trans>No customer selected</Trans>}
          description={<Trans>Select a customer to order for.</Trans>}
        />
      </Stack>
    );
  }
  if (!config.canCheckout) {
    return (
      <Stack>
        <CheckoutTitle />
        <CheckoutClosed locale={locale} />
      </Stack>
    );
  }
  return <CheckoutForm locale={locale} step={step} owner={owner} />;
}

function CheckoutTitle() {
  return (
    <Title order={1} size="h2">
      <Trans>Checkout</Trans>
    </Title>
  );
}

/** The host's canCheckout is off: no checkout, and why (docs/decisions.md "Checkout page"). */
export function CheckoutClosed({ locale }: { locale: string }) {
  return (
    <EmptyState
      type="custom"
      title={<Trans>Ordering online is not available here</Trans>}
      description={
        <Trans>
          This portal does not take orders online. Your cart is kept; please send your order to your sales
          representative or sales support.
        </Trans>
      }
      action={
        <Button component={Link} {...localeLink(locale, '/cart')}>
          <Trans>Back to the cart</Trans>
        </Button>
      }
    />
  );
}

function CheckoutForm({
  locale,
  step,
  owner,
}: {
  locale: string;
  step: CheckoutStep;
  owner: { userId: string; customerId: string | null };
}) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { config } = useCartViewer();
  const isPhone = useMediaQuery(PHONE_QUERY, false);
  const draft = useCheckoutDraft(owner);
  const data = useCheckout(draft.draft?.values);
  const customerName = useActiveCustomerName();
  const place = usePlaceOrder(draft, (input) =>
    offlineOrderRequestOf({ input, totals: data.totals, cartLines: data.lines, customerName, shipTo: data.shipTo }),
  );
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [banner, setBanner] = useState<Banner | null>(null);
  // A card or bank account of a card or ACH method: in this page's state only, cleared after each answer (never in
  // the draft, the outbox or storage; spec 01 §3 Payment information).
  const [paymentForm, setPaymentForm] = useState<PaymentFormValues>(emptyPaymentForm);
  const [paymentErrors, setPaymentErrors] = useState<Record<string, string>>({});
  // The orders above the host's largeOrderConfirmAmount while the buyer is asked to confirm them.
  const [largeOrders, setLargeOrders] = useState<LargeOrder[] | null>(null);
  const hostMoney = useHostMoneyFormat();
  const online = useOnline();
  const { data: hostConfig } = useQuery(configQuery());
  const sandbox = ((hostConfig as { paymentGateway?: unknown } | undefined)?.paymentGateway ?? 'sandbox') === 'sandbox';
  const today = orderDayOf(new Date(), config.sorg);

  if (draft.isLoading || data.isLoading || data.values === undefined) {
    return (
      <Stack>
        <CheckoutTitle />
        <Loader size="sm" aria-label={t`Loading`} />
      </Stack>
    );
  }
  if (data.error && data.lines.length === 0) {
    return (
      <Stack>
        <CheckoutTitle />
        <Alert color="error" title={t`The checkout could not be loaded`}>
          <Button variant="light" onClick={() => void queryClient.invalidateQueries({ queryKey: ['checkout'] })}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      </Stack>
    );
  }
  if (data.lines.length === 0) {
    return (
      <Stack>
        <CheckoutTitle />
        {banner && <CheckoutBanner banner={banner} onRefresh={() => void refresh()} />}
        <EmptyState
          type="custom"
          title={<Trans>Your cart is empty</Trans>}
          description={<Trans>Add products from the catalog before checkout.</Trans>}
          action={
            <Button component={Link} {...localeLink(locale, '/catalog')}>
              <Trans>Go to the catalog</Trans>
            </Button>
          }
        />
      </Stack>
    );
  }

  const values = data.values;
  const several = data.orders.length > 1;
  // Card or ACH (spec 01 §4: paid at once): the form unless a saved payment is chosen; online only.
  const immediate = data.method !== undefined && isImmediatePaymentType(data.method.type);
  const paymentKind = immediate && data.method ? paymentKindOf(data.method.type) : null;
  const needsPaymentForm = paymentKind !== null && !values.savedPaymentId;
  const otherMethod = data.methods.find((method) => !isImmediatePaymentType(method.type));
  const otherMethodType = otherMethod?.type ?? '';
  const showShipment = !isPhone || step === 'shipment';
  const showReview = !isPhone || step === 'review';
  const bikes = data.lines.filter((line) => line.product.category === 'BIKE').reduce((sum, l) => sum + l.qty, 0);

  const change = (patch: Partial<CheckoutFormValues>) => {
    draft.setValues({ ...values, ...patch });
    const cleared = Object.keys(patch).flatMap((key) =>
      key === 'shipments' ? Object.keys(errors).filter((slot) => slot.startsWith('shipment')) : [key],
    );
    if (cleared.some((slot) => slot in errors)) {
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([slot]) => !cleared.includes(slot))));
    }
  };

  async function refresh() {
    setBanner(null);
    await queryClient.invalidateQueries({ queryKey: ['checkout'] });
    await queryClient.invalidateQueries({ queryKey: ['cart'] });
  }

  /** Problems the page can see before sending: the shared rules plus a rate's text it asks for. */
  const localProblems = (input: ReturnType<typeof checkoutInputOf>): CheckoutErrors => {
    const found = checkInput(input, today, config.cartDisclaimer);
    for (const order of data.orders) {
      const chosen = order.rates.find((rate) => rate.id === values.shipments[order.sorg]?.rateId);
      if (chosen?.input && (values.shipments[order.sorg]?.notes.trim() ?? '') === '') {
        found[`shipmentNotes:${order.sorg}`] ??= SHIPMENT_NOTES_REQUIRED;
      }
    }
    return found;
  };

  const shipmentProblems = (found: CheckoutErrors) =>
    Object.fromEntries(Object.entries(found).filter(([slot]) => slot === 'shipto' || slot.startsWith('shipment')));

  const continueToReview = () => {
    const found = shipmentProblems(
      localProblems(checkoutInputOf(values, data.checkoutLines, data.shipTo?.version ?? '')),
    );
    setErrors(found);
    if (Object.keys(found).length === 0) void navigate(localeLink(locale, '/cart/checkout'));
  };

  /** The orders above the host's largeOrderConfirmAmount, with their totals as the summary shows them. */
  const largeOrdersNow = (): LargeOrder[] => {
    const orders = data.totals.map((total) => {
      const format = data.orders.find((order) => order.sorg === total.sorg)?.group?.format ?? hostMoney;
      return { sorg: total.sorg, total: total.total, decimalPrecision: format.decimalPrecision, format };
    });
    return ordersAboveConfirmAmount(orders, config.largeOrderConfirmAmount).map((order) => ({
      sorg: order.sorg,
      total: formatMoney(order.total, order.format),
    }));
  };

  /** `confirmed`: the buyer has confirmed a large order in the dialog (nothing is asked twice). */
  const submit = async ({ confirmed = false }: { confirmed?: boolean } = {}) => {
    if (place.isPending) return;
    setLargeOrders(null);
    const input = checkoutInputOf(values, data.checkoutLines, data.shipTo?.version ?? '');
    const found = localProblems(input);
    let paymentRequestData = null;
    if (needsPaymentForm) {
      const checked = checkPaymentForm(paymentKind, paymentForm, today);
      setPaymentErrors(checked.ok ? {} : checked.errors);
      // The form shows its own problems beside its fields; this slot only keeps the order from being sent.
      if (!checked.ok) found.paymentRequestData = '';
      else paymentRequestData = checked.data;
    }
    setErrors(found);
    setBanner(null);
    if (Object.keys(found).length > 0) return;
    if (immediate && !online) return;
    const large = confirmed ? [] : largeOrdersNow();
    if (large.length > 0) {
      setLargeOrders(large);
      return;
    }
    const outcome = await place.mutateAsync({ input, paymentRequestData });
    // Whatever the answer, what was typed goes (a retry types it again).
    setPaymentForm(emptyPaymentForm);
    if (outcome.kind === 'refused') {
      const typed = Object.fromEntries(
        outcome.userErrors.flatMap((e) =>
          e.field?.startsWith('paymentRequestData.') ? [[e.field.slice('paymentRequestData.'.length), e.message]] : [],
        ),
      );
      setPaymentErrors(typed);
    }
    if (outcome.kind === 'placed') {
      await navigate({
        ...localeLink(locale, '/cart/checkout/confirmation'),
        search: { orders: outcome.orders.map((order) => order.orderNo).join(',') },
      });
      return;
    }
    if (outcome.kind === 'drafted') {
      // Offline: the draft waits on the device; /order lists it with its state (docs/decisions.md).
      await navigate(localeLink(locale, '/order'));
      return;
    }
    if (outcome.kind === 'unknown') {
      setBanner({ kind: 'network' });
      return;
    }
    const view = refusalView(outcome, input);
    setErrors(view.errors);
    setBanner(view.banner);
  };

  const shipmentSections = (
    <>
      <ShipToPicker
        shipTos={data.shipTos}
        value={values.shiptoId}
        onChange={(shiptoId) => {
          change({ shiptoId });
        }}
        error={errors.shipto}
      />
      <FreightHints shipTo={data.shipTo} bikes={bikes} />
      {data.orders.map((order) => (
        <ShipmentPicker
          key={order.sorg}
          order={order}
          showSorgName={several}
          value={values.shipments[order.sorg]}
          onChange={(choice) => {
            change({ shipments: { ...values.shipments, [order.sorg]: choice } });
          }}
          errors={errors}
        />
      ))}
    </>
  );

  const banners = banner && <CheckoutBanner banner={banner} onRefresh={() => void refresh()} />;
  const formProblem = Object.keys(errors).length > 0 && (
    <Text size="sm" c="error" role="alert" data-testid="checkout-form-error">
      {errors.form ? checkoutText(i18n, errors.form) : <Trans>Please check the fields marked above.</Trans>}
    </Text>
  );

  if (isPhone && step === 'shipment') {
    return (
      <Stack gap="md">
        <CheckoutTitle />
        <PhoneSteps locale={locale} step="shipment" />
        {banners}
        {shipmentSections}
        <Button size="md" fullWidth onClick={continueToReview}>
          <Trans>Continue to payment</Trans>
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <CheckoutTitle />
      <LargeOrderConfirm
        orders={largeOrders}
        limit={formatMoney(Math.round(config.largeOrderConfirmAmount * 10 ** hostMoney.decimalPrecision), hostMoney)}
        onConfirm={() => void submit({ confirmed: true })}
        onCancel={() => {
          setLargeOrders(null);
        }}
      />
      {isPhone && <PhoneSteps locale={locale} step="review" />}
      {banners}
      <div className={classes.layout}>
        <Stack gap="md" className={classes.main}>
          {showShipment ? (
            shipmentSections
          ) : (
            <ShipmentRecap locale={locale} data={data} values={values} errors={errors} />
          )}
          {showReview && (
            <>
              <PaymentPicker
                methods={data.methods}
                savedPayments={data.savedPayments}
                values={values}
                onChange={change}
                error={errors.paymentId}
              />
              {immediate && !online && (
                <Alert color="warning" role="alert" data-testid="checkout-card-offline">
                  <Stack gap="xs">
                    <Text size="sm">
                      <Trans>
                        Card and bank debit payments need a connection: an order kept on this device cannot carry card
                        or account numbers. Choose another payment method to keep the order until you are online, or
                        wait for the connection.
                      </Trans>
                    </Text>
                    {otherMethod && (
                      <Group>
                        {/* The method's own name, as the payment picker shows it. */}
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => {
                            change({ paymentId: otherMethod.id, savedPaymentId: null });
                          }}
                        >
                          <Trans>Pay by {otherMethodType} instead</Trans>
                        </Button>
                      </Group>
                    )}
                  </Stack>
                </Alert>
              )}
              {needsPaymentForm && online && (
                <Paper
                  withBorder
                  radius="md"
                  p="md"
                  component="section"
                  aria-labelledby="checkout-payment-information"
                  data-testid="checkout-payment-information"
                >
                  <Title order={2} size="h4" id="checkout-payment-information" mb="sm">
                    {paymentKind === 'card' ? <Trans>Card</Trans> : <Trans>Bank account</Trans>}
                  </Title>
                  <PaymentInformationForm
                    kind={paymentKind}
                    values={paymentForm}
                    onChange={(next) => {
                      setPaymentForm(next);
                      if (Object.keys(paymentErrors).length > 0) setPaymentErrors({});
                    }}
                    errors={paymentErrors}
                    sandbox={sandbox}
                    disabled={place.isPending}
                  />
                </Paper>
              )}
              <OrderDetails values={values} today={today} onChange={change} errors={errors} />
              {data.orders.map((order) => (
                <OrderLines
                  key={order.sorg}
                  order={order}
                  showSorgName={several}
                  errors={errors}
                  showSupply={config.futureConfirmationDisplay}
                  requestDeliveryDate={values.requestDeliveryDate}
                />
              ))}
            </>
          )}
        </Stack>
        <div className={classes.aside}>
          <Paper withBorder radius="md" p="md" className={classes.summary} data-testid="checkout-summary">
            <Stack gap="sm">
              <Title order={2} size="h4">
                <Trans>Summary</Trans>
              </Title>
              <OrderTotals totals={data.totals} orders={data.orders} />
              <CreditHeadroom totals={data.totals} orders={data.orders} />
              {config.cartDisclaimer.trim() !== '' && (
                <Stack gap={6} data-testid="checkout-disclaimer">
                  <Text size="xs" c="dimmed">
                    {config.cartDisclaimer}
                  </Text>
                  <Checkbox
                    name="disclaimer"
                    label={t`I have read this notice`}
                    checked={values.disclaimerAccepted}
                    onChange={(event) => {
                      change({ disclaimerAccepted: event.currentTarget.checked });
                      if (event.currentTarget.checked) {
                        setErrors((current) => {
                          const { disclaimer: _cleared, ...rest } = current;
                          return rest;
                        });
                      }
                    }}
                    error={errors.disclaimer ? checkoutText(i18n, errors.disclaimer) : undefined}
                  />
                </Stack>
              )}
              {formProblem}
              <Button
                size="md"
                fullWidth
                onClick={() => void submit()}
                loading={place.isPending}
                disabled={place.isPending || (immediate && !online)}
                data-testid="place-order"
              >
                <Trans>Place order</Trans>
              </Button>
            </Stack>
          </Paper>
        </div>
      </div>
    </Stack>
  );
}

/** The two steps on a phone; the first links back to the shipment step. */
function PhoneSteps({ locale, step }: { locale: string; step: 'shipment' | 'review' }) {
  return (
    <nav className={classes.steps} aria-label="steps">
      <Link
        {...localeLink(locale, '/cart/checkout/shipment')}
        className={classes.step}
        data-current={step === 'shipment' || undefined}
      >
        <Trans>1. Shipment</Trans>
      </Link>
      <span
        className={classes.step}
        data-current={step === 'review' || undefined}
        aria-current={step === 'review' ? 'step' : undefined}
      >
        <Trans>2. Payment and order</Trans>
      </span>
    </nav>
  );
}

/** On the phone's second step: what was chosen in the first, with a way back to it. */
function ShipmentRecap({
  locale,
  data,
  values,
  errors,
}: {
  locale: string;
  data: ReturnType<typeof useCheckout>;
  values: CheckoutFormValues;
  errors: CheckoutErrors;
}) {
  const { i18n } = useLingui();
  const problems = Object.entries(errors).filter(([slot]) => slot === 'shipto' || slot.startsWith('shipment'));
  return (
    <Paper withBorder radius="md" p="md" data-testid="checkout-shipment-recap">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div className={classes.main}>
          <Text size="sm" fw={600}>
            {data.shipTo?.name}
          </Text>
          <Text size="sm" c="dimmed">
            {data.shipTo?.address}, {data.shipTo?.city}
          </Text>
          {data.orders.map((order) => {
            const rate = order.rates.find((r) => r.id === values.shipments[order.sorg]?.rateId);
            return (
              <Text key={order.sorg} size="sm">
                {rate?.type ?? '—'}
              </Text>
            );
          })}
          {problems.map(([slot, message]) => (
            <Text key={slot} size="xs" c="error" role="alert">
              {checkoutText(i18n, message)}
            </Text>
          ))}
        </div>
        <Button
          component={Link}
          {...localeLink(locale, '/cart/checkout/shipment')}
          variant="default"
          size="xs"
          className={classes.noShrink}
        >
          <Trans>Change</Trans>
        </Button>
      </Group>
    </Paper>
  );
}

/** The spec's checkout messages (spec 01 §8), each with what the user can do next. */
function CheckoutBanner({ banner, onRefresh }: { banner: Banner; onRefresh: () => void }) {
  const { i18n, t } = useLingui();
  switch (banner.kind) {
    case 'shipto':
      return (
        <Alert color="warning" role="alert" data-testid="checkout-banner">
          <Group justify="space-between">
            <Text size="sm">
              <Trans>There were changes on the ship-to data, refresh the page</Trans>
            </Text>
            <Button size="xs" variant="light" onClick={onRefresh}>
              <Trans>Refresh</Trans>
            </Button>
          </Group>
        </Alert>
      );
    case 'stock':
      return (
        <Alert color="warning" role="alert" data-testid="checkout-banner">
          <Text size="sm">
            <Trans>Your order exceeds the available stock. We removed your order, please update.</Trans>
          </Text>
        </Alert>
      );
    case 'customer':
      return (
        <Alert color="error" role="alert" data-testid="checkout-banner">
          <Text size="sm">
            <Trans>This customer does not belong to you anymore, please contact sales support</Trans>
          </Text>
        </Alert>
      );
    case 'failed':
      return (
        <Alert color="error" role="alert" title={t`Order Failed!`} data-testid="checkout-banner">
          {banner.reasons.map((reason) => (
            <Text key={reason} size="sm">
              {checkoutText(i18n, reason)}
            </Text>
          ))}
        </Alert>
      );
    case 'network':
      return (
        <Alert color="warning" role="alert" data-testid="checkout-banner">
          <Text size="sm">
            <Trans>
              The server did not answer, so we do not know yet whether your order was placed. Place order again: it is
              the same request, so the order is never placed twice.
            </Trans>
          </Text>
        </Alert>
      );
    case 'other':
      return (
        <Alert color="error" role="alert" data-testid="checkout-banner">
          <Text size="sm">{checkoutText(i18n, banner.message)}</Text>
        </Alert>
      );
  }
}
