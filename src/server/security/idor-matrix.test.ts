import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRefusedGraphQL, leakedValues, restRoutes, rootOperations, uploadFile } from '../../../tests/support/idor';
import { createTestServer, type TestServer } from '../../../tests/support/test-server';
import { buildSchema } from '../graphql/schema';
import { encodePng } from '../lib/png';

/*
 * The IDOR matrix: every GraphQL root field and REST route that takes an id, a customer code or a file is called by
 * the demo dealer, sales2, vendor and auditor with ids of ANOTHER party (the demo rep `sales` acting for one of its
 * own customers, which none of the four may act for). Each call must be refused (HTTP 4xx, a GraphQL error, a
 * userError, or an empty answer), or — for the calls marked `own` — answer only the caller's own data; and no
 * identifying value of the other party may appear anywhere in any answer. Calls that change data are followed by a
 * check that the other party's data is untouched.
 *
 * The schema's root fields and the app's routes are enumerated: a new operation or route fails the "every
 * operation is covered" tests until it is added to the matrix or to NO_FOREIGN_ID with a reason.
 */

const ROLES = ['dealer', 'sales2', 'vendor', 'auditor'] as const;
type Role = (typeof ROLES)[number];

/** The other party: the rep `sales`, acting for customer `victim`, and what it made there. */
interface Party {
  customer: { id: number; r3: string; isr: string | null; derivedId: string; sorg: string };
  userId: number;
  userName: string;
  /** An article in the victim's cart, with its quantity; also the article of its restock subscription. */
  cartArticle: string;
  cartQty: number;
  /** A named list of the victim's customer (saved from its cart) and its name. */
  cartListId: string;
  cartListName: string;
  visitId: string;
  visitPhotoId: string;
  feedbackPhotoId: string;
  openUploadId: string;
  openUploadKey: string;
  pushEndpoint: string;
  /** The other party's ship-to address and saved payment, and a rate and payment method of its sorg (checkout). */
  shipToId: string;
  savedPaymentId: string;
  rateId: string;
  paymentId: string;
  /** An in-app notification of `sales` and a report it asked for (report download). */
  notificationId: string;
  reportId: string;
  /** An invoice number of the victim's customer (spec 01 §3 Invoice). */
  invoiceNo: string;
  /** The victim's payment request, a payment for it with a proof, and a transfer receipt (payments administration). */
  requestExternalId: string;
  adminPaymentId: string;
  paymentDocId: string;
  receiptId: string;
  /** The victim's waiting payment request of its own payer (paying invoices, spec 01 §7). */
  payerRequestExternalId: string;
  payerCode: string;
  /** The victim's claim (PAA, with a photo and a comment), its file, its client id, and a PDI of a frame of its own. */
  claimId: string;
  claimClientId: string;
  claimFileId: string;
  pdiId: string;
  frameNumber: string;
  /** Values that identify the other party; none may appear in an answer to another user. */
  secrets: string[];
}

interface Case {
  /** `Query.x`, `Mutation.y` or `METHOD /path` (as Hono lists it). */
  operation: string;
  /** `refused`: every role must be refused. `own`: the call may succeed, on the caller's own data only. */
  expect: 'refused' | 'own';
  /** One or more calls (variants) of the operation. */
  calls: (party: Party) => Call[];
}

type Call =
  | {
      kind: 'graphql';
      field: string;
      query: string;
      variables?: Record<string, unknown>;
      /** Extra request headers (checkout needs an Idempotency-Key). */
      headers?: Record<string, string>;
    }
  | { kind: 'rest'; method: string; path: string; body?: unknown };

const gql = (field: string, query: string, variables: Record<string, unknown> = {}): Call => ({
  kind: 'graphql',
  field,
  query,
  variables,
});

/** The victim's order numbers (among the secrets). */
const orderNosOf = (p: Party) => p.secrets.filter((s) => s.startsWith('SO-'));

/** A range of days ending (lastDays) or starting (nextDays) today, both ends included. */
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const lastDays = (days: number) => ({ from: dayOffset(-days), to: dayOffset(0) });
const nextDays = (days: number) => ({ from: dayOffset(0), to: dayOffset(days) });

const VISIT_FIELDS = 'id custCode custName notes photos { slot url } createdBy';
const VISIT_PAYLOAD = `message { status description } userErrors { field message } formVisit { ${VISIT_FIELDS} }`;
const CART_FIELDS = 'lines { id qty sorg product { articleCode } } totalQty';

/** A Polygon visit's input for a customer (the reference values of the seed). */
const visitInput = (custCode: string, notes: string) => ({
  brand: 'polygon',
  custCode,
  brandDisplay: ['POLYGON', 'MARIN'],
  otherMidrange: ['GIANT'],
  seriesList: ['Siskiu'],
  seriesBrand: [{ brand: 'Polygon', series: 'Siskiu' }],
  otherSeriesList: [],
  notes,
});

