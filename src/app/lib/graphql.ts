import type { TypedDocumentString } from '../gql/graphql';
import { ApiError, apiUrl, bearer, NetworkError } from './api';
import { withSession } from './session';

interface GraphQLResponse<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** A GraphQL answer with errors (transport or `errors[]`); `code` is the server's extensions.code. */
export class GraphQLRequestError extends ApiError {
  readonly code: string | undefined;

  constructor(status: number, message: string | undefined, code: string | undefined) {
    super(status, message, undefined);
    this.name = 'GraphQLRequestError';
    this.code = code;
  }
}

/**
 * Runs one typed operation against /graphql with the spec's Accept header, through the session rules (refresh on
 * 401, sign-out on 403). A small fetch client instead of graphql-request: documents are plain strings
 * (client preset, documentMode 'string'), so no GraphQL parser ships to the browser.
 */
export function graphqlRequest<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables?: TVariables,
): Promise<TResult> {
  return withSession(async (accessToken) => {
    let response: Response;
    try {
      response = await fetch(apiUrl('/graphql'), {
        method: 'POST',
        headers: {
          Accept: 'application/json, text/plain, */*',
          'Content-Type': 'application/json',
          ...bearer(accessToken),
        },
        body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
      });
    } catch (error) {
      throw new NetworkError(error);
    }
    const body = (await response.json().catch(() => ({}))) as GraphQLResponse<TResult>;
    const first = body.errors?.[0];
    if (!response.ok || first || !body.data) {
      // Spec 01 §8: missing data with no error still fails, with 'graphql return no data'.
      throw new GraphQLRequestError(
        response.status,
        first?.message ?? 'graphql return no data',
        first?.extensions?.code,
      );
    }
    return body.data;
  });
}
