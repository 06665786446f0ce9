import { readSdl, type GraphQLModule } from '../../graphql/module';
import { orderViewResolvers } from './order-view.resolvers';
import { ordersResolvers } from './orders.resolvers';
import { placeOrderResolvers } from './place-order.resolvers';

export const ordersModule: GraphQLModule = {
  typeDefs: ['./orders.graphql', './checkout.graphql', './order.graphql', './place-order.graphql']
    .map((file) => readSdl(import.meta.url, file))
    .join('\n'),
  resolvers: {
    ...ordersResolvers,
    Query: { ...ordersResolvers.Query, ...orderViewResolvers.Query },
    Mutation: { ...ordersResolvers.Mutation, ...placeOrderResolvers.Mutation },
  },
};
