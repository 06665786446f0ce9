// The payment information form as typed (spec 01 §3 Payment information), checked by the shared schemas
// (src/shared/payments/payment-information.ts): shared by paying invoices and the checkout's card or ACH payment.
// The values live only in a page's state: never a draft, storage or the outbox.
import {
  digitsOnly,
  paymentInformationProblems,
  paymentInformationSchema,
} from '../../../shared/payments/payment-information';
import type { PaymentInformationInput } from '../../gql/graphql';

/** The payment information form as typed: strings, so nothing is coerced before the shared schema sees it. */
export interface PaymentFormValues {
  creditCardType: string;
  creditCardNumber: string;
  expiredMonth: string;
  expiredYear: string;
  securityCode: string;
  accountType: string;
  routingNumber: string;
  accountNumber: string;
  shouldSavePayment: boolean;
}

export const emptyPaymentForm: PaymentFormValues = {
  creditCardType: '',
  creditCardNumber: '',
  expiredMonth: '',
  expiredYear: '',
  securityCode: '',
  accountType: '',
  routingNumber: '',
  accountNumber: '',
  shouldSavePayment: false,
};

function typedInt(value: string): number | undefined {
  const text = value.trim();
  return /^\d+$/.test(text) ? Number(text) : text === '' ? undefined : Number.NaN;
}

/** The form checked by the shared schema of the method's kind: the input to send, or the problems per field. */
export function checkPaymentForm(
  kind: 'card' | 'ach',
  values: PaymentFormValues,
  today: string,
): { ok: true; data: PaymentInformationInput } | { ok: false; errors: Record<string, string> } {
  const candidate =
    kind === 'card'
      ? {
          creditCardType: values.creditCardType || undefined,
          creditCardNumber: values.creditCardNumber,
          expiredMonth: typedInt(values.expiredMonth),
          expiredYear: typedInt(values.expiredYear),
          securityCode: values.securityCode,
          shouldSavePayment: values.shouldSavePayment,
        }
      : {
          accountType: values.accountType || undefined,
          routingNumber: values.routingNumber,
          accountNumber: values.accountNumber,
          shouldSavePayment: values.shouldSavePayment,
        };
  const parsed = paymentInformationSchema(kind, today).safeParse(candidate);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const problem of paymentInformationProblems(parsed.error)) errors[problem.field] ??= problem.message;
    return { ok: false, errors };
  }
  const data = parsed.data;
  if ('creditCardNumber' in data) {
    return {
      ok: true,
      data: {
        creditCardType: data.creditCardType,
        creditCardNumber: digitsOnly(data.creditCardNumber),
        expiredMonth: data.expiredMonth,
        expiredYear: data.expiredYear,
        securityCode: data.securityCode,
        shouldSavePayment: data.shouldSavePayment,
      },
    };
  }
  return {
    ok: true,
    data: {
      accountType: data.accountType,
      routingNumber: data.routingNumber,
      accountNumber: data.accountNumber,
      shouldSavePayment: data.shouldSavePayment,
    },
  };
}
