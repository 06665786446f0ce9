import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../tests/support/test-server';

// The home's cards (src/app/features/home/api/home.operations.ts) on the demo seed, as each role asks them: the
// operations must answer for the roles that get the card (shared/home/home-cards.ts) and be refused to the others.

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
}, 120_000);

afterAll(async () => {
  await server.close();
});

const ORDERS = `query HomeOrders { orders(filter: { page: 1, limit: 10 }, withPayment: false) {
  items { id orderNo orderStatus { id description } totalOrder format { currency symbol thousandSeparator decimalSeparator decimalPrecision } createdAt }
  info { count } } }`;
const CART = `query HomeCart { cart { totalQty lines { id qty product { id name articleCodeDisplay } }
  groups { sorg sorgName totalQty total format { currency symbol thousandSeparator decimalSeparator decimalPrecision } } } }`;
const CREDIT = `query HomeCredit { creditInformation { company { code name } sorg currency creditLimit creditExposure openInvoice reasonBlocked } }`;
const PROMOTIONS = `query HomePromotions { promotions { code name tagline badge validTo } }`;
const WAITING = `query HomeWaiting($desk: Boolean!, $claims: Boolean!) {
  pendingB2B: deskOrders(stage: PENDING_B2B, limit: 1) @include(if: $desk) { items { id } info { count } }
  toConfirm: deskOrders(stage: TO_CONFIRM, limit: 1) @include(if: $desk) { items { id } info { count } }
  claimsToDecide: claimsV3(limit: 10, filter: { statusIds: ["submitted", "in-review"] }) @include(if: $claims) { items { id } info { count } } }`;
const VISITS = `query HomeVisits($brand: String!, $today: String!, $from: String!, $to: String!) {
  today: formVisits(brand: $brand, date: $today, limit: 10) { items { id custCode custName createdAt } info { count } }
  week: formVisits(brand: $brand, from: $from, to: $to, limit: 10) { items { id } info { count } } }`;
const SIGN_IN_FAILURES = `query HomeSignInFailures { signInFailures(limit: 10) {
  username name failures lastAttemptAt locked maskedAddresses } }`;
const UNVISITED = `query HomeUnvisited($brand: String!) { formVisitSalesCustomers(brand: $brand) { custCode custName sorg city lastVisitAt } }`;

describe('home cards', () => {
  it("answers the dealer's cards", async () => {
    const token = await server.tokenFor('dealer');
    for (const query of [ORDERS, CART, CREDIT, PROMOTIONS]) {
      const answer = await server.graphql(query, {}, token);
      expect(answer.errors, query).toBeUndefined();
    }
  });

  it("answers the administrator's waiting card", async () => {
    const answer = await server.graphql(WAITING, { desk: true, claims: false }, await server.tokenFor('admin'));
    expect(answer.errors).toBeUndefined();
  });

  it("answers the administrator's sign-in failures and refuses them to the others", async () => {
    const admin = await server.graphql(SIGN_IN_FAILURES, {}, await server.tokenFor('admin'));
    expect(admin.errors).toBeUndefined();
    for (const role of ['dealer', 'sales', 'warranty']) {
      const refused = await server.graphql(SIGN_IN_FAILURES, {}, await server.tokenFor(role));
      expect(refused.errors?.[0]?.extensions?.code, role).toBe('FORBIDDEN');
    }
  });

  it("answers the warranty team's claims to decide, and refuses the desk's counts to a dealer", async () => {
    const warranty = await server.graphql(WAITING, { desk: false, claims: true }, await server.tokenFor('warranty'));
    expect(warranty.errors).toBeUndefined();
    const dealer = await server.graphql(WAITING, { desk: true, claims: false }, await server.tokenFor('dealer'));
    expect(dealer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("answers the rep's visits of today and this week", async () => {
    const answer = await server.graphql(
      VISITS,
      { brand: 'polygon', today: '2026-11-27', from: '2026-11-23', to: '2026-11-29' },
      await server.tokenFor('sales'),
    );
    expect(answer.errors).toBeUndefined();
  });

  it("answers the rep's customers not visited", async () => {
    const answer = await server.graphql(UNVISITED, { brand: 'polygon' }, await server.tokenFor('sales'));
    expect(answer.errors).toBeUndefined();
  });
});
