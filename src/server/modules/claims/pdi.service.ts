// Pre-delivery inspections (spec 02 §3 PDI, §5: checklist ids are integers; soft delete and restore): one active
// PDI per frame (restore refused while another is active, docs/decisions.md "Claims"), article data from the frame,
// open recalls as a warning.
import { z } from 'zod';
import { hasScope } from '../../../shared/access/scopes';
import { displayArticleCode } from '../../../shared/catalog/article-code';
import { customerId } from '../../../shared/customers/customer-code';
import { ErrorCode } from '../../../shared/errors/error-codes';
import { frameNumberSchema } from '../../../shared/frames/frame-number';
import { requiredString, textField } from '../../../shared/validation/form-rules';
import type { AppDeps } from '../../app-deps';
import type { Viewer } from '../../auth/viewer';
import type { Db } from '../../db/client';
import type { Pdi, PdiInput, UserError } from '../../generated/resolvers-types';
import { userErrorsOf } from '../../graphql/payload';
import * as frames from '../frames/frames.service';
import * as claimsRepo from './claims.repository';
import * as repo from './pdi.repository';

export type PdiDeps = Pick<AppDeps, 'db' | 'now'>;

export const pdiMessages = {
  notFound: 'This PDI was not found',
  activeExists: 'This frame already has a PDI; edit or delete that one first',
  restoreConflict: 'Another PDI of this frame is active; delete it before restoring this one',
  conflict: 'This PDI was changed meanwhile; check the changes and save again',
  unknownItem: 'This checklist item does not exist',
  deleted: 'This PDI is deleted',
  saved: 'PDI saved',
  updated: 'PDI updated',
  removed: 'PDI deleted',
  restored: 'PDI restored',
  notSaved: 'The PDI was not saved',
  customerNotFound: 'This customer was not found',
  clientId: 'The client id must be 1–100 letters, digits, - or _',
} as const;

const CLIENT_ID = /^(?=.*[A-Za-z_-])[A-Za-z0-9_-]{1,100}$/;
const SERVER_ID = /^[1-9][0-9]{0,8}$/;

const problem = (field: string | null, message: string, code: ErrorCode = ErrorCode.BAD_USER_INPUT): UserError => ({
  field,
  message,
  code,
});

export type PdiOutcome = { ok: true; pdi: Pdi } | { ok: false; userErrors: UserError[]; pdi?: Pdi | null };
const refused = (userErrors: UserError[], pdi?: Pdi | null): PdiOutcome => ({
  ok: false,
  userErrors,
  ...(pdi !== undefined ? { pdi } : {}),
});

const readerOf = (viewer: Viewer) => ({ userId: viewer.id, all: hasScope(viewer.scopes, 'claim.internal-comment') });

/** The checklist answers: integer ids (spec 02 §5 "PDI checklist ids are converted to integers"), each once. */
const pdiInputSchema = z.object({
  custCode: requiredString().max(20),
  frameNumber: frameNumberSchema,
  mechanic: textField({ required: true, max: 100 }),
  checklist: z
    .array(z.object({ id: z.coerce.number().int().positive(), checked: z.boolean() }))
    .max(100)
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, 'A checklist item is named twice'),
});

export async function checklistTemplate(deps: Pick<AppDeps, 'db'>) {
  return repo.checklist(deps.db);
}

/** PDIs in the API's shape, the checks, frames and recalls read once for all. */
async function toGraphQL(db: Db, rows: readonly repo.PdiListRow[]): Promise<Pdi[]> {
  if (rows.length === 0) return [];
  const frameNumbers = [...new Set(rows.map((r) => r.pdi.frameNumber))];
  const [checks, frameRows, recalls] = await Promise.all([
    repo.checksOf(
      db,
      rows.map((r) => r.pdi.id),
    ),
    frames.findFrames({ db }, frameNumbers),
    frames.recallsOfFrames({ db }, frameNumbers),
  ]);
  const frameOf = frameRows;
  return rows.map((row) => {
    const p = row.pdi;
    const frame = frameOf.get(p.frameNumber);
    return {
      id: String(p.id),
      clientId: p.clientId,
      frameNumber: p.frameNumber,
      articleCode: frame?.articleCode ? displayArticleCode(frame.articleCode) : null,
      description: frame?.description ?? '',
      brand: frame?.brandName ?? '',
      merchandise: frame?.mcName ?? '',
      modelYear: frame?.modelYear ?? null,
      model: frame?.model ?? '',
      series: frame?.seriesName ?? '',
      mechanic: p.mechanic,
      custCode: customerId({ isr: row.custCodeIsr, r3: row.custCodeR3 }) ?? '',
      custName: row.custName.toUpperCase(),
      checklist: checks
        .filter((c) => c.pdiId === p.id)
        .map((c) => ({
          id: c.id,
          checklist: c.checklist,
          description: c.description,
          checked: c.checked,
          sorting: c.sorting,
        })),
      isDeleted: p.isDeleted,
      recalls: recalls
        .filter((r) => r.frameNumber === p.frameNumber && r.completedAt === null)
        .map((r) => ({
          id: String(r.id),
          code: r.code,
          title: r.title,
          description: r.description,
          action: r.action,
          completedAt: null,
        })),
      version: p.version,
      createdAt: p.createdAt.toISOString(),
      createdBy: row.createdByName,
      updatedAt: p.updatedAt.toISOString(),
    };
  });
}

