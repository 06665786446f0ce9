import { inspect } from 'node:util';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import type { ASTVisitor, GraphQLError, ValidationContext } from 'graphql';
import { createGraphQLError, createYoga, maskError, type Plugin, type YogaLogger } from 'graphql-yoga';
import type { AppDeps } from '../app-deps';
import { createLogger, type Logger } from '../lib/logger';
import { buildContext, type GraphQLContext, type RequestContext } from './context';
import { hideVariableValues } from './hide-variable-values';
import { operationLimits } from './operation-limits';
import { buildSchema } from './schema';

// Errors are built with Yoga's createGraphQLError and the introspection rule reads names only: under Vitest our
// `import 'graphql'` is another instance than Yoga's (index.mjs vs index.js), and graphql-js values of ours fail
// Yoga's instanceof checks (see errors.ts).

// graphql-armor throws from inside validate() by default, which Yoga answers with HTTP 200. Report it as a
// validation error with an explicit 400 instead (TOOLCHAIN.md T6).
const reportAsValidationError = {
  propagateOnRejection: false,
  onReject: [
    (ctx: ValidationContext | null, error: GraphQLError) => {
      ctx?.reportError(
        createGraphQLError(error.message, {
          extensions: { code: 'BAD_USER_INPUT', http: { status: 400, spec: false } },
        }),
      );
    },
  ],
};

/** Codes of requests refused before execution: their answer is 400 whatever the Accept header. */
const BAD_REQUEST_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
]);

/**
 * Invalid documents and variables answer 400 whatever the Accept header. Yoga marks its own parse and validation
 * errors `http.spec: true`, which for `Accept: application/json` (the spec's client) means the GraphQL-over-HTTP
 * legacy answer 200; the client's session rules key on the status, so the legacy rule is switched off here.
 */
const badRequestsAre400: Plugin = {
  onResultProcess({ result }) {
    if (!('errors' in result) || ('data' in result && result.data)) return;
    for (const error of result.errors) {
      const ext = error.extensions as Record<string, unknown> & { http?: { status?: number; spec?: boolean } };
      const http = ext.http;
      // Variable coercion errors come without a code; every refusal carries one for the client.
      if (http?.status === 400 && typeof ext.code !== 'string') ext.code = 'BAD_USER_INPUT';
      if (http?.status && http.spec) ext.http = { ...http, spec: false };
      else if (!http?.status && typeof ext.code === 'string' && BAD_REQUEST_CODES.has(ext.code)) {
        ext.http = { ...http, status: 400, spec: false };
      }
    }
  },
};

/**
 * Production refuses introspection: any `__schema` or `__type` field (`__typename` stays allowed). By name only,
 * like graphql-js's NoSchemaIntrospectionCustomRule minus its type lookups, which break across graphql instances.
 */
const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule((context: ValidationContext): ASTVisitor => ({
      Field(node) {
        const name = node.name.value;
        if (name === '__schema' || name === '__type') {
          context.reportError(
            createGraphQLError(`GraphQL introspection is not allowed, but the query contained the field "${name}".`, {
              nodes: node,
            }),
          );
        }
      },
    }));
  },
};

/**
 * Production answers do not suggest names ('Did you mean "me"?'): with introspection off, suggestions would still
 * spell the schema out. graphql-js appends them to validation and variable-coercion messages.
 */
const noSuggestions: Plugin = {
  onResultProcess({ result }) {
    if (!('errors' in result)) return;
    for (const error of result.errors ?? []) {
      const stripped = error.message.replace(/\s*Did you mean [^?]*\?/g, '');
      if (stripped !== error.message) (error as { message: string }).message = stripped;
    }
  },
};

/**
 * Unexpected errors (a resolver threw something that is not one of our GraphQLErrors) are masked as 'Unexpected
 * error.' and answer 500, not 200: the failure is on our side, so the outbox retries and the Idempotency-Key
 * middleware does not keep the answer as the request's outcome.
 */
function maskUnexpected(error: unknown, message: string, isDev?: boolean): Error {
  const masked = maskError(error, message, isDev);
  if (masked === error || !('extensions' in masked)) return masked;
  const extensions = masked.extensions as Record<string, unknown>;
  extensions.http ??= { status: 500, spec: false };
  return masked;
}

/** Longest text of one logged value: a driver error can quote every bound parameter (a 700 KB line was seen). */
const MAX_LOGGED_CHARS = 2000;

function clip(text: string): string {
  return text.length > MAX_LOGGED_CHARS ? `${text.slice(0, MAX_LOGGED_CHARS)}… (${String(text.length)} chars)` : text;
}

/** Yoga's log lines through our JSON logger, each value clipped, so no line carries a request's whole payload. */
export function yogaLogger(logger: Logger): YogaLogger {
  const fields = (args: unknown[]) => ({
    details: args.map((arg) =>
      arg instanceof Error
        ? { name: arg.name, message: clip(arg.message), stack: clip(arg.stack ?? '') }
        : clip(typeof arg === 'string' ? arg : inspect(arg, { depth: 3, breakLength: Infinity })),
    ),
  });
  return {
    debug: (...args: unknown[]) => {
      logger.debug('graphql', fields(args));
    },
    info: (...args: unknown[]) => {
      logger.info('graphql', fields(args));
    },
    warn: (...args: unknown[]) => {
      logger.error('graphql warning', fields(args));
    },
    error: (...args: unknown[]) => {
      logger.error('graphql error', fields(args));
    },
  };
}

/** Largest GraphQL request body (JSON). */
export const GRAPHQL_MAX_BYTES = 1024 * 1024;
/**
 * Largest GraphQL multipart request (the spec's multipart form with its files inline): one photo at the 100 MB cap
 * of visit photos (spec 02 §9) and the rest of the form. A visit's compressed photos are a few MB; the outbox sends
 * its files through POST /api/uploads instead.
 */
export const GRAPHQL_MULTIPART_MAX_BYTES = 101 * 1024 * 1024;

export function createGraphQL(deps: AppDeps) {
  const production = deps.env.NODE_ENV === 'production';
  return createYoga<RequestContext, GraphQLContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/api/graphql',
    landingPage: false,
    graphiql: false,
    // The HTTP layer caps JSON bodies at 1 MiB and multipart ones at this (app.ts); Yoga's own cap (25 MB by
    // default) must not be the lower one.
    maxRequestBodySize: GRAPHQL_MULTIPART_MAX_BYTES,
    // Unexpected errors are logged and answered as 'Unexpected error.' with 500; GraphQLErrors we throw pass through.
    maskedErrors: { maskError: maskUnexpected },
    logging: yogaLogger(createLogger(deps.env.LOG_LEVEL)),
    context: ({ viewer, claims, host, ip, request }) =>
      buildContext(deps, {
        viewer,
        claims,
        host,
        ip,
        acceptLanguage: request.headers.get('accept-language') ?? undefined,
      }),
    plugins: [
      maxDepthPlugin({ n: 8, ignoreIntrospection: true, flattenFragments: true, ...reportAsValidationError }),
      operationLimits(),
      badRequestsAre400,
      // Invalid variables are answered without their values (card numbers, security codes): every environment.
      hideVariableValues,
      ...(production ? [noIntrospection, noSuggestions] : []),
    ],
  });
}

export type GraphQLServer = ReturnType<typeof createGraphQL>;
