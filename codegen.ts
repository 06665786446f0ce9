import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: ['src/server/graphql/base.graphql', 'src/server/modules/*/*.graphql'],
  documents: ['src/app/**/*.{ts,tsx}', '!src/app/gql/**'],
  // The thin client of step 1 talks REST only; GraphQL documents arrive with the shell.
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
    // Client: typed `graphql()` tag returning a TypedDocumentString (no graphql-js AST in the bundle).
    'src/app/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        useTypeImports: true,
        scalars: {
          ID: { input: 'string', output: 'string' },
          DateTime: { input: 'string', output: 'string' },
          File: { input: 'File', output: 'never' },
        },
        strictScalars: true,
        enumsAsTypes: true,
      },
    },
  },
};

export default config;
