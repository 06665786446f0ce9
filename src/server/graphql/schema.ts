import { createSchema } from 'graphql-yoga';
import { customersModule } from '../modules/customers/customers.module';
import { usersModule } from '../modules/users/users.module';
import type { GraphQLContext } from './context';
import { readSdl, type GraphQLModule } from './module';
import { scalarResolvers } from './scalars';

/** Every module of the API; a new area registers here. */
export const modules: GraphQLModule[] = [usersModule, customersModule];

export function buildSchema() {
  return createSchema<GraphQLContext>({
    typeDefs: [readSdl(import.meta.url, './base.graphql'), ...modules.map((m) => m.typeDefs)],
    resolvers: [scalarResolvers, ...modules.map((m) => m.resolvers)] as never,
  });
}
