// The acting buyer: what every module that sells to a customer (catalog, cart, orders, and the ones to come) takes
// instead of the GraphQL context. Built once per request by graphql/buyer.ts through customers.service.
import type { HostConfig } from '../../../shared/config/host-config';
import type { CustomerRow } from './customers.tables';

/** The customer's terms in one sorg (spec 01 §3 Customer area, Per-sorg config). */
export interface BuyerSorg {
  sorg: string;
  /** The customer's group there; '' when it has none (the sorg's default prices apply). */
  custGroup: string;
  /** Whether the customer has an area there. */
  inSorg: boolean;
  /** The sorg's own checks (the host's switch turns them on as well). */
  exactQtyCheck: boolean;
  availableStockCheck: boolean;
}

/** How the host writes money (spec 01 §3 Config currency). */
export type MoneyFormat = HostConfig['currency'];

/**
 * Who is buying: the acting customer in the request host's sorg. Prices are those of `custGroup` (else the
 * sorg's '' row), stock that of `sorg`.
 */
export interface Buyer {
  userId: number;
  customer: CustomerRow;
  /** The request host's sorg. */
  sorg: string;
  /** The customer's group in `sorg`; '' when it has none (the sorg's default prices apply). */
  custGroup: string;
  /**
   * Whether the customer has an area in `sorg`. Without one it sees the sorg's catalog at the default prices and
   * cannot buy anything there (every product BLOCKED, sorgBlocked): it buys through its own sorg's host.
   */
  inSorg: boolean;
  /** The customer's terms in every sorg (a cart line of another sorg is priced with these). */
  sorgs: readonly BuyerSorg[];
  /** The request host (normalised) and its config. */
  host: string;
  config: HostConfig;
  /** The host's money format and its first language (mails and texts the server writes). */
  money: MoneyFormat;
  language: string;
  /** The host's or the sorg's availableStockCheck: either one turns the check on. */
  availableStockCheck: boolean;
  /** The host's or the sorg's exactQtyCheck. */
  exactQtyCheck: boolean;
  /** The request time, and its ISO day (the start of the next-arrival window). */
  now: Date;
  today: string;
  /** One object per request, shared by the buyer's copies in other sorgs: the key of per-request memos. */
  request: object;
}
