import { pdiChecksOf } from '../../../shared/pdi/pdi-checklist';
import { graphql } from '../../gql';
import type { OutboxCreatePdiMutation, PdiInput } from '../../gql/graphql';
import type { SendOutcome } from '../outcome';
import { isMutationPayload, isRecord, type OutboxKindDefinition, type SendContext } from './kind';

/**
 * The outbox's pre-delivery inspections (spec 02 §3 PDI, §5): a create or an update of one PDI, recorded at the
 * workshop stand with or without a connection. No files. Deleting and restoring stay online only.
 */
export interface PdiOutboxInput {
  /** The fields as sent (the checklist's ids are made integers again when sent). */
  pdi?: PdiInput;
  /** Update: the server's id; null for a PDI whose create was queued here and not answered yet. */
  id?: string | null;
  /** Update: the version the edit started from; null for the version the record's previous entry produces. */
  baseVersion?: number | null;
  /** Update: the PDI was created on this device (its record id is the PDI's client id). */
  createdHere?: boolean;
  /** Queued without the network: the frame's recalls were not looked up here; the PDI shows them once it arrives. */
  checksPending?: boolean;
  /** Not sent: the customer's name for the lists, and the form as typed, to open it again. */
  custName: string;
  values?: unknown;
}

/** Every field the pages show of a PDI that arrived through the outbox. */
export const outboxPdiFragment = graphql(`
  fragment OutboxPdi on Pdi {
    id
    clientId
    frameNumber
    articleCode
    description
    mechanic
    custCode
    custName
    checklist {
      id
      checked
    }
    isDeleted
    version
  }
`);

export const createPdiDocument = graphql(`
  mutation OutboxCreatePdi($input: PdiInput!, $clientId: String) {
    createClaimPDI(input: $input, clientId: $clientId) {
      message {
        status
        description
      }
      userErrors {
        field
        message
        code
      }
      pdi {
        ...OutboxPdi
      }
    }
  }
`);

export const updatePdiDocument = graphql(`
  mutation OutboxUpdatePdi($id: ID!, $baseVersion: Int!, $input: PdiInput!) {
    updateClaimPDI(id: $id, baseVersion: $baseVersion, input: $input) {
      message {
        status
        description
      }
      userErrors {
        field
        message
        code
      }
      pdi {
        ...OutboxPdi
      }
    }
  }
`);

/** A PDI mutation's payload as the outbox asks for it (create and update ask alike). */
export type PdiPayload = OutboxCreatePdiMutation['createClaimPDI'];

/** The entry's input, read defensively: an entry may come from an older build. */
export function pdiInputOf(input: unknown): Partial<PdiOutboxInput> {
  return isRecord(input) ? input : {};
}

/** The PDI of a mutation's answer (`{pdi: {id, version}}`), when it holds one. */
export function answeredPdi(result: unknown): { id: string; version: number } | undefined {
  const pdi = isRecord(result) ? result.pdi : undefined;
  if (!isRecord(pdi)) return undefined;
  const { id, version } = pdi;
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof version !== 'number') return undefined;
  return { id: String(id), version };
}

function attention(context: SendContext, message: string, code: string): SendOutcome {
  return { type: 'attention', error: { message, code, at: context.now() } };
}

/** The fields as the server takes them: checklist ids as integers (spec 02 §5); undefined when unusable. */
function fieldsOf(pdi: unknown): PdiInput | undefined {
  if (!isRecord(pdi)) return undefined;
  const { custCode, frameNumber, mechanic } = pdi;
  const checklist = pdiChecksOf(pdi.checklist);
  if (typeof custCode !== 'string' || typeof frameNumber !== 'string' || typeof mechanic !== 'string') return undefined;
  if (checklist === null) return undefined;
  return { custCode, frameNumber, mechanic, checklist };
}

async function target(
  context: SendContext,
  input: Partial<PdiOutboxInput>,
): Promise<{ id: string; baseVersion: number } | undefined> {
  const needsPrevious = typeof input.id !== 'string' || typeof input.baseVersion !== 'number';
  const previous = needsPrevious ? answeredPdi(await context.previousResult()) : undefined;
  // The server also takes the client id of a PDI its caller created (the record id of a create of this device).
  const id =
    typeof input.id === 'string' ? input.id : (previous?.id ?? (input.createdHere ? context.recordId : undefined));
  const baseVersion = typeof input.baseVersion === 'number' ? input.baseVersion : previous?.version;
  return id === undefined || baseVersion === undefined ? undefined : { id, baseVersion };
}

async function send(context: SendContext): Promise<SendOutcome> {
  const input = pdiInputOf(context.input);
  const fields = fieldsOf(input.pdi);
  if (!fields) return attention(context, 'The PDI has no fields to send', 'INVALID_INPUT');
  if (context.op === 'delete') return attention(context, 'A PDI is deleted online only', 'INVALID_INPUT');
  if (context.op === 'update') {
    const found = await target(context, input);
    if (!found) return attention(context, 'The PDI this change belongs to has not reached the server', 'PDI_NOT_SENT');
    return context.graphql(updatePdiDocument, { ...found, input: fields }, 'updateClaimPDI');
  }
  // The record id is the PDI's client id: a second key for the same PDI (a fix) returns the first PDI.
  return context.graphql(createPdiDocument, { input: fields, clientId: context.recordId }, 'createClaimPDI');
}

/** Pre-delivery inspections (spec 02 §5): a create or an update of one PDI, in the order they were recorded. */
export const pdiKind: OutboxKindDefinition<PdiPayload> = {
  send,
  describe: (input) => {
    const { pdi, custName } = pdiInputOf(input);
    const frame = isRecord(pdi) && typeof pdi.frameNumber === 'string' ? pdi.frameNumber : '';
    return [custName, frame].filter((part) => part !== undefined && part !== '').join(' · ');
  },
  readResult: (result) => (isMutationPayload(result) ? (result as PdiPayload) : undefined),
};
