// Row types the GraphQL resolvers receive as parents (graphql-codegen `mappers`).
export type { Viewer as UserModel } from './modules/users/users.service';
export type { CustomerRow as CustomerModel } from './modules/customers/customers.tables';
