import type { GraphQLModule } from '../../graphql/module';
import { sessionResolvers } from './session.resolvers';

/** The account mutations that end sessions (their SDL is in users.graphql). */
export const sessionModule: GraphQLModule = {
  resolvers: sessionResolvers,
};
