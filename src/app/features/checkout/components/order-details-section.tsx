import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Radio, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { NOTES_MAX_LENGTH, PO_NUMBER_MAX_LENGTH } from '../../../../shared/validation/form-rules';
import type { CheckoutFormValues } from '../checkout-draft';
import type { CheckoutErrors } from '../checkout-input';
import { checkoutText } from '../checkout-texts';
import { methodDiscount, type PaymentMethod, type SavedPayment } from '../use-checkout';
import classes from './checkout.module.css';
import { Counter } from './shipment-section';

interface PaymentPickerProps {
  methods: readonly PaymentMethod[];
  savedPayments: readonly SavedPayment[];
  values: CheckoutFormValues;
  onChange: (patch: Partial<CheckoutFormValues>) => void;
  error: string | undefined;
}

/**
 * The payment method (spec 01 §3 Payment method) with its paymentDiscount and instruction; the customer's saved
 * payments of that method are shown for choice, display only (their numbers are never shown back).
 */
export function PaymentPicker({ methods, savedPayments, values, onChange, error }: PaymentPickerProps) {
  const { i18n, t } = useLingui();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="checkout-payment">
      <Title order={2} size="h4" id="checkout-payment" mb="sm">
        <Trans>Payment</Trans>
      </Title>
      <Radio.Group
        value={values.paymentId}
        onChange={(paymentId) => {
          onChange({ paymentId, savedPaymentId: null });
        }}
        name="paymentId"
        aria-label={t`Payment`}
        error={error ? checkoutText(i18n, error) : undefined}
        data-testid="checkout-payment"
      >
        <Stack gap="xs">
          {methods.map((method) => {
            const discount = methodDiscount(method);
            const instruction = method.paymentMerchants[0]?.instruction ?? '';
            const percent = i18n.number(discount);
            return (
              <Radio.Card key={method.id} value={method.id} className={classes.choice} radius="md" p="sm">
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator />
                  <div>
                    <Group gap="xs">
                      <Text fw={600} size="sm">
                        {method.type}
                      </Text>
                      {discount > 0 && (
                        <Badge color="success" variant="light" size="sm">
                          <Trans>{percent} % discount</Trans>
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm" c="dimmed">
                      {method.desc}
                    </Text>
                    {instruction !== '' && method.id === values.paymentId && (
                      <Text size="xs" mt={4}>
                        {instruction}
                      </Text>
                    )}
                  </div>
                </Group>
              </Radio.Card>
            );
          })}
        </Stack>
      </Radio.Group>
      {savedPayments.length > 0 && (
        <Radio.Group
          mt="sm"
          label={t`Saved payment`}
          value={values.savedPaymentId ?? ''}
          onChange={(savedPaymentId) => {
            onChange({ savedPaymentId: savedPaymentId === '' ? null : savedPaymentId });
          }}
        >
          <Stack gap={4} mt={4}>
            <Radio value="" label={t`None`} />
            {savedPayments.map((saved) => (
              <Radio key={saved.id} value={saved.id} label={`${saved.type} ${saved.display}`} />
            ))}
          </Stack>
        </Radio.Group>
      )}
    </Paper>
  );
}

interface OrderDetailsProps {
  values: CheckoutFormValues;
  today: string;
  onChange: (patch: Partial<CheckoutFormValues>) => void;
  errors: CheckoutErrors;
}

/** PO number (35), notes (100) and the requested delivery day (not before today; spec 01 §5). */
export function OrderDetails({ values, today, onChange, errors }: OrderDetailsProps) {
  const { i18n, t } = useLingui();
  const error = (field: string) => (errors[field] ? checkoutText(i18n, errors[field]) : undefined);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="checkout-details">
      <Title order={2} size="h4" id="checkout-details" mb="sm">
        <Trans>Order details</Trans>
      </Title>
      <Stack gap="sm">
        <TextInput
          label={t`PO number`}
          name="custPoNo"
          value={values.custPoNo}
          maxLength={PO_NUMBER_MAX_LENGTH}
          onChange={(event) => {
            onChange({ custPoNo: event.currentTarget.value });
          }}
          description={<Counter length={values.custPoNo.length} max={PO_NUMBER_MAX_LENGTH} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={error('custPoNo')}
        />
        <Textarea
          label={t`Notes`}
          name="notes"
          value={values.notes}
          maxLength={NOTES_MAX_LENGTH}
          autosize
          minRows={2}
          onChange={(event) => {
            onChange({ notes: event.currentTarget.value });
          }}
          description={<Counter length={values.notes.length} max={NOTES_MAX_LENGTH} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={error('notes')}
        />
        <TextInput
          type="date"
          label={t`Requested delivery date`}
          name="requestDeliveryDate"
          value={values.requestDeliveryDate}
          min={today}
          onChange={(event) => {
            onChange({ requestDeliveryDate: event.currentTarget.value });
          }}
          description={t`Optional; not before today`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={error('requestDeliveryDate')}
          maw={240}
        />
        <Radio.Group
          label={t`Delivery`}
          name="shipComplete"
          value={values.shipComplete ? 'complete' : 'available'}
          onChange={(choice) => {
            onChange({ shipComplete: choice === 'complete' });
          }}
          data-testid="checkout-ship-complete"
        >
          <Stack gap={4} mt={4}>
            <Radio
              value="available"
              label={t`Ship as available`}
              description={t`Confirmed lines ship as soon as they are ready, in several deliveries if need be`}
            />
            <Radio
              value="complete"
              label={t`Ship complete`}
              description={t`One delivery once every line is confirmed`}
            />
          </Stack>
        </Radio.Group>
      </Stack>
    </Paper>
  );
}
