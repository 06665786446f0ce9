// Over 400 lines: the claim use cases (spec 02 §3–§5, §9): capabilities, reads with their embeds, filing and editing
// with files, status changes with their history and notices, comments and additional documents.
import { randomUUID } from 'node:crypto';
import { hasScope } from '../../../shared/access/scopes';
import { displayArticleCode } from '../../../shared/catalog/article-code';
import {
  claimBikeSchema,
  claimMessages,
  claimPaaSchema,
  claimReferenceNo,
  type ClaimBikeFields,
  type ClaimPaaFields,
} from '../../../shared/claims/claim-input';
import {
  CLAIM_FILE_SLOTS,
  CLAIM_FILE_SLOT_NAMES,
  CLAIM_STATUSES,
  type ClaimCapabilities,
  type ClaimFileSlot,
  type ClaimProductCategory,
} from '../../../shared/claims/claim-rules';
import {
  checkTransition,
  isClaimEditable,
  permittedTransitions,
  statusAfterEdit,
  type ClaimTransition,
} from '../../../shared/claims/claim-workflow';
import { claimWarrantyProblem } from '../../../shared/claims/claim-limits';
import { customerId } from '../../../shared/customers/customer-code';
import { ErrorCode } from '../../../shared/errors/error-codes';
import { localeOrDefault } from '../../../shared/locales';
import {
  formMessages,
  isDateRangeWithin,
  maxLengthMessage,
  requiredString,
  textField,
} from '../../../shared/validation/form-rules';
import type { AppDeps } from '../../app-deps';
import type { Viewer } from '../../auth/viewer';
import type { Db } from '../../db/client';
import type {
  Claim,
  ClaimAdditionalDocument,
  ClaimArticle,
  ClaimComment,
  ClaimFile,
  ClaimHistory,
  ClaimRecall,
  ClaimStatusChange,
  UserError,
} from '../../generated/resolvers-types';
import { userErrorsOf } from '../../graphql/payload';
import * as frames from '../frames/frames.service';
import { hostConfig } from '../hosts/hosts.service';
import { notifyUsers, type NoticeDeps, type UserNotice } from '../push/notifications.service';
import { claimUploads, type UploadsDeps } from '../uploads/uploads.service';
import { checkSlots, storeFiles, type ClaimFileArg, type SlotChange } from './claim-files';
import * as repo from './claims.repository';

export type ClaimsDeps = UploadsDeps & NoticeDeps & Pick<AppDeps, 'env' | 'hostsCache'>;

/** Where a claim file is served (docs/api.md); the route checks that the caller may see the claim. */
export const claimFileUrl = (fileId: number) => `/api/claims/files/${String(fileId)}`;
const attachKey = (claimId: number) => `claim:${String(claimId)}`;

const CLIENT_ID = /^(?=.*[A-Za-z_-])[A-Za-z0-9_-]{1,100}$/;
const SERVER_ID = /^[1-9][0-9]{0,8}$/;

const problem = (field: string | null, message: string, code: ErrorCode = ErrorCode.BAD_USER_INPUT): UserError => ({
  field,
  message,
  code,
});

/** A claim mutation's answer. */
export type ClaimOutcome = { ok: true; claim: Claim } | { ok: false; userErrors: UserError[]; claim?: Claim | null };
const refused = (userErrors: UserError[], claim?: Claim | null): ClaimOutcome => ({
  ok: false,
  userErrors,
  ...(claim !== undefined ? { claim } : {}),
});

