// What other modules use of the idempotency area: the client id → server id mapping of outbox records (an update
// or delete queued behind its own create). The request guard itself lives in idempotency.middleware.ts.
export { rememberClientRecord, serverIdOf, type ClientRecordRef } from './client-records.repository';
