import { claimMessages } from '../../../shared/claims/claim-input';
import { ErrorCode } from '../../../shared/errors/error-codes';
import type {
  ClaimAdditionalDocumentPayload,
  ClaimCommentPayload,
  ClaimFileInput,
  ClaimPayload,
  PdiPayload,
  Resolvers,
} from '../../generated/resolvers-types';
import { badInputError } from '../../graphql/errors';
import { authorize } from '../../graphql/guard';
import { failed, succeeded } from '../../graphql/payload';
import * as service from './claims.service';
import { pdiMessages } from './pdi.service';
import * as pdi from './pdi.service';

/** Every claim operation needs page.claim, every PDI operation page.pdi (spec 02 §4). */
const CLAIM_SCOPE = { scopes: 'page.claim' } as const;
const PDI_SCOPE = { scopes: 'page.pdi' } as const;

/** The page sizes of the lists (spec 02: 10 or 20). */
export const CLAIM_PAGE_SIZES = [10, 20] as const;
const PAGE_SIZES = CLAIM_PAGE_SIZES;
/** The most articles one claimArticles search answers. */
export const CLAIM_ARTICLES_MAX = 50;

const optional = <T>(value: T | null | undefined): T | undefined => value ?? undefined;
const orDefault = <T>(value: T | null | undefined, fallback: T): T => value ?? fallback;

function pageArgs(page: number | null | undefined, limit: number | null | undefined) {
  const p = orDefault(page, 1);
  const l = orDefault(limit, 10);
  if (!Number.isInteger(p) || p < 1 || p > 10_000) throw badInputError('page must be 1 or more');
  if (!(PAGE_SIZES as readonly number[]).includes(l)) throw badInputError('limit must be 10 or 20');
  return { page: p, limit: l };
}

function searchArg(value: string | null | undefined, max = 50): string | undefined {
  if (value != null && value.length > max) throw badInputError(`search is at most ${String(max)} characters`);
  return optional(value);
}

function claimPayload(outcome: service.ClaimOutcome, success: string): ClaimPayload {
  return outcome.ok
    ? { ...succeeded(success), claim: outcome.claim }
    : { ...failed(claimMessages.notSaved, outcome.userErrors), claim: outcome.claim ?? null };
}

function pdiPayload(outcome: pdi.PdiOutcome, success: string): PdiPayload {
  return outcome.ok
    ? { ...succeeded(success), pdi: outcome.pdi }
    : { ...failed(pdiMessages.notSaved, outcome.userErrors), pdi: outcome.pdi ?? null };
}

const files = (value: readonly ClaimFileInput[] | null | undefined) => value ?? [];

/** updateClaimPaa takes files inline only (multipart); updateClaimPaaV2 takes upload ids too (the outbox's). */
const inlineOnly = (value: readonly ClaimFileInput[]) =>
  value.flatMap((f, i) =>
    f.uploadId != null
      ? [
          {
            field: `files.${String(i)}`,
            message: 'Send the file itself here, or use updateClaimPaaV2',
            code: ErrorCode.BAD_USER_INPUT,
          },
        ]
      : [],
  );

