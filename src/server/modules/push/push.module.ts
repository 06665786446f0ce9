import { readSdl, type GraphQLModule } from '../../graphql/module';
import { pushResolvers } from './push.resolvers';

export const pushModule: GraphQLModule = {
  typeDefs: readSdl(import.meta.url, './push.graphql'),
  resolvers: pushResolvers,
};
