import type { AccessTokenIssuer } from './auth/access-token';
import type { Db } from './db/client';
import type { Env } from './env';
import type { Logger } from './lib/logger';
import type { Mailer } from './mail/mailer';
import type { HostsCache } from './modules/hosts/hosts.service';
import type { ChargeCheckoutOrders } from './modules/orders/place-order.service';
import type { PushDelivery } from './modules/push/notifier';
import type { VapidSource } from './modules/push/vapid';
import type { SessionConfig } from './modules/session/session.service';
import type { ServerPaymentGateways } from './payments/payment-gateways';

/** What the routes and resolvers of one server instance share. */
export interface AppDeps {
  db: Db;
  env: Env;
  logger: Logger;
  /** The clock of every service (tests inject one). */
  now: () => Date;
  tokens: AccessTokenIssuer;
  /** Sends the server's e-mails (MAIL_TRANSPORT). */
  mailer: Mailer;
  /** When this process last pruned its housekeeping tables (epoch ms), so it does so at most once an hour. */
  housekeeping: { uploadsPrunedAt: number; sessionsPrunedAt: number };
  /** Mails still being prepared or sent after their request was answered (password reset, order confirmation). */
  pendingMails: Set<Promise<void>>;
  /** Host rows this process read lately (a few seconds), by host name. */
  hostsCache: HostsCache;
  /** The VAPID key pair web push signs with, resolved once per process. */
  vapid: VapidSource;
  /** How web-push messages are delivered (time limit, TTL, which addresses). */
  pushDelivery: PushDelivery;
  /** The refresh tokens' key and lifetime and the sign-in limits. */
  session: SessionConfig;
  /** Folder of uploaded files (DATA_DIR/uploads). */
  uploadsDir: string;
  /** The payment gateways a host may choose (config paymentGateway), with their webhook secrets. */
  paymentGateways: ServerPaymentGateways;
  /**
   * Charges a checkout's card or ACH orders: payments.service chargeCheckoutOrders bound to these deps, handed to
   * the orders module here because payments already depends on orders (no cycle between modules).
   */
  chargeCheckoutOrders: ChargeCheckoutOrders;
}

/**
 * A repository function (SQL, taking the database first) as a service function (taking the deps first), for a
 * module that hands one of its reads to other modules unchanged: they never hold the database itself.
 */
export function withDeps<A extends unknown[], R>(read: (db: Db, ...args: A) => R) {
  return (deps: Pick<AppDeps, 'db'>, ...args: A): R => read(deps.db, ...args);
}
