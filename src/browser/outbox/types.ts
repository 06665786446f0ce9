/**
 * The outbox's records (ARCHITECTURE.md "Offline"). One entry is one server call made on the
 * user's behalf, later: its input is frozen once the first byte is sent, and a fix is a new entry with a new key.
 */

import type { OutboxKind } from './kinds';

/** What an entry sends: a kind of the registry (outbox/kinds/index.ts), one file per kind. */
export type { OutboxKind };

/**
 * The `customerId` of an entry queued by an older version for no particular customer (visit forms did so): it is
 * pinned to the session's customer when first claimed and from then on sent for that one.
 */
export const ANY_CUSTOMER = '*';

/**
 * The customer an entry is sent for, by the codes of the token that was active when it was queued (both null for
 * none). Every request of the entry names it (the Acting-Customer header), so the entry goes for that customer
 * whichever one the user acts for when it is sent, and its key stays the same request on the server.
 */
export interface ActingCustomer {
  r3: string | null;
  isr: string | null;
}

export type OutboxOperation = 'create' | 'update' | 'delete';

/**
 * - queued: waiting (for the network, its backoff, or an earlier entry of the same record)
 * - sending: a replay is uploading its files or calling its mutation now
 * - sent: the server answered with a result (kept for the list views; its blobs are freed)
 * - attention: the server refused it (userErrors or 4xx): the user fixes it (a new entry) or discards it
 * - discarded: the user discarded it after confirming (kept, hidden, for the export)
 */
export type OutboxState = 'queued' | 'sending' | 'sent' | 'attention' | 'discarded';

export interface OutboxError {
  /** The server's message (English), or a short client-side description of a network failure. */
  message: string;
  /**
   * The server's machine-readable code (`code` of a REST error, `extensions.code` of a GraphQL error, e.g.
   * CUSTOMER_NOT_YOURS), or the client's NETWORK_ERROR, TIMEOUT, UNEXPECTED_ANSWER, FILE_MISSING, UNKNOWN_KIND:
   * the UI translates by it where it can.
   */
  code?: string;
  /** HTTP status, when the server answered. */
  status?: number;
  /** Field problems of a refused mutation (userErrors). */
  fields?: { field: string; message: string }[];
  at: number;
}

export interface OutboxEntry {
  /** Client-generated UUID, sent as the Idempotency-Key: the server acts once per key. */
  key: string;
  /** FIFO order across all entries. */
  seq: number;
  userId: string;
  /**
   * The active customer when it was queued (r3, else isr; null for none), or {@link ANY_CUSTOMER} (an older
   * version's entry) until its first try pins it.
   */
  customerId: string | null;
  /**
   * The codes of that customer, sent with every request of the entry. Absent on entries of older versions: they
   * go only with a token of their customer (or are pinned to the session's at their first try).
   */
  actingFor?: ActingCustomer;
  kind: OutboxKind;
  op: OutboxOperation;
  /** The client id of the record it is about: entries of one record go in order, after their create. */
  recordId: string;
  input: unknown;
  /** A short human label for the Outbox page (e.g. the first words of a message). */
  label: string;
  state: OutboxState;
  createdAt: number;
  /** When the first byte was sent: from then on the entry is frozen. */
  firstSentAt: number | null;
  attempts: number;
  /** Earliest next try (backoff). */
  nextAttemptAt: number;
  lastError: OutboxError | null;
  /** The server's result, once sent. */
  result: unknown;
  sentAt: number | null;
  /** Total bytes of its files. */
  size: number;
  /** The key of the refused entry this one fixes, if any. */
  replaces: string | null;
  /**
   * The user stopped its upload (spec 02 "Cancellation is supported"): 'paused' by Pause, 'cancelled' by Cancel
   * upload. Not a state of its own: the entry stays queued, keeps the chunks the server acknowledged, and is not
   * sent (nor are the entries waiting behind it) until Resume clears the flag. Absent: sent when due.
   */
  suspended?: OutboxSuspension;
}

/** Why an entry is held by the user: paused, or its upload cancelled (kept in the outbox, resumable). */
export type OutboxSuspension = 'paused' | 'cancelled';

export interface OutboxFile {
  /** `${entryKey}:${slot}` */
  id: string;
  entryKey: string;
  /** The record's file slot, e.g. 'photo1'. The server keys the upload by (entry key, slot). */
  slot: string;
  fileName: string;
  type: string;
  size: number;
  /** Freed (null) once the entry is sent. */
  blob: Blob | null;
  /** The server's upload id, once POST /api/uploads answered. */
  uploadId: string | null;
  /** Bytes the server acknowledged. */
  received: number;
}