/** Rolls a transaction back with the answer to give. */
class Refusal extends Error {
  constructor(readonly userErrors: UserError[]) {
    super('claim refused');
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Capabilities

/** The host's config, or the default host's. */
async function configOf(deps: Pick<AppDeps, 'db' | 'env' | 'hostsCache'>, host: string) {
  const config = (await hostConfig(deps, host)) ?? (await hostConfig(deps, deps.env.DEFAULT_HOST));
  if (!config) throw new Error(`no host config for ${host}`);
  return config;
}

/**
 * What the viewer may do with claims (designed, docs/decisions.md "Claims"): file and edit with page.claim and a
 * customer to act for (dealers, sales users); change status with claim.status-change; see internal comments and
 * every customer's claims with claim.internal-comment (the warranty team); PAA only where the host allows it.
 */
export function capabilitiesOf(viewer: Viewer, allowPaa: boolean): ClaimCapabilities {
  const claimPage = hasScope(viewer.scopes, 'page.claim');
  const actsForCustomers = viewer.isCustomer || viewer.isSales || viewer.hasCustCode;
  const canCreate = claimPage && actsForCustomers;
  return {
    canCreate,
    canEdit: canCreate,
    canChangeStatus: hasScope(viewer.scopes, 'claim.status-change'),
    canSeeInternal: hasScope(viewer.scopes, 'claim.internal-comment'),
    canSeeAllCustomers: hasScope(viewer.scopes, 'claim.internal-comment'),
    canCreatePaa: canCreate && allowPaa,
  };
}

export async function userCapabilities(deps: ClaimsDeps, viewer: Viewer, args: { host: string }) {
  const config = await configOf(deps, args.host);
  return capabilitiesOf(viewer, config.claimAllowPAA);
}

const readerOf = (viewer: Viewer): repo.ClaimReader => ({
  userId: viewer.id,
  all: hasScope(viewer.scopes, 'claim.internal-comment'),
});

// ---------------------------------------------------------------------------------------------------------------
// Reading

export type ClaimEmbedName = 'COMMENTS' | 'HISTORIES' | 'PDI' | 'RECALLS';

interface ReadContext {
  viewer: Viewer;
  capabilities: ClaimCapabilities;
  transitions: readonly ClaimTransition[];
  embed: ReadonlySet<ClaimEmbedName>;
  /** Loads the PDIs of claims (the PDI embed), given by the PDI use cases. */
  pdis?: (ids: readonly number[]) => Promise<Map<number, Claim['pdi']>>;
}

const statusOf = (id: string, description: string, category: string) => ({ id, description, category });

function recallToGraphQL(r: frames.FrameRecall): ClaimRecall {
  return {
    id: String(r.id),
    code: r.code,
    title: r.title,
    description: r.description,
    action: r.action,
    completedAt: r.completedAt ? r.completedAt.toISOString() : null,
  };
}

function commentToGraphQL(row: repo.CommentRow): ClaimComment {
  return {
    id: String(row.comment.id),
    comment: row.comment.comment,
    internal: row.comment.internal,
    displayName: row.displayName,
    createdAt: row.comment.createdAt.toISOString(),
    createdBy: row.username,
  };
}

function fileToGraphQL(file: repo.ClaimFileRow): ClaimFile {
  return {
    id: String(file.id),
    slot: file.slot,
    url: claimFileUrl(file.id),
    fileName: file.fileName,
    contentType: file.contentType,
    size: file.size,
    title: file.title,
  };
}

function additionalDocumentOf(file: repo.ClaimFileRow): ClaimAdditionalDocument | undefined {
  const match = /^additionalDoc([1-5])$/.exec(file.slot);
  if (!match) return undefined;
  return {
    id: String(file.id),
    no: Number(match[1]),
    url: claimFileUrl(file.id),
    title: file.title,
    fileName: file.fileName,
  };
}

const slotOrder = (slot: string) => CLAIM_FILE_SLOT_NAMES.indexOf(slot as ClaimFileSlot);

/** Claims in the API's shape, every relation read once for all of them. */
async function toGraphQL(db: Db, rows: readonly repo.ClaimListRow[], ctx: ReadContext): Promise<Claim[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.claim.id);
  const frameNumbers = [...new Set(rows.flatMap((r) => (r.claim.frameNumber ? [r.claim.frameNumber] : [])))];
  const [problems, files, comments, histories, frameRows, stolen, recalls, groups, pdis] = await Promise.all([
    repo.problemsOf(db, ids),
    repo.filesOf(db, ids),
    ctx.embed.has('COMMENTS') ? repo.commentsOf(db, ids, ctx.capabilities.canSeeInternal) : [],
    ctx.embed.has('HISTORIES') ? repo.historiesOf(db, ids) : [],
    frames.findFrames({ db }, frameNumbers),
    frames.stolenFrames({ db }, frameNumbers),
    frames.recallsOfFrames({ db }, frameNumbers),
    custGroups(db, rows),
    ctx.embed.has('PDI') && ctx.pdis
      ? ctx.pdis(rows.flatMap((r) => (r.claim.pdiId === null ? [] : [r.claim.pdiId])))
      : new Map<number, Claim['pdi']>(),
  ]);
  const frameOf = frameRows;
  return rows.map((row) => {
    const c = row.claim;
    const frame = c.frameNumber ? frameOf.get(c.frameNumber) : undefined;
    const own = files.filter((f) => f.claimId === c.id).sort((a, b) => slotOrder(a.slot) - slotOrder(b.slot));
    const editable = isClaimEditable(c.statusId) && ctx.capabilities.canEdit;
    const next = permittedTransitions(ctx.transitions, {
      fromStatusId: c.statusId,
      productCategory: c.productCategory,
      customerCategory: groups.get(`${String(c.customerId)}:${c.sorg}`) ?? null,
      capabilities: ctx.capabilities,
    });
    return {
      id: String(c.id),
      clientId: c.clientId,
      referenceNo: c.referenceNo,
      productCategory: c.productCategory,
      custCode: customerId({ isr: row.custCodeIsr, r3: row.custCodeR3 }) ?? '',
      custName: row.custName.toUpperCase(),
      sorg: c.sorg,
      status: statusOf(c.statusId, row.statusDescription, row.statusCategory),
      frameNumber: c.frameNumber,
      // Another dealer's code and name only for the warranty team (docs/decisions.md "Claims"): a dealer sees the
      // warning, not who bought the bike.
      ...shippedTo(frame, c.customerId, ctx.capabilities.canSeeAllCustomers),
      articleCode: row.articleCode ? displayArticleCode(row.articleCode) : null,
      articleDescription: row.articleName ?? c.nonCodeDescription,
      nonCode: c.articleId === null && c.nonCodeDescription !== '',
      resolution: c.resolution,
      customerNotes: c.customerNotes,
      qty: c.qty,
      description: c.description,
      brandName: c.brandName,
      mcName: c.mcName,
      productionCode: c.productionCode,
      bikeAttributes: c.bikeAttributes,
      contactPersonName: c.contactPersonName,
      contactPersonPhone: c.contactPersonPhone,
      purchaseDate: c.purchaseDate,
      consumer: {
        name: c.consumerName,
        phone: c.consumerPhone,
        city: c.consumerCity,
        address: c.consumerAddress,
        email: c.consumerEmail,
      },
      problems: problems
        .filter((p) => p.claimId === c.id)
        .map((p) => ({ id: String(p.id), part: p.part, description: p.description, notes: p.notes })),
      files: own.map(fileToGraphQL),
      docs: own.map((f) => ({ docType: f.slot, url: claimFileUrl(f.id) })),
      creditNoteNo: c.creditNoteNo,
      deliveryOrderNo: c.deliveryOrderNo,
      additionalDocuments: own.flatMap((f) => additionalDocumentOf(f) ?? []),
      stolenBike: c.frameNumber !== null && stolen.has(c.frameNumber),
      recallFrames: recalls.filter((r) => r.frameNumber === c.frameNumber).map(recallToGraphQL),
      pdi: c.pdiId === null ? null : (pdis.get(c.pdiId) ?? null),
      isNotAWarranty: c.isNotAWarranty,
      reasonRejection: c.reasonRejection,
      histories: histories
        .filter((h) => h.history.claimId === c.id)
        .map((h): ClaimHistory => ({
          id: String(h.history.id),
          fromStatus:
            h.history.fromStatusId && h.fromDescription && h.fromCategory
              ? statusOf(h.history.fromStatusId, h.fromDescription, h.fromCategory)
              : null,
          toStatus: statusOf(h.history.toStatusId, h.toDescription, h.toCategory),
          reason: h.history.reason,
          displayName: h.displayName ?? '',
          createdAt: h.history.createdAt.toISOString(),
        })),
      comments: comments.filter((cm) => cm.comment.claimId === c.id).map(commentToGraphQL),
      nextStatuses: next.map((t): ClaimStatusChange => ({
        status: statusOf(
          t.toStatusId,
          CLAIM_STATUSES[t.toStatusId as keyof typeof CLAIM_STATUSES].description,
          CLAIM_STATUSES[t.toStatusId as keyof typeof CLAIM_STATUSES].category,
        ),
        needsReason: t.needsReason,
        sideEffect: t.sideEffect,
      })),
      canEdit: editable,
      version: c.version,
      createdAt: c.createdAt.toISOString(),
      createdBy: row.createdByName,
      updatedAt: c.updatedAt.toISOString(),
    };
  });
}

/** Where a frame was shipped, as a viewer may see it: another customer's code and name only with `seeAll`. */
function shippedTo(frame: frames.FrameInfo | undefined, customerIdFor: number | null, seeAll: boolean) {
  const elsewhere =
    customerIdFor !== null && frame?.shippedToCustomerId != null && frame.shippedToCustomerId !== customerIdFor;
  const own = customerIdFor !== null && frame?.shippedToCustomerId === customerIdFor;
  const visible = frame !== undefined && frame.shippedToCustomerId !== null && (seeAll || own);
  return {
    frameShippedDelvNo: visible ? frame.shippedDeliveryNo : null,
    frameShippedTo: visible ? frame.shippedToCode : null,
    frameShippedToName: visible ? frame.shippedToName : null,
    shippedToAnotherCustomer: elsewhere,
  };
}

async function custGroups(db: Db, rows: readonly repo.ClaimListRow[]) {
  const out = new Map<string, string | null>();
  for (const sorg of new Set(rows.map((r) => r.claim.sorg))) {
    const ids = [...new Set(rows.filter((r) => r.claim.sorg === sorg).map((r) => r.claim.customerId))];
    for (const [id, group] of await repo.custGroupsOf(db, ids, sorg)) out.set(`${String(id)}:${sorg}`, group);
  }
  return out;
}

async function readContext(
  deps: ClaimsDeps,
  viewer: Viewer,
  host: string,
  embed: readonly ClaimEmbedName[] = [],
  pdis?: ReadContext['pdis'],
): Promise<ReadContext> {
  const [capabilities, transitions] = await Promise.all([
    userCapabilities(deps, viewer, { host }),
    repo.listTransitions(deps.db),
  ]);
  return { viewer, capabilities, transitions, embed: new Set(embed), ...(pdis ? { pdis } : {}) };
}

/** The server id an id argument names: the id, or the client id of a claim the viewer may see. */
async function resolveClaimId(db: Db, viewer: Viewer, id: string): Promise<number | undefined> {
  if (SERVER_ID.test(id)) return Number(id);
  if (CLIENT_ID.test(id)) return repo.findVisibleClaimIdByClientId(db, readerOf(viewer), id);
  return undefined;
}

async function loadClaimFor(deps: ClaimsDeps, viewer: Viewer, host: string, id: number, ctx?: ReadContext) {
  const row = await repo.findVisibleClaim(deps.db, readerOf(viewer), id);
  if (!row) return null;
  const [claim] = await toGraphQL(deps.db, [row], ctx ?? (await readContext(deps, viewer, host)));
  return claim ?? null;
}

/** One claim the viewer may see, with the relations named in embed; null otherwise. */
export async function claimById(
  deps: ClaimsDeps,
  viewer: Viewer,
  args: { host: string; id: string; embed: readonly ClaimEmbedName[]; pdis?: ReadContext['pdis'] },
): Promise<Claim | null> {
  const id = await resolveClaimId(deps.db, viewer, args.id);
  if (id === undefined) return null;
  return loadClaimFor(deps, viewer, args.host, id, await readContext(deps, viewer, args.host, args.embed, args.pdis));
}

export interface ClaimListArgs {
  host: string;
  page: number;
  limit: number;
  custCodes: readonly string[] | undefined;
  filter: {
    statusIds?: readonly string[] | null;
    from?: string | null;
    to?: string | null;
    search?: string | null;
    productCategory?: string | null;
  };
}

/** The list filter's first problem (dates both or neither, at most 30 days apart). */
export function claimFilterProblem(filter: ClaimListArgs['filter']): string | null {
  const from = filter.from ?? undefined;
  const to = filter.to ?? undefined;
  if ((from === undefined) !== (to === undefined)) return 'from and to go together';
  const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
  if (from !== undefined && to !== undefined) {
    if (!dayPattern.test(from) || !dayPattern.test(to)) return 'from and to must be YYYY-MM-DD';
    if (from > to || !isDateRangeWithin(from, to)) return formMessages.dateRange;
  }
  if ((filter.search?.length ?? 0) > 50) return 'search is at most 50 characters';
  if (filter.productCategory != null && !['bike', 'paa'].includes(filter.productCategory)) {
    return 'productCategory must be bike or paa';
  }
  return null;
}

/** A page of the claims the viewer may see (of the customers named, else all of the viewer's), newest first. */
export async function listClaims(deps: ClaimsDeps, viewer: Viewer, args: ClaimListArgs) {
  const reader = readerOf(viewer);
  const customerIds = args.custCodes ? await repo.customerIdsByCodes(deps.db, reader, args.custCodes) : undefined;
  const { rows, count } = await repo.listClaims(deps.db, reader, {
    customerIds,
    statusIds: args.filter.statusIds ?? undefined,
    from: args.filter.from ?? undefined,
    to: args.filter.to ?? undefined,
    search: args.filter.search ?? undefined,
    productCategory: args.filter.productCategory ?? undefined,
    page: args.page,
    limit: args.limit,
  });
  return {
    items: await toGraphQL(deps.db, rows, await readContext(deps, viewer, args.host)),
    info: { page: args.page, count, pageTotal: Math.max(1, Math.ceil(count / args.limit)) },
  };
}

/** A claim's comments, oldest first; internal ones only for internal users (filtered in the repository). */
export async function claimComments(
  deps: ClaimsDeps,
  viewer: Viewer,
  args: { claimId: string },
): Promise<ClaimComment[]> {
  const id = await resolveClaimId(deps.db, viewer, args.claimId);
  const row = id === undefined ? undefined : await repo.findVisibleClaim(deps.db, readerOf(viewer), id);
  if (!row) return [];
  const rows = await repo.commentsOf(deps.db, [row.claim.id], hasScope(viewer.scopes, 'claim.internal-comment'));
  return rows.map(commentToGraphQL);
}

export async function additionalDocuments(
  deps: ClaimsDeps,
  viewer: Viewer,
  args: { claimId: string },
): Promise<ClaimAdditionalDocument[]> {
  const id = await resolveClaimId(deps.db, viewer, args.claimId);
  const row = id === undefined ? undefined : await repo.findVisibleClaim(deps.db, readerOf(viewer), id);
  if (!row) return [];
  const files = await repo.filesOf(deps.db, [row.claim.id]);
  return files.flatMap((f) => additionalDocumentOf(f) ?? []).sort((a, b) => a.no - b.no);
}

export async function statuses(deps: Pick<AppDeps, 'db'>) {
  const rows = await repo.listStatuses(deps.db);
  return rows.map((r) => statusOf(r.id, r.description, r.category));
}

function articleToGraphQL(row: repo.ArticleRow): ClaimArticle {
  return {
    articleCode: row.articleCode,
    displayCode: displayArticleCode(row.articleCode),
    description: row.name,
    brandName: row.brandName,
    mcName: row.mcName,
    productCategory: row.category === 'bike' ? 'bike' : 'paa',
    modelYear: row.modelYear,
  };
}

export async function searchArticles(
  deps: Pick<AppDeps, 'db'>,
  args: { search: string; productCategory: string | undefined; page: number; limit: number },
) {
  const { rows, count } = await repo.searchArticles(deps.db, {
    search: args.search,
    productCategory: args.productCategory,
    limit: args.limit,
    offset: (args.page - 1) * args.limit,
  });
  return {
    items: rows.map(articleToGraphQL),
    info: { page: args.page, count, pageTotal: Math.max(1, Math.ceil(count / args.limit)) },
  };
}

/** The catalogue's problems for an article (its category's and its own), or the bike problems. */
export async function problemOptions(deps: Pick<AppDeps, 'db'>, args: { articleCode: string | undefined }) {
  const article = args.articleCode ? await repo.articleByCode(deps.db, args.articleCode) : undefined;
  const category: ClaimProductCategory = article && article.category !== 'bike' ? 'paa' : 'bike';
  const rows = await repo.catalogueProblems(deps.db, category, article?.id);
  return rows.map((r) => ({ id: String(r.id), part: r.part, description: r.description }));
}

export function brands(deps: Pick<AppDeps, 'db'>) {
  return repo.listBrands(deps.db);
}

/** The customer's data for the form, when the viewer may act for it. */
export async function dealerInformation(deps: ClaimsDeps, viewer: Viewer, args: { host: string; custCode: string }) {
  const config = await configOf(deps, args.host);
  const customer = await repo.findCustomerByCode(deps.db, viewer.id, args.custCode, config.sorg);
  if (!customer?.accessible) return null;
  return {
    custCode: customerId({ isr: customer.custCodeIsr, r3: customer.custCodeR3 }) ?? args.custCode,
    custName: customer.name.toUpperCase(),
    address: customer.address,
    city: customer.city,
    phone: customer.phone,
    contactPersonName: viewer.name,
    contactPersonPhone: '',
  };
}

const customerToGraphQL = (row: { custCodeIsr: string | null; custCodeR3: string | null; name: string }) => ({
  custCode: customerId({ isr: row.custCodeIsr, r3: row.custCodeR3 }) ?? '',
  custName: row.name.toUpperCase(),
});

export async function salesCustomers(deps: Pick<AppDeps, 'db'>, viewer: Viewer) {
  return (await repo.accessibleCustomers(deps.db, viewer.id)).map(customerToGraphQL);
}

export async function claimCustomers(deps: Pick<AppDeps, 'db'>, viewer: Viewer, args: { search: string | undefined }) {
  if (!hasScope(viewer.scopes, 'claim.internal-comment')) return salesCustomers(deps, viewer);
  return (await repo.customersWithClaims(deps.db, args.search)).map(customerToGraphQL);
}

/** Whether a frame is stolen, with the text to show. */
export async function stolenBike(deps: ClaimsDeps, args: { host: string; frameNumber: string }) {
  const config = await configOf(deps, args.host);
  const status = await frames.stolenStatus(deps, args.frameNumber);
  return {
    frameNumber: args.frameNumber.trim().toUpperCase(),
    stolen: status.stolen,
    reportedAt: status.reportedAt,
    message: status.stolen ? stolenMessage(config.emailSupport) : null,
  };
}

const stolenMessage = (email: string) => claimMessages.stolen.replace('{email}', email || 'support');

/** A frame as the form shows it, with whether it went to another customer than `customerIdFor`. */
export async function frameView(
  deps: Pick<AppDeps, 'db'>,
  frameNumber: string,
  customerIdFor: number | null,
  seeAll: boolean,
) {
  const frame = await frames.findFrame(deps, frameNumber);
  if (!frame) return null;
  return {
    frameNumber: frame.frameNumber,
    articleCode: frame.articleCode,
    description: frame.description,
    brandName: frame.brandName,
    mcName: frame.mcName,
    productionCode: frame.productionCode,
    modelYear: frame.modelYear,
    ...shippedTo(frame, customerIdFor, seeAll),
  };
}

export async function recallFrames(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  args: { frameNumber: string; embedFrame: boolean },
) {
  const recalls = await frames.recallsOfFrames(deps, [args.frameNumber]);
  return {
    frameNumber: args.frameNumber.trim().toUpperCase(),
    recalls: recalls.map(recallToGraphQL),
    frame: args.embedFrame
      ? await frameView(
          deps,
          args.frameNumber,
          viewer.customerData?.id ?? null,
          hasScope(viewer.scopes, 'claim.internal-comment'),
        )
      : null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Writing

type Config = Awaited<ReturnType<typeof configOf>>;

/** The customer a claim names: one the viewer may act for (or any, for the warranty team). */
async function resolveCustomer(db: Db, viewer: Viewer, code: string, sorg: string) {
  const customer = await repo.findCustomerByCode(db, viewer.id, code, sorg);
  if (!customer) return { ok: false as const, error: problem('custCode', claimMessages.customerNotFound) };
  if (!customer.accessible && !hasScope(viewer.scopes, 'claim.internal-comment')) {
    return {
      ok: false as const,
      error: problem('custCode', claimMessages.customerNotFound, ErrorCode.CUSTOMER_NOT_YOURS),
    };
  }
  return { ok: true as const, customer };
}

interface ClaimColumns {
  columns: Omit<repo.NewClaim, 'referenceNo' | 'customerId' | 'sorg' | 'statusId' | 'createdBy' | 'productCategory'>;
  problems: { catalogueId: number | null; part: string; description: string; notes: string; sorting: number }[];
  warnings: UserError[];
}

async function problemRows(db: Db, problems: ClaimBikeFields['problems'], config: Config) {
  const errors: UserError[] = [];
  if (config.claimProblemRequired && problems.length === 0) {
    errors.push(problem('problems', claimMessages.problemRequired));
  }
  const ids = problems.flatMap((p) => (p.problemId ? [Number(p.problemId)] : []));
  const known = new Set((await repo.catalogueProblemsByIds(db, ids)).map((r) => r.id));
  problems.forEach((p, i) => {
    if (p.problemId && !known.has(Number(p.problemId))) {
      errors.push(problem(`problems.${String(i)}.problemId`, 'This problem is not in the list'));
    }
  });
  return {
    errors,
    rows: problems.map((p, i) => ({
      catalogueId: p.problemId ? Number(p.problemId) : null,
      part: p.part.trim(),
      description: p.description.trim(),
      notes: p.notes?.trim() ?? '',
      sorting: i,
    })),
  };
}

const commonColumns = (input: ClaimBikeFields | ClaimPaaFields) => ({
  description: input.description.trim(),
  customerNotes: input.customerNotes?.trim() ?? '',
  contactPersonName: input.contactPersonName.trim(),
  contactPersonPhone: input.contactPersonPhone,
  purchaseDate: input.purchaseDate,
  consumerName: input.consumer.name.trim(),
  consumerPhone: input.consumer.phone,
  consumerCity: input.consumer.city.trim(),
  consumerAddress: input.consumer.address.trim(),
  consumerEmail: input.consumer.email.trim(),
});

/**
 * The columns of a bike claim: the frame (normalised; refused when stolen, FORBIDDEN, before anything is stored),
 * its article's data, or with claimNonCode an article without a frame.
 */
async function bikeColumns(
  deps: ClaimsDeps,
  input: ClaimBikeFields,
  config: Config,
  today: string,
): Promise<{ ok: true; value: ClaimColumns } | { ok: false; errors: UserError[] }> {
  const errors: UserError[] = [];
  const frameNumber = input.frameNumber ?? null;
  let article = input.articleCode ? await repo.articleByCode(deps.db, input.articleCode) : undefined;
  if (input.articleCode && !article) errors.push(problem('articleCode', claimMessages.articleRequired));
  if (frameNumber === null) {
    if (!config.claimNonCode) errors.push(problem('frameNumber', claimMessages.frameRequired));
    else if (!article) errors.push(problem('articleCode', claimMessages.articleRequired));
  }
  const frame = frameNumber === null ? undefined : await frames.findFrame(deps, frameNumber);
  if (frameNumber !== null) {
    const stolen = await frames.stolenStatus(deps, frameNumber);
    if (stolen.stolen) {
      return { ok: false, errors: [problem('frameNumber', stolenMessage(config.emailSupport), ErrorCode.FORBIDDEN)] };
    }
    if (frame?.articleCode) article = (await repo.articleByCode(deps.db, frame.articleCode)) ?? article;
  }
  const warranty = claimWarrantyProblem('bike', input.purchaseDate, today);
  if (warranty) errors.push(problem('purchaseDate', warranty));
  const problems = await problemRows(deps.db, input.problems, config);
  errors.push(...problems.errors);
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      columns: {
        ...commonColumns(input),
        frameNumber,
        articleId: article?.id ?? null,
        nonCodeDescription: '',
        qty: 1,
        brandName: frame?.brandName ?? article?.brandName ?? '',
        mcName: frame?.mcName ?? article?.mcName ?? '',
        productionCode: frame?.productionCode ?? '',
        bikeAttributes: input.bikeAttributes ?? bikeAttributesOf(frame),
      },
      problems: problems.rows,
      warnings: [],
    },
  };
}

const bikeAttributesOf = (frame: frames.FrameInfo | undefined) =>
  JSON.stringify(
    frame
      ? { frameSize: frame.frameSize, wheelSize: frame.wheelSize, colour: frame.color, modelYear: frame.modelYear }
      : {},
  );

/** The columns of a PAA claim: an article by code, or with claimAllowNonCode one described in words. */
async function paaColumns(
  deps: ClaimsDeps,
  input: ClaimPaaFields,
  config: Config,
  today: string,
): Promise<{ ok: true; value: ClaimColumns } | { ok: false; errors: UserError[] }> {
  const errors: UserError[] = [];
  const described = input.nonCodeDescription?.trim() ?? '';
  const article = input.articleCode ? await repo.articleByCode(deps.db, input.articleCode) : undefined;
  if (input.articleCode && !article) errors.push(problem('articleCode', claimMessages.articleRequired));
  if (!input.articleCode) {
    if (described === '') errors.push(problem('articleCode', claimMessages.articleRequired));
    else if (!config.claimAllowNonCode) errors.push(problem('nonCodeDescription', claimMessages.nonCodeNotAllowed));
  }
  const warranty = claimWarrantyProblem('paa', input.purchaseDate, today);
  if (warranty) errors.push(problem('purchaseDate', warranty));
  const problems = await problemRows(deps.db, input.problems, config);
  errors.push(...problems.errors);
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      columns: {
        ...commonColumns(input),
        frameNumber: null,
        articleId: article?.id ?? null,
        nonCodeDescription: article ? '' : described,
        qty: input.qty,
        brandName: article?.brandName ?? '',
        mcName: article?.mcName ?? '',
        productionCode: '',
        bikeAttributes: '{}',
      },
      problems: problems.rows,
      warnings: [],
    },
  };
}

