import { checkoutInputSchema } from '../../../shared/orders/checkout.schema';
import type { CheckoutInput } from '../../gql/graphql';
import type { CheckoutFormValues } from './checkout-draft';

/** A cart line as the checkout sends it. */
export interface CheckoutLine {
  articleCode: string;
  sorg: string;
  qty: number;
  uom: string;
  unitPrice: number;
}

/**
 * Where a problem is shown (spec 01 §8; STYLE.md: beside its field): the form's fields, `shipment:{sorg}` beside
 * an order's shipment, `line:{sorg}:{articleCode}` beside a product line, `form` above the button.
 */
export type CheckoutErrors = Record<string, string>;

/** The mutation's input from the form, the cart lines and the ship-to version the page shows. */
export function checkoutInputOf(
  values: CheckoutFormValues,
  lines: readonly CheckoutLine[],
  shiptoVersion: string,
): CheckoutInput {
  const sorgs = [...new Set(lines.map((line) => line.sorg))].sort();
  return {
    shipto: values.shiptoId ?? '',
    shiptoVersion,
    paymentId: values.paymentId ?? '',
    ...(values.savedPaymentId ? { savedPaymentId: values.savedPaymentId } : {}),
    custPoNo: values.custPoNo.trim(),
    notes: values.notes.trim(),
    requestDeliveryDate: values.requestDeliveryDate === '' ? null : values.requestDeliveryDate,
    products: lines.map((line) => ({
      articleCode: line.articleCode,
      sorg: line.sorg,
      qty: line.qty,
      uom: line.uom,
      seenUnitPrice: line.unitPrice,
    })),
    shipments: sorgs.flatMap((sorg) => {
      const choice = values.shipments[sorg];
      if (!choice?.rateId) return [];
      const notes = choice.notes.trim();
      return [{ sorg, rateId: choice.rateId, ...(notes ? { notes } : {}) }];
    }),
    disclaimerAccepted: values.disclaimerAccepted,
    shipComplete: values.shipComplete,
  };
}

/** The field of a path of the input (the shared schema's issues and the server's userErrors alike). */
export function errorSlot(path: readonly (string | number)[], input: CheckoutInput): string {
  const [head, index, ...rest] = path;
  switch (head) {
    case 'shipto':
    case 'shiptoVersion':
      return 'shipto';
    case 'paymentId':
    case 'savedPaymentId':
      return 'paymentId';
    case 'custPoNo':
    case 'notes':
    case 'requestDeliveryDate':
      return head;
    case 'disclaimerAccepted':
      return 'disclaimer';
    case 'products': {
      const line = typeof index === 'number' || /^\d+$/.test(String(index)) ? input.products[Number(index)] : undefined;
      return line ? `line:${line.sorg}:${line.articleCode}` : 'form';
    }
    case 'shipments': {
      const shipment =
        typeof index === 'number' || /^\d+$/.test(String(index)) ? input.shipments[Number(index)] : undefined;
      const sorg = shipment?.sorg ?? (index === undefined ? undefined : String(index));
      if (sorg === undefined) return 'form';
      return rest[0] === 'notes' ? `shipmentNotes:${sorg}` : `shipment:${sorg}`;
    }
    default:
      return 'form';
  }
}

/** A server userError's `field` ('products.2.qty', 'shipments.1000') as a path. */
export function fieldPath(field: string | null | undefined): string[] {
  return field ? field.split('.') : [];
}

/**
 * The shared checkout rules (spec 01 §5) on the input, before it is sent: the problems by slot, English (the
 * page translates them), the first of each slot. The disclaimer must be acknowledged when the host has one.
 */
export function checkInput(input: CheckoutInput, today: string, disclaimer: string): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const parsed = checkoutInputSchema(today).safeParse({
    ...input,
    shipments: input.shipments.map((s) => ({
      sorg: s.sorg,
      shipmentId: s.rateId,
      ...(s.notes ? { shipmentNotes: s.notes } : {}),
    })),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map((part) => (part === 'shipmentNotes' ? 'notes' : part)) as (string | number)[];
      const slot = errorSlot(path, input);
      errors[slot] ??= issue.message;
    }
  }
  if (disclaimer.trim() !== '' && input.disclaimerAccepted !== true) errors.disclaimer = DISCLAIMER_REQUIRED;
  return errors;
}

/** Ours: the host's disclaimer must be ticked before placing (docs/decisions.md "Checkout page"). */
export const DISCLAIMER_REQUIRED = 'Please confirm that you have read the notice';
/** Ours: a rate with `input` needs its text. */
export const SHIPMENT_NOTES_REQUIRED = 'Tell us who collects the order';
