import { decodeConsumerVoiceMessage, encodeConsumerVoiceMessage } from '../../shared/validation/consumer-voice';
import { classifyGraphQLAnswer, type SendOutcome } from './outcome';
import type { ApiClient } from './transport';
import type { OutboxKind, OutboxOperation } from './types';
import { visitFormKind } from './visit-form-kind';

/** What a kind's sender gets: the frozen input, the server's upload ids of its files, and the entry's client. */
export interface SendContext {
  /** The entry's idempotency key. */
  key: string;
  /** The client id of the record the entry is about (the same for its create and later changes). */
  recordId: string;
  op: OutboxOperation;
  input: unknown;
  /**
   * The server's answer to the record's latest entry sent before this one (the create an update was queued
   * behind, before the server's id was known), or undefined.
   */
  previousResult(): Promise<unknown>;
  /** Upload ids by slot, in slot order (photo1, photo2, … photo10). */
  uploads: { slot: string; uploadId: string }[];
  /** POST /graphql with the entry's Idempotency-Key, classified into an outcome. */
  graphql(document: string, variables: Record<string, unknown>, field: string): Promise<SendOutcome>;
  client: ApiClient;
  now(): number;
}

export interface OutboxKindDefinition {
  send(context: SendContext): Promise<SendOutcome>;
  /**
   * A short plain excerpt of what the user entered, for the list view. Not a UI text: the page translates the
   * kind's name itself.
   */
  describe(input: unknown): string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function excerpt(text: string, length = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

/** The input of a consumer-voice entry: the message as typed (real line breaks) or already encoded. */
export interface ConsumerVoiceInput {
  message: string;
}

// A plain string, not a codegen document: the service worker cannot import src/app.
const SEND_CUSTOMER_FEEDBACK = `mutation OutboxSendCustomerFeedback($message: String!, $photoIds: [ID!]) {
  sendCustomerFeedback(message: $message, photoIds: $photoIds) {
    message { status description }
    userErrors { field message code }
  }
}`;

function messageOf(input: unknown): string {
  return isRecord(input) && typeof input.message === 'string' ? input.message : '';
}

/** The input of a cart-update entry: updateProductsInCart's rows, each with the unit price the user saw. */
export interface CartUpdateInput {
  products: {
    custCode: string;
    articleCode: string;
    sorg: string;
    qty: number;
    uom?: string;
    add?: boolean;
    seenUnitPrice?: number;
  }[];
}

// The server re-prices and re-checks stock when the change arrives; `previousUnitPrice` tells what changed.
const UPDATE_PRODUCTS_IN_CART = `mutation OutboxUpdateProductsInCart($products: [CartProductInput!]!) {
  updateProductsInCart(products: $products) {
    message { status description }
    userErrors { field message code }
    results { articleCode sorg status message qty unitPrice previousUnitPrice }
    cart { totalQty }
  }
}`;

function productsOf(input: unknown): CartUpdateInput['products'] {
  return isRecord(input) && Array.isArray(input.products) ? (input.products as CartUpdateInput['products']) : [];
}

export const outboxKinds: Record<OutboxKind, OutboxKindDefinition> = {
  'consumer-voice': {
    send: (context) =>
      context.graphql(
        SEND_CUSTOMER_FEEDBACK,
        {
          // Spec 01 §5: line breaks travel as backslash + n. Encoding twice changes nothing.
          message: encodeConsumerVoiceMessage(messageOf(context.input)),
          photoIds: context.uploads.map((u) => u.uploadId),
        },
        'sendCustomerFeedback',
      ),
    describe: (input) => excerpt(decodeConsumerVoiceMessage(messageOf(input))),
  },
  'cart-update': {
    send: (context) =>
      context.graphql(UPDATE_PRODUCTS_IN_CART, { products: productsOf(context.input) }, 'updateProductsInCart'),
    describe: (input) =>
      excerpt(
        productsOf(input)
          .map((p) => `${p.articleCode} × ${String(p.qty)}`)
          .join(', '),
      ),
  },
  'visit-form': visitFormKind,
};

/** The definition of a kind, or undefined for a kind this build does not know (an entry from a newer build). */
export function kindOf(kind: string): OutboxKindDefinition | undefined {
  return Object.hasOwn(outboxKinds, kind) ? outboxKinds[kind as OutboxKind] : undefined;
}

/**
 * One GraphQL call: the documented headers plus the entry's key, so the server acts once per key, and the
 * entry's own headers (the customer it acts for).
 */
export async function sendGraphQL(
  client: ApiClient,
  key: string,
  document: string,
  variables: Record<string, unknown>,
  field: string,
  now: () => number,
  headers: Record<string, string> = {},
): Promise<SendOutcome> {
  const answer = await client.request('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, ...headers },
    body: JSON.stringify({ query: document, variables }),
    timeoutMs: GRAPHQL_TIMEOUT_MS,
  });
  return classifyGraphQLAnswer(answer, field, now());
}

// A mutation is small; 30 s covers a slow 4G round trip many times over. A timeout is retried with the same key.
const GRAPHQL_TIMEOUT_MS = 30_000;
