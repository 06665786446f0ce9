import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WebhookVerification } from './gateway';

/**
 * Webhook signatures (spec 01 §7 Invoices and payments): HMAC-SHA256 over `${timestamp}.${rawBody}` with the
 * gateway's secret, sent as `t=<unix seconds>,v1=<hex digest>`. The timestamp is signed too, so an old event cannot
 * be replayed with a fresh one; an event more than five minutes off the server's clock (either way) is refused.
 */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

function digest(secret: string, timestamp: number, rawBody: string): Buffer {
  return createHmac('sha256', secret)
    .update(`${String(timestamp)}.${rawBody}`, 'utf8')
    .digest();
}

/** The signature header's value for `rawBody` sent at `at`. */
export function signWebhook(secret: string, rawBody: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${String(timestamp)},v1=${digest(secret, timestamp, rawBody).toString('hex')}`;
}

/** Checks a signature header against the raw body (the bytes as received, before any JSON parsing). */
export function verifySignature(
  secret: string,
  header: string | null | undefined,
  rawBody: string,
  now: Date,
): WebhookVerification {
  if (!header) return { ok: false, reason: 'missing_signature' };
  const parts = new Map<string, string>();
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at > 0) parts.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const t = parts.get('t') ?? '';
  const v1 = parts.get('v1') ?? '';
  if (!/^\d{1,12}$/.test(t) || !/^[0-9a-f]{64}$/.test(v1)) return { ok: false, reason: 'malformed_signature' };
  const timestamp = Number(t);
  if (Math.abs(now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) {
    return { ok: false, reason: 'stale_timestamp' };
  }
  const expected = digest(secret, timestamp, rawBody);
  const given = Buffer.from(v1, 'hex');
  // Both are 32 bytes here (the pattern above); timingSafeEqual needs equal lengths and compares in constant time.
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { ok: true }
    : { ok: false, reason: 'bad_signature' };
}
