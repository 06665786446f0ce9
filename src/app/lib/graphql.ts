import type { TypedDocumentString } from '../gql/graphql';
import {
  ACCEPT,
  ApiError,
  apiUrl,
  bearer,
  errorFromAnswer,
  isAbortError,
  NetworkError,
  notJson,
  readBody,
} from './api';
import { contentLanguageHeaders } from './content-language';
import { withSession } from './session';

interface GraphQLResponse<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; status?: string } }[];
}

/** A GraphQL answer with errors (transport or `errors[]`); `code` is the server's extensions.code. */
export class GraphQLRequestError extends ApiError {
  constructor(
    status: number,
    message: string | undefined,
    code: string | undefined,
    details: { isMaintenance?: boolean; isUnexpectedAnswer?: boolean } = {},
  ) {
    super(status, message, undefined, { ...details, code });
    this.name = 'GraphQLRequestError';
  }
}

export interface GraphQLRequestOptions {
  /** Cancels the request: pass TanStack Query's `signal`, so leaving the page cancels what it asked for. */
  signal?: AbortSignal | undefined;
  /**
   * false for the user request and the change-customer request, which may carry a token for another customer
   * than the page's (spec 01 §4 Session). Default true.
   */
  checkIdentity?: boolean;
  /** Extra headers, e.g. the `Idempotency-Key` of a mutation that must act once (checkout). */
  headers?: Record<string, string>;
}

function toGraphQLError(error: ApiError): GraphQLRequestError {
  return new GraphQLRequestError(error.status, error.serverMessage, error.code, {
    isMaintenance: error.isMaintenance,
    isUnexpectedAnswer: error.isUnexpectedAnswer,
  });
}

/**
 * Runs one typed operation against /graphql with the spec's Accept header, through the session rules
 * (lib/session.ts#withSession). A small fetch client instead of graphql-request: documents are plain strings
 * (client preset, documentMode 'string'), so no GraphQL parser ships to the browser.
 */
export function graphqlRequest<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables?: TVariables,
  options: GraphQLRequestOptions = {},
): Promise<TResult> {
  return withSession(
    async (accessToken) => {
      let response: Response;
      let body: unknown;
      try {
        response = await fetch(apiUrl('/graphql'), {
          method: 'POST',
          headers: {
            Accept: ACCEPT,
            'Content-Type': 'application/json',
            ...contentLanguageHeaders(),
            ...options.headers,
            ...bearer(accessToken),
          },
          body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
          ...(options.signal ? { signal: options.signal } : {}),
        });
        body = await readBody(response);
      } catch (error) {
        if (isAbortError(error)) throw error;
        throw new NetworkError(error);
      }
      if (!response.ok) throw toGraphQLError(errorFromAnswer(response, body));
      if (body === notJson) {
        throw new GraphQLRequestError(response.status, undefined, undefined, { isUnexpectedAnswer: true });
      }
      const answer = (body ?? {}) as GraphQLResponse<TResult>;
      const first = answer.errors?.[0];
      if (first) throw toGraphQLError(errorFromAnswer(response, answer));
      // Spec 01 §8: missing data with no error still fails, with 'graphql return no data'.
      if (!answer.data) throw new GraphQLRequestError(response.status, 'graphql return no data', undefined);
      return answer.data;
    },
    options.checkIdentity === undefined ? {} : { checkIdentity: options.checkIdentity },
  );
}
