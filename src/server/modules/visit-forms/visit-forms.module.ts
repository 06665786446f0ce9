import { readSdl, type GraphQLModule } from '../../graphql/module';
import { visitFormsResolvers } from './visit-forms.resolvers';

export const visitFormsModule: GraphQLModule = {
  typeDefs: readSdl(import.meta.url, './visit-forms.graphql'),
  resolvers: visitFormsResolvers,
};
