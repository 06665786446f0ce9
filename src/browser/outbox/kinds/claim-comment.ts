import { graphql } from '../../gql';
import type { OutboxCreateClaimCommentMutation } from '../../gql/graphql';
import { answeredClaim } from './claim';
import { excerpt, isMutationPayload, isRecord, type OutboxKindDefinition } from './kind';

/** A comment on a claim written offline (spec 02 §5 createClaimComment). */
export interface ClaimCommentInput {
  /**
   * The claim's server id, or the client id of a claim queued on this device (the server takes either); the
   * comment's record is the claim's outbox record, so it goes after the claim's create.
   */
  claimId: string;
  comment: string;
  isInternal: boolean;
}

export type ClaimCommentPayload = OutboxCreateClaimCommentMutation['createClaimComment'];

export const createClaimCommentDocument = graphql(`
  mutation OutboxCreateClaimComment($id: ID!, $comment: String!, $isInternal: Boolean, $clientId: String) {
    createClaimComment(id: $id, comment: $comment, isInternal: $isInternal, clientId: $clientId) {
      message {
        status
        description
      }
      userErrors {
        field
        message
        code
      }
      comment {
        id
        comment
        internal
        displayName
        createdAt
        createdBy
      }
    }
  }
`);

export function claimCommentInputOf(input: unknown): Partial<ClaimCommentInput> {
  return isRecord(input) ? input : {};
}

/** Claim comments: one comment, sent once (its entry key is its client id). */
export const claimCommentKind: OutboxKindDefinition<ClaimCommentPayload> = {
  send: async (context) => {
    const input = claimCommentInputOf(context.input);
    // A claim created on this device has its server id in the create's answer once sent; its client id works too.
    const created = answeredClaim(await context.previousResult());
    return context.graphql(
      createClaimCommentDocument,
      {
        id: created?.id ?? input.claimId ?? context.recordId,
        comment: input.comment ?? '',
        isInternal: input.isInternal === true,
        clientId: context.key,
      },
      'createClaimComment',
    );
  },
  describe: (input) => excerpt(claimCommentInputOf(input).comment ?? ''),
  readResult: (result) => (isMutationPayload(result) ? (result as ClaimCommentPayload) : undefined),
};