const CASES: Case[] = [
  // ---- GraphQL
  { operation: 'Query.me', expect: 'own', calls: () => [gql('me', 'query { me { id username name email } }')] },
  // User administration's list of failed sign-ins (spec 01 §6 page.user-management): others' usernames and addresses.
  {
    operation: 'Query.signInFailures',
    expect: 'refused',
    calls: () => [
      gql(
        'signInFailures',
        'query { signInFailures(limit: 50) { username name failures lastAttemptAt locked maskedAddresses } }',
      ),
    ],
  },
  {
    operation: 'Query.customers',
    expect: 'refused',
    calls: (p) =>
      [p.customer.r3, p.customer.derivedId, p.secrets[0] ?? ''].map((search) =>
        gql(
          'customers',
          `query($search: String) { customers(search: $search, limit: 50) { items { id custName custEmail } } }`,
          { search },
        ),
      ),
  },
  {
    operation: 'Query.salesCustomers',
    expect: 'refused',
    calls: (p) => [
      gql(
        'salesCustomers',
        `query($search: String) { salesCustomers(search: $search, limit: 50) { items { id custName } } }`,
        { search: p.customer.r3 },
      ),
    ],
  },
  {
    operation: 'Query.customerArea',
    expect: 'own',
    calls: (p) => [
      gql(
        'customerArea',
        `query($sorgs: [String!]) { customerArea(sorgs: $sorgs) { sorg custCode companyName creditCusts { custCode custName } } }`,
        { sorgs: [p.customer.sorg] },
      ),
    ],
  },
  {
    operation: 'Query.customerCompanies',
    expect: 'own',
    calls: () => [
      gql('customerCompanies', 'query { customerCompanies { code name creditCusts { custCode custName } } }'),
    ],
  },
  {
    operation: 'Query.cart',
    expect: 'refused',
    calls: (p) => [
      gql('cart', `query($ids: [ID!]) { cart(ids: $ids) { ${CART_FIELDS} } }`, {
        ids: [p.cartArticle, `${p.cartArticle}:${p.customer.sorg}`],
      }),
    ],
  },
  {
    operation: 'Mutation.updateProductsInCart',
    expect: 'refused',
    calls: (p) =>
      [p.customer.r3, p.customer.derivedId].map((custCode) =>
        gql(
          'updateProductsInCart',
          `mutation($products: [CartProductInput!]!) { updateProductsInCart(products: $products) {
            message { status description } userErrors { field message } results { articleCode status qty }
            cart { ${CART_FIELDS} } } }`,
          { products: [{ custCode, articleCode: p.cartArticle, sorg: p.customer.sorg, qty: 1 }] },
        ),
      ),
  },
  // Named cart lists: the victim's list id is unknown to everyone else; the list of lists is the caller's own.
  {
    operation: 'Query.cartLists',
    expect: 'own',
    calls: () => [gql('cartLists', 'query { cartLists { id name lineCount createdBy } }')],
  },
  {
    operation: 'Query.cartList',
    expect: 'refused',
    calls: (p) => [
      gql('cartList', `query($id: ID!) { cartList(id: $id) { list { id name } content { ${CART_FIELDS} } } }`, {
        id: p.cartListId,
      }),
    ],
  },
  {
    operation: 'Mutation.renameCartList',
    expect: 'refused',
    calls: (p) => [
      gql(
        'renameCartList',
        `mutation($id: ID!, $name: String!) { renameCartList(id: $id, name: $name) {
          message { status description } userErrors { field message } list { id name } } }`,
        { id: p.cartListId, name: 'Taken over' },
      ),
    ],
  },
  {
    operation: 'Mutation.deleteCartList',
    expect: 'refused',
    calls: (p) => [
      gql(
        'deleteCartList',
        `mutation($id: ID!) { deleteCartList(id: $id) { message { status description } userErrors { field message } id } }`,
        { id: p.cartListId },
      ),
    ],
  },
  {
    operation: 'Mutation.startCartFromList',
    expect: 'refused',
    calls: (p) =>
      (['ADD', 'REPLACE'] as const).map((mode) =>
        gql(
          'startCartFromList',
          `mutation($id: ID!, $mode: CartListStartMode!) { startCartFromList(id: $id, mode: $mode) {
            message { status description } userErrors { field message } results { articleCode status qty }
            changes { kind articleCode } cart { ${CART_FIELDS} } } }`,
          { id: p.cartListId, mode },
        ),
      ),
  },
  ...(['productAnalyzesV3', 'productAnalyzesV2'] as const).map((field): Case => ({
    operation: `Query.${field}`,
    expect: 'refused',
    calls: (p) =>
      [{ custCode: p.customer.derivedId }, { custCode: p.customer.r3 }, { salesUsername: 'sales' }].map((args) =>
        gql(
          field,
          `query($codes: [String!]!, $custCode: String, $salesUsername: String) {
              ${field}(articleCodes: $codes, custCode: $custCode, salesUsername: $salesUsername) {
                articleCode allowToOrder { status description } hasPrice { status description } } }`,
          { codes: [p.cartArticle], ...args },
        ),
      ),
  })),
  {
    operation: 'Query.cartMerchant',
    expect: 'refused',
    calls: (p) => [
      gql(
        'cartMerchant',
        `query($ids: [ID!]) { cartMerchant(ids: $ids) { cart { ${CART_FIELDS} } configs { sorg } } }`,
        {
          ids: [p.cartArticle, `${p.cartArticle}:${p.customer.sorg}`],
        },
      ),
    ],
  },
  {
    operation: 'Mutation.updateUser',
    expect: 'refused',
    calls: (p) =>
      [{ name: 'Taken Over' }, { email: 'taken-over@example.test' }, { username: 'takenover', isFakeEmail: true }].map(
        (user) =>
          gql(
            'updateUser',
            `mutation($id: ID!, $user: UpdateUserInput!) { updateUser(id: $id, user: $user) {
              user { id username name email } password message { status description } userErrors { field message } } }`,
            { id: String(p.userId), user },
          ),
      ),
  },
  {
    operation: 'Query.orderHistory',
    expect: 'own',
    calls: () => [gql('orderHistory', 'query { orderHistory(limit: 50) { items { orderNo sorg } } }')],
  },
  {
    // The victim's order numbers, searched and asked for: no list lists them, no detail answers.
    operation: 'Query.orders',
    expect: 'refused',
    calls: (p) =>
      orderNosOf(p).map((orderNo) =>
        gql(
          'orders',
          `query($filter: OrderListFilterInput) { orders(filter: $filter) { items { orderNo customer shipTo } } }`,
          { filter: { orderNo, limit: 20 } },
        ),
      ),
  },
  {
    operation: 'Query.order',
    expect: 'refused',
    calls: (p) =>
      orderNosOf(p).map((orderNo) =>
        gql('order', `query($orderNo: String!) { order(orderNo: $orderNo) { orderNo customer shipTo } }`, { orderNo }),
      ),
  },
  {
    // No id: the caller's own customer's open orders only, never the victim's lines or names. (createdBy is left
    // out: the rep `sales` also places orders for the demo dealer, whose own orders then say "placed by" the rep.)
    operation: 'Query.openOrderV4',
    expect: 'own',
    calls: () => [
      gql(
        'openOrderV4',
        `query { openOrderV4 { companyCode companyName orders { orderNumber custName shipTo internalNotes }
          deliveries { doNumber detail { orderNo custCode } } } }`,
      ),
    ],
  },
  {
    operation: 'Query.shippedOrders',
    expect: 'own',
    calls: () => [
      gql(
        'shippedOrders',
        `query($from: String!, $to: String!) { shippedOrders(from: $from, to: $to) {
          doNumber custName custCode shipTo detail { orderNo } } }`,
        lastDays(30),
      ),
    ],
  },
  {
    operation: 'Query.openDeliveries',
    expect: 'own',
    calls: () => [
      gql(
        'openDeliveries',
        `query($from: String!, $to: String!) { openDeliveries(from: $from, to: $to) {
          doNumber custName custCode shipTo detail { orderNo } } }`,
        nextDays(30),
      ),
    ],
  },
  {
    // Saved payments are the user's own for the active customer: the victim's sorg names none of the caller's.
    operation: 'Query.savedPayments',
    expect: 'own',
    calls: (p) => [
      gql('savedPayments', `query($sorgs: [String!]) { savedPayments(sorgs: $sorgs) { id sorg type display } }`, {
        sorgs: [p.customer.sorg],
      }),
      gql('savedPayments', `query { savedPayments { id sorg type display } }`),
    ],
  },
  // Invoices and credit (spec 01 §7): the victim's code, sorg or invoice number is refused or answers nothing.
  {
    operation: 'Query.openInvoiceV5',
    expect: 'refused',
    calls: (p) =>
      [p.customer.r3, p.customer.derivedId].map((custCode) =>
        gql(
          'openInvoiceV5',
          `query($c: String!, $s: [String!]!) { openInvoiceV5(custCode: $c, sorgs: $s) { companyCode
            customerAgeing { value invoice { invoiceNo payerCode payerName } } pendingPayment { invoiceNo }
            waitingForPayment { invoiceNo } } }`,
          { c: custCode, s: [p.customer.sorg] },
        ),
      ),
  },
  {
    operation: 'Query.invoice',
    expect: 'refused',
    calls: (p) => [
      gql(
        'invoice',
        `query($n: String!, $s: String!) { invoice(invoiceNo: $n, sorg: $s) { invoiceNo
          installments { payerCode payerName } lines { articleCode } } }`,
        { n: p.invoiceNo, s: p.customer.sorg },
      ),
    ],
  },
  {
    // The victim's invoice: not found, nothing mailed (the victim's mail sink is checked in invoice-mail.test.ts).
    operation: 'Mutation.sendInvoiceEmail',
    expect: 'refused',
    calls: (p) => [
      gql(
        'sendInvoiceEmail',
        `mutation($n: String!, $s: String!) { sendInvoiceEmail(invoiceNumber: $n, sorg: $s) {
          status description userErrors { field message code } } }`,
        { n: p.invoiceNo, s: p.customer.sorg },
      ),
    ],
  },
  {
    operation: 'Query.invoicesByDateRange',
    expect: 'own',
    calls: () => [
      gql(
        'invoicesByDateRange',
        `query($from: String!, $to: String!) { invoicesByDateRange(from: $from, to: $to) {
          invoiceNo payerCode payerName } }`,
        lastDays(30),
      ),
    ],
  },
  {
    operation: 'Query.creditInformation',
    expect: 'own',
    calls: () => [
      gql('creditInformation', 'query { creditInformation { company { code name } custCode reasonBlocked } }'),
    ],
  },
  {
    operation: 'Query.averagePaymentDays',
    expect: 'own',
    calls: () => [gql('averagePaymentDays', 'query { averagePaymentDays { sorg year days } }')],
  },
  // The order desk (administrators only): every other role is refused, whatever order or delivery it names.
  {
    // The victim's notification id: marked read only among the caller's own rows, so nothing changes (checked after).
    operation: 'Mutation.markNotificationsRead',
    expect: 'own',
    calls: (p) => [
      gql('markNotificationsRead', 'mutation($ids: [ID!]) { markNotificationsRead(ids: $ids) }', {
        ids: [p.notificationId],
      }),
    ],
  },
  {
    // No id: a report of the caller's own customer (the roles without one, or without the scope, are refused).
    operation: 'Mutation.exportOpenOrders',
    expect: 'own',
    calls: () => [
      gql('exportOpenOrders', 'mutation { exportOpenOrders { userErrors { message } report { id fileName } } }'),
    ],
  },
  {
    operation: 'Query.deskOrders',
    expect: 'refused',
    calls: (p) => [
      gql('deskOrders', 'query($s: String) { deskOrders(search: $s) { items { orderNo custName } } }', {
        s: p.customer.r3,
      }),
    ],
  },
  {
    operation: 'Query.deskOrder',
    expect: 'refused',
    calls: (p) =>
      orderNosOf(p).map((n) => gql('deskOrder', 'query($n: String!) { deskOrder(orderNo: $n) { custName } }', { n })),
  },
  ...(
    [
      ['acceptOrder', ''],
      ['rejectOrder', ', reason: "no"'],
      ['approveOrderPayment', ''],
      ['failOrderPayment', ''],
      ['voidOrderPayment', ''],
      ['confirmOrderLines', ', confirmations: [{ orderLineId: "1", supplyQty: 1, supplyDate: "2030-01-01" }]'],
      ['createDelivery', ', lines: [{ orderLineId: "1", qty: 1 }], estimatedDeliveryDate: "2030-01-01"'],
    ] as const
  ).map(([field, more]): Case => ({
    operation: `Mutation.${field}`,
    expect: 'refused',
    calls: (p) =>
      orderNosOf(p).map((n) =>
        gql(
          field,
          `mutation($n: String!) { ${field}(orderNo: $n${more}) { userErrors { message } order { custName status } } }`,
          {
            n,
          },
        ),
      ),
  })),
  {
    operation: 'Mutation.shipDelivery',
    expect: 'refused',
    calls: () => [
      gql(
        'shipDelivery',
        'mutation { shipDelivery(doNumber: "DO-1000-000001", deliveryDate: "2030-01-01") { order { custName } } }',
      ),
    ],
  },
  // Paying invoices (spec 01 §7): the victim's request, payer, invoices or saved payment are refused or unknown.
  {
    operation: 'Query.paymentRequests',
    expect: 'own',
    calls: () => [
      gql(
        'paymentRequests',
        'query { paymentRequests(filter: { perPage: 50 }) { items { externalId payerCode payerName } info { count } } }',
      ),
    ],
  },
  {
    operation: 'Query.paymentRequest',
    expect: 'refused',
    calls: (p) => [
      gql('paymentRequest', 'query($id: String!) { paymentRequest(externalId: $id) { externalId payerCode } }', {
        id: p.payerRequestExternalId,
      }),
    ],
  },
  {
    operation: 'Query.paymentRequestsByPayer',
    expect: 'refused',
    calls: (p) =>
      [p.payerCode, 'VICTIM'].map((payer) =>
        gql(
          'paymentRequestsByPayer',
          'query($p: String!, $n: [String!]!) { paymentRequestsByPayer(payerCode: $p, invoiceNumbers: $n) { externalId } }',
          { p: payer, n: [p.invoiceNo] },
        ),
      ),
  },
  {
    operation: 'Query.openInvoicesByPayer',
    expect: 'refused',
    calls: (p) =>
      [p.payerCode, 'VICTIM'].map((payer) =>
        gql(
          'openInvoicesByPayer',
          'query($p: String!, $s: [String!]!) { openInvoicesByPayer(payerCode: $p, sorgs: $s) { invoiceNo payerName } }',
          { p: payer, s: [p.customer.sorg] },
        ),
      ),
  },
  ...(
    [
      ['createPaymentRequest', ', $n: [String!]!', 'invoiceNumbers: $n'],
      ['createPaymentRequestV2', ', $n: [String!]!', 'accountingNumbers: $n'],
      ['createPaymentRequestV3', ', $n: [String!]!', 'accountingNumbers: $n, isPartialPayment: false'],
    ] as const
  ).map(([field, signature, args]): Case => ({
    // The victim's invoice numbers, payer and merchant: refused as not the caller's, nothing created.
    operation: `Mutation.${field}`,
    expect: 'refused',
    calls: (p) => [
      {
        ...gql(
          field,
          `mutation($input: PaymentRequestInput!${signature}) { ${field}(input: $input, ${args}) {
              userErrors { code } paymentRequest { externalId payerCode payerName } } }`,
          {
            input: {
              amount: 1000,
              currency: 'USD',
              payerName: '',
              payerCode: p.payerCode,
              merchant: p.customer.sorg,
              paymentId: p.paymentId,
            },
            n: [p.invoiceNo],
          },
        ),
        headers: { 'Idempotency-Key': randomUUID() },
      },
    ],
  })),
  {
    operation: 'Mutation.voidPaymentRequest',
    expect: 'refused',
    calls: (p) => [
      gql(
        'voidPaymentRequest',
        'mutation($p: String!, $m: String!) { voidPaymentRequest(payerCode: $p, merchant: $m) { userErrors { code } paymentRequest { externalId } } }',
        { p: p.payerCode, m: p.customer.sorg },
      ),
    ],
  },
  {
    operation: 'Mutation.deleteUserPayment',
    expect: 'refused',
    calls: (p) => [
      gql('deleteUserPayment', 'mutation($id: ID!) { deleteUserPayment(id: $id) { deleted userErrors { code } } }', {
        id: p.savedPaymentId,
      }),
    ],
  },
  {
    operation: 'Mutation.simulateTransfer',
    expect: 'refused',
    calls: (p) => [
      {
        ...gql(
          'simulateTransfer',
          'mutation($id: String!) { simulateTransfer(externalId: $id) { userErrors { code } paymentRequest { externalId } } }',
          { id: p.payerRequestExternalId },
        ),
        headers: { 'Idempotency-Key': randomUUID() },
      },
    ],
  },
  {
    operation: 'Mutation.expireOrderPayments',
    expect: 'refused',
    calls: () => [gql('expireOrderPayments', 'mutation { expireOrderPayments { orderNos } }')],
  },
  {
    // The victim's ship-to or saved payment with an otherwise valid order: refused as unknown, nothing placed.
    operation: 'Mutation.checkout',
    expect: 'refused',
    calls: (p) =>
      [
        { shipto: p.shipToId },
        { shipto: p.shipToId, savedPaymentId: p.savedPaymentId },
        // A card or ACH checkout charging the victim's saved payment.
        { shipto: p.shipToId, paymentRequestData: { id: p.savedPaymentId } },
      ].map((ids) => ({
        ...gql(
          'checkout',
          `mutation($input: CheckoutInput!) { checkout(input: $input) {
            message { status description } userErrors { field message code } orders { orderNo shipTo customer } } }`,
          {
            input: {
              shiptoVersion: '1',
              paymentId: p.paymentId,
              products: [{ articleCode: p.cartArticle, sorg: p.customer.sorg, qty: 1, uom: 'PC' }],
              shipments: [{ sorg: p.customer.sorg, rateId: p.rateId }],
              disclaimerAccepted: true,
              ...ids,
            },
          },
        ),
        headers: { 'Idempotency-Key': randomUUID() },
      })),
  },
  {
    // The victim's ship-to addresses carry its name and address: none may reach another caller.
    operation: 'Query.shiptoV2',
    expect: 'own',
    calls: () => [gql('shiptoV2', 'query { shiptoV2 { id code name address city version } }')],
  },
  {
    operation: 'Query.formVisits',
    expect: 'refused',
    calls: (p) => [
      gql(
        'formVisits',
        `query($custCodes: [String!], $id: ID) { formVisits(brand: "polygon", custCodes: $custCodes, id: $id) {
          items { ${VISIT_FIELDS} } } }`,
        { custCodes: [p.customer.derivedId], id: p.visitId },
      ),
      gql('formVisits', `query($id: ID) { formVisits(brand: "polygon", id: $id) { items { ${VISIT_FIELDS} } } }`, {
        id: p.visitId,
      }),
    ],
  },
  {
    operation: 'Query.formVisitSalesCustomers',
    expect: 'own',
    calls: (p) => [
      gql(
        'formVisitSalesCustomers',
        `query($sorg: String) { formVisitSalesCustomers(sorg: $sorg, brand: "polygon") { custCode custName } }`,
        { sorg: p.customer.sorg },
      ),
    ],
  },
  {
    operation: 'Mutation.createFormVisit',
    expect: 'refused',
    calls: (p) => [
      gql(
        'createFormVisit',
        `mutation($input: FormVisitInput!, $photos: [FormVisitPhotoInput!]) {
          createFormVisit(input: $input, photos: $photos) { ${VISIT_PAYLOAD} } }`,
        { input: visitInput(p.customer.derivedId, 'idor'), photos: [{ slot: 'frontShop1', uploadId: p.visitPhotoId }] },
      ),
    ],
  },
  {
    operation: 'Mutation.updateFormVisit',
    expect: 'refused',
    calls: (p) => [
      gql(
        'updateFormVisit',
        `mutation($id: ID!, $input: FormVisitInput!) {
          updateFormVisit(id: $id, baseVersion: 1, input: $input) { ${VISIT_PAYLOAD} } }`,
        { id: p.visitId, input: visitInput(p.customer.derivedId, 'idor') },
      ),
    ],
  },
  {
    operation: 'Mutation.deleteFormVisit',
    expect: 'refused',
    calls: (p) => [
      gql('deleteFormVisit', `mutation($id: ID!) { deleteFormVisit(id: $id) { ${VISIT_PAYLOAD} } }`, {
        id: p.visitId,
      }),
    ],
  },
  {
    operation: 'Mutation.sendCustomerFeedback',
    expect: 'refused',
    calls: (p) =>
      [p.feedbackPhotoId, p.visitPhotoId, p.openUploadId].map((id) =>
        gql(
          'sendCustomerFeedback',
          `mutation($photoIds: [ID!]) { sendCustomerFeedback(message: "idor", photoIds: $photoIds) {
            message { status description } userErrors { field message } } }`,
          { photoIds: [id] },
        ),
      ),
  },
  {
    operation: 'Mutation.subscribeRestockedNotification',
    expect: 'own',
    calls: (p) => [
      gql(
        'subscribeRestockedNotification',
        `mutation($a: String!, $s: String!) { subscribeRestockedNotification(articleCode: $a, sorg: $s) {
          message { status description } userErrors { field message } restockNotification } }`,
        { a: p.cartArticle, s: p.customer.sorg },
      ),
    ],
  },
  {
    operation: 'Mutation.unsubscribeRestockedNotification',
    expect: 'own',
    calls: (p) => [
      gql(
        'unsubscribeRestockedNotification',
        `mutation($a: String!, $s: String!) { unsubscribeRestockedNotification(articleCode: $a, sorg: $s) {
          message { status description } userErrors { field message } restockNotification } }`,
        { a: p.cartArticle, s: p.customer.sorg },
      ),
    ],
  },
  {
    operation: 'Mutation.updateStock',
    expect: 'refused',
    calls: (p) => [
      gql(
        'updateStock',
        `mutation($input: [StockUpdateInput!]!) { updateStock(input: $input) { message { status } updated notified } }`,
        { input: [{ articleCode: p.cartArticle, sorg: p.customer.sorg, location: 'W1', availableQty: 5 }] },
      ),
    ],
  },

  // ---- REST
  { operation: 'GET /api/user', expect: 'own', calls: () => [{ kind: 'rest', method: 'GET', path: '/api/user' }] },
  {
    operation: 'POST /api/change-cust/:id',
    expect: 'refused',
    calls: (p) =>
      [p.customer.derivedId, p.customer.r3].map((id) => ({
        kind: 'rest',
        method: 'POST',
        path: `/api/change-cust/${encodeURIComponent(id)}`,
      })),
  },
  {
    operation: 'POST /api/change-cust',
    expect: 'refused',
    calls: (p) => [
      { kind: 'rest', method: 'POST', path: `/api/change-cust?r3=${encodeURIComponent(p.customer.r3)}` },
      ...(p.customer.isr
        ? [
            {
              kind: 'rest' as const,
              method: 'POST',
              path: `/api/change-cust?isr=${encodeURIComponent(p.customer.isr)}`,
            },
          ]
        : []),
    ],
  },
  {
    operation: 'POST /api/uploads',
    // The caller's own upload for the same record key and slot: a new id, never the other party's.
    expect: 'own',
    calls: (p) => [
      {
        kind: 'rest',
        method: 'POST',
        path: '/api/uploads',
        body: { key: p.openUploadKey, slot: 'photo1', fileName: 'photo', contentType: 'image/png', size: 10 },
      },
    ],
  },
  {
    operation: 'GET /api/uploads/:id',
    expect: 'refused',
    calls: (p) =>
      [p.openUploadId, p.visitPhotoId, p.feedbackPhotoId].map((id) => ({
        kind: 'rest',
        method: 'GET',
        path: `/api/uploads/${id}`,
      })),
  },
  {
    operation: 'PATCH /api/uploads/:id',
    expect: 'refused',
    calls: (p) => [{ kind: 'rest', method: 'PATCH', path: `/api/uploads/${p.openUploadId}`, body: 'x' }],
  },
  {
    operation: 'GET /api/visit-forms/photos/:uploadId',
    expect: 'refused',
    calls: (p) =>
      [p.visitPhotoId, p.feedbackPhotoId].map((id) => ({
        kind: 'rest',
        method: 'GET',
        path: `/api/visit-forms/photos/${id}`,
      })),
  },
  {
    // The victim's report: 404 like an unknown id, nothing of it in the answer.
    operation: 'GET /api/reports/:id/download',
    expect: 'refused',
    calls: (p) => [{ kind: 'rest', method: 'GET', path: `/api/reports/${p.reportId}/download` }],
  },
  {
    // The victim's invoice as a PDF: 404 like an unknown number.
    operation: 'GET /api/invoices/:sorg/:invoiceNo/pdf',
    expect: 'refused',
    calls: (p) => [
      {
        kind: 'rest',
        method: 'GET',
        path: `/api/invoices/${p.customer.sorg}/${encodeURIComponent(p.invoiceNo)}/pdf`,
      },
    ],
  },
  // ---- Payments administration (spec 02 §7) and the payer's receipts (spec 02 §4)
  {
    operation: 'Query.paymentsBySorgAndModule',
    expect: 'refused',
    calls: (p) =>
      (['INVOICE', 'ORDER'] as const).map((m) =>
        gql(
          'paymentsBySorgAndModule',
          'query($s: String!, $m: PaymentModule!) { paymentsBySorgAndModule(sorg: $s, module: $m) { items { id externalId custName } } }',
          { s: p.customer.sorg, m },
        ),
      ),
  },
  ...(
    [
      ['approvePayment', '$id: ID!', 'id: $id', (p: Party) => ({ id: p.adminPaymentId })],
      [
        'uploadPaymentDoc',
        '$id: ID!, $u: ID!',
        'paymentId: $id, uploadId: $u',
        (p: Party) => ({ id: p.adminPaymentId, u: p.openUploadId }),
      ],
      ['deletePaymentDoc', '$id: ID!', 'id: $id', (p: Party) => ({ id: p.paymentDocId })],
      [
        'uploadPayment',
        '$i: UploadPaymentInput!',
        'input: $i',
        (p: Party) => ({
          i: { externalId: p.requestExternalId, amount: 1000, currency: 'USD', uploadId: p.openUploadId },
        }),
      ],
    ] as const
  ).map(([field, signature, args, variables]): Case => ({
    operation: `Mutation.${field}`,
    expect: 'refused',
    calls: (p) => [
      gql(
        field,
        `mutation(${signature}) { ${field}(${args}) { userErrors { code } payment { id custName externalId status { id } } } }`,
        variables(p),
      ),
    ],
  })),
  {
    operation: 'Mutation.voidPayment',
    expect: 'refused',
    calls: (p) =>
      orderNosOf(p).map((n) =>
        gql(
          'voidPayment',
          'mutation($n: String!) { voidPayment(orderNumber: $n) { userErrors { code } payment { id custName } } }',
          {
            n,
          },
        ),
      ),
  },
  {
    operation: 'Mutation.uploadPaymentReceipt',
    expect: 'refused',
    calls: (p) => [
      gql(
        'uploadPaymentReceipt',
        'mutation($e: String!, $u: ID!) { uploadPaymentReceipt(externalId: $e, uploadId: $u) { userErrors { code } paymentRequest { externalId receipts { id } } } }',
        { e: p.requestExternalId, u: p.openUploadId },
      ),
    ],
  },
  {
    operation: 'Mutation.deletePaymentReceipt',
    expect: 'refused',
    calls: (p) => [
      gql(
        'deletePaymentReceipt',
        'mutation($id: ID!) { deletePaymentReceipt(id: $id) { userErrors { code } paymentRequest { externalId receipts { id } } } }',
        { id: p.receiptId },
      ),
    ],
  },
  {
    // A proof of the victim's payment and the victim's transfer receipt: 404 like an unknown id.
    operation: 'GET /api/payments/docs/:id',
    expect: 'refused',
    calls: (p) =>
      [p.paymentDocId, p.receiptId].map((id) => ({
        kind: 'rest' as const,
        method: 'GET',
        path: `/api/payments/docs/${id}`,
      })),
  },
  {
    operation: 'GET /api/notification/subscriptions',
    expect: 'own',
    calls: () => [{ kind: 'rest', method: 'GET', path: '/api/notification/subscriptions' }],
  },
  {
    operation: 'DELETE /api/notification/subscriptions',
    // Answers 204 whatever the endpoint; the other party's subscription must survive (checked after the matrix).
    expect: 'own',
    calls: (p) => [
      { kind: 'rest', method: 'DELETE', path: '/api/notification/subscriptions', body: { endpoint: p.pushEndpoint } },
    ],
  },
];

