import { randomUUID } from 'node:crypto';
import type { GraphQLSchema } from 'graphql';
import type { TestServer } from './test-server';

/** `Query.x` and `Mutation.y` of every root field of the schema, sorted. */
export function rootOperations(schema: GraphQLSchema): string[] {
  const names: string[] = [];
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!root) continue;
    for (const field of Object.keys(root.getFields())) names.push(`${root.name}.${field}`);
  }
  return names.sort();
}

/** `METHOD /path` of every route and middleware the Hono app registers (sub-apps included), deduplicated. */
export function restRoutes(app: TestServer['app']): string[] {
  return [...new Set(app.routes.map((r) => `${r.method} ${r.path}`))].sort();
}

/** The values of `secrets` that appear in `body` and were not sent by the caller (an echo of the input is no leak). */
export function leakedValues(body: string, secrets: readonly string[], sent: string): string[] {
  return secrets.filter((s) => s !== '' && body.includes(s) && !sent.includes(s));
}

/**
 * Whether a GraphQL answer refuses `field`: an HTTP error, a GraphQL error, a null answer, an empty list, an empty
 * page (`items`) or cart (`lines`), or a payload with userErrors.
 */
export function isRefusedGraphQL(
  status: number,
  body: { data?: Record<string, unknown> | null; errors?: unknown[] },
  field: string,
): boolean {
  if (status >= 400 || (body.errors?.length ?? 0) > 0) return true;
  const answer = body.data?.[field];
  if (answer === null || answer === undefined) return true;
  if (Array.isArray(answer)) return answer.length === 0;
  if (typeof answer !== 'object') return false;
  const record = answer as Record<string, unknown>;
  if (Array.isArray(record.userErrors) && record.userErrors.length > 0) return true;
  if (Array.isArray(record.items)) return record.items.length === 0;
  if (Array.isArray(record.lines)) return record.lines.length === 0;
  if (record.cart && typeof record.cart === 'object') {
    const lines = (record.cart as { lines?: unknown[] }).lines;
    return Array.isArray(lines) && lines.length === 0;
  }
  return false;
}

/**
 * Uploads bytes through POST/PATCH /api/uploads as the outbox does; `complete: false` starts the upload and sends
 * nothing, so it stays open. Answers the upload id.
 */
export async function uploadFile(
  server: TestServer,
  accessToken: string,
  bytes: Buffer,
  options: { contentType?: string; slot?: string; key?: string; complete?: boolean } = {},
): Promise<string> {
  const auth = { authorization: `Bearer ${accessToken}` };
  const started = await server.postJson(
    '/api/uploads',
    {
      key: options.key ?? randomUUID(),
      slot: options.slot ?? 'photo1',
      fileName: 'photo',
      contentType: options.contentType ?? 'image/png',
      size: bytes.length,
    },
    { headers: auth },
  );
  if (started.status !== 201) throw new Error(`upload start: ${String(started.status)} ${await started.text()}`);
  const { id } = (await started.json()) as { id: string };
  if (options.complete === false) return id;
  const res = await server.request(`/api/uploads/${id}`, {
    method: 'PATCH',
    headers: { ...auth, 'upload-offset': '0' },
    body: new Uint8Array(bytes),
  });
  if (res.status !== 200) throw new Error(`upload: ${String(res.status)} ${await res.text()}`);
  return id;
}
