// The sandbox gateway moves no money (spec 01 §7 "Sandbox — no money moves"): with NODE_ENV=production it runs only
// when the operator says so with PAYMENTS_SANDBOX=1 (docs/operations.md "Payments"). Without the switch the server
// refuses to start while a host would pay through it, naming the hosts and the switch; a host switched on later
// (its row changed in the database) gets 503 from every payment that would reach the sandbox.
import { createGraphQLError } from 'graphql-yoga';
import { hostConfigSchema, type PaymentGatewayId } from '../../shared/config/host-config';
import { ErrorCode } from '../../shared/errors/error-codes';
import { paymentKindOf } from '../../shared/payments/payment-information';
import type { Env } from '../env';

/** The environment variable that lets the sandbox run with NODE_ENV=production. */
export const SANDBOX_SWITCH = 'PAYMENTS_SANDBOX';

/** Whether this server may run the sandbox gateway: always outside production, in production only when switched on. */
export function sandboxAllowed(env: Pick<Env, 'NODE_ENV' | 'PAYMENTS_SANDBOX'>): boolean {
  return env.NODE_ENV !== 'production' || env.PAYMENTS_SANDBOX;
}

/**
 * The hosts that take payments through `gateway`: their config names it (the sandbox is the default) and either
 * pays invoices online (config `payment`) or their sorg has a card or ACH payment method (checkout charges those at
 * once, spec 01 §4). Sorted by host name.
 */
export function hostsPayingThrough(
  gateway: PaymentGatewayId,
  hosts: readonly { hostname: string; sorg: string; config: Record<string, unknown> }[],
  methods: readonly { sorg: string; type: string }[],
): string[] {
  const charging = new Set(methods.filter((m) => paymentKindOf(m.type) !== null).map((m) => m.sorg));
  return hosts
    .filter((h) => {
      const config = hostConfigSchema.safeParse({ ...h.config, sorg: h.sorg });
      // Widened to string: today the sandbox is the only gateway a config may name.
      const paymentGateway: string = config.success ? config.data.paymentGateway : 'sandbox';
      const payment = config.success ? config.data.payment : h.config.payment === true;
      return paymentGateway === gateway && (payment || charging.has(h.sorg));
    })
    .map((h) => h.hostname)
    .sort();
}

/** The log line and error of a start refused for the sandbox in production. */
export function sandboxStartRefusal(hostnames: readonly string[]): string {
  return (
    `The sandbox payment gateway moves no money and NODE_ENV=production: ` +
    `host${hostnames.length === 1 ? '' : 's'} ${hostnames.join(', ')} would take payments through it. ` +
    `Set ${SANDBOX_SWITCH}=1 to run the sandbox in production anyway, or switch payment off for ` +
    `${hostnames.length === 1 ? 'that host' : 'those hosts'} (config payment false, no card or ACH payment method).`
  );
}

/** Why a payment is refused when the sandbox is not allowed here (a 503: nothing the user can change). */
export const SANDBOX_REFUSED_MESSAGE = 'Online payment is not available at the moment. Please try again later.';

/** The 503 answer of a payment that would reach the sandbox where it is not allowed. */
export const sandboxRefusedError = () =>
  createGraphQLError(SANDBOX_REFUSED_MESSAGE, {
    extensions: { code: ErrorCode.PAYMENT_UNAVAILABLE, http: { status: 503, spec: false } },
  });
