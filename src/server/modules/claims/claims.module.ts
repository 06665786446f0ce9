import { readSdl, type GraphQLModule } from '../../graphql/module';
import { claimsResolvers } from './claims.resolvers';

export const claimsModule: GraphQLModule = {
  typeDefs: readSdl(import.meta.url, './claims.graphql'),
  resolvers: claimsResolvers,
};
