import type { Resolvers } from '../../generated/resolvers-types';
import { authorizeBuyer } from '../../graphql/buyer';
import { authorize } from '../../graphql/guard';
import { pagedRead } from '../../graphql/paged-read';
import { localeOrDefault } from '../../../shared/locales';
import { sendInvoiceEmail } from './invoice-mail.service';
import * as service from './invoices.service';

/** Invoices and credit are read under page.invoice-status (spec 01 §2 /invoice routes; §6 invoice-status.read). */
const INVOICE_SCOPE = 'page.invoice-status';

export const invoicesResolvers: Resolvers = {
  Query: {
    openInvoiceV5: async (_parent, args, ctx) =>
      service.openInvoices(ctx.deps, await authorizeBuyer(ctx, INVOICE_SCOPE), args),
    invoice: async (_parent, args, ctx) =>
      service.invoiceDetail(ctx.deps, await authorizeBuyer(ctx, INVOICE_SCOPE), args),
    invoicesByDateRange: async (_parent, { page, limit, ...range }, ctx) => {
      const buyer = await authorizeBuyer(ctx, INVOICE_SCOPE);
      return pagedRead('invoicesByDateRange', { page, limit }, () => service.paidInvoices(ctx.deps, buyer, range));
    },
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
  Mutation: {
    // The mail is written in the signed-in user's language (a rep's, when a rep sends it for the dealer).
    sendInvoiceEmail: async (_parent, args, ctx) =>
      sendInvoiceEmail(ctx.deps, await authorizeBuyer(ctx, INVOICE_SCOPE), {
        ...args,
        locale: localeOrDefault(ctx.viewer.language?.id),
      }),
  },
};
