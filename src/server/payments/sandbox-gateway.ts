import { randomBytes, randomInt } from 'node:crypto';
import { z } from 'zod';
import { maskedDisplay } from '../../shared/payments/payment-information';
import { SANDBOX_LABEL, sandboxOutcomeOf, type SandboxOutcome } from '../../shared/payments/sandbox-cards';
import type {
  ChargeOutcome,
  ChargeRequest,
  PaymentGateway,
  PaymentInformation,
  TokenizedPayment,
  VirtualAccount,
  WebhookEvent,
  WebhookParse,
} from './gateway';
import { signWebhook, verifySignature } from './webhook-signature';

/**
 * The built-in sandbox gateway ("Sandbox — no money moves", spec 01 §7 Invoices and payments): outcomes follow the
 * documented test numbers of src/shared/payments/sandbox-cards.ts, virtual accounts are paid by "simulate transfer",
 * and its webhooks are signed like a real gateway's, so the webhook route is the same for both.
 *
 * It keeps no card or account number and no security code. A token carries only what the sandbox needs to answer a
 * later charge (its outcome), so saved payments keep working after a restart; the charges' idempotency keys are the
 * only state, in memory.
 */

/** The header a sandbox webhook's signature travels in (`t=<unix seconds>,v1=<hex>`). */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** Charges remembered for their idempotency keys; the oldest are forgotten first. */
const REMEMBERED_CHARGES = 10_000;

type TokenOutcome = SandboxOutcome | 'unknown';
const TOKEN = /^sbx_(card|bank)_(complete|pending|declined|insufficient_funds|processing_error|unknown)_[0-9a-f]{24}$/;

const eventSchema = z.object({
  id: z.string().regex(/^evt_[0-9a-f]{24}$/),
  type: z.enum(['payment.complete', 'payment.failed', 'payment.void']),
  reference: z.string().min(1).max(64),
  amount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  currency: z.string().regex(/^[A-Z]{3}$/),
  occurredAt: z.iso.datetime(),
});

function hex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

/** The outcome the sandbox gives this payment information (a past expiry month is declined). */
function outcomeOf(information: PaymentInformation, now: Date): TokenOutcome {
  if (information.kind === 'bank') return sandboxOutcomeOf('bank', information.routingNumber) ?? 'unknown';
  const endOfExpiryMonth = Date.UTC(information.expiredYear, information.expiredMonth, 1);
  if (endOfExpiryMonth <= now.getTime()) return 'declined';
  return sandboxOutcomeOf('card', information.creditCardNumber) ?? 'unknown';
}

function outcomeOfToken(token: string): { kind: 'card' | 'bank'; outcome: TokenOutcome } | undefined {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  return { kind: match[1] as 'card' | 'bank', outcome: match[2] as TokenOutcome };
}

function assertAmount(amount: number, currency: string) {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError('amount must be a positive integer');
  if (!/^[A-Z]{3}$/.test(currency)) throw new RangeError('currency must be an ISO 4217 code');
}

export interface SignedWebhook {
  headers: Record<string, string>;
  rawBody: string;
}

export interface SandboxGateway extends PaymentGateway {
  readonly id: 'sandbox';
  /** "Simulate transfer": the signed webhook a bank would cause when the payer transfers to a virtual account. */
  simulateTransfer(args: { virtualAccountNo: string; amount: number; currency: string; at?: Date }): SignedWebhook;
  /** The signed webhook that settles a pending (ACH) charge, as complete or failed. */
  simulateSettlement(args: {
    reference: string;
    amount: number;
    currency: string;
    outcome: 'complete' | 'failed';
    at?: Date;
  }): SignedWebhook;
}

