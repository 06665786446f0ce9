import { readSdl, type GraphQLModule } from '../../graphql/module';
import { stockResolvers } from './stock.resolvers';

export const stockModule: GraphQLModule = {
  typeDefs: readSdl(import.meta.url, './stock.graphql'),
  resolvers: stockResolvers,
};
