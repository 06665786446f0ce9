import { readSdl, type GraphQLModule } from '../../graphql/module';
import { cartResolvers } from './cart.resolvers';

export const cartModule: GraphQLModule = {
  typeDefs: readSdl(import.meta.url, './cart.graphql'),
  resolvers: cartResolvers,
};
