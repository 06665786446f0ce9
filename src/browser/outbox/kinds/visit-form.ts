import {
  isVisitPhotoSlot,
  type VisitBrand,
  type VisitFormValues,
  type VisitInput,
  type VisitPhotoSlot,
} from '../../../shared/visit-forms/visit-form';
import { graphql } from '../../gql';
import type { OutboxCreateFormVisitMutation } from '../../gql/graphql';
import type { SendOutcome } from '../outcome';
import { isMutationPayload, isRecord, type OutboxKindDefinition, type SendContext } from './kind';

/**
 * The outbox's store visit forms (spec 02 §5): a create, an update or a delete of one visit. Its photos are the
 * entry's files, one per slot (frontShop1 … displayHangtagShimano), uploaded first and named by upload id.
 */
export interface VisitFormOutboxInput {
  brand: VisitBrand;
  /** The fields as sent ({@link toVisitInput}); absent for a delete. */
  visit?: VisitInput;
  /**
   * Update and delete: the server's id of the visit; null for a visit whose create was queued on this device and
   * not answered when the change was made (the sender takes the id from the create's answer).
   */
  id?: string | null;
  /**
   * Update: the version the edit started from (the server answers CONFLICT when its own is newer); null for the
   * version the record's previous entry produced (an edit of an edit not yet sent).
   */
  baseVersion?: number | null;
  /** Update and delete: the record is a visit created on this device (its record id is the visit's client id). */
  createdHere?: boolean;
  /** Update: slots whose photo is removed (slots not named and without a new file keep theirs). */
  removedSlots?: VisitPhotoSlot[];
  /** Not sent: the customer's name for the lists, and the form as typed, to open it again. */
  custName: string;
  values?: VisitFormValues;
}

/** Every field of a visit, so a refusal's answer (a CONFLICT carries the server's version) can be shown whole. */
export const outboxFormVisitFragment = graphql(`
  fragment OutboxFormVisit on FormVisit {
    id
    clientId
    brand
    sorg
    custCode
    custName
    brandDisplay
    brandDisplayDescription
    otherMidrange
    otherMidrangeDescription
    brandDomination
    qtyPlgGrp
    qtyNonPlgGrp
    seriesList
    seriesBrand {
      brand
      series
    }
    otherSeriesList
    equipment
    equipmentText
    notes
    photos {
      slot
      url
      contentType
      size
      width
      height
    }
    version
    createdAt
    createdBy
    updatedAt
    updatedBy
    canEdit
  }
`);

export const createFormVisitDocument = graphql(`
  mutation OutboxCreateFormVisit($input: FormVisitInput!, $photos: [FormVisitPhotoInput!], $clientId: String) {
    createFormVisit(input: $input, photos: $photos, clientId: $clientId) {
      message {
        status
        description
      }
      userErrors {
        field
        message
        code
      }
      formVisit {
        ...OutboxFormVisit
      }
    }
  }
`);

export const updateFormVisitDocument = graphql(`
  mutation OutboxUpdateFormVisit(
    $id: ID!
    $baseVersion: Int!
    $input: FormVisitInput!
    $photos: [FormVisitPhotoInput!]
  ) {
    updateFormVisit(id: $id, baseVersion: $baseVersion, input: $input, photos: $photos) {
      message {
        status
        description
      }
      userErrors {
        field
        message
        code
      }
      formVisit {
        ...OutboxFormVisit
      }
    }
  }
`);

export const deleteFormVisitDocument = graphql(`
  mutation OutboxDeleteFormVisit($id: ID!) {
    deleteFormVisit(id: $id) {
      message {
        status
        description
      }
      userErrors {
        field
        message
        code
      }
      formVisit {
        ...OutboxFormVisit
      }
    }
  }
`);

/** A visit mutation's payload as the outbox asks for it (create, update and delete ask alike). */
export type VisitFormPayload = OutboxCreateFormVisitMutation['createFormVisit'];

/** The entry's input, read defensively: an entry may come from an older build. */
export function visitInputOf(input: unknown): Partial<VisitFormOutboxInput> {
  return isRecord(input) ? input : {};
}

