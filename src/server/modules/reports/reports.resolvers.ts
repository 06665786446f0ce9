import { mayReadInternalNotes } from '../../../shared/orders/open-orders';
import type { Resolvers } from '../../generated/resolvers-types';
import { authorizeBuyer } from '../../graphql/buyer';
import { authorize } from '../../graphql/guard';
import { succeeded } from '../../graphql/payload';
import { createOpenOrdersReport } from './reports.service';

export const reportsResolvers: Resolvers = {
  Mutation: {
    exportOpenOrders: async (_parent, _args, ctx) => {
      // The open-order page's scopes: page.order-status and its page-orderlist guard (spec 01 §6), and a customer.
      authorize(ctx, { scopes: 'page.orderlist' });
      const buyer = await authorizeBuyer(ctx, 'page.order-status');
      const withInternalNotes = mayReadInternalNotes({
        isSales: ctx.viewer.isSales,
        limitations: ctx.viewer.userAreas.map((a) => a.limitation),
      });
      const report = await createOpenOrdersReport(ctx.deps, buyer, { withInternalNotes });
      return { ...succeeded(`${report.fileName} is ready to download`), report };
    },
  },
};
