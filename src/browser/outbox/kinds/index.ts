import { cartUpdateKind } from './cart-update';
import { checkoutKind } from './checkout';
import { claimKind } from './claim';
import { claimCommentKind } from './claim-comment';
import { consumerVoiceKind } from './consumer-voice';
import type { OutboxKindDefinition } from './kind';
import { pdiKind } from './pdi';
import { visitFormKind } from './visit-form';

/**
 * Every kind of outbox entry, by the name its entries are stored under (ARCHITECTURE.md "Offline"). A new kind is
 * one file beside this one and one line here; entries of a kind this build does not know wait for a newer one.
 */
export const outboxKinds = {
  'consumer-voice': consumerVoiceKind,
  'cart-update': cartUpdateKind,
  'visit-form': visitFormKind,
  checkout: checkoutKind,
  claim: claimKind,
  'claim-comment': claimCommentKind,
  pdi: pdiKind,
} satisfies Record<string, OutboxKindDefinition>;

/** What an entry sends: a name of the registry. */
export type OutboxKind = keyof typeof outboxKinds;

/** The definition of a kind, or undefined for a kind this build does not know (an entry from a newer build). */
export function kindOf(kind: string): OutboxKindDefinition | undefined {
  return Object.hasOwn(outboxKinds, kind) ? outboxKinds[kind as OutboxKind] : undefined;
}

export { excerpt, isRecord, sendGraphQL, type OutboxKindDefinition, type SendContext } from './kind';
export {
  cartUpdateKind,
  updateProductsInCartDocument,
  type CartUpdateInput,
  type CartUpdatePayload,
} from './cart-update';
export type { CartUpdateRowResult } from './cart-update';
export {
  CHECKOUT_KIND,
  checkoutDocument,
  checkoutEntryInput,
  checkoutKind,
  checkoutWaitsFor,
  type CheckoutChangeResult,
  type CheckoutEntryInput,
  type CheckoutPayload,
} from './checkout';
export { answeredClaim, claimInputOf, claimKind, type ClaimOutboxInput, type ClaimPayload } from './claim';
export { claimCommentKind, type ClaimCommentInput, type ClaimCommentPayload } from './claim-comment';
export { answeredPdi, pdiInputOf, pdiKind, type PdiOutboxInput, type PdiPayload } from './pdi';
export { consumerVoiceKind, sendCustomerFeedbackDocument, type ConsumerVoiceInput } from './consumer-voice';
export {
  answeredVisit,
  visitFormKind,
  visitInputOf,
  type VisitFormOutboxInput,
  type VisitFormPayload,
} from './visit-form';