export function createSandboxGateway(options: { webhookSecret: string; now: () => Date }): SandboxGateway {
  const { webhookSecret, now } = options;
  const charges = new Map<string, { fingerprint: string; outcome: ChargeOutcome }>();

  function signed(event: Omit<WebhookEvent, 'id' | 'occurredAt'>, at: Date): SignedWebhook {
    const body: WebhookEvent = { id: `evt_${hex(12)}`, ...event, occurredAt: at.toISOString() };
    const rawBody = JSON.stringify(body);
    return {
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signWebhook(webhookSecret, rawBody, at),
      },
      rawBody,
    };
  }

  function outcome(result: TokenOutcome | undefined, reference: string): ChargeOutcome {
    switch (result) {
      case 'complete':
        return { status: 'complete', reference };
      case 'pending':
        return { status: 'pending', reference };
      case 'declined':
      case 'insufficient_funds':
      case 'processing_error':
        return { status: 'failed', reference, reason: result };
      case 'unknown':
        return { status: 'failed', reference, reason: 'unknown_number' };
      case undefined:
        return { status: 'failed', reference, reason: 'invalid_token' };
    }
  }

  function charge(request: ChargeRequest): ChargeOutcome {
    assertAmount(request.amount, request.currency);
    // The key's fingerprint holds no payment information: the amount, the currency, and a token when one is used.
    const fingerprint = `${String(request.amount)} ${request.currency} ${'token' in request.source ? request.source.token : ''}`;
    const earlier = charges.get(request.idempotencyKey);
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) throw new Error('idempotency key reused for another charge');
      return earlier.outcome;
    }
    const result =
      'token' in request.source
        ? outcomeOfToken(request.source.token)?.outcome
        : outcomeOf(request.source.information, now());
    const charged = outcome(result, `sbx_ch_${hex(12)}`);
    charges.set(request.idempotencyKey, { fingerprint, outcome: charged });
    if (charges.size > REMEMBERED_CHARGES) charges.delete(charges.keys().next().value ?? request.idempotencyKey);
    return charged;
  }

  function createVirtualAccount({
    amount,
    currency,
    expiry,
  }: {
    amount: number;
    currency: string;
    expiry: Date;
  }): VirtualAccount {
    assertAmount(amount, currency);
    const virtualAccountNo = `8808${String(randomInt(1e6)).padStart(6, '0')}${String(randomInt(1e6)).padStart(6, '0')}`;
    return {
      virtualAccountNo,
      instruction: `Transfer exactly the amount due to virtual account ${virtualAccountNo} before it expires. ${SANDBOX_LABEL}: use "Simulate transfer".`,
      expiredDate: expiry.toISOString(),
    };
  }

  return {
    id: 'sandbox',
    label: SANDBOX_LABEL,

    tokenize(information: PaymentInformation): Promise<TokenizedPayment> {
      const token = `sbx_${information.kind}_${outcomeOf(information, now())}_${hex(12)}`;
      return Promise.resolve({ token, display: maskedDisplay(information) });
    },

    // Refusals (a wrong amount, a reused key) reject the promise, like a gateway's call would.
    charge: (request: ChargeRequest) => Promise.resolve().then(() => charge(request)),

    createVirtualAccount: (args) => Promise.resolve().then(() => createVirtualAccount(args)),

    void(reference: string): Promise<{ ok: boolean }> {
      return Promise.resolve({ ok: /^sbx_ch_[0-9a-f]{24}$/.test(reference) || /^8808\d{12}$/.test(reference) });
    },

    verifyWebhook(headers: Headers, rawBody: string, at: Date) {
      return verifySignature(webhookSecret, headers.get(SANDBOX_SIGNATURE_HEADER), rawBody, at);
    },

    parseWebhook(rawBody: string): WebhookParse {
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return { ok: false, reason: 'the body is not JSON' };
      }
      const parsed = eventSchema.safeParse(json);
      // The reason names the fields only, never a value sent.
      if (!parsed.success) {
        return { ok: false, reason: `invalid ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}` };
      }
      return { ok: true, event: parsed.data };
    },

    simulateTransfer({ virtualAccountNo, amount, currency, at = now() }) {
      return signed({ type: 'payment.complete', reference: virtualAccountNo, amount, currency }, at);
    },

    simulateSettlement({ reference, amount, currency, outcome: result, at = now() }) {
      return signed(
        { type: result === 'complete' ? 'payment.complete' : 'payment.failed', reference, amount, currency },
        at,
      );
    },
  };
}
