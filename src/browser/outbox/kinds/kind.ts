import type { TypedDocumentString } from '../../gql/graphql';
import { classifyGraphQLAnswer, type SendOutcome } from '../outcome';
import type { ApiClient } from '../transport';
import type { OutboxEntry, OutboxOperation } from '../types';

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
  /**
   * POST /graphql of one of the kind's typed documents (src/browser/gql, checked against the schema) with the
   * entry's Idempotency-Key, classified into an outcome; `field` is the mutation whose payload is the result.
   */
  graphql<Result, Variables>(
    document: TypedDocumentString<Result, Variables>,
    variables: Variables,
    field: keyof Result & string,
  ): Promise<SendOutcome>;
  client: ApiClient;
  now(): number;
}

/**
 * One kind of outbox entry: one file under outbox/kinds, one line in the registry (kinds/index.ts). `Payload` is
 * the mutation's payload as the kind's document asks for it, what a sent entry keeps as its result.
 */
export interface OutboxKindDefinition<Payload = unknown> {
  send(context: SendContext): Promise<SendOutcome>;
  /**
   * A short plain excerpt of what the user entered, for the list view. Not a UI text: the page translates the
   * kind's name itself.
   */
  describe(input: unknown): string;
  /**
   * A sent entry's result (or a refusal's payload) as the kind's payload, or undefined when it is not one (an
   * entry of an older build): the pages read results through this, never by casting.
   */
  readResult(result: unknown): Payload | undefined;
  /**
   * Whether an entry of this kind waits for an earlier unsent entry of another record (the replay sends it only
   * once none is left): e.g. an order drafted offline goes after the cart changes of its customer queued before it.
   * Absent: entries wait only for the earlier entries of their own record.
   */
  waitsFor?(entry: OutboxEntry, earlier: OutboxEntry): boolean;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Whether a value has the `message {status description}` and `userErrors` every mutation payload has. */
export function isMutationPayload(value: unknown): value is Record<string, unknown> {
  return (
    isRecord(value) &&
    isRecord(value.message) &&
    typeof value.message.status === 'string' &&
    Array.isArray(value.userErrors)
  );
}

export function excerpt(text: string, length = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

/**
 * One GraphQL call: the documented headers plus the entry's key, so the server acts once per key, and the
 * entry's own headers (the customer it acts for).
 */
export async function sendGraphQL<Result, Variables>(
  client: ApiClient,
  key: string,
  document: TypedDocumentString<Result, Variables>,
  variables: Variables,
  field: keyof Result & string,
  now: () => number,
  headers: Record<string, string> = {},
): Promise<SendOutcome> {
  const answer = await client.request('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, ...headers },
    body: JSON.stringify({ query: document.toString(), variables }),
    timeoutMs: GRAPHQL_TIMEOUT_MS,
  });
  return classifyGraphQLAnswer(answer, field, now());
}

// A mutation is small; 30 s covers a slow 4G round trip many times over. A timeout is retried with the same key.
const GRAPHQL_TIMEOUT_MS = 30_000;