/** The PDIs of claims (Claim.pdi): the claim's visibility already decided who reads them. */
export async function pdisOfClaims(deps: Pick<AppDeps, 'db'>, ids: readonly number[]) {
  const list = await toGraphQL(deps.db, await repo.pdisByIds(deps.db, ids));
  return new Map(list.map((p) => [Number(p.id), p]));
}

async function resolvePdiId(db: Db, viewer: Viewer, id: string) {
  if (SERVER_ID.test(id)) return Number(id);
  if (CLIENT_ID.test(id)) return repo.findVisiblePdiIdByClientId(db, readerOf(viewer), id);
  return undefined;
}

async function loadPdi(db: Db, viewer: Viewer, id: number) {
  const row = await repo.findVisiblePdi(db, readerOf(viewer), id);
  if (!row) return null;
  const [pdi] = await toGraphQL(db, [row]);
  return pdi ?? null;
}

export async function pdiById(deps: Pick<AppDeps, 'db'>, viewer: Viewer, args: { id: string }) {
  const id = await resolvePdiId(deps.db, viewer, args.id);
  return id === undefined ? null : loadPdi(deps.db, viewer, id);
}

export async function listPdis(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  args: { search: string | undefined; showDeleted: boolean; page: number; limit: number },
) {
  const { rows, count } = await repo.listPdis(deps.db, readerOf(viewer), args);
  return {
    items: await toGraphQL(deps.db, rows),
    info: { page: args.page, count, pageTotal: Math.max(1, Math.ceil(count / args.limit)) },
  };
}

/** The validated input, its customer (one the viewer may act for) and the checks over the whole template. */
async function prepare(db: Db, viewer: Viewer, input: PdiInput) {
  const parsed = pdiInputSchema.safeParse(input);
  if (!parsed.success) return { ok: false as const, errors: userErrorsOf(parsed.error) };
  const data = parsed.data;
  const customer = await claimsRepo.findCustomerByCode(db, viewer.id, data.custCode, '');
  if (!customer || (!customer.accessible && !readerOf(viewer).all)) {
    return { ok: false as const, errors: [problem('custCode', pdiMessages.customerNotFound, ErrorCode.NOT_FOUND)] };
  }
  const template = await repo.checklist(db);
  const known = new Set(template.map((t) => t.id));
  const errors = data.checklist.flatMap((c, i) =>
    known.has(c.id) ? [] : [problem(`checklist.${String(i)}.id`, pdiMessages.unknownItem)],
  );
  if (errors.length > 0) return { ok: false as const, errors };
  const checked = new Map(data.checklist.map((c) => [c.id, c.checked]));
  return {
    ok: true as const,
    data,
    customerId: customer.id,
    checks: template.map((t) => ({ itemId: t.id, checked: checked.get(t.id) ?? false })),
  };
}

/** Records a PDI of a frame without an active one; a client id the viewer used answers its PDI. */
export async function createPdi(
  deps: PdiDeps,
  viewer: Viewer,
  args: { input: PdiInput; clientId: string | undefined },
): Promise<PdiOutcome> {
  const { clientId } = args;
  if (clientId !== undefined && !CLIENT_ID.test(clientId)) return refused([problem('clientId', pdiMessages.clientId)]);
  const existing = async () => {
    const id = clientId === undefined ? undefined : await repo.findPdiIdByClientId(deps.db, viewer.id, clientId);
    const pdi = id === undefined ? null : await loadPdi(deps.db, viewer, id);
    return pdi ? { ok: true as const, pdi } : undefined;
  };
  const earlier = await existing();
  if (earlier) return earlier;
  const prepared = await prepare(deps.db, viewer, args.input);
  if (!prepared.ok) return refused(prepared.errors);
  const frame = await frames.findFrame(deps, prepared.data.frameNumber);
  const now = deps.now();
  const id = await deps.db.transaction(async (tx) => {
    const row = await repo.insertPdi(tx, {
      frameNumber: prepared.data.frameNumber,
      customerId: prepared.customerId,
      articleId: frame?.articleId ?? null,
      mechanic: prepared.data.mechanic.trim(),
      clientId: clientId ?? null,
      createdBy: viewer.id,
      createdAt: now,
      updatedAt: now,
    });
    if (!row) return undefined;
    await repo.replaceChecks(tx, row.id, prepared.checks);
    return row.id;
  });
  if (id === undefined) {
    const again = await existing();
    if (again) return again;
    return refused([problem('frameNumber', pdiMessages.activeExists, ErrorCode.CONFLICT)]);
  }
  const pdi = await loadPdi(deps.db, viewer, id);
  return pdi ? { ok: true, pdi } : refused([problem(null, pdiMessages.notSaved)]);
}

