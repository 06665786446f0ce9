import { readSdl, type GraphQLModule } from '../../graphql/module';
import { sessionResolvers } from './session.resolvers';

/**
 * The account mutations that end sessions (their SDL is in users.graphql) and the administrator's list of failed
 * sign-ins (session.graphql).
 */
export const sessionModule: GraphQLModule = {
  typeDefs: readSdl(import.meta.url, './session.graphql'),
  resolvers: sessionResolvers,
};
