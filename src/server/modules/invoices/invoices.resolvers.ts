import type { Resolvers } from '../../generated/resolvers-types';
import { authorizeBuyer } from '../../graphql/buyer';
import { authorize } from '../../graphql/guard';
import * as service from './invoices.service';

/** Invoices and credit are read under page.invoice-status (spec 01 §2 /invoice routes; §6 invoice-status.read). */
const INVOICE_SCOPE = 'page.invoice-status';

export const invoicesResolvers: Resolvers = {
  Query: {
    openInvoiceV5: async (_parent, args, ctx) =>
      service.openInvoices(ctx.deps, await authorizeBuyer(ctx, INVOICE_SCOPE), args),
    invoice: async (_parent, args, ctx) =>
      service.invoiceDetail(ctx.deps, await authorizeBuyer(ctx, INVOICE_SCOPE), args),
    invoicesByDateRange: async (_parent, args, ctx) =>
      service.paidInvoices(ctx.deps, await authorizeBuyer(ctx, INVOICE_SCOPE), args),
    // Spec 01 §6: invoice-status.read is the scope of credit information loading (the credit widget).
    creditInformation: async (_parent, _args, ctx) =>
      service.creditInformation(ctx.deps, await authorizeBuyer(ctx, 'invoice-status.read')),
    averagePaymentDays: async (_parent, _args, ctx) =>
      service.averagePaymentDays(ctx.deps, await authorizeBuyer(ctx, INVOICE_SCOPE)),
    priceComponents: async (_parent, args, ctx) =>
      service.priceComponents(ctx.deps, await authorizeBuyer(ctx, INVOICE_SCOPE), args),
    paymentStatuses: (_parent, _args, ctx) => {
      authorize(ctx, { scopes: INVOICE_SCOPE });
      return service.paymentStatuses(ctx.deps);
    },
  },
};
