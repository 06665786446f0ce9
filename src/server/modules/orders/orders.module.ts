import { readSdl, type GraphQLModule } from '../../graphql/module';
import { ordersResolvers } from './orders.resolvers';

export const ordersModule: GraphQLModule = {
  typeDefs: readSdl(import.meta.url, './orders.graphql'),
  resolvers: ordersResolvers,
};
