import { createSchema } from 'graphql-yoga';
import { cartModule } from '../modules/cart/cart.module';
import { catalogModule } from '../modules/catalog/catalog.module';
import { claimsModule } from '../modules/claims/claims.module';
import { customersModule } from '../modules/customers/customers.module';
import { feedbackModule } from '../modules/feedback/feedback.module';
import { hostsModule } from '../modules/hosts/hosts.module';
import { invoicesModule } from '../modules/invoices/invoices.module';
import { paymentsModule } from '../modules/payments/payments.module';
import { paymentsAdminModule } from '../modules/payments/payments-admin.module';
import { orderDeskModule } from '../modules/orders/order-desk.module';
import { ordersModule } from '../modules/orders/orders.module';
import { pushModule } from '../modules/push/push.module';
import { reportsModule } from '../modules/reports/reports.module';
import { sessionModule } from '../modules/session/session.module';
import { stockModule } from '../modules/stock/stock.module';
import { usersModule } from '../modules/users/users.module';
import { visitFormsModule } from '../modules/visit-forms/visit-forms.module';
import type { GraphQLContext } from './context';
import { readSdl, type GraphQLModule } from './module';

/** Every module of the API; a new area registers here. */
export const modules: GraphQLModule[] = [
  usersModule,
  sessionModule,
  customersModule,
  hostsModule,
  feedbackModule,
  pushModule,
  catalogModule,
  stockModule,
  cartModule,
  ordersModule,
  orderDeskModule,
  reportsModule,
  visitFormsModule,
  invoicesModule,
  paymentsModule,
  paymentsAdminModule,
  claimsModule,
];

export function buildSchema() {
  return createSchema<GraphQLContext>({
    typeDefs: [readSdl(import.meta.url, './base.graphql'), ...modules.flatMap((m) => m.typeDefs ?? [])],
    resolvers: modules.map((m) => m.resolvers) as never,
  });
}
