import { readSdl, type GraphQLModule } from '../../graphql/module';
import { usersResolvers } from './users.resolvers';

export const usersModule: GraphQLModule = {
  typeDefs: readSdl(import.meta.url, './users.graphql'),
  resolvers: usersResolvers,
};
