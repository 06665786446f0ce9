// The send context an outbox kind's sender gets, for the kinds' unit tests: GraphQL calls are recorded and answered
// with one result; nothing reaches a network.
import type { SendOutcome } from '../../src/browser/outbox/outcome';
import { ApiClient } from '../../src/browser/outbox/transport';
import type { OutboxOperation } from '../../src/browser/outbox/types';
import type { SendContext } from '../../src/browser/outbox/kinds/index';

export interface SentCall {
  document: string;
  variables: Record<string, unknown>;
  field: string;
}

/** A context for entry 'key-1' of record 'record-1' whose every GraphQL call answers `result`. */
export function recordingSendContext(
  op: OutboxOperation,
  input: unknown,
  result: unknown,
  extra: Partial<SendContext> = {},
): { ctx: SendContext; calls: SentCall[] } {
  const calls: SentCall[] = [];
  const done: SendOutcome = { type: 'done', result };
  const ctx: SendContext = {
    key: 'key-1',
    recordId: 'record-1',
    op,
    input,
    uploads: [],
    previousResult: () => Promise.resolve(undefined),
    graphql: (document, variables, field) => {
      calls.push({ document: document.toString(), variables: variables as Record<string, unknown>, field });
      return Promise.resolve(done);
    },
    client: new ApiClient(
      {
        session: () => Promise.resolve(null),
        refresh: () => Promise.resolve(false),
        fetch: () => Promise.reject(new Error('no network in this test')),
      },
      { userId: '7', customerId: null, accessToken: 'token' },
    ),
    now: () => 1000,
    ...extra,
  };
  return { ctx, calls };
}
