/** The outbox (ARCHITECTURE.md "Offline"): one module for the page and the service worker. */
export { BACKOFF_BASE_MS, BACKOFF_CAP_MS, backoffDelay } from './backoff';
export {
  discard,
  edit,
  enqueue,
  fix,
  OutboxStateError,
  retry,
  type EnqueueRequest,
  type EntryChanges,
  type OutboxFileInput,
  type OutboxStateErrorReason,
} from './enqueue';
export { exportPath, exportUnsent } from './export';
export {
  answeredClaim,
  answeredVisit,
  claimInputOf,
  kindOf,
  outboxKinds,
  answeredPdi,
  pdiInputOf,
  updateProductsInCartDocument,
  visitInputOf,
  type CartUpdateInput,
  type CartUpdatePayload,
  type CartUpdateRowResult,
  type ClaimCommentInput,
  type ClaimOutboxInput,
  type ClaimPayload,
  type ConsumerVoiceInput,
  type OutboxKind,
  type OutboxKindDefinition,
  type PdiOutboxInput,
  type PdiPayload,
  type SendContext,
  type VisitFormOutboxInput,
  type VisitFormPayload,
} from './kinds';
export { classifyFailure, classifyGraphQLAnswer, type SendOutcome } from './outcome';
export {
  getEntry,
  listEntries,
  observe,
  persistenceState,
  requestPersistence,
  storageEstimate,
  unsentCount,
  type OutboxFileInfo,
  type OutboxListItem,
  type PersistenceState,
} from './queries';
export { replayOutbox, type ReplayOptions, type ReplaySummary } from './replay';
export { isSuspended, resume, suspend } from './suspend';
export { fetchTransport, type OutboxSession, type OutboxTransport } from './transport';
export type * from './types';
export { ANY_CUSTOMER } from './types';
export { UPLOAD_CHUNK_BYTES } from './uploads';
