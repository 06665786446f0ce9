import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { DEV_SANDBOX_WEBHOOK_SECRET, type Env } from '../env';
import { getOrCreateSecret } from '../modules/session/session.service';
import type { PaymentGateways } from './gateway';
import { sandboxAllowed } from './sandbox-guard';
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway';

/** The gateways of one server process (AppDeps.paymentGateways), each with its webhook secret. */
export interface ServerPaymentGateways extends PaymentGateways {
  sandbox: SandboxGateway;
}

/**
 * The sandbox's webhook secret: SANDBOX_WEBHOOK_SECRET when set; otherwise the known development secret outside
 * production, and in production one generated once and kept in the database (as the JWT key), never a public one.
 */
export async function sandboxWebhookSecret(db: Db, env: Env): Promise<string> {
  if (env.SANDBOX_WEBHOOK_SECRET) return env.SANDBOX_WEBHOOK_SECRET;
  if (env.NODE_ENV !== 'production') return DEV_SANDBOX_WEBHOOK_SECRET;
  return getOrCreateSecret({ db }, 'sandbox-webhook', () => randomBytes(48).toString('base64url'));
}

export async function createPaymentGateways(db: Db, env: Env, now: () => Date): Promise<ServerPaymentGateways> {
  const sandbox = createSandboxGateway({ webhookSecret: await sandboxWebhookSecret(db, env), now });
  // Refused in production without PAYMENTS_SANDBOX: a payment through it answers 503 (sandbox-guard.ts).
  return { sandbox: sandboxAllowed(env) ? sandbox : { ...sandbox, refused: true } };
}
