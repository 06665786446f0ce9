import { isClaimFileSlot, type ClaimProductCategory } from '../../../shared/claims/claim-rules';
import { graphql } from '../../gql';
import type { ClaimBikeInput, ClaimPaaInput, OutboxCreateClaimBikeMutation } from '../../gql/graphql';
import type { SendOutcome } from '../outcome';
import { isMutationPayload, isRecord, type OutboxKindDefinition, type SendContext } from './kind';

/**
 * The outbox's warranty claims (spec 02 §5 Claim): a create or an update of one claim, bike or PAA. Its files are
 * the entry's files, one per claim slot (invoice, idCard, photo1–6, video, additionalDoc1–5), uploaded first in
 * chunks and named by upload id; the video goes as it is, images compressed before they are queued.
 */
export interface ClaimOutboxInput {
  productCategory: ClaimProductCategory;
  /** The fields as sent: `bike` for a bike claim, `paa` for a PAA claim. */
  bike?: ClaimBikeInput;
  paa?: ClaimPaaInput;
  /** Update: the server's id; null for a claim whose create was queued here and not answered yet. */
  id?: string | null;
  /** Update: the version the edit started from; null for the version the record's previous entry produces. */
  baseVersion?: number | null;
  /** Update: the claim was created on this device (its record id is the claim's client id). */
  createdHere?: boolean;
  /** Update: slots whose file is removed (slots not named and without a new file keep theirs). */
  removedSlots?: string[];
  /**
   * Queued without the network: the stolen and recall checks could not run on the device; the server runs them
   * when the claim arrives (a stolen frame is refused: the entry then needs attention with the server's reason).
   */
  checksPending?: boolean;
  /** Not sent: the customer's name for the lists, and the form as typed, to open it again. */
  custName: string;
  values?: unknown;
}

/** Every field the pages show of a claim that arrived through the outbox. */
export const outboxClaimFragment = graphql(`
  fragment OutboxClaim on Claim {
    id
    clientId
    referenceNo
    productCategory
    custCode
    custName
    frameNumber
    articleCode
    articleDescription
    status {
      id
      description
      category
    }
    files {
      id
      slot
      url
      fileName
      contentType
      size
      title
    }
    version
    canEdit
    createdAt
    updatedAt
  }
`);

export const createClaimBikeDocument = graphql(`
  mutation OutboxCreateClaimBike($input: ClaimBikeInput!, $files: [ClaimFileInput!], $clientId: String) {
    createClaimBike(input: $input, files: $files, clientId: $clientId) {
      message {
        status
        description
      }
      userErrors {
        field
        message
        code
      }
      claim {
        ...OutboxClaim
      }
    }
  }
`);

export const createClaimPaaDocument = graphql(`
  mutation OutboxCreateClaimPaa($input: ClaimPaaInput!, $files: [ClaimFileInput!], $clientId: String) {
    createClaimPaa(input: $input, files: $files, clientId: $clientId) {
      message {
        status
        description
      }
      userErrors {
        field
        message
        code
      }
      claim {
        ...OutboxClaim
      }
    }
  }
`);

export const updateClaimBikeDocument = graphql(`
  mutation OutboxUpdateClaimBike($id: ID!, $baseVersion: Int!, $input: ClaimBikeInput!, $files: [ClaimFileInput!]) {
    updateClaimBike(id: $id, baseVersion: $baseVersion, input: $input, files: $files) {
      message {
        status
        description
      }
      userErrors {
        field
        message
        code
      }
      claim {
        ...OutboxClaim
      }
    }
  }
`);

// The outbox's version of the PAA edit: files by upload id (updateClaimPaa takes inline files only).
export const updateClaimPaaDocument = graphql(`
  mutation OutboxUpdateClaimPaa($id: ID!, $baseVersion: Int!, $input: ClaimPaaInput!, $files: [ClaimFileInput!]) {
    updateClaimPaaV2(id: $id, baseVersion: $baseVersion, input: $input, files: $files) {
      message {
        status
        description
      }
      userErrors {
        field
        message
        code
      }
      claim {
        ...OutboxClaim
      }
    }
  }
`);

