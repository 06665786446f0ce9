import { readSdl, type GraphQLModule } from '../../graphql/module';
import { cartListsResolvers } from './cart-lists.resolvers';
import { cartResolvers } from './cart.resolvers';

export const cartModule: GraphQLModule = {
  typeDefs: ['./cart.graphql', './cart-lists.graphql'].map((file) => readSdl(import.meta.url, file)).join('\n'),
  resolvers: {
    ...cartResolvers,
    Query: { ...cartResolvers.Query, ...cartListsResolvers.Query },
    Mutation: { ...cartResolvers.Mutation, ...cartListsResolvers.Mutation },
  },
};