// Warranty claims and PDI (spec 02 §3–§5): the victim's claim, its file, comments and PDI, by id or client id.
const CLAIM_FIELDS =
  'id referenceNo custCode custName description files { url } comments { comment } consumer { name }';
const CLAIM_PAYLOAD = `userErrors { field message code } claim { ${CLAIM_FIELDS} }`;
const PDI_PAYLOAD = 'userErrors { field message code } pdi { id mechanic custCode custName frameNumber }';
const claimConsumer = { name: 'Taken Over', phone: '5035550000', city: 'X', address: 'Y', email: 'x@example.test' };
const claimBikeInput = (custCode: string, frameNumber: string) => ({
  custCode,
  frameNumber,
  description: 'Taken over',
  contactPersonName: 'Taken Over',
  contactPersonPhone: '5035550000',
  purchaseDate: '2026-01-01',
  consumer: claimConsumer,
  problems: [],
});
const claimPaaInput = (custCode: string) => ({
  custCode,
  nonCodeDescription: 'Taken over',
  qty: 1,
  description: 'Taken over',
  contactPersonName: 'Taken Over',
  contactPersonPhone: '5035550000',
  purchaseDate: '2026-01-01',
  consumer: claimConsumer,
  problems: [],
});
const CLAIM_CASES: Case[] = [
  ...(['claimV2', 'claimAdditionalDocuments', 'claimComments'] as const).map((field): Case => ({
    operation: `Query.${field}`,
    expect: 'refused',
    calls: (p) =>
      [p.claimId, p.claimClientId].map((id) =>
        field === 'claimV2'
          ? gql(
              field,
              `query($id: ID!) { claimV2(id: $id, embed: [COMMENTS, HISTORIES, PDI, RECALLS]) { ${CLAIM_FIELDS} } }`,
              {
                id,
              },
            )
          : field === 'claimComments'
            ? gql(field, 'query($id: ID!) { claimComments(claimId: $id) { id comment } }', { id })
            : gql(field, 'query($id: ID!) { claimAdditionalDocuments(claimId: $id) { id url title } }', { id }),
      ),
  })),
  {
    operation: 'Query.claimsV2',
    expect: 'refused',
    calls: (p) =>
      [p.customer.r3, p.customer.derivedId].map((custCode) =>
        gql('claimsV2', `query($c: String) { claimsV2(custCode: $c, limit: 20) { items { ${CLAIM_FIELDS} } } }`, {
          c: custCode,
        }),
      ),
  },
  {
    operation: 'Query.claimsV3',
    expect: 'refused',
    calls: (p) => [
      gql('claimsV3', `query($c: [String!]) { claimsV3(custCodes: $c, limit: 20) { items { ${CLAIM_FIELDS} } } }`, {
        c: [p.customer.r3, p.customer.derivedId],
      }),
    ],
  },
  {
    // No argument or a search: the caller's own claims' customers (or those it may act for) only.
    operation: 'Query.claimCustomers',
    expect: 'own',
    calls: (p) => [
      gql('claimCustomers', 'query($s: String) { claimCustomers(search: $s) { custCode custName } }', {
        s: p.customer.r3,
      }),
    ],
  },
  {
    operation: 'Query.claimSalesCustomers',
    expect: 'own',
    calls: () => [gql('claimSalesCustomers', 'query { claimSalesCustomers { custCode custName } }')],
  },
  {
    operation: 'Query.dealerInformation',
    expect: 'refused',
    calls: (p) =>
      [p.customer.r3, p.customer.derivedId].map((custCode) =>
        gql('dealerInformation', 'query($c: String!) { dealerInformation(custCode: $c) { custCode custName phone } }', {
          c: custCode,
        }),
      ),
  },
  {
    // The victim's frame: whether stolen and its recalls may be asked; who it was shipped to never answers.
    operation: 'Query.claimRecallFrames',
    expect: 'own',
    calls: (p) => [
      gql(
        'claimRecallFrames',
        `query($f: String!) { claimRecallFrames(frameNumber: $f, embed: [FRAME]) { recalls { code }
          frame { frameShippedTo frameShippedToName frameShippedDelvNo shippedToAnotherCustomer } } }`,
        { f: p.frameNumber },
      ),
    ],
  },
  {
    operation: 'Query.claimStolenBike',
    expect: 'own',
    calls: (p) => [
      gql('claimStolenBike', 'query($f: String!) { claimStolenBike(frameNumber: $f) { stolen message } }', {
        f: p.frameNumber,
      }),
    ],
  },
  {
    operation: 'Query.claimPDIs',
    expect: 'refused',
    calls: (p) => [
      gql(
        'claimPDIs',
        'query($s: String) { claimPDIs(search: $s, showDeleted: true, limit: 20) { items { id mechanic custName } } }',
        { s: p.frameNumber },
      ),
    ],
  },
  {
    operation: 'Query.claimPDI',
    expect: 'refused',
    calls: (p) => [gql('claimPDI', 'query($id: ID!) { claimPDI(id: $id) { id mechanic custName } }', { id: p.pdiId })],
  },
  {
    operation: 'Mutation.createClaimBike',
    expect: 'refused',
    calls: (p) =>
      [p.customer.r3, p.customer.derivedId].map((custCode) =>
        gql(
          'createClaimBike',
          `mutation($i: ClaimBikeInput!, $f: [ClaimFileInput!]) { createClaimBike(input: $i, files: $f) { ${CLAIM_PAYLOAD} } }`,
          { i: claimBikeInput(custCode, 'IDOR0001'), f: [{ slot: 'photo1', uploadId: p.openUploadId }] },
        ),
      ),
  },
  {
    operation: 'Mutation.createClaimPaa',
    expect: 'refused',
    calls: (p) =>
      [p.customer.r3, p.customer.derivedId].map((custCode) =>
        gql('createClaimPaa', `mutation($i: ClaimPaaInput!) { createClaimPaa(input: $i) { ${CLAIM_PAYLOAD} } }`, {
          i: claimPaaInput(custCode),
        }),
      ),
  },
  ...(
    [
      ['updateClaimBike', 'ClaimBikeInput', (p: Party) => claimBikeInput(p.customer.derivedId, 'IDOR0001')],
      ['updateClaimPaa', 'ClaimPaaInput', (p: Party) => claimPaaInput(p.customer.derivedId)],
      ['updateClaimPaaV2', 'ClaimPaaInput', (p: Party) => claimPaaInput(p.customer.derivedId)],
    ] as const
  ).map(([field, type, input]): Case => ({
    operation: `Mutation.${field}`,
    expect: 'refused',
    calls: (p) =>
      [p.claimId, p.claimClientId].map((id) =>
        gql(
          field,
          `mutation($id: ID!, $i: ${type}!) { ${field}(id: $id, baseVersion: 1, input: $i) { ${CLAIM_PAYLOAD} } }`,
          { id, i: input(p) },
        ),
      ),
  })),
  {
    operation: 'Mutation.updateClaimStatus',
    expect: 'refused',
    calls: (p) =>
      ['in-review', 'rejected'].map((newStatus) =>
        gql(
          'updateClaimStatus',
          `mutation($id: ID!, $s: String!) { updateClaimStatus(id: $id, newStatus: $s, reason: "x") { ${CLAIM_PAYLOAD} } }`,
          { id: p.claimId, s: newStatus },
        ),
      ),
  },
  {
    operation: 'Mutation.createClaimComment',
    expect: 'refused',
    calls: (p) =>
      [p.claimId, p.claimClientId].map((id) =>
        gql(
          'createClaimComment',
          'mutation($id: ID!) { createClaimComment(id: $id, comment: "Taken over") { userErrors { code } comment { id } } }',
          { id },
        ),
      ),
  },
  {
    operation: 'Mutation.createClaimAdditionalDocument',
    expect: 'refused',
    calls: (p) => [
      gql(
        'createClaimAdditionalDocument',
        `mutation($id: ID!, $u: ID!) { createClaimAdditionalDocument(claimId: $id, additionalDocument: { slot: "additionalDoc1", uploadId: $u }, title: "x") {
          userErrors { code } additionalDocument { id url } } }`,
        { id: p.claimId, u: p.openUploadId },
      ),
    ],
  },
  {
    operation: 'Mutation.deleteClaimAdditionalDocument',
    expect: 'refused',
    calls: (p) => [
      gql(
        'deleteClaimAdditionalDocument',
        'mutation($id: ID!) { deleteClaimAdditionalDocument(id: $id) { userErrors { code } additionalDocument { id } } }',
        { id: p.claimFileId },
      ),
    ],
  },
  {
    operation: 'Mutation.createClaimPDI',
    expect: 'refused',
    calls: (p) =>
      [p.customer.r3, p.customer.derivedId].map((custCode) =>
        gql('createClaimPDI', `mutation($i: PdiInput!) { createClaimPDI(input: $i) { ${PDI_PAYLOAD} } }`, {
          i: { custCode, frameNumber: 'IDOR0002', mechanic: 'Taken Over', checklist: [] },
        }),
      ),
  },
  {
    operation: 'Mutation.updateClaimPDI',
    expect: 'refused',
    calls: (p) => [
      gql(
        'updateClaimPDI',
        `mutation($id: ID!, $i: PdiInput!) { updateClaimPDI(id: $id, baseVersion: 1, input: $i) { ${PDI_PAYLOAD} } }`,
        {
          id: p.pdiId,
          i: { custCode: p.customer.derivedId, frameNumber: p.frameNumber, mechanic: 'x', checklist: [] },
        },
      ),
    ],
  },
  ...(['deleteClaimPDI', 'restoreClaimPDI'] as const).map((field): Case => ({
    operation: `Mutation.${field}`,
    expect: 'refused',
    calls: (p) => [gql(field, `mutation($id: ID!) { ${field}(id: $id) { ${PDI_PAYLOAD} } }`, { id: p.pdiId })],
  })),
  {
    operation: 'GET /api/claims/files/:id',
    expect: 'refused',
    calls: (p) => [{ kind: 'rest', method: 'GET', path: `/api/claims/files/${p.claimFileId}` }],
  },
];
CASES.push(...CLAIM_CASES);

