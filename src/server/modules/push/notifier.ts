import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import webpush from 'web-push';
import type { AppDeps } from '../../app-deps';
import {
  AddressRefusedError,
  resolvePublicAddress,
  type LookupAll,
  type PinnedAddress,
} from '../../lib/public-address';
import * as repo from './push.repository';
import type { VapidDetails } from './vapid';

/** What the service worker shows: title and body, the page a click opens, and a tag that replaces an older one. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path of the portal ('/en-us/order-status/123'), opened on the device's own origin. */
  url: string;
  tag?: string;
}

export interface NotifyResult {
  /** Accepted by the push service (2xx). */
  sent: number;
  /** Answered 404/410 (the browser dropped it): deleted. */
  removed: number;
  /** Anything else (timeout, 4xx, 5xx): logged and kept for the next message. */
  failed: number;
}

/** How this process delivers web-push messages; created with the deps ({@link pushDelivery}). */
export interface PushDelivery {
  /** Whole-request limit per push service call. */
  timeoutMs: number;
  /** How long the push service keeps a message for an offline device. */
  ttlSeconds: number;
  /**
   * Send to endpoints on loopback (the tests' local push service): PUSH_LOOPBACK_ENDPOINTS, which the
   * environment refuses in production. Every other private or reserved address is refused whatever this says.
   */
  allowLoopback: boolean;
  /** Resolves endpoint host names; the system resolver unless a test injects one. */
  lookup?: LookupAll;
}

/** What the notifier needs of the deps. */
export type NotifierDeps = Pick<AppDeps, 'db' | 'vapid' | 'logger' | 'now' | 'pushDelivery'>;

/** Spec limit of a notification payload: the JSON the service worker receives, in UTF-8 bytes. */
export const MAX_PAYLOAD_BYTES = 3 * 1024;
const DEFAULT_TIMEOUT_MS = 10_000;
/** A day: order, restock and claim news older than that is better read in the portal than popped up. */
const DEFAULT_TTL_SECONDS = 24 * 60 * 60;

/** The delivery settings, defaults filled in: a 10 s limit, a day's TTL, no loopback, the system resolver. */
export function pushDelivery(options: Partial<PushDelivery> = {}): PushDelivery {
  return {
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    ttlSeconds: options.ttlSeconds ?? DEFAULT_TTL_SECONDS,
    allowLoopback: options.allowLoopback ?? false,
    ...(options.lookup ? { lookup: options.lookup } : {}),
  };
}

const addressOptions = (delivery: PushDelivery) => ({
  allowLoopback: delivery.allowLoopback,
  ...(delivery.lookup ? { lookup: delivery.lookup } : {}),
});

const utf8Length = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * The JSON payload of a message, at most {@link MAX_PAYLOAD_BYTES}: a long body is cut (whole characters, with an
 * ellipsis) to fit. Throws a RangeError when the title and url alone leave no room, or the url is not a portal path.
 */
export function encodePushPayload(message: PushMessage): string {
  if (!message.url.startsWith('/') || message.url.startsWith('//')) {
    throw new RangeError('A push message url must be a path of the portal, starting with a single /');
  }
  const encode = (body: string) =>
    JSON.stringify({
      title: message.title,
      body,
      url: message.url,
      ...(message.tag !== undefined ? { tag: message.tag } : {}),
    });
  const whole = encode(message.body);
  if (utf8Length(whole) <= MAX_PAYLOAD_BYTES) return whole;
  if (utf8Length(encode('…')) > MAX_PAYLOAD_BYTES) {
    throw new RangeError(`A push message's title, url and tag exceed ${MAX_PAYLOAD_BYTES} bytes`);
  }
  // Binary search over code points, so a surrogate pair or a multi-byte letter is never split.
  const chars = Array.from(message.body);
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (utf8Length(encode(`${chars.slice(0, mid).join('').trimEnd()}…`)) <= MAX_PAYLOAD_BYTES) low = mid;
    else high = mid - 1;
  }
  return encode(`${chars.slice(0, low).join('').trimEnd()}…`);
}

type Outcome = 'sent' | 'removed' | 'failed';

/**
 * POSTs to the endpoint connected to the address that was checked (the request's own lookup answers it), so a
 * DNS answer that changes between the check and the connection (rebinding) cannot redirect it. TLS still checks
 * the certificate against the host name. Never follows a redirect; `timeoutMs` bounds the whole exchange.
 * Answers the status; the body is read and dropped, which frees the connection.
 */