/** A claim mutation's payload as the outbox asks for it (create and update ask alike). */
export type ClaimPayload = OutboxCreateClaimBikeMutation['createClaimBike'];

/** The entry's input, read defensively: an entry may come from an older build. */
export function claimInputOf(input: unknown): Partial<ClaimOutboxInput> {
  return isRecord(input) ? input : {};
}

/** The claim of a mutation's answer (`{claim: {id, version}}`), when it holds one. */
export function answeredClaim(result: unknown): { id: string; version: number } | undefined {
  const claim = isRecord(result) ? result.claim : undefined;
  if (!isRecord(claim)) return undefined;
  const { id, version } = claim;
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof version !== 'number') return undefined;
  return { id: String(id), version };
}

function attention(context: SendContext, message: string, code: string): SendOutcome {
  return { type: 'attention', error: { message, code, at: context.now() } };
}

/** New files by slot (the entry's uploads), in slot order. */
function newFiles(context: SendContext): { slot: string; uploadId: string }[] {
  return context.uploads.filter(({ slot }) => isClaimFileSlot(slot));
}

async function target(
  context: SendContext,
  input: Partial<ClaimOutboxInput>,
): Promise<{ id: string; baseVersion: number } | undefined> {
  const needsPrevious = typeof input.id !== 'string' || typeof input.baseVersion !== 'number';
  const previous = needsPrevious ? answeredClaim(await context.previousResult()) : undefined;
  // The server also takes the client id of a claim its caller created (the record id of a create of this device).
  const id =
    typeof input.id === 'string' ? input.id : (previous?.id ?? (input.createdHere ? context.recordId : undefined));
  const baseVersion = typeof input.baseVersion === 'number' ? input.baseVersion : previous?.version;
  return id === undefined || baseVersion === undefined ? undefined : { id, baseVersion };
}

/** The PAA fields of an entry that has no bike fields (send checks that one of the two is there). */
function paaOf(paa: ClaimPaaInput | undefined): ClaimPaaInput {
  if (!paa) throw new Error('A claim entry without its fields');
  return paa;
}

async function send(context: SendContext): Promise<SendOutcome> {
  const input = claimInputOf(context.input);
  const bike = input.productCategory === 'bike' ? input.bike : undefined;
  const paa = input.productCategory === 'paa' ? input.paa : undefined;
  if (!bike && !paa) return attention(context, 'The claim has no fields to send', 'INVALID_INPUT');
  if (context.op === 'delete') return attention(context, 'A claim cannot be deleted', 'INVALID_INPUT');
  if (context.op === 'update') {
    const found = await target(context, input);
    if (!found)
      return attention(context, 'The claim this change belongs to has not reached the server', 'CLAIM_NOT_SENT');
    const files = [
      ...newFiles(context),
      // A slot replaced by a new file is not also emptied.
      ...(input.removedSlots ?? [])
        .filter((slot) => isClaimFileSlot(slot) && !context.uploads.some((upload) => upload.slot === slot))
        .map((slot) => ({ slot, uploadId: null })),
    ];
    if (bike) return context.graphql(updateClaimBikeDocument, { ...found, input: bike, files }, 'updateClaimBike');
    return context.graphql(updateClaimPaaDocument, { ...found, input: paaOf(paa), files }, 'updateClaimPaaV2');
  }
  // The record id is the claim's client id: a second key for the same claim (a fix) returns the first claim.
  const variables = { files: newFiles(context), clientId: context.recordId };
  if (bike) return context.graphql(createClaimBikeDocument, { ...variables, input: bike }, 'createClaimBike');
  return context.graphql(createClaimPaaDocument, { ...variables, input: paaOf(paa) }, 'createClaimPaa');
}

/** Warranty claims (spec 02 §5): a create or an update of one claim, its files uploaded first. */
export const claimKind: OutboxKindDefinition<ClaimPayload> = {
  send,
  describe: (input) => {
    const { bike, paa, custName } = claimInputOf(input);
    const what = bike?.frameNumber ?? paa?.articleCode ?? paa?.nonCodeDescription ?? '';
    return [custName, what].filter((part) => part !== undefined && part !== '').join(' · ');
  },
  readResult: (result) => (isMutationPayload(result) ? (result as ClaimPayload) : undefined),
};
