import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { handleWebhook, type PaymentsDeps } from './payments.service';

/** The path of the gateways' webhooks (outside the bearer-token chain: a signature authenticates them). */
export const WEBHOOK_PATH = /^\/api\/payments\/webhook\/[^/]+$/;

/**
 * POST /api/payments/webhook/{gateway} (spec 01 §7): the raw body is read before anything parses it, because the
 * signature is over its bytes; handleWebhook verifies, deduplicates by event id and applies the event.
 */
export function paymentsRoutes(deps: AppDeps & PaymentsDeps) {
  const routes = new Hono();
  routes.post('/payments/webhook/:gateway', async (c) => {
    const rawBody = await c.req.raw.text();
    const answer = await handleWebhook(deps, c.req.param('gateway'), c.req.raw.headers, rawBody);
    return c.json(answer.body, answer.status);
  });
  return routes;
}
