import { readSdl, type GraphQLModule } from '../../graphql/module';
import { invoicesResolvers } from './invoices.resolvers';

export const invoicesModule: GraphQLModule = {
  typeDefs: readSdl(import.meta.url, './invoices.graphql'),
  resolvers: invoicesResolvers,
};