export const claimsResolvers: Resolvers = {
  Query: {
    claimUserCapabilities: (_parent, _args, ctx) =>
      service.userCapabilities(ctx.deps, authorize(ctx, CLAIM_SCOPE), { host: ctx.host }),
    claimArticles: async (_parent, args, ctx) => {
      authorize(ctx, CLAIM_SCOPE);
      const limit = orDefault(args.limit, 20);
      if (limit < 1 || limit > CLAIM_ARTICLES_MAX) throw badInputError('limit must be 1 to 50');
      const page = await service.searchArticles(ctx.deps, {
        search: searchArg(args.search) ?? '',
        productCategory: optional(args.productCategory),
        page: 1,
        limit,
      });
      return page.items;
    },
    claimArticlesV2: (_parent, args, ctx) => {
      authorize(ctx, CLAIM_SCOPE);
      return service.searchArticles(ctx.deps, {
        search: searchArg(args.search) ?? '',
        productCategory: optional(args.productCategory),
        ...pageArgs(args.page, args.limit),
      });
    },
    claimProblems: (_parent, args, ctx) => {
      authorize(ctx, CLAIM_SCOPE);
      return service.problemOptions(ctx.deps, { articleCode: optional(args.articleCode) });
    },
    claimBrandsV2: (_parent, _args, ctx) => {
      authorize(ctx, CLAIM_SCOPE);
      return service.brands(ctx.deps);
    },
    claimStatus: (_parent, _args, ctx) => {
      authorize(ctx, CLAIM_SCOPE);
      return service.statuses(ctx.deps);
    },
    dealerInformation: (_parent, args, ctx) =>
      service.dealerInformation(ctx.deps, authorize(ctx, CLAIM_SCOPE), { host: ctx.host, custCode: args.custCode }),
    claimV2: (_parent, args, ctx) =>
      service.claimById(ctx.deps, authorize(ctx, CLAIM_SCOPE), {
        host: ctx.host,
        id: args.id,
        embed: args.embed ?? [],
        pdis: (ids) => pdi.pdisOfClaims(ctx.deps, ids),
      }),
    claimsV2: (_parent, args, ctx) => {
      const viewer = authorize(ctx, CLAIM_SCOPE);
      const filter = args.filter ?? {};
      const problem = service.claimFilterProblem(filter);
      if (problem) throw badInputError(problem);
      return service.listClaims(ctx.deps, viewer, {
        host: ctx.host,
        ...pageArgs(args.page, args.limit),
        custCodes: args.custCode == null ? undefined : [args.custCode],
        filter,
      });
    },
    claimsV3: (_parent, args, ctx) => {
      const viewer = authorize(ctx, CLAIM_SCOPE);
      const filter = args.filter ?? {};
      const problem = service.claimFilterProblem(filter);
      if (problem) throw badInputError(problem);
      if ((args.custCodes?.length ?? 0) > 100) throw badInputError('custCodes has at most 100 codes');
      return service.listClaims(ctx.deps, viewer, {
        host: ctx.host,
        ...pageArgs(args.page, args.limit),
        custCodes: optional(args.custCodes),
        filter,
      });
    },
    claimComments: (_parent, args, ctx) =>
      service.claimComments(ctx.deps, authorize(ctx, CLAIM_SCOPE), { claimId: args.claimId }),
    claimSalesCustomers: (_parent, _args, ctx) => service.salesCustomers(ctx.deps, authorize(ctx, CLAIM_SCOPE)),
    claimCustomers: (_parent, args, ctx) =>
      service.claimCustomers(ctx.deps, authorize(ctx, CLAIM_SCOPE), { search: searchArg(args.search) }),
    claimStolenBike: (_parent, args, ctx) => {
      authorize(ctx, { scopes: ['page.claim', 'page.pdi'] });
      if (args.frameNumber.length > 40) throw badInputError('frameNumber is too long');
      return service.stolenBike(ctx.deps, { host: ctx.host, frameNumber: args.frameNumber });
    },
    claimRecallFrames: (_parent, args, ctx) => {
      const viewer = authorize(ctx, { scopes: ['page.claim', 'page.pdi'] });
      if (args.frameNumber.length > 40) throw badInputError('frameNumber is too long');
      return service.recallFrames(ctx.deps, viewer, {
        frameNumber: args.frameNumber,
        embedFrame: (args.embed ?? []).includes('FRAME'),
      });
    },
    claimAdditionalDocuments: (_parent, args, ctx) =>
      service.additionalDocuments(ctx.deps, authorize(ctx, CLAIM_SCOPE), { claimId: args.claimId }),
    claimPDIChecklist: (_parent, _args, ctx) => {
      authorize(ctx, PDI_SCOPE);
      return pdi.checklistTemplate(ctx.deps);
    },
    claimPDIs: (_parent, args, ctx) =>
      pdi.listPdis(ctx.deps, authorize(ctx, PDI_SCOPE), {
        search: searchArg(args.search),
        showDeleted: orDefault(args.showDeleted, false),
        ...pageArgs(args.page, args.limit),
      }),
    claimPDI: (_parent, args, ctx) => pdi.pdiById(ctx.deps, authorize(ctx, PDI_SCOPE), { id: args.id }),
  },
  Mutation: {
    createClaimBike: async (_parent, args, ctx) => {
      const viewer = authorize(ctx, CLAIM_SCOPE);
      const outcome = await service.createClaim(ctx.deps, viewer, {
        host: ctx.host,
        productCategory: 'bike',
        input: args.input,
        files: files(args.files),
        clientId: optional(args.clientId),
      });
      return claimPayload(outcome, claimMessages.saved);
    },
    createClaimPaa: async (_parent, args, ctx) => {
      const viewer = authorize(ctx, CLAIM_SCOPE);
      const outcome = await service.createClaim(ctx.deps, viewer, {
        host: ctx.host,
        productCategory: 'paa',
        input: args.input,
        files: files(args.files),
        clientId: optional(args.clientId),
      });
      return claimPayload(outcome, claimMessages.saved);
    },
    updateClaimBike: async (_parent, args, ctx) => {
      const viewer = authorize(ctx, CLAIM_SCOPE);
      const outcome = await service.updateClaim(ctx.deps, viewer, {
        host: ctx.host,
        productCategory: 'bike',
        id: args.id,
        baseVersion: args.baseVersion,
        input: args.input,
        files: files(args.files),
      });
      return claimPayload(outcome, claimMessages.updated);
    },
    updateClaimPaa: async (_parent, args, ctx) => {
      const viewer = authorize(ctx, CLAIM_SCOPE);
      const refusedIds = inlineOnly(files(args.files));
      if (refusedIds.length > 0) return { ...failed(claimMessages.notSaved, refusedIds), claim: null };
      const outcome = await service.updateClaim(ctx.deps, viewer, {
        host: ctx.host,
        productCategory: 'paa',
        id: args.id,
        baseVersion: args.baseVersion,
        input: args.input,
        files: files(args.files),
      });
      return claimPayload(outcome, claimMessages.updated);
    },
    updateClaimPaaV2: async (_parent, args, ctx) => {
      const viewer = authorize(ctx, CLAIM_SCOPE);
      const outcome = await service.updateClaim(ctx.deps, viewer, {
        host: ctx.host,
        productCategory: 'paa',
        id: args.id,
        baseVersion: args.baseVersion,
        input: args.input,
        files: files(args.files),
      });
      return claimPayload(outcome, claimMessages.updated);
    },
    updateClaimStatus: async (_parent, args, ctx) => {
      const viewer = authorize(ctx, CLAIM_SCOPE);
      const outcome = await service.changeStatus(ctx.deps, viewer, {
        host: ctx.host,
        id: args.id,
        newStatus: args.newStatus,
        reason: optional(args.reason),
        resolution: optional(args.resolution),
        creditNoteNo: optional(args.creditNoteNo),
        deliveryOrderNo: optional(args.deliveryOrderNo),
      });
      return claimPayload(outcome, claimMessages.statusChanged);
    },
    createClaimComment: async (_parent, args, ctx): Promise<ClaimCommentPayload> => {
      const viewer = authorize(ctx, CLAIM_SCOPE);
      const outcome = await service.createComment(ctx.deps, viewer, {
        id: args.id,
        comment: args.comment,
        isInternal: orDefault(args.isInternal, false),
        clientId: optional(args.clientId),
      });
      return outcome.ok
        ? { ...succeeded(claimMessages.commentSaved), comment: outcome.comment }
        : { ...failed(claimMessages.notSaved, outcome.userErrors), comment: null };
    },
    createClaimAdditionalDocument: async (_parent, args, ctx): Promise<ClaimAdditionalDocumentPayload> => {
      const viewer = authorize(ctx, CLAIM_SCOPE);
      const outcome = await service.addAdditionalDocument(ctx.deps, viewer, {
        claimId: args.claimId,
        file: args.additionalDocument,
        title: args.title,
      });
      return outcome.ok
        ? { ...succeeded(claimMessages.documentSaved), additionalDocument: outcome.document }
        : { ...failed(claimMessages.notSaved, outcome.userErrors), additionalDocument: null };
    },
    deleteClaimAdditionalDocument: async (_parent, args, ctx): Promise<ClaimAdditionalDocumentPayload> => {
      const viewer = authorize(ctx, CLAIM_SCOPE);
      const outcome = await service.deleteAdditionalDocument(ctx.deps, viewer, { id: args.id });
      return outcome.ok
        ? { ...succeeded(claimMessages.documentDeleted), additionalDocument: outcome.document }
        : { ...failed(claimMessages.notSaved, outcome.userErrors), additionalDocument: null };
    },
    createClaimPDI: async (_parent, args, ctx) => {
      const viewer = authorize(ctx, PDI_SCOPE);
      return pdiPayload(
        await pdi.createPdi(ctx.deps, viewer, { input: args.input, clientId: optional(args.clientId) }),
        pdiMessages.saved,
      );
    },
    updateClaimPDI: async (_parent, args, ctx) => {
      const viewer = authorize(ctx, PDI_SCOPE);
      return pdiPayload(
        await pdi.updatePdi(ctx.deps, viewer, { id: args.id, baseVersion: args.baseVersion, input: args.input }),
        pdiMessages.updated,
      );
    },
    deleteClaimPDI: async (_parent, args, ctx) =>
      pdiPayload(await pdi.deletePdi(ctx.deps, authorize(ctx, PDI_SCOPE), { id: args.id }), pdiMessages.removed),
    restoreClaimPDI: async (_parent, args, ctx) =>
      pdiPayload(await pdi.restorePdi(ctx.deps, authorize(ctx, PDI_SCOPE), { id: args.id }), pdiMessages.restored),
  },
};
