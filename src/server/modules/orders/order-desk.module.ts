import { readSdl, type GraphQLModule } from '../../graphql/module';
import { orderDeskResolvers } from './order-desk.resolvers';

/** The order desk's slice of the schema (its own SDL file, so the orders module's files stay the orders pages'). */
export const orderDeskModule: GraphQLModule = {
  typeDefs: readSdl(import.meta.url, './order-desk.graphql'),
  resolvers: orderDeskResolvers,
};
