import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type ValidationContext } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { AppDeps } from '../app-deps';
import { buildContext, type GraphQLContext, type RequestContext } from './context';
import { buildSchema } from './schema';

// graphql-armor throws from inside validate() by default, which Yoga answers with HTTP 200. Report it as a
// validation error with an explicit 400 instead (TOOLCHAIN.md T6).
const reportAsValidationError = {
  propagateOnRejection: false,
  onReject: [
    (ctx: ValidationContext | null, error: GraphQLError) => {
      ctx?.reportError(new GraphQLError(error.message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400, spec: false } } }));
    },
  ],
};

/** Invalid documents and variables answer 400 whatever the Accept header (Yoga would say 200 for application/json). */
const badRequestsAre400: Plugin = {
  onResultProcess({ result }) {
    if (!('errors' in result) || !result.errors || ('data' in result && result.data)) return;
    for (const error of result.errors) {
      const ext = (error as GraphQLError).extensions as Record<string, unknown> & { http?: { status?: number } };
      const code = ext.code;
      if ((code === 'GRAPHQL_VALIDATION_FAILED' || code === 'BAD_USER_INPUT' || code === 'GRAPHQL_PARSE_FAILED') && !ext.http?.status) {
        ext.http = { status: 400, spec: false } as never;
      }
    }
  },
};

const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

export function createGraphQL(deps: AppDeps) {
  const production = deps.env.NODE_ENV === 'production';
  return createYoga<RequestContext, GraphQLContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/api/graphql',
    landingPage: false,
    graphiql: false,
    // Unexpected errors are logged and answered as 'Unexpected error.'; GraphQLErrors we throw pass through.
    maskedErrors: true,
    logging: deps.env.LOG_LEVEL === 'silent' ? false : deps.env.LOG_LEVEL === 'debug' ? 'debug' : 'warn',
    context: ({ viewer, claims, host }) => buildContext(deps, { viewer, claims, host }),
    plugins: [
      maxDepthPlugin({ n: 8, ignoreIntrospection: true, flattenFragments: true, ...reportAsValidationError }),
      costLimitPlugin({ maxCost: 5000, ...reportAsValidationError }),
      badRequestsAre400,
      ...(production ? [noIntrospection] : []),
    ],
  });
}

export type GraphQLServer = ReturnType<typeof createGraphQL>;
