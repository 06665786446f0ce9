import { readSdl, type GraphQLModule } from '../../graphql/module';
import { paymentsAdminResolvers } from './payments-admin.resolvers';

/** The payments administration's slice of the schema (its own SDL, beside the payments module's). */
export const paymentsAdminModule: GraphQLModule = {
  typeDefs: readSdl(import.meta.url, './payments-admin.graphql'),
  resolvers: paymentsAdminResolvers,
};
