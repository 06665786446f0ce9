import { readSdl, type GraphQLModule } from '../../graphql/module';
import { hostsResolvers } from './hosts.resolvers';

export const hostsModule: GraphQLModule = {
  typeDefs: readSdl(import.meta.url, './hosts.graphql'),
  resolvers: hostsResolvers,
};