/** Operations and routes that take no id, customer code or file of another party, each with the reason. */
const NO_FOREIGN_ID: Record<string, string> = {
  'Query.claimUserCapabilities': "no argument; the caller's own capabilities",
  'Query.claimStatus': 'reference data, the same for every user',
  'Query.claimBrandsV2': 'reference data, the same for every user',
  'Query.claimPDIChecklist': 'reference data (the PDI checklist), the same for every user',
  'Query.claimArticles': 'catalog articles by code or words, the same for every claim user',
  'Query.claimArticlesV2': 'catalog articles by code or words, the same for every claim user',
  'Query.claimProblems': "the problem catalogue of an article's category; the customer code only names the form's",
  'Mutation.saveCartAsList': "a name only; saves the token's customer's own cart as its own list",
  'Query.sorgs': 'reference data, the same for every user',
  'Query.configs': 'per-sorg config, the same for every user',
  'Query.activeUserAreaBanners': "no argument; the sorgs of the caller's own areas",
  'Query.bikeCategories': 'catalog reference data',
  'Query.filter': "a category only; the caller's own buyer",
  'Query.productGroups': "catalog filter values only (brands, series, sizes); the token's customer",
  'Query.previousPurchases': "catalog filter values only; the token's customer's own history",
  'Query.frequentPurchases': "catalog filter values only; the token's customer's own history",
  'Query.productDetailsV2': "a product slug (catalog, not a party's); priced for the token's customer",
  'Query.productCounts': "no argument; the token's customer",
  'Query.promotions': "the host sorg's promotions, the same for every catalog user",
  'Query.bestSellers': "a category; the token's customer's sorg",
  'Query.customerShipmentRates': "sorg codes of cart lines; the rates of the token's customer's own sorgs",
  'Query.cartFreightBenefits': "warehouse area names; targets of the token's customer's own sorgs",
  'Query.paymentMethods': "a sorg code; the methods of the token's customer's own sorgs",
  'Query.priceComponents': "a module name; the components of the token's customer's own sorgs",
  'Query.paymentStatuses': 'reference data, the same for every user',
  'Query.searchSuggestion': 'a search term over the catalog',
  'Query.productStock': 'a product slug (catalog stock)',
  'Query.stockOrderConfirmations': 'article codes and quantities (catalog stock)',
  'Query.productsWithMessages': "catalog filter values only; the token's customer",
  'Query.articleDisplays': 'a search over catalog article codes',
  'Query.catalogSync': "a cursor over catalog rows (updatedAt, id); the token's customer",
  'Query.formVisitOtherMidRange': 'reference list of a brand family',
  'Query.formVisitEquipment': 'reference list of a brand family',
  'Query.formVisitBrandDisplay': 'reference list of a brand family',
  'Query.formVisitSeries': 'reference list of a brand family',
  'Mutation.changeLanguage': "a language id; changes only the caller's own user",
  'Mutation.updateProfileUser': "no id: changes only the caller's own user",
  'Mutation.sendTestNotification': "no argument: the caller's own devices",
  'Query.notifications': "a limit only: the caller's own notifications",
  'ALL /*': 'middleware (security headers, compression)',
  'ALL /api/*': 'middleware (maintenance switch) and the 404 of unknown API paths',
  'DELETE /api/*': 'middleware: the request-body limit of every API route, answers no data',
  'OPTIONS /api/*': 'middleware: the request-body limit of every API route, answers no data',
  'PATCH /api/*': 'middleware: the request-body limit of every API route, answers no data',
  'POST /api/*': 'middleware: the request-body limit of every API route, answers no data',
  'PUT /api/*': 'middleware: the request-body limit of every API route, answers no data',
  'ALL /api/images/*': 'middleware of the public product images',
  'GET /api/images/placeholder.svg': 'public catalog image',
  'GET /api/images/products/:groupSlug/:file': 'public catalog image by product slug',
  'GET /api/health': 'no data',
  'POST /api/payments/webhook/:gateway':
    "a gateway's signed event, no user token: refused 401 without a valid signature (payments.test.ts)",
  'GET /api/server/config/:host': 'public host config (basic auth shipped in the client)',
  'GET /api/server/status': 'public host status',
  'GET /api/active-announcements/:host': "public announcements of a host's sorg",
  'POST /api/login': 'credentials, no id',
  'POST /api/refresh-token': 'a refresh token is a secret bearer credential, not an id',
  'POST /api/logout': "ends the family of the caller's own token or refresh token",
  'POST /api/logout-all': "ends every session of the caller's own user; no argument",
  'GET /api/bnrs/image/:file': 'public banner images (traversal tested in hosts.routes.test.ts)',
  'POST /api/password/forgot': 'answers the same for every username (password-reset.test.ts)',
  'POST /api/password/reset': 'a one-time secret token, not an id',
  'GET /api/notification/vapid-public-key': 'the public VAPID key',
  'POST /api/notification/subscriptions':
    "stores the caller's own browser endpoint (a capability URL only that browser knows); answers only its id",
  'GET /api/graphql': 'the GraphQL endpoint: its operations are the Query and Mutation rows of this matrix',
  'POST /api/graphql': 'the GraphQL endpoint: its operations are the Query and Mutation rows of this matrix',
  'GET /manifest.webmanifest': 'public per-host web manifest',
  'ALL /api/dev/*': 'development-only routes (off unless the development switch is on; dev-routes tests)',
  'GET /api/dev/mails': 'development-only route (off unless the development switch is on)',
  'GET /api/dev/consumer-feedback': 'development-only route (off unless the development switch is on)',
  'GET /api/dev/uploads/:id': 'development-only route (off unless the development switch is on)',
  'GET /api/dev/form-visits': 'development-only route (off unless the development switch is on)',
  'POST /api/dev/prices': 'development-only route (off unless the development switch is on)',
};

