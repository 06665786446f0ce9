import { readSdl, type GraphQLModule } from '../../graphql/module';
import { catalogResolvers } from './catalog.resolvers';

export const catalogModule: GraphQLModule = {
  typeDefs: readSdl(import.meta.url, './catalog.graphql'),
  resolvers: catalogResolvers,
};
