import { createGraphQLError } from 'graphql-yoga';
import { ErrorCode } from '../../../shared/errors/error-codes';
import { isVisitBrandOpen } from '../../../shared/visit-forms/visit-access';
import { isVisitBrand, VISIT_PAGE_SIZES, type VisitBrand } from '../../../shared/visit-forms/visit-form';
import { visitListFilterProblem } from '../../../shared/visit-forms/visit-list-filter';
import { visitFormMessages } from '../../../shared/visit-forms/visit-messages';
import type { FormVisitPayload, Resolvers } from '../../generated/resolvers-types';
import { badInputError } from '../../graphql/errors';
import { authorize } from '../../graphql/guard';
import { failed, succeeded } from '../../graphql/payload';
import type { Viewer } from '../../auth/viewer';
import * as service from './visit-forms.service';

/** Every visit-form operation needs this scope (spec 02 §6). */
const VISIT_SCOPE = { scopes: 'page.formvisit' } as const;

/**
 * A brand family the user's areas do not open answers 404, as a page that does not exist for this user: a 403
 * would sign the user out (spec 01 §4), though the user holds the scope.
 */
const brandClosedError = () =>
  createGraphQLError(visitFormMessages.brandClosed, {
    extensions: { code: ErrorCode.NOT_FOUND, http: { status: 404, spec: false } },
  });

/** The `brand` argument: a known family, open to the viewer. */
function brandArg(viewer: Viewer, brand: string): VisitBrand {
  if (!isVisitBrand(brand)) throw badInputError('brand must be polygon or wim');
  if (!isVisitBrandOpen(brand, viewer.userAreas)) throw brandClosedError();
  return brand;
}

const optional = <T>(value: T | null | undefined): T | undefined => value ?? undefined;
/** An argument with a default in the SDL is still null when the client sends null for it. */
const orDefault = <T>(value: T | null | undefined, fallback: T): T => value ?? fallback;

function payloadOf(outcome: service.VisitOutcome, success: string, failure: string): FormVisitPayload {
  return outcome.ok
    ? { ...succeeded(success), formVisit: outcome.visit }
    : { ...failed(failure, outcome.userErrors), formVisit: outcome.visit ?? null };
}

export const visitFormsResolvers: Resolvers = {
  Query: {
    formVisits: (_parent, args, ctx) => {
      const viewer = authorize(ctx, VISIT_SCOPE);
      const brand = brandArg(viewer, args.brand);
      const problem = visitListFilterProblem(args);
      if (problem) throw badInputError(problem);
      if (args.id != null && (args.id.length === 0 || args.id.length > 100))
        throw badInputError('id must be a visit id');
      return service.listVisits(ctx.deps, viewer, {
        brand,
        custCodes: optional(args.custCodes),
        page: orDefault(args.page, 1),
        limit: orDefault(args.limit, VISIT_PAGE_SIZES[0]),
        date: optional(args.date),
        from: optional(args.from),
        to: optional(args.to),
        id: optional(args.id),
      });
    },
    formVisitOtherMidRange: async (_parent, args, ctx) => {
      const viewer = authorize(ctx, VISIT_SCOPE);
      return service.referenceOptions(ctx.deps, brandArg(viewer, args.brand), 'otherMidrange', await ctx.texts());
    },
    formVisitEquipment: async (_parent, args, ctx) => {
      const viewer = authorize(ctx, VISIT_SCOPE);
      return service.referenceOptions(ctx.deps, brandArg(viewer, args.brand), 'equipment', await ctx.texts());
    },
    formVisitBrandDisplay: async (_parent, args, ctx) => {
      const viewer = authorize(ctx, VISIT_SCOPE);
      return service.referenceOptions(ctx.deps, brandArg(viewer, args.brand), 'brandDisplay', await ctx.texts());
    },
    formVisitSeries: (_parent, args, ctx) => {
      const viewer = authorize(ctx, VISIT_SCOPE);
      return service.referenceSeries(ctx.deps, brandArg(viewer, args.brand));
    },
    formVisitSalesCustomers: (_parent, args, ctx) => {
      const viewer = authorize(ctx, VISIT_SCOPE);
      const sorg = optional(args.sorg)?.trim();
      if (sorg !== undefined && !/^[A-Za-z0-9]{1,10}$/.test(sorg))
        throw badInputError('sorg must be a sales organisation code');
      return service.salesCustomers(ctx.deps, viewer, {
        sorg,
        onlyWithVisits: orDefault(args.onlyCustomerHasFormVisit, false),
        brand: args.brand == null ? undefined : brandArg(viewer, args.brand),
      });
    },
  },
  Mutation: {
    createFormVisit: async (_parent, args, ctx) => {
      const viewer = authorize(ctx, VISIT_SCOPE);
      const outcome = await service.createVisit(ctx.deps, viewer, {
        input: args.input,
        photos: args.photos ?? [],
        clientId: optional(args.clientId),
      });
      return payloadOf(outcome, visitFormMessages.saved, visitFormMessages.notSaved);
    },
    updateFormVisit: async (_parent, args, ctx) => {
      const viewer = authorize(ctx, VISIT_SCOPE);
      const outcome = await service.updateVisit(ctx.deps, viewer, {
        id: args.id,
        baseVersion: args.baseVersion,
        input: args.input,
        photos: args.photos ?? [],
      });
      return payloadOf(outcome, visitFormMessages.updated, visitFormMessages.notSaved);
    },
    deleteFormVisit: async (_parent, args, ctx) => {
      const viewer = authorize(ctx, VISIT_SCOPE);
      const outcome = await service.deleteVisit(ctx.deps, viewer, args.id);
      return payloadOf(outcome, visitFormMessages.deleted, visitFormMessages.notDeleted);
    },
  },
};