function postPinned(
  url: URL,
  pinned: PinnedAddress,
  headers: Record<string, string>,
  body: Buffer,
  timeoutMs: number,
): Promise<number> {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const options: RequestOptions = {
    method: 'POST',
    headers: { ...headers, 'content-length': String(body.length) },
    lookup,
  };
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, options, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => {
        clearTimeout(timer);
        resolve(response.statusCode ?? 0);
      });
      response.on('error', fail);
    });
    const timer = setTimeout(() => request.destroy(new Error(`no answer within ${String(timeoutMs)} ms`)), timeoutMs);
    function fail(error: Error) {
      clearTimeout(timer);
      reject(error);
    }
    request.on('error', fail);
    request.end(body);
  });
}

/**
 * Delivers one web-push message to one subscription: payload encrypted with aes128gcm (RFC 8291) and signed
 * with VAPID by web-push, delivered by our own request so every request has a real time limit (web-push's
 * own `timeout` is only a socket idle timeout), never follows a redirect, and only reaches a public address: the
 * endpoint's host is resolved at every send and refused when any of its addresses is private or reserved (a name
 * the user chose could point at the server's own network), then the request connects to the checked address.
 */
async function deliver(
  deps: NotifierDeps,
  subscription: repo.PushSubscriptionRow,
  payload: string,
  vapidDetails: VapidDetails,
): Promise<Outcome> {
  const origin = new URL(subscription.endpoint).origin;
  try {
    const url = new URL(subscription.endpoint);
    const pinned = await resolvePublicAddress(url.hostname, addressOptions(deps.pushDelivery));
    const details = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      { TTL: deps.pushDelivery.ttlSeconds, contentEncoding: 'aes128gcm', urgency: 'normal', vapidDetails },
    );
    // web-push gives TTL and Content-Length as numbers, whatever its types say; the length is set from the body.
    const rawHeaders: Record<string, string | number> = details.headers;
    const headers = Object.fromEntries(
      Object.entries(rawHeaders)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    const status = await postPinned(url, pinned, headers, details.body, deps.pushDelivery.timeoutMs);
    if (status >= 200 && status < 300) return 'sent';
    if (status === 404 || status === 410) return 'removed';
    deps.logger.error('push service refused a message', { subscriptionId: subscription.id, status, origin });
    return 'failed';
  } catch (error) {
    if (error instanceof AddressRefusedError) {
      deps.logger.error('push endpoint refused: not a public address', {
        subscriptionId: subscription.id,
        origin,
        reason: error.reason,
      });
      return 'failed';
    }
    deps.logger.error('push message not delivered', { subscriptionId: subscription.id, origin, error });
    return 'failed';
  }
}

/**
 * Refuses, at subscription time, an endpoint whose host resolves to a private or reserved address (throws
 * {@link AddressRefusedError}). A name that does not resolve now passes: every send checks it again.
 */
export async function checkEndpoint(deps: Pick<NotifierDeps, 'pushDelivery'>, endpoint: string): Promise<void> {
  try {
    await resolvePublicAddress(new URL(endpoint).hostname, addressOptions(deps.pushDelivery));
  } catch (error) {
    if (error instanceof AddressRefusedError && error.reason === 'unresolved') return;
    throw error;
  }
}

/**
 * Sends one message to all of the user's devices (those `only` keeps, when given: e.g. subscriptions made on a host
 * with WEB_NOTIFICATION on). Delivery problems never throw: gone subscriptions (404/410) are deleted, others are
 * logged and counted. Throws only for a message that cannot be encoded.
 */
export async function notifyUser(
  deps: NotifierDeps,
  userId: number,
  message: PushMessage,
  only?: (subscription: { host: string }) => boolean,
): Promise<NotifyResult> {
  const payload = encodePushPayload(message);
  const subscriptions = (await repo.listByUser(deps.db, userId)).filter((s) => only?.(s) ?? true);
  const result: NotifyResult = { sent: 0, removed: 0, failed: 0 };
  if (subscriptions.length === 0) return result;
  let vapidDetails: VapidDetails;
  try {
    vapidDetails = await deps.vapid();
  } catch (error) {
    deps.logger.error('push keys unavailable', { userId, error });
    return { ...result, failed: subscriptions.length };
  }
  const outcomes = await Promise.all(
    subscriptions.map(async (s) => ({ id: s.id, outcome: await deliver(deps, s, payload, vapidDetails) })),
  );
  const ids = (wanted: Outcome) => outcomes.filter((o) => o.outcome === wanted).map((o) => o.id);
  await repo.deleteByIds(deps.db, ids('removed'));
  await repo.markSent(deps.db, ids('sent'), deps.now());
  for (const o of outcomes) result[o.outcome] += 1;
  return result;
}