let server: TestServer;
let party: Party;
const attackerTokens = new Map<Role, string>();

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await server.db.execute(query)) as { rows: T[] }).rows;
}

/** A small real PNG. */
const png = () => encodePng(8, 6, new Uint8Array(8 * 6 * 3).fill(120));

/** Builds the other party's data through the API, as `sales` acting for one of its own customers. */
async function makeParty(): Promise<Party> {
  // A customer of `sales` with order history, in sorg 1000, that none of the four roles may act for.
  const [customer] = await rows<{
    id: number;
    r3: string;
    isr: string | null;
    name: string;
    email: string;
    phone: string;
    sorg: string;
  }>(sql`select c.id, c.cust_code_r_3 as r3, c.cust_code_isr as isr, c.name, c.email, c.phone, ca.sorg
    from customers c
    join user_customers uc on uc.customer_id = c.id join users u on u.id = uc.user_id and u.username = 'sales'
    join customer_areas ca on ca.customer_id = c.id and ca.sorg = '1000'
    where c.cust_code_r_3 is not null and not exists (select 1 from user_customers o join users ou on ou.id = o.user_id
      where o.customer_id = c.id and ou.username in ('dealer', 'sales2', 'vendor', 'auditor'))
    order by (select count(*) from orders o where o.customer_id = c.id) desc, c.id limit 1`);
  if (!customer) throw new Error('no customer of sales only');
  const [invoice] = await rows<{ invoice_no: string }>(
    sql`select invoice_no from invoices where customer_id = ${customer.id} order by due_date limit 1`,
  );
  if (!invoice) throw new Error('the victim has no invoice');
  const orderNos = await rows<{ order_no: string }>(
    sql`select order_no from orders where customer_id = ${customer.id} order by created_at desc limit 5`,
  );
  const [salesUser] = await rows<{ id: number; name: string; email: string }>(
    sql`select id, name, email from users where username = 'sales'`,
  );
  if (!salesUser) throw new Error('no user sales');
  const token = await server.tokenFor('sales', { id: customer.id, custCodeR3: customer.r3 });
  const derivedId = customer.isr ?? customer.r3;
  const call = async <T>(query: string, variables: Record<string, unknown>) => {
    const res = await server.graphql<T>(query, variables, token);
    if (!res.data) throw new Error(`${query}: ${JSON.stringify(res.errors)}`);
    return res.data;
  };

  // A cart line: the first orderable article of the customer's catalog.
  const { catalogSync } = await call<{ catalogSync: { products: { articleCode: string; allowToOrder: boolean }[] } }>(
    'query { catalogSync(limit: 300) { products { articleCode allowToOrder } } }',
    {},
  );
  let cartArticle = '';
  const cartQty = 3;
  for (const product of catalogSync.products.filter((p) => p.allowToOrder)) {
    const { updateProductsInCart } = await call<{ updateProductsInCart: { results: { status: string }[] } }>(
      `mutation($products: [CartProductInput!]!) { updateProductsInCart(products: $products) { results { status } } }`,
      { products: [{ custCode: derivedId, articleCode: product.articleCode, sorg: customer.sorg, qty: cartQty }] },
    );
    if (updateProductsInCart.results[0]?.status === 'ADDED') {
      cartArticle = product.articleCode;
      break;
    }
  }
  if (cartArticle === '') throw new Error('no orderable article for the cart');
  await call(
    `mutation($a: String!, $s: String!) { subscribeRestockedNotification(articleCode: $a, sorg: $s) { restockNotification } }`,
    { a: cartArticle, s: customer.sorg },
  );
  // A named list of the customer, saved from that cart.
  const cartListName = `Victim list ${randomUUID().slice(0, 8)}`;
  const { saveCartAsList } = await call<{ saveCartAsList: { list: { id: string } | null } }>(
    'mutation($name: String!) { saveCartAsList(name: $name) { list { id } } }',
    { name: cartListName },
  );
  if (!saveCartAsList.list) throw new Error('the cart was not saved as a list');
  const cartListId = saveCartAsList.list.id;

  // A visit with a photo, a consumer-voice message with a photo, an upload left open, a push subscription.
  const visitPhotoId = await uploadFile(server, token, png(), { slot: 'frontShop1' });
  const visitNotes = `visit-notes-${randomUUID()}`;
  const { createFormVisit } = await call<{
    createFormVisit: { formVisit: { id: string } | null; userErrors: unknown };
  }>(
    `mutation($input: FormVisitInput!, $photos: [FormVisitPhotoInput!]) { createFormVisit(input: $input, photos: $photos) {
      userErrors { field message } formVisit { id } } }`,
    { input: visitInput(derivedId, visitNotes), photos: [{ slot: 'frontShop1', uploadId: visitPhotoId }] },
  );
  if (!createFormVisit.formVisit) throw new Error(`createFormVisit: ${JSON.stringify(createFormVisit.userErrors)}`);
  const feedbackPhotoId = await uploadFile(server, token, png());
  const feedbackMessage = `feedback-${randomUUID()}`;
  await call(
    `mutation($m: String!, $p: [ID!]) { sendCustomerFeedback(message: $m, photoIds: $p) { message { status } } }`,
    { m: feedbackMessage, p: [feedbackPhotoId] },
  );
  const openUploadKey = randomUUID();
  const openUploadId = await uploadFile(server, token, png(), { key: openUploadKey, complete: false });
  const payments = await paymentIds(customer.id, salesUser.id, token, customer.sorg);
  const claimIds = await claimOf(customer.id, derivedId, cartArticle, token, call);
  const pushEndpoint = `https://fcm.googleapis.com/fcm/send/${randomUUID()}`;
  const pushed = await server.postJson(
    '/api/notification/subscriptions',
    { endpoint: pushEndpoint, expirationTime: null, keys: pushKeys },
    { headers: { authorization: `Bearer ${token}` } },
  );
  if (pushed.status !== 201) throw new Error(`push subscribe: ${String(pushed.status)} ${await pushed.text()}`);
  // A failed sign-in of a username only the other party knows (the administrator's list of failed sign-ins).
  const signInFailureName = `victim-signin-${randomUUID().slice(0, 8)}`;
  const failedSignIn = await server.postJson(
    '/api/login',
    { username: signInFailureName, password: 'Wrong1234' },
    { ip: '198.51.100.23' },
  );
  if (failedSignIn.status !== 401) throw new Error(`failed sign-in: ${String(failedSignIn.status)}`);

  return {
    customer: { id: customer.id, r3: customer.r3, isr: customer.isr, derivedId, sorg: customer.sorg },
    userId: salesUser.id,
    userName: salesUser.name,
    cartArticle,
    cartQty,
    cartListId,
    cartListName,
    visitId: createFormVisit.formVisit.id,
    visitPhotoId,
    feedbackPhotoId,
    openUploadId,
    openUploadKey,
    pushEndpoint,
    ...(await checkoutIds(customer.id, salesUser.id, customer.sorg)),
    ...(await noticeAndReport(customer.id, salesUser.id)),
    invoiceNo: invoice.invoice_no,
    ...(await payerRequestOf(customer.id, customer.sorg)),
    ...payments,
    ...claimIds.ids,
    secrets: [
      ...claimIds.secrets,
      customer.name,
      customer.email,
      customer.phone,
      customer.r3,
      customer.isr ?? '',
      salesUser.name,
      salesUser.email,
      visitNotes,
      feedbackMessage,
      visitPhotoId,
      feedbackPhotoId,
      openUploadId,
      pushEndpoint,
      ...orderNos.map((o) => o.order_no),
      invoice.invoice_no,
      payments.requestExternalId,
      cartListName,
      signInFailureName,
    ].filter((s) => s.trim() !== ''),
  };
}

