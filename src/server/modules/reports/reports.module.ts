import { readSdl, type GraphQLModule } from '../../graphql/module';
import { reportsResolvers } from './reports.resolvers';

export const reportsModule: GraphQLModule = {
  typeDefs: readSdl(import.meta.url, './reports.graphql'),
  resolvers: reportsResolvers,
};
