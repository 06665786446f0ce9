import { readSdl, type GraphQLModule } from '../../graphql/module';
import { customersResolvers } from './customers.resolvers';

export const customersModule: GraphQLModule = {
  typeDefs: readSdl(import.meta.url, './customers.graphql'),
  resolvers: customersResolvers,
};
