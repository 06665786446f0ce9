import type { PaymentGatewayId } from '../../shared/config/host-config';
import type { BankAccountInformation, CardInformation } from '../../shared/payments/payment-information';
import { sandboxRefusedError } from './sandbox-guard';

/**
 * The payment gateway behind a host (spec 01 §3 Config `paymentGateway`, §7 Invoices and payments). Card and account
 * numbers and the security code reach only `tokenize` and `charge`: a gateway never returns them, never keeps them
 * and never puts them in an error message (spec 01 §3 Payment information: "never shown back").
 *
 * Amounts are integer minor units of `currency` (ISO 4217, e.g. 'USD', 'IDR').
 */

/**
 * Payment information as a user enters it (spec 01 §3 Payment information), checked by the shared schemas of
 * src/shared/payments/payment-information.ts: a card or a bank account, only the fields a gateway needs.
 */
export type PaymentInformation =
  | ({ kind: 'card' } & Pick<
      CardInformation,
      'creditCardType' | 'creditCardNumber' | 'expiredMonth' | 'expiredYear' | 'securityCode'
    >)
  | ({ kind: 'bank' } & Pick<BankAccountInformation, 'accountType' | 'routingNumber' | 'accountNumber'>);

/** A reusable stand-in for payment information, and what may be shown of it ('Visa •••• 4242'). */
export interface TokenizedPayment {
  token: string;
  display: string;
}

/** Why a charge did not go through; a reason the user may read (no number, no code in it). */
export type ChargeFailure = 'declined' | 'insufficient_funds' | 'processing_error' | 'unknown_number' | 'invalid_token';

/**
 * The outcome of a charge: `complete` is paid now; `pending` is accepted and settles later through a webhook (ACH:
 * "on processing"); `failed` moved nothing. `reference` names the charge in webhooks and in `void`.
 */
export type ChargeOutcome =
  | { status: 'complete'; reference: string }
  | { status: 'pending'; reference: string }
  | { status: 'failed'; reference: string; reason: ChargeFailure };

export interface ChargeRequest {
  /** A token from `tokenize` (a saved payment) or the payment information entered for this payment only. */
  source: { token: string } | { information: PaymentInformation };
  amount: number;
  currency: string;
  /** The same key answers the first outcome again and charges nothing more. */
  idempotencyKey: string;
}

/** A bank account the payer transfers to (spec 01 §3 Payment request: virtualAccountNo, expiredDate). */
export interface VirtualAccount {
  virtualAccountNo: string;
  /** How to pay, in plain words (spec 01 §3 Payment method: paymentMerchants.instruction). */
  instruction: string;
  /** ISO 8601 instant after which a transfer is no longer accepted. */
  expiredDate: string;
}

export type WebhookVerification =
  | { ok: true }
  | { ok: false; reason: 'missing_signature' | 'malformed_signature' | 'stale_timestamp' | 'bad_signature' };

/** What a gateway reports: the payment behind `reference` (a charge reference or a virtual account number). */
export interface WebhookEvent {
  /** Unique per event: a payment is completed once however often the gateway sends it. */
  id: string;
  type: 'payment.complete' | 'payment.failed' | 'payment.void';
  reference: string;
  amount: number;
  currency: string;
  /** ISO 8601 instant the gateway saw the event; events may arrive out of order. */
  occurredAt: string;
}

export type WebhookParse = { ok: true; event: WebhookEvent } | { ok: false; reason: string };

/** Every gateway a host may name in its config (spec 01 §3 Config `paymentGateway`). */
export { PAYMENT_GATEWAYS, type PaymentGatewayId } from '../../shared/config/host-config';

export interface PaymentGateway {
  /** The id in the host config and in `POST /api/payments/webhook/{gateway}`. */
  readonly id: PaymentGatewayId;
  /** Shown beside every payment screen, mail and receipt (the sandbox's "no money moves"); empty for a real one. */
  readonly label: string;
  /**
   * True when this server must not take payments through the gateway (the sandbox with NODE_ENV=production and no
   * PAYMENTS_SANDBOX): {@link gatewayFor} refuses it with a 503 before anything is charged or stored.
   */
  readonly refused?: boolean;
  tokenize(information: PaymentInformation): Promise<TokenizedPayment>;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  createVirtualAccount(args: { amount: number; currency: string; expiry: Date }): Promise<VirtualAccount>;
  void(reference: string): Promise<{ ok: boolean }>;
  /** Checks the signature of a webhook on its raw body, before anything of it is parsed or trusted. */
  verifyWebhook(headers: Headers, rawBody: string, now: Date): WebhookVerification;
  parseWebhook(rawBody: string): WebhookParse;
}

/** The gateways of one server, built once at start (AppDeps), by id. */
export type PaymentGateways = Readonly<Record<PaymentGatewayId, PaymentGateway>>;

/** The gateway a host's config chooses. */
export function gatewayFor(gateways: PaymentGateways, config: { paymentGateway: PaymentGatewayId }): PaymentGateway {
  const gateway = gateways[config.paymentGateway];
  if (gateway.refused) throw sandboxRefusedError();
  return gateway;
}

/** The gateway a webhook URL names, or undefined for a name that is none of ours (the route answers 404). */
export function gatewayById(gateways: PaymentGateways, id: string): PaymentGateway | undefined {
  return Object.hasOwn(gateways, id) ? gateways[id as PaymentGatewayId] : undefined;
}
