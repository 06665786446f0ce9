import { isIP } from 'node:net';
import { z } from 'zod';

const MAX_ENDPOINT_LENGTH = 2048;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
/** The refusal of an endpoint on an IP address, a single-label name, or a name resolving to a private address. */
export const PUBLIC_HOST_MESSAGE = 'must be a push service on a public host name';

/** base64url as browsers print it (padding tolerated), decoded to exactly `bytes` bytes; stored without padding. */
const base64urlKey = (bytes: number, check: (raw: Buffer) => boolean = () => true) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url')
    .transform((value) => value.replace(/=+$/, ''))
    .refine((value) => {
      const raw = Buffer.from(value, 'base64url');
      return raw.length === bytes && check(raw);
    }, `must be ${bytes} bytes of base64url`);

/**
 * The endpoint the server will POST to. It comes from the client, so it is held to what a push service looks like:
 * https on a named host (no IP literal, no single-label intranet name), which keeps the sender from being pointed
 * at internal addresses (the route and the notifier also resolve the name and refuse private addresses). Plain
 * http is allowed only on loopback with PUSH_LOOPBACK_ENDPOINTS (never in production), for the tests' push service.
 */
function endpointSchema(allowLoopbackHttp: boolean) {
  return z
    .string()
    .max(MAX_ENDPOINT_LENGTH, `must be at most ${MAX_ENDPOINT_LENGTH} characters`)
    .superRefine((value, ctx) => {
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a URL' });
        return;
      }
      const loopback = LOOPBACK.has(url.hostname);
      if (allowLoopbackHttp && loopback && (url.protocol === 'http:' || url.protocol === 'https:')) return;
      if (url.protocol !== 'https:') {
        ctx.addIssue({ code: 'custom', message: 'must be an https URL' });
        return;
      }
      const bare = url.hostname.replace(/^\[|\]$/g, '');
      if (url.username || url.password || isIP(bare) !== 0 || !bare.includes('.') || loopback) {
        ctx.addIssue({ code: 'custom', message: PUBLIC_HOST_MESSAGE });
      }
    });
}

/**
 * A PushSubscription as the browser's `subscription.toJSON()` gives it. Unknown fields are ignored (browsers may
 * add some); p256dh is an uncompressed P-256 point (65 bytes, 0x04 first), auth a 16-byte secret (RFC 8291).
 */
export function pushSubscriptionInputSchema(options: { allowLoopbackHttp: boolean }) {
  return z.object({
    endpoint: endpointSchema(options.allowLoopbackHttp),
    expirationTime: z.number().int().nonnegative().nullable().optional(),
    keys: z.object({
      p256dh: base64urlKey(65, (raw) => raw[0] === 0x04),
      auth: base64urlKey(16),
    }),
  });
}

export type PushSubscriptionInput = z.output<ReturnType<typeof pushSubscriptionInputSchema>>;

export const unsubscribeInputSchema = z.object({
  endpoint: z.string().min(1, 'is required').max(MAX_ENDPOINT_LENGTH),
});