/** Writes the slot changes of a create or update (uploads attached to the claim, emptied slots released). */
async function applyFiles(tx: Db, viewer: Viewer, claimId: number, changes: readonly SlotChange[]) {
  const current = await repo.filesOf(tx, [claimId]);
  const errors: UserError[] = [];
  for (const change of changes) {
    if (change.uploadId === null) continue;
    const claim = await claimUploads(
      { db: tx },
      {
        userId: viewer.id,
        ids: [change.uploadId],
        attachTo: attachKey(claimId),
        kinds: CLAIM_FILE_SLOTS[change.slot],
      },
    );
    if (!claim.ok) {
      errors.push(
        ...claim.problems.map((p) =>
          problem(
            `files.${String(change.index)}`,
            p.message === 'This file type is not accepted here' ? claimMessages.slotKind : p.message,
          ),
        ),
      );
    }
  }
  if (errors.length > 0) throw new Refusal(errors);
  const released: string[] = [];
  for (const change of changes) {
    const before = current.find((f) => f.slot === change.slot);
    if (before && before.uploadId !== change.uploadId) released.push(before.uploadId);
    if (change.uploadId === null) await repo.deleteFiles(tx, claimId, [change.slot]);
    else {
      await repo.putFile(tx, {
        claimId,
        slot: change.slot,
        uploadId: change.uploadId,
        title: before?.title ?? '',
        createdBy: viewer.id,
      });
    }
  }
  await repo.releaseClaimUploads(tx, released, attachKey(claimId));
}

