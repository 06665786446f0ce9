import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { freightHint, type FreightHint } from '../../../../shared/orders/freight';
import { SHIPMENT_NOTES_MAX_LENGTH } from '../../../../shared/orders/checkout.schema';
import { formatMoney } from '../../../lib/format';
import { checkoutFreightQuery } from '../api/checkout.queries';
import type { CheckoutErrors } from '../checkout-input';
import { checkoutText } from '../checkout-texts';
import type { CheckoutOrder, ShipTo } from '../use-checkout';
import classes from './checkout.module.css';

interface ShipToPickerProps {
  shipTos: readonly ShipTo[];
  value: string | null;
  onChange: (id: string) => void;
  error: string | undefined;
}

/** The ship-to picker (spec 01 §7 shiptoV2): every address of the customer, the default first. */
export function ShipToPicker({ shipTos, value, onChange, error }: ShipToPickerProps) {
  const { i18n, t } = useLingui();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="checkout-shipto">
      <Title order={2} size="h4" id="checkout-shipto" mb="sm">
        <Trans>Ship to</Trans>
      </Title>
      <Radio.Group
        value={value}
        onChange={onChange}
        name="shipto"
        aria-label={t`Ship to`}
        error={error ? checkoutText(i18n, error) : undefined}
        data-testid="checkout-shipto"
      >
        <Stack gap="xs">
          {shipTos.map((shipTo) => (
            <Radio.Card key={shipTo.id} value={shipTo.id} className={classes.choice} radius="md" p="sm">
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator />
                <div>
                  <Text fw={600} size="sm">
                    {shipTo.name}{' '}
                    <Text span c="dimmed" size="xs">
                      {shipTo.code}
                    </Text>
                  </Text>
                  <Text size="sm">{shipTo.address}</Text>
                  <Text size="sm" c="dimmed">
                    {[shipTo.postalCode, shipTo.city, shipTo.country].filter(Boolean).join(' ')}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      {shipTos.length === 0 && (
        <Text c="dimmed" size="sm">
          <Trans>This customer has no delivery address. Please contact sales support.</Trans>
        </Text>
      )}
    </Paper>
  );
}

interface ShipmentPickerProps {
  order: CheckoutOrder;
  showSorgName: boolean;
  value: { rateId: string; notes: string } | undefined;
  onChange: (value: { rateId: string; notes: string }) => void;
  errors: CheckoutErrors;
}

/**
 * The shipment of one sorg's order (spec 01 §3 Shipment rate) with its rate; a rate with `input` asks for a text,
 * which becomes the order's shipmentNotes.
 */
export function ShipmentPicker({ order, showSorgName, value, onChange, errors }: ShipmentPickerProps) {
  const { i18n, t } = useLingui();
  const chosen = order.rates.find((rate) => rate.id === value?.rateId);
  const format = order.group?.format;
  const error = errors[`shipment:${order.sorg}`];
  const notesError = errors[`shipmentNotes:${order.sorg}`];
  const notes = value?.notes ?? '';
  const sorgName = order.group?.sorgName ?? order.sorg;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-label={t`Shipment`}
      data-testid="checkout-shipment"
      data-sorg={order.sorg}
    >
      <Title order={2} size="h4" mb="sm">
        {showSorgName ? <Trans>Shipment: {sorgName}</Trans> : <Trans>Shipment</Trans>}
      </Title>
      <Radio.Group
        value={value?.rateId ?? null}
        onChange={(rateId) => {
          onChange({ rateId, notes });
        }}
        name={`shipment-${order.sorg}`}
        aria-label={t`Shipment`}
        error={error ? checkoutText(i18n, error) : undefined}
      >
        <Stack gap="xs">
          {order.rates.map((rate) => (
            <Radio.Card key={rate.id} value={rate.id} className={classes.choice} radius="md" p="sm">
              <Group wrap="nowrap" justify="space-between" align="flex-start" gap="sm">
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator />
                  <div>
                    <Text fw={600} size="sm">
                      {rate.type}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {rate.desc}
                    </Text>
                  </div>
                </Group>
                <Text fw={600} size="sm" className={classes.amount}>
                  {rate.rate.rate === 0 ? (
                    <Trans>Free</Trans>
                  ) : format ? (
                    formatMoney(rate.rate.rate, format)
                  ) : (
                    rate.rate.rate
                  )}
                </Text>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      {chosen?.input && (
        <TextInput
          mt="sm"
          label={t`Who collects the order, and how?`}
          required
          value={notes}
          maxLength={SHIPMENT_NOTES_MAX_LENGTH}
          onChange={(event) => {
            onChange({ rateId: chosen.id, notes: event.currentTarget.value });
          }}
          description={<Counter length={notes.length} max={SHIPMENT_NOTES_MAX_LENGTH} />}
          error={notesError ? checkoutText(i18n, notesError) : undefined}
          name={`shipmentNotes-${order.sorg}`}
        />
      )}
    </Paper>
  );
}

/** 'n / max' under a text field. */
export function Counter({ length, max }: { length: number; max: number }) {
  return (
    <Text span size="xs" c={length >= max ? 'error' : 'dimmed'} className={classes.counter}>
      {length} / {max}
    </Text>
  );
}

/** One hint in the user's language: the shared templates (freightMessages) as Lingui messages with a plural. */
function FreightHintText({ hint }: { hint: FreightHint }) {
  if (hint.kind === 'buyMore') {
    const { warehouseArea, count, percent } = hint.values;
    return (
      <Trans>
        {warehouseArea}: <Plural value={count} one="buy # more bike" other="buy # more bikes" /> for a {percent}%
        freight allowance
      </Trans>
    );
  }
  const { warehouseArea, percent } = hint.values;
  return (
    <Trans>
      {warehouseArea}: you get a {percent}% freight allowance
    </Trans>
  );
}

interface FreightHintsProps {
  shipTo: ShipTo | undefined;
  /** Bikes in the cart (the allowance counts bikes, spec 01 §9). */
  bikes: number;
}

/**
 * The freight allowance of the area the chosen ship-to is served from (spec 01 §7 cartFreightBenefits, §9 'buy N
 * more bikes' and the allowance percentage), written from the shared rule as Lingui plurals.
 */
export function FreightHints({ shipTo, bikes }: FreightHintsProps) {
  const area = shipTo?.warehouseArea ?? '';
  const freight = useQuery({ ...checkoutFreightQuery(area, bikes), enabled: area !== '' });
  const hints = (freight.data ?? []).flatMap((benefit) => {
    const hint = freightHint(benefit, bikes);
    return hint ? [hint] : [];
  });
  if (hints.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="checkout-freight">
      {hints.map((hint) => (
        <Alert
          key={hint.values.warehouseArea}
          color={hint.kind === 'reached' ? 'success' : 'info'}
          variant="light"
          p="xs"
        >
          <Text size="sm">
            <FreightHintText hint={hint} />
          </Text>
        </Alert>
      ))}
    </Stack>
  );
}