/** The visit of a mutation's answer (`{formVisit: {id, version}}`), when it holds one. */
export function answeredVisit(result: unknown): { id: string; version: number } | undefined {
  const visit = isRecord(result) ? result.formVisit : undefined;
  if (!isRecord(visit)) return undefined;
  const { id, version } = visit;
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof version !== 'number') return undefined;
  return { id: String(id), version };
}

function notYetCreated(context: SendContext): SendOutcome {
  return {
    type: 'attention',
    error: {
      message: 'The visit this change belongs to has not reached the server',
      code: 'VISIT_NOT_SENT',
      at: context.now(),
    },
  };
}

function missingFields(context: SendContext): SendOutcome {
  return {
    type: 'attention',
    error: { message: 'The visit has no fields to send', code: 'INVALID_INPUT', at: context.now() },
  };
}

/** The server's id and base version of an update or delete: given, or taken from the record's previous answer. */
async function target(
  context: SendContext,
  input: Partial<VisitFormOutboxInput>,
): Promise<{ id: string; baseVersion: number } | undefined> {
  const needsPrevious = typeof input.id !== 'string' || typeof input.baseVersion !== 'number';
  const previous = needsPrevious ? answeredVisit(await context.previousResult()) : undefined;
  // The server also takes the client id of a visit its caller created (the record id of a create of this device).
  const id =
    typeof input.id === 'string' ? input.id : (previous?.id ?? (input.createdHere ? context.recordId : undefined));
  const baseVersion = typeof input.baseVersion === 'number' ? input.baseVersion : previous?.version;
  return id === undefined || baseVersion === undefined ? undefined : { id, baseVersion };
}

/** New photos by slot (the entry's uploads), in the contract's order. */
function newPhotos(context: SendContext): { slot: VisitPhotoSlot; uploadId: string | null }[] {
  return context.uploads.flatMap(({ slot, uploadId }) => (isVisitPhotoSlot(slot) ? [{ slot, uploadId }] : []));
}

async function send(context: SendContext): Promise<SendOutcome> {
  const input = visitInputOf(context.input);
  if (context.op === 'delete') {
    const found = await target(context, { ...input, baseVersion: input.baseVersion ?? 0 });
    if (!found) return notYetCreated(context);
    return context.graphql(deleteFormVisitDocument, { id: found.id }, 'deleteFormVisit');
  }
  // An entry without its fields (none this build makes) is refused here, as the server would refuse it.
  if (!input.visit) return missingFields(context);
  if (context.op === 'update') {
    const found = await target(context, input);
    if (!found) return notYetCreated(context);
    const removed = (input.removedSlots ?? []).filter(isVisitPhotoSlot);
    const photos = [
      ...newPhotos(context),
      // A slot replaced by a new photo is not also removed.
      ...removed
        .filter((slot) => !context.uploads.some((upload) => upload.slot === slot))
        .map((slot) => ({ slot, uploadId: null })),
    ];
    return context.graphql(
      updateFormVisitDocument,
      { id: found.id, baseVersion: found.baseVersion, input: input.visit, photos },
      'updateFormVisit',
    );
  }
  // The record id is the visit's client id: a second key for the same visit (a fix) returns the first visit.
  return context.graphql(
    createFormVisitDocument,
    { input: input.visit, photos: newPhotos(context), clientId: context.recordId },
    'createFormVisit',
  );
}

/** Store visit forms (spec 02 §5): a create, an update or a delete of one visit, its photos uploaded first. */
export const visitFormKind: OutboxKindDefinition<VisitFormPayload> = {
  send,
  describe: (input) => {
    const { brand, custName, visit } = visitInputOf(input);
    const family = brand === 'wim' ? 'WIM' : 'Polygon';
    const customer = custName !== undefined && custName !== '' ? custName : (visit?.custCode ?? '');
    return customer === '' ? family : `${family} · ${customer}`;
  },
  readResult: (result) => (isMutationPayload(result) ? (result as VisitFormPayload) : undefined),
};
