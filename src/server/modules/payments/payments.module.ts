import { readSdl, type GraphQLModule } from '../../graphql/module';
import { paymentsResolvers } from './payments.resolvers';

export const paymentsModule: GraphQLModule = {
  typeDefs: readSdl(import.meta.url, './payments.graphql'),
  resolvers: paymentsResolvers,
};
