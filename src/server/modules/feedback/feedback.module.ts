import { readSdl, type GraphQLModule } from '../../graphql/module';
import { feedbackResolvers } from './feedback.resolvers';

export const feedbackModule: GraphQLModule = {
  typeDefs: readSdl(import.meta.url, './feedback.graphql'),
  resolvers: feedbackResolvers,
};
