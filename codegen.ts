import type { CodegenConfig } from '@graphql-codegen/cli';

// Client targets: typed `graphql()` tag returning a TypedDocumentString (no graphql-js AST in the bundle).
const clientConfig = {
  documentMode: 'string',
  useTypeImports: true,
  scalars: {
    ID: { input: 'string', output: 'string' },
    DateTime: { input: 'string', output: 'string' },
    File: { input: 'File', output: 'never' },
  },
  strictScalars: true,
  enumsAsTypes: true,
};

const config: CodegenConfig = {
  schema: ['src/server/graphql/base.graphql', 'src/server/modules/*/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    // Server: resolver signatures, with DB row types mapped in via `mappers`.
    'src/server/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        useIndexSignature: true,
        contextType: '../graphql/context#GraphQLContext',
        mappers: {
          User: '../models#UserModel',
          Customer: '../models#CustomerModel',
          // The catalog's types resolve from objects loaded for one buyer (customer, sorg, group).
          Product: '../modules/catalog/catalog.models#ProductModel',
          ProductGroup: '../modules/catalog/catalog.models#ProductGroupModel',
          Promotion: '../modules/catalog/catalog.models#PromotionModel',
        },
        scalars: {
          ID: { input: 'string', output: 'string | number' },
          DateTime: { input: 'Date', output: 'Date | string' },
          // A part of a GraphQL multipart request (graphql-yoga hands resolvers a web File).
          File: { input: 'File', output: 'never' },
        },
        strictScalars: true,
        enumsAsTypes: true,
      },
    },
    // The React client.
    'src/app/gql/': {
      documents: ['src/app/**/*.{ts,tsx}', '!src/app/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: clientConfig,
    },
    // The browser core (the outbox, the catalog download): the page and the service worker send these, so they
    // cannot come from src/app; their own target, the same typed strings.
    'src/browser/gql/': {
      documents: ['src/browser/**/*.ts', '!src/browser/gql/**', '!src/browser/**/*.test.ts'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: clientConfig,
    },
  },
};

export default config;
