// Row types the GraphQL resolvers receive as parents (graphql-codegen `mappers`).
export type { Viewer as UserModel } from './auth/viewer';
export type { CustomerRow as CustomerModel } from './modules/customers/customers.tables';
