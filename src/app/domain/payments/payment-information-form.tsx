import { useLingui } from '@lingui/react/macro';
import { Checkbox, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { BANK_ACCOUNT_TYPES, CARD_TYPES } from '../../../shared/payments/payment-information';
import type { PaymentFormValues } from './payment-form';
import classes from './payment-information-form.module.css';
import { paymentInformationText } from './payment-information-texts';
import { SandboxHelp } from './sandbox-help';

export interface PaymentInformationFormProps {
  kind: 'card' | 'ach';
  values: PaymentFormValues;
  onChange: (next: PaymentFormValues) => void;
  /** Problems per field, as the shared schema wrote them (translated here). */
  errors: Record<string, string>;
  /** Show the sandbox's test numbers as help. */
  sandbox: boolean;
  disabled?: boolean;
}

/**
 * Payment information (spec 01 §3 Payment information, §5 Payment types): a card or a bank account, and whether
 * to save it; paying invoices and the checkout's card or ACH payment show it. The values live only in the page's
 * state: no draft, no storage, cleared when the page leaves.
 */
export function PaymentInformationForm({
  kind,
  values,
  onChange,
  errors,
  sandbox,
  disabled = false,
}: PaymentInformationFormProps) {
  const { t, i18n } = useLingui();
  const set = (field: keyof PaymentFormValues) => (event: { currentTarget: { value: string } }) => {
    onChange({ ...values, [field]: event.currentTarget.value });
  };
  const error = (field: string) => (errors[field] ? paymentInformationText(i18n, errors[field]) : undefined);
  return (
    <Stack gap="sm">
      {kind === 'card' ? (
        <div className={classes.formGrid}>
          <NativeSelect
            label={t`Card type`}
            data={[{ value: '', label: t`Choose…` }, ...CARD_TYPES.map((type) => ({ value: type, label: type }))]}
            value={values.creditCardType}
            onChange={set('creditCardType')}
            error={error('creditCardType')}
            autoComplete="cc-type"
            required
            disabled={disabled}
          />
          <TextInput
            label={t`Card number`}
            value={values.creditCardNumber}
            onChange={set('creditCardNumber')}
            error={error('creditCardNumber')}
            autoComplete="cc-number"
            inputMode="numeric"
            maxLength={23}
            spellCheck={false}
            required
            disabled={disabled}
          />
          <TextInput
            label={t`Expiry month`}
            placeholder="MM"
            value={values.expiredMonth}
            onChange={set('expiredMonth')}
            error={error('expiredMonth')}
            autoComplete="cc-exp-month"
            inputMode="numeric"
            maxLength={2}
            required
            disabled={disabled}
          />
          <TextInput
            label={t`Expiry year`}
            placeholder="YYYY"
            value={values.expiredYear}
            onChange={set('expiredYear')}
            error={error('expiredYear')}
            autoComplete="cc-exp-year"
            inputMode="numeric"
            maxLength={4}
            required
            disabled={disabled}
          />
          <TextInput
            label={t`Security code`}
            value={values.securityCode}
            onChange={set('securityCode')}
            error={error('securityCode')}
            autoComplete="cc-csc"
            inputMode="numeric"
            type="password"
            maxLength={4}
            required
            disabled={disabled}
          />
        </div>
      ) : (
        <div className={classes.formGrid}>
          <NativeSelect
            label={t`Account type`}
            data={[
              { value: '', label: t`Choose…` },
              { value: 'Checking', label: t`Checking` },
              { value: 'General Ledger', label: t`General Ledger` },
              { value: 'Savings', label: t`Savings` },
              { value: 'Corporate Checking', label: t`Corporate Checking` },
            ].filter(
              (option) => option.value === '' || (BANK_ACCOUNT_TYPES as readonly string[]).includes(option.value),
            )}
            value={values.accountType}
            onChange={set('accountType')}
            error={error('accountType')}
            required
            disabled={disabled}
          />
          <TextInput
            label={t`Routing number`}
            value={values.routingNumber}
            onChange={set('routingNumber')}
            error={error('routingNumber')}
            autoComplete="off"
            inputMode="numeric"
            maxLength={11}
            required
            disabled={disabled}
          />
          <TextInput
            label={t`Account number`}
            value={values.accountNumber}
            onChange={set('accountNumber')}
            error={error('accountNumber')}
            autoComplete="off"
            inputMode="numeric"
            maxLength={20}
            required
            disabled={disabled}
          />
        </div>
      )}
      <Checkbox
        label={t`Save this payment for next time (only its type and last four digits are shown)`}
        checked={values.shouldSavePayment}
        onChange={(event) => {
          onChange({ ...values, shouldSavePayment: event.currentTarget.checked });
        }}
        disabled={disabled}
      />
      {sandbox && <SandboxHelp kind={kind} />}
      {kind === 'card' && (
        <Text size="xs" c="dimmed">
          {t`The card number and security code go only to the payment gateway: they are never shown again or kept.`}
        </Text>
      )}
    </Stack>
  );
}
