import { readSdl, type GraphQLModule } from '../../graphql/module';
import { notificationsResolvers } from './notifications.resolvers';
import { pushResolvers } from './push.resolvers';

export const pushModule: GraphQLModule = {
  typeDefs: readSdl(import.meta.url, './push.graphql'),
  resolvers: {
    Query: { ...notificationsResolvers.Query },
    Mutation: { ...pushResolvers.Mutation, ...notificationsResolvers.Mutation },
  },
};
