import { readSdl, type GraphQLModule } from '../../graphql/module';
import { catalogResolvers } from './catalog.resolvers';

export const catalogModule: GraphQLModule = {
  typeDefs: ['./products.graphql', './lists.graphql', './sync.graphql']
    .map((file) => readSdl(import.meta.url, file))
    .join('\n'),
  resolvers: catalogResolvers,
};