export interface CreateClaimRequest {
  host: string;
  productCategory: ClaimProductCategory;
  input: unknown;
  files: readonly ClaimFileArg[];
  clientId: string | undefined;
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The columns of a claim of either category from its input (parsed again, with its category's schema). */
async function columnsOf(
  deps: ClaimsDeps,
  productCategory: ClaimProductCategory,
  input: unknown,
  config: Config,
  today: string,
): Promise<{ ok: true; value: ClaimColumns } | { ok: false; errors: UserError[] }> {
  if (productCategory === 'bike') {
    const bike = claimBikeSchema.safeParse(input);
    return bike.success ? bikeColumns(deps, bike.data, config, today) : { ok: false, errors: userErrorsOf(bike.error) };
  }
  const paa = claimPaaSchema.safeParse(input);
  return paa.success ? paaColumns(deps, paa.data, config, today) : { ok: false, errors: userErrorsOf(paa.error) };
}

function parse(productCategory: ClaimProductCategory, input: unknown) {
  const parsed = (productCategory === 'bike' ? claimBikeSchema : claimPaaSchema).safeParse(input);
  return parsed.success
    ? { ok: true as const, input: parsed.data }
    : { ok: false as const, errors: userErrorsOf(parsed.error) };
}

/**
 * Files a claim for a customer the viewer may act for, with its files, as the first status (submitted) with its
 * history. A client id the viewer already used answers the claim it made, also when both arrive at once.
 */
export async function createClaim(
  deps: ClaimsDeps,
  viewer: Viewer,
  request: CreateClaimRequest,
): Promise<ClaimOutcome> {
  const { clientId, productCategory, host } = request;
  if (clientId !== undefined && !CLIENT_ID.test(clientId))
    return refused([problem('clientId', claimMessages.clientId)]);
  const existing = async () => {
    const id = clientId === undefined ? undefined : await repo.findClaimIdByClientId(deps.db, viewer.id, clientId);
    const claim = id === undefined ? null : await loadClaimFor(deps, viewer, host, id);
    return claim ? { ok: true as const, claim } : undefined;
  };
  const earlier = await existing();
  if (earlier) return earlier;

  const config = await configOf(deps, host);
  const caps = capabilitiesOf(viewer, config.claimAllowPAA);
  if (!caps.canCreate) return refused([problem(null, 'You do not have access to this', ErrorCode.FORBIDDEN)]);
  if (productCategory === 'paa' && !config.claimAllowPAA) {
    return refused([problem(null, claimMessages.paaNotAllowed, ErrorCode.FORBIDDEN)]);
  }
  const parsed = parse(productCategory, request.input);
  if (!parsed.ok) return refused(parsed.errors);
  const slotErrors = checkSlots(request.files);
  if (slotErrors.length > 0) return refused(slotErrors);
  const customer = await resolveCustomer(deps.db, viewer, parsed.input.custCode, config.sorg);
  if (!customer.ok) return refused([customer.error]);
  const now = deps.now();
  const columns = await columnsOf(deps, productCategory, request.input, config, dayOf(now));
  if (!columns.ok) return refused(columns.errors);
  const stored = await storeFiles(deps, viewer.id, request.files);
  if (!stored.ok) return refused(stored.errors);
  const pdiId =
    columns.value.columns.frameNumber == null
      ? null
      : ((await repo.activePdiOfFrame(deps.db, columns.value.columns.frameNumber)) ?? null);

  let id: number | undefined;
  try {
    id = await deps.db.transaction(async (tx) => {
      const row = await repo.insertClaim(tx, {
        ...columns.value.columns,
        referenceNo: `new-${randomUUID()}`,
        customerId: customer.customer.id,
        sorg: config.sorg,
        productCategory,
        statusId: 'submitted',
        pdiId,
        clientId: clientId ?? null,
        createdBy: viewer.id,
        createdAt: now,
        updatedBy: viewer.id,
        updatedAt: now,
      });
      if (!row) return undefined;
      await repo.setReferenceNo(tx, row.id, claimReferenceNo(productCategory, now.getUTCFullYear(), row.id));
      await repo.replaceProblems(tx, row.id, columns.value.problems);
      await applyFiles(tx, viewer, row.id, stored.changes);
      await repo.insertHistory(tx, {
        claimId: row.id,
        fromStatusId: null,
        toStatusId: 'submitted',
        createdBy: viewer.id,
        createdAt: now,
      });
      return row.id;
    });
  } catch (error) {
    if (error instanceof Refusal) return refused(error.userErrors);
    throw error;
  }
  if (id === undefined) return (await existing()) ?? refused([problem('clientId', claimMessages.notSaved)]);
  const claim = await loadClaimFor(deps, viewer, host, id);
  return claim ? { ok: true, claim } : refused([problem(null, claimMessages.notSaved)]);
}

/** The claim a write names, if the viewer may see it (NOT_FOUND otherwise). */
async function visibleClaim(db: Db, viewer: Viewer, idArg: string) {
  const id = await resolveClaimId(db, viewer, idArg);
  const row = id === undefined ? undefined : await repo.findVisibleClaim(db, readerOf(viewer), id);
  return row ?? undefined;
}

const notFound = () => problem('id', claimMessages.notFound, ErrorCode.NOT_FOUND);

export interface UpdateClaimRequest {
  host: string;
  productCategory: ClaimProductCategory;
  id: string;
  baseVersion: number;
  input: unknown;
  files: readonly ClaimFileArg[];
}

/**
 * Edits a claim in an editable status if it is still at `baseVersion` (CONFLICT with the stored claim otherwise).
 * Slots not named keep their file; a slot with neither upload nor file is emptied. An edit answering "need more
 * information" moves the claim back to "in review" with a history entry.
 */
export async function updateClaim(
  deps: ClaimsDeps,
  viewer: Viewer,
  request: UpdateClaimRequest,
): Promise<ClaimOutcome> {
  const { host, productCategory } = request;
  const row = await visibleClaim(deps.db, viewer, request.id);
  if (row?.claim.productCategory !== productCategory) return refused([notFound()]);
  const config = await configOf(deps, host);
  const caps = capabilitiesOf(viewer, config.claimAllowPAA);
  if (!caps.canEdit) return refused([problem(null, 'You do not have access to this', ErrorCode.FORBIDDEN)]);
  const claim = row.claim;
  if (!isClaimEditable(claim.statusId)) return refused([problem('id', claimMessages.notEditable, ErrorCode.FORBIDDEN)]);
  const conflict = async () =>
    refused(
      [problem('baseVersion', claimMessages.conflict, ErrorCode.CONFLICT)],
      await loadClaimFor(deps, viewer, host, claim.id),
    );
  if (claim.version !== request.baseVersion) return conflict();
  const parsed = parse(productCategory, request.input);
  if (!parsed.ok) return refused(parsed.errors);
  const slotErrors = checkSlots(request.files);
  if (slotErrors.length > 0) return refused(slotErrors);
  const customer = await resolveCustomer(deps.db, viewer, parsed.input.custCode, claim.sorg);
  if (!customer.ok) return refused([customer.error]);
  const now = deps.now();
  const columns = await columnsOf(deps, productCategory, request.input, config, dayOf(claim.createdAt));
  if (!columns.ok) return refused(columns.errors);
  const stored = await storeFiles(deps, viewer.id, request.files);
  if (!stored.ok) return refused(stored.errors);
  const nextStatus = statusAfterEdit(claim.statusId);
  try {
    const updated = await deps.db.transaction(async (tx) => {
      const changed = await repo.updateClaimAt(tx, claim.id, request.baseVersion, {
        ...columns.value.columns,
        customerId: customer.customer.id,
        statusId: nextStatus,
        updatedBy: viewer.id,
        updatedAt: now,
      });
      if (!changed) return false;
      await repo.replaceProblems(tx, claim.id, columns.value.problems);
      await applyFiles(tx, viewer, claim.id, stored.changes);
      if (nextStatus !== claim.statusId) {
        await repo.insertHistory(tx, {
          claimId: claim.id,
          fromStatusId: claim.statusId,
          toStatusId: nextStatus,
          reason: '',
          createdBy: viewer.id,
          createdAt: now,
        });
      }
      return true;
    });
    if (!updated) return await conflict();
  } catch (error) {
    if (error instanceof Refusal) return refused(error.userErrors);
    throw error;
  }
  const saved = await loadClaimFor(deps, viewer, host, claim.id);
  return saved ? { ok: true, claim: saved } : refused([notFound()]);
}

export interface StatusChangeRequest {
  host: string;
  id: string;
  newStatus: string;
  reason: string | undefined;
  resolution: string | undefined;
  creditNoteNo: string | undefined;
  deliveryOrderNo: string | undefined;
}

const documentNo = textField({ max: 40 });

/**
 * Moves a claim to a status the shared transition function permits for the viewer, with what the change needs (a
 * reason, a document number) and writes: the history, the side effect (credit note, delivery order, not a
 * warranty with the rejection reason), then tells the claim's dealer users and its author (in-app and push).
 */
export async function changeStatus(
  deps: ClaimsDeps,
  viewer: Viewer,
  request: StatusChangeRequest,
): Promise<ClaimOutcome> {
  const row = await visibleClaim(deps.db, viewer, request.id);
  if (!row) return refused([notFound()]);
  const claim = row.claim;
  for (const [field, value] of [
    ['creditNoteNo', request.creditNoteNo],
    ['deliveryOrderNo', request.deliveryOrderNo],
  ] as const) {
    const checked = documentNo.safeParse(value ?? '');
    if (!checked.success) return refused(userErrorsOf(checked.error).map((e) => ({ ...e, field })));
  }
  if ((request.reason?.length ?? 0) > 1000 || (request.resolution?.length ?? 0) > 2000) {
    return refused([problem('reason', 'Must be at most 1000 characters')]);
  }
  const config = await configOf(deps, request.host);
  const [transitions, groups] = await Promise.all([
    repo.listTransitions(deps.db),
    repo.custGroupsOf(deps.db, [claim.customerId], claim.sorg),
  ]);
  const check = checkTransition(transitions, {
    fromStatusId: claim.statusId,
    toStatusId: request.newStatus,
    productCategory: claim.productCategory,
    customerCategory: groups.get(claim.customerId) ?? null,
    capabilities: capabilitiesOf(viewer, config.claimAllowPAA),
    reason: request.reason,
    creditNoteNo: request.creditNoteNo,
    deliveryOrderNo: request.deliveryOrderNo,
  });
  if (!check.ok) return refused([problem(check.field, check.message, ErrorCode[check.code])]);
  const { transition } = check;
  const now = deps.now();
  const reason = request.reason?.trim() ?? '';
  const changed = await deps.db.transaction(async (tx) => {
    const updated = await repo.updateClaimAt(tx, claim.id, claim.version, {
      statusId: transition.toStatusId,
      ...(request.resolution !== undefined ? { resolution: request.resolution.trim() } : {}),
      ...(transition.sideEffect === 'credit-note' ? { creditNoteNo: request.creditNoteNo?.trim() ?? null } : {}),
      ...(transition.sideEffect === 'delivery-order'
        ? { deliveryOrderNo: request.deliveryOrderNo?.trim() ?? null }
        : {}),
      ...(transition.sideEffect === 'not-a-warranty' ? { isNotAWarranty: true, reasonRejection: reason } : {}),
      updatedBy: viewer.id,
      updatedAt: now,
    });
    if (!updated) return false;
    await repo.insertHistory(tx, {
      claimId: claim.id,
      fromStatusId: claim.statusId,
      toStatusId: transition.toStatusId,
      reason,
      createdBy: viewer.id,
      createdAt: now,
    });
    return true;
  });
  if (!changed) {
    return refused(
      [problem('id', claimMessages.conflict, ErrorCode.CONFLICT)],
      await loadClaimFor(deps, viewer, request.host, claim.id),
    );
  }
  await tellDealers(deps, viewer, { claim, toStatusId: transition.toStatusId });
  const saved = await loadClaimFor(deps, viewer, request.host, claim.id);
  return saved ? { ok: true, claim: saved } : refused([notFound()]);
}

/** The notices of a status change: the customer's dealer users and the claim's author, not the one who changed it. */
async function tellDealers(
  deps: ClaimsDeps,
  viewer: Viewer,
  args: { claim: repo.ClaimRowDb; toStatusId: string },
): Promise<void> {
  const { claim } = args;
  const recipients = new Map<number, string | null>();
  for (const d of await repo.dealersOf(deps.db, claim.customerId)) recipients.set(d.userId, d.languageId);
  const author = await repo.languageOf(deps.db, claim.createdBy);
  if (author && !author.isDisabled) recipients.set(author.userId, author.languageId);
  recipients.delete(viewer.id);
  const status = CLAIM_STATUSES[args.toStatusId as keyof typeof CLAIM_STATUSES].description;
  const notices: UserNotice[] = [...recipients].map(([userId, languageId]) => {
    const locale = localeOrDefault(languageId);
    return {
      userId,
      locale,
      customerId: claim.customerId,
      kind: 'claim.statusChanged',
      params: { referenceNo: claim.referenceNo, status: args.toStatusId, statusText: status },
      url: `/${locale}/claim/${String(claim.id)}`,
      tag: `claim-${String(claim.id)}`,
    };
  });
  try {
    await notifyUsers(deps, notices);
  } catch (error) {
    deps.logger.error('claim status notice not stored', { claimId: claim.id, error });
  }
}

/** A comment is free text (any characters, line breaks), present and at most 2000 characters. */
const commentField = requiredString().max(2000, maxLengthMessage(2000));

/** Comments on a claim the viewer may see; internal ones only for internal users; a client id makes it once. */
export async function createComment(
  deps: ClaimsDeps,
  viewer: Viewer,
  args: { id: string; comment: string; isInternal: boolean; clientId: string | undefined },
): Promise<{ ok: true; comment: ClaimComment } | { ok: false; userErrors: UserError[] }> {
  const { clientId } = args;
  if (clientId !== undefined && !CLIENT_ID.test(clientId)) {
    return { ok: false, userErrors: [problem('clientId', claimMessages.clientId)] };
  }
  const row = await visibleClaim(deps.db, viewer, args.id);
  if (!row) return { ok: false, userErrors: [notFound()] };
  if (args.isInternal && !hasScope(viewer.scopes, 'claim.internal-comment')) {
    return { ok: false, userErrors: [problem('isInternal', claimMessages.internalNotAllowed, ErrorCode.FORBIDDEN)] };
  }
  const parsed = commentField.safeParse(args.comment);
  if (!parsed.success) {
    return { ok: false, userErrors: userErrorsOf(parsed.error).map((e) => ({ ...e, field: 'comment' })) };
  }
  const existing =
    clientId === undefined ? undefined : await repo.findCommentIdByClientId(deps.db, viewer.id, clientId);
  const id =
    existing ??
    (await repo.insertComment(deps.db, {
      claimId: row.claim.id,
      comment: parsed.data.trim(),
      internal: args.isInternal,
      clientId: clientId ?? null,
      createdBy: viewer.id,
      createdAt: deps.now(),
    })) ??
    (clientId === undefined ? undefined : await repo.findCommentIdByClientId(deps.db, viewer.id, clientId));
  const saved = id === undefined ? undefined : await repo.commentById(deps.db, id);
  if (!saved) return { ok: false, userErrors: [problem(null, claimMessages.notSaved)] };
  return { ok: true, comment: commentToGraphQL(saved) };
}

const titleField = textField({ required: true, max: 100 });

/** Adds a document to the claim's next free additional-document slot (1–5), with its title. */
export async function addAdditionalDocument(
  deps: ClaimsDeps,
  viewer: Viewer,
  args: { claimId: string; file: ClaimFileArg; title: string },
): Promise<{ ok: true; document: ClaimAdditionalDocument } | { ok: false; userErrors: UserError[] }> {
  const row = await visibleClaim(deps.db, viewer, args.claimId);
  if (!row) return { ok: false, userErrors: [notFound()] };
  const title = titleField.safeParse(args.title);
  if (!title.success) {
    return { ok: false, userErrors: userErrorsOf(title.error).map((e) => ({ ...e, field: 'title' })) };
  }
  const current = await repo.filesOf(deps.db, [row.claim.id]);
  const free = ([1, 2, 3, 4, 5] as const)
    .map((n) => `additionalDoc${String(n)}` as ClaimFileSlot)
    .find((slot) => !current.some((f) => f.slot === slot));
  if (!free) return { ok: false, userErrors: [problem('additionalDocument', claimMessages.slotsFull)] };
  const arg = { ...args.file, slot: free };
  const slotErrors = checkSlots([arg], 'additionalDocument');
  if (slotErrors.length > 0) return { ok: false, userErrors: slotErrors };
  if (arg.uploadId == null && arg.file == null) {
    return { ok: false, userErrors: [problem('additionalDocument', formMessages.required)] };
  }
  const stored = await storeFiles(deps, viewer.id, [arg], 'additionalDocument');
  if (!stored.ok) return { ok: false, userErrors: stored.errors };
  const [change] = stored.changes;
  if (!change?.uploadId) return { ok: false, userErrors: [problem('additionalDocument', formMessages.required)] };
  const uploadId = change.uploadId;
  try {
    const fileId = await deps.db.transaction(async (tx) => {
      const claimed = await claimUploads(
        { db: tx },
        { userId: viewer.id, ids: [uploadId], attachTo: attachKey(row.claim.id), kinds: CLAIM_FILE_SLOTS[free] },
      );
      if (!claimed.ok) {
        throw new Refusal(claimed.problems.map((p) => problem('additionalDocument', p.message)));
      }
      const inserted = await repo.insertFileIfFree(tx, {
        claimId: row.claim.id,
        slot: free,
        uploadId,
        title: title.data.trim(),
        createdBy: viewer.id,
      });
      if (inserted === undefined) throw new Refusal([problem('additionalDocument', claimMessages.slotsFull)]);
      return inserted;
    });
    const file = await repo.findFile(deps.db, readerOf(viewer), fileId);
    const document = file ? additionalDocumentOf(file) : undefined;
    return document ? { ok: true, document } : { ok: false, userErrors: [notFound()] };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, userErrors: error.userErrors };
    throw error;
  }
}

/** Removes an additional document of a claim the viewer may see; its upload is released. */
export async function deleteAdditionalDocument(
  deps: ClaimsDeps,
  viewer: Viewer,
  args: { id: string },
): Promise<{ ok: true; document: ClaimAdditionalDocument } | { ok: false; userErrors: UserError[] }> {
  const file = SERVER_ID.test(args.id) ? await repo.findFile(deps.db, readerOf(viewer), Number(args.id)) : undefined;
  const document = file ? additionalDocumentOf(file) : undefined;
  if (!file || !document) {
    return {
      ok: false,
      userErrors: [
        problem('id', file ? claimMessages.notAnAdditionalDocument : claimMessages.notFound, ErrorCode.NOT_FOUND),
      ],
    };
  }
  await deps.db.transaction(async (tx) => {
    await repo.deleteFiles(tx, file.claimId, [file.slot]);
    await repo.releaseClaimUploads(tx, [file.uploadId], attachKey(file.claimId));
  });
  return { ok: true, document };
}

/** The stored file behind a claim file id, if the viewer may see its claim; undefined otherwise. */
export async function fileForViewer(deps: Pick<AppDeps, 'db'>, viewer: Viewer, fileId: string) {
  if (!SERVER_ID.test(fileId)) return undefined;
  return repo.findFile(deps.db, readerOf(viewer), Number(fileId));
}