async function visiblePdi(db: Db, viewer: Viewer, idArg: string) {
  const id = await resolvePdiId(db, viewer, idArg);
  return id === undefined ? undefined : repo.findVisiblePdi(db, readerOf(viewer), id);
}

const notFound = () => problem('id', pdiMessages.notFound, ErrorCode.NOT_FOUND);

/** Changes an active PDI still at `baseVersion` (CONFLICT with the stored PDI otherwise). */
export async function updatePdi(
  deps: PdiDeps,
  viewer: Viewer,
  args: { id: string; baseVersion: number; input: PdiInput },
): Promise<PdiOutcome> {
  const row = await visiblePdi(deps.db, viewer, args.id);
  if (!row) return refused([notFound()]);
  const pdi = row.pdi;
  if (pdi.isDeleted) return refused([problem('id', pdiMessages.deleted, ErrorCode.FORBIDDEN)]);
  const conflict = async () =>
    refused([problem('baseVersion', pdiMessages.conflict, ErrorCode.CONFLICT)], await loadPdi(deps.db, viewer, pdi.id));
  if (pdi.version !== args.baseVersion) return conflict();
  const prepared = await prepare(deps.db, viewer, args.input);
  if (!prepared.ok) return refused(prepared.errors);
  if (prepared.data.frameNumber !== pdi.frameNumber) {
    const other = await repo.activePdiOfFrame(deps.db, prepared.data.frameNumber, pdi.id);
    if (other !== undefined) return refused([problem('frameNumber', pdiMessages.activeExists, ErrorCode.CONFLICT)]);
  }
  const frame = await frames.findFrame(deps, prepared.data.frameNumber);
  const updated = await deps.db.transaction(async (tx) => {
    const changed = await repo.updatePdiAt(tx, pdi.id, args.baseVersion, {
      frameNumber: prepared.data.frameNumber,
      customerId: prepared.customerId,
      articleId: frame?.articleId ?? null,
      mechanic: prepared.data.mechanic.trim(),
      updatedAt: deps.now(),
    });
    if (!changed) return false;
    await repo.replaceChecks(tx, pdi.id, prepared.checks);
    return true;
  });
  if (!updated) return conflict();
  const saved = await loadPdi(deps.db, viewer, pdi.id);
  return saved ? { ok: true, pdi: saved } : refused([notFound()]);
}

/** Soft-deletes a PDI (a repeated delete succeeds). */
export async function deletePdi(deps: PdiDeps, viewer: Viewer, args: { id: string }): Promise<PdiOutcome> {
  const row = await visiblePdi(deps.db, viewer, args.id);
  if (!row) return refused([notFound()]);
  if (!row.pdi.isDeleted) {
    const now = deps.now();
    await repo.updatePdiAt(deps.db, row.pdi.id, row.pdi.version, { isDeleted: true, deletedAt: now, updatedAt: now });
  }
  const pdi = await loadPdi(deps.db, viewer, row.pdi.id);
  return pdi ? { ok: true, pdi } : refused([notFound()]);
}

/** Restores a deleted PDI, refused (CONFLICT) while another PDI of the frame is active. */
export async function restorePdi(deps: PdiDeps, viewer: Viewer, args: { id: string }): Promise<PdiOutcome> {
  const row = await visiblePdi(deps.db, viewer, args.id);
  if (!row) return refused([notFound()]);
  const p = row.pdi;
  if (p.isDeleted) {
    const other = await repo.activePdiOfFrame(deps.db, p.frameNumber, p.id);
    if (other !== undefined) return refused([problem('id', pdiMessages.restoreConflict, ErrorCode.CONFLICT)]);
    try {
      await repo.updatePdiAt(deps.db, p.id, p.version, { isDeleted: false, deletedAt: null, updatedAt: deps.now() });
    } catch (error) {
      // A PDI of the frame made active between the check and the write: the unique index refuses it.
      if (await repo.activePdiOfFrame(deps.db, p.frameNumber, p.id)) {
        return refused([problem('id', pdiMessages.restoreConflict, ErrorCode.CONFLICT)]);
      }
      throw error;
    }
  }
  const pdi = await loadPdi(deps.db, viewer, p.id);
  return pdi ? { ok: true, pdi } : refused([notFound()]);
}