/**
 * A PAA claim of the victim (the default host allows PAA) with a photo and a comment, and a PDI of a frame shipped
 * to the victim (inserted: the victim has no delivered bikes in the seed).
 */
async function claimOf(
  customerId: number,
  derivedId: string,
  articleCode: string,
  token: string,
  call: <T>(query: string, variables: Record<string, unknown>) => Promise<T>,
) {
  const photo = await uploadFile(server, token, png(), { slot: 'photo1' });
  const claimClientId = `victim-claim-${randomUUID()}`;
  const description = `victim-claim-${randomUUID()}`;
  const { createClaimPaa } = await call<{
    createClaimPaa: { claim: { id: string; referenceNo: string; files: { id: string }[] } | null; userErrors: unknown };
  }>(
    `mutation($i: ClaimPaaInput!, $f: [ClaimFileInput!], $c: String) { createClaimPaa(input: $i, files: $f, clientId: $c) {
      userErrors { field message } claim { id referenceNo files { id } } } }`,
    {
      i: {
        ...claimPaaInput(derivedId),
        articleCode,
        nonCodeDescription: null,
        description,
        consumer: { ...claimConsumer, name: 'Victim Consumer' },
      },
      f: [{ slot: 'photo1', uploadId: photo }],
      c: claimClientId,
    },
  );
  const claim = createClaimPaa.claim;
  if (!claim) throw new Error(`createClaimPaa: ${JSON.stringify(createClaimPaa.userErrors)}`);
  const comment = `victim-comment-${randomUUID()}`;
  await call('mutation($id: ID!, $c: String!) { createClaimComment(id: $id, comment: $c) { comment { id } } }', {
    id: claim.id,
    c: comment,
  });
  const frameNumber = `VICTIM${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;
  await rows(sql`insert into frames (frame_number, shipped_delivery_no, shipped_to_customer_id, shipped_at)
    values (${frameNumber}, 'DO-VICTIM-1', ${customerId}, '2026-01-01')`);
  const mechanic = `victim-mechanic-${randomUUID().slice(0, 8)}`;
  const { createClaimPDI } = await call<{ createClaimPDI: { pdi: { id: string } | null; userErrors: unknown } }>(
    'mutation($i: PdiInput!) { createClaimPDI(input: $i) { userErrors { field message } pdi { id } } }',
    { i: { custCode: derivedId, frameNumber, mechanic, checklist: [] } },
  );
  if (!createClaimPDI.pdi) throw new Error(`createClaimPDI: ${JSON.stringify(createClaimPDI.userErrors)}`);
  return {
    ids: {
      claimId: claim.id,
      claimClientId,
      claimFileId: claim.files[0]?.id ?? '',
      pdiId: createClaimPDI.pdi.id,
      frameNumber,
    },
    secrets: [claim.referenceNo, description, comment, mechanic, 'Victim Consumer', photo, 'DO-VICTIM-1'],
  };
}

/** A waiting payment request of the victim for its first invoice's payer (the payer reads and void). */
async function payerRequestOf(customerId: number, sorg: string) {
  const [invoice] = await rows<{ payer_code: string }>(
    sql`select payer_code from invoices where customer_id = ${customerId} and payer_code <> '' order by due_date limit 1`,
  );
  const payerCode = invoice?.payer_code ?? 'VICTIM';
  const externalId = `PR-PAYER-${randomUUID()}`;
  await rows(sql`insert into payment_requests (customer_id, sorg, payer_code, amount, currency, external_id,
    payment_status, method, virtual_account_no) values (${customerId}, ${sorg}, ${payerCode}, 1000, 'USD',
    ${externalId}, 'waiting', 'Virtual Account', '8808000000000001') returning id`);
  return { payerRequestExternalId: externalId, payerCode };
}

/**
 * A waiting payment request of the victim with a transfer receipt, and a pending payment for it (as the payments
 * administration records one) with a proof; the files are complete uploads of `sales`.
 */
async function paymentIds(customerId: number, userId: number, token: string, sorg: string) {
  const externalId = `PR-VICTIM-${randomUUID()}`;
  const [request] = await rows<{ id: number; sorg: string }>(sql`insert into payment_requests
    (customer_id, sorg, payer_code, amount, currency, external_id, payment_status, method)
    values (${customerId}, ${sorg}, 'VICTIM', 1000, 'USD', ${externalId}, 'waiting', 'Bank Transfer') returning id, sorg`);
  if (!request) throw new Error('no payment request for the victim');
  const [payment] = await rows<{
    id: number;
  }>(sql`insert into payments (payment_request_id, sorg, module, amount, currency, status)
    values (${request.id}, ${request.sorg}, 'invoice', 1000, 'USD', 'pending') returning id`);
  const proof = await uploadFile(server, token, png());
  const receiptFile = await uploadFile(server, token, png());
  const [doc] = await rows<{
    id: number;
  }>(sql`insert into payment_docs (payment_id, file_name, stored_name, uploaded_by)
    values (${payment?.id ?? 0}, 'proof.png', ${proof}, ${userId}) returning id`);
  const [receiptRow] = await rows<{
    id: number;
  }>(sql`insert into payment_docs (payment_request_id, file_name, stored_name, uploaded_by)
    values (${request.id}, 'receipt.png', ${receiptFile}, ${userId}) returning id`);
  if (!payment || !doc || !receiptRow) throw new Error('no payment or documents for the victim');
  return {
    requestExternalId: externalId,
    adminPaymentId: String(payment.id),
    paymentDocId: String(doc.id),
    receiptId: String(receiptRow.id),
  };
}

/** The victim's ship-to and a saved payment of `sales` for it; a rate and a payment method of its sorg. */
async function checkoutIds(customerId: number, userId: number, sorg: string) {
  const [shipTo] = await rows<{ id: number }>(
    sql`select id from ship_to_addresses where customer_id = ${customerId} order by id limit 1`,
  );
  const [rate] = await rows<{ id: number }>(
    sql`select id from shipment_rates where sorg = ${sorg} order by id limit 1`,
  );
  const [method] = await rows<{ id: number; type: string }>(
    sql`select id, type from payment_methods where sorg = ${sorg} order by sort_order, id limit 1`,
  );
  if (!shipTo || !rate || !method) throw new Error('the seed has no ship-to, rate or payment method for checkout');
  const [saved] = await rows<{ id: number }>(sql`insert into saved_payments
    (user_id, customer_id, sorg, type, display, payment_method_id)
    values (${userId}, ${customerId}, ${sorg}, ${method.type}, 'Acct •••• 5150', ${method.id}) returning id`);
  return {
    shipToId: String(shipTo.id),
    savedPaymentId: String(saved?.id ?? ''),
    rateId: String(rate.id),
    paymentId: String(method.id),
  };
}

/** An unread notification of the victim's user and an open-orders report it asked for. */
async function noticeAndReport(customerId: number, userId: number) {
  const [notice] = await rows<{
    id: number;
  }>(sql`insert into user_notifications (user_id, customer_id, kind, params, url)
    values (${userId}, ${customerId}, 'order.placed', '{"orderNo": "SO-VICTIM"}'::jsonb, '/en-us/order/SO-VICTIM')
    returning id`);
  const [report] = await rows<{
    id: string;
  }>(sql`insert into reports (kind, owner_user_id, customer_id, file_name, expires_at)
    values ('open-orders', ${userId}, ${customerId}, 'List Open Order - 01-01-2030.xlsx', now() + interval '1 day')
    returning id`);
  if (!notice || !report) throw new Error('no notification or report for the victim');
  return { notificationId: String(notice.id), reportId: report.id };
}

/** A valid P-256 public key and auth secret (the values are never used to send: the endpoint is unreachable). */
const pushKeys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

async function attackerToken(role: Role): Promise<string> {
  const known = attackerTokens.get(role);
  if (known) return known;
  let token: string;
  if (role === 'sales2') {
    // sales2 acts for one of its own customers, so customer-scoped calls reach their guards.
    const [own] = await rows<{ id: number; r3: string }>(sql`select c.id, c.cust_code_r_3 as r3 from customers c
      join user_customers uc on uc.customer_id = c.id join users u on u.id = uc.user_id and u.username = 'sales2'
      order by c.id limit 1`);
    if (!own) throw new Error('sales2 has no customer');
    token = await server.tokenFor('sales2', { id: own.id, custCodeR3: own.r3 });
  } else {
    token = await server.tokenFor(role);
  }
  attackerTokens.set(role, token);
  return token;
}

/** A GraphQL call with extra headers (server.graphql sends only the token). */
async function graphqlWithHeaders(
  query: string,
  variables: Record<string, unknown>,
  token: string,
  headers: Record<string, string>,
) {
  const res = await server.app.request('http://localhost/api/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  return { ...body, status: res.status };
}

interface Outcome {
  operation: string;
  role: Role;
  status: number;
  refused: boolean;
  leaked: string[];
  body: string;
}

async function run(call: Call, role: Role, operation: string): Promise<Outcome> {
  const token = await attackerToken(role);
  if (call.kind === 'graphql') {
    const res = call.headers
      ? await graphqlWithHeaders(call.query, call.variables ?? {}, token, call.headers)
      : await server.graphql(call.query, call.variables, token);
    const body = JSON.stringify(res);
    return {
      operation,
      role,
      status: res.status,
      refused: isRefusedGraphQL(res.status, res, call.field),
      leaked: leakedValues(body, party.secrets, JSON.stringify(call.variables ?? {})),
      body,
    };
  }
  const init: RequestInit = { method: call.method, headers: { authorization: `Bearer ${token}` } };
  if (call.body !== undefined) {
    const text = typeof call.body === 'string' ? call.body : null;
    init.headers = {
      ...(init.headers as Record<string, string>),
      'content-type': text === null ? 'application/json' : 'application/octet-stream',
      'upload-offset': '0',
    };
    init.body = text ?? JSON.stringify(call.body);
  }
  const res = await server.request(call.path, init);
  const body = await res.text();
  return {
    operation,
    role,
    status: res.status,
    refused: res.status >= 400 && res.status < 500,
    leaked: leakedValues(body, party.secrets, `${call.path} ${JSON.stringify(call.body ?? '')}`),
    body,
  };
}

beforeAll(async () => {
  server = await createTestServer();
  party = await makeParty();
});

afterAll(async () => {
  await server.close();
});

describe('the IDOR matrix covers every operation', () => {
  const covered = new Set(CASES.map((c) => c.operation));

  it('lists every GraphQL root field in the matrix or among the operations without a foreign id', () => {
    const missing = rootOperations(buildSchema()).filter((op) => !covered.has(op) && !(op in NO_FOREIGN_ID));
    expect(missing, 'add these operations to CASES or NO_FOREIGN_ID (with the reason)').toEqual([]);
  });

  it('lists every REST route in the matrix or among the routes without a foreign id', () => {
    const missing = restRoutes(server.app).filter((route) => !covered.has(route) && !(route in NO_FOREIGN_ID));
    expect(missing, 'add these routes to CASES or NO_FOREIGN_ID (with the reason)').toEqual([]);
  });

  it('lists nothing that no longer exists', () => {
    const existing = new Set([...rootOperations(buildSchema()), ...restRoutes(server.app)]);
    const stale = [...covered, ...Object.keys(NO_FOREIGN_ID)].filter(
      (op) => !existing.has(op) && !op.includes(' /api/dev/'),
    );
    expect(stale).toEqual([]);
  });
});

describe("dealer, sales2, vendor and auditor with another party's ids", () => {
  it('are refused or answered with their own data only, and no answer holds the other party’s values', async () => {
    const outcomes: Outcome[] = [];
    for (const testCase of CASES) {
      for (const role of ROLES) {
        for (const call of testCase.calls(party)) outcomes.push(await run(call, role, testCase.operation));
      }
    }
    const byOperation = new Map(CASES.map((c) => [c.operation, c.expect]));
    const notRefused = outcomes.filter((o) => byOperation.get(o.operation) === 'refused' && !o.refused);
    const leaks = outcomes.filter((o) => o.leaked.length > 0);
    const serverErrors = outcomes.filter((o) => o.status >= 500);
    // The figure for the hardening note: operations × roles, the calls made, and the leaks (must be 0).
    console.info(
      `IDOR matrix: ${String(CASES.length)} operations × ${String(ROLES.length)} roles = ` +
        `${String(CASES.length * ROLES.length)} cells, ${String(outcomes.length)} calls, ` +
        `${String(notRefused.length)} not refused, ${String(leaks.length)} leaks`,
    );
    const describe = (o: Outcome) =>
      `${o.role} ${o.operation} → ${String(o.status)} ${o.leaked.join(', ')} ${o.body.slice(0, 300)}`;
    expect(serverErrors.map(describe)).toEqual([]);
    expect(notRefused.map(describe)).toEqual([]);
    expect(leaks.map(describe)).toEqual([]);
    expect(outcomes.length).toBeGreaterThanOrEqual(CASES.length * ROLES.length);
  }, 600_000);

  it("leaves the other party's cart, list, subscriptions, visit and uploads as they were", async () => {
    const [list] = await rows<{ name: string; n: number }>(sql`select l.name,
      (select count(*)::int from cart_list_lines where list_id = l.id) as n from cart_lists l
      where l.id = ${Number(party.cartListId)} and l.customer_id = ${party.customer.id}`);
    expect(list?.name).toBe(party.cartListName);
    expect(list?.n).toBeGreaterThan(0);
    const [line] = await rows<{
      qty: number;
    }>(sql`select cl.qty from cart_lines cl join articles a on a.id = cl.article_id
      where cl.customer_id = ${party.customer.id} and a.article_code = ${party.cartArticle}`);
    expect(line?.qty).toBe(party.cartQty);
    const [restock] = await rows<{ n: number }>(sql`select count(*)::int as n from restock_subscriptions rs
      join articles a on a.id = rs.article_id where rs.user_id = ${party.userId} and a.article_code = ${party.cartArticle}`);
    expect(restock?.n).toBe(1);
    const [visit] = await rows<{ version: number; deleted: boolean }>(
      sql`select version, deleted_at is not null as deleted from form_visits where id = ${party.visitId}`,
    );
    expect(visit).toEqual({ version: 1, deleted: false });
    const [push] = await rows<{ user_id: number }>(
      sql`select user_id from push_subscriptions where endpoint = ${party.pushEndpoint}`,
    );
    expect(push?.user_id).toBe(party.userId);
    const [victim] = await rows<{ name: string; username: string }>(
      sql`select name, username from users where id = ${party.userId}`,
    );
    expect(victim).toEqual({ name: party.userName, username: 'sales' });
    const [open] = await rows<{ received: number }>(
      sql`select received::int as received from uploads where id = ${party.openUploadId}`,
    );
    expect(open?.received).toBe(0);
    const [notice] = await rows<{ read: boolean }>(
      sql`select read_at is not null as read from user_notifications where id = ${party.notificationId}`,
    );
    expect(notice?.read).toBe(false);
    const [claim] = await rows<{ version: number; status_id: string; files: number; comments: number }>(
      sql`select version, status_id, (select count(*)::int from claim_files f where f.claim_id = c.id) as files,
        (select count(*)::int from claim_comments m where m.claim_id = c.id) as comments
        from claims c where c.id = ${Number(party.claimId)}`,
    );
    expect(claim).toEqual({ version: 1, status_id: 'submitted', files: 1, comments: 1 });
    const [pdi] = await rows<{ version: number; is_deleted: boolean }>(
      sql`select version, is_deleted from pdis where id = ${Number(party.pdiId)}`,
    );
    expect(pdi).toEqual({ version: 1, is_deleted: false });
  });
});
