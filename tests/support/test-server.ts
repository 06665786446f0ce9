import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import './provided-context';
import { createApp } from '../../src/server/app';
import { openDatabase, type Database } from '../../src/server/db/client';
import { envSchema, type Env } from '../../src/server/env';
import { createLogger } from '../../src/server/lib/logger';
import type { LookupAll } from '../../src/server/lib/public-address';
import { onServer, uniqueName, withDatabase } from './test-database';

export interface TestServerOptions {
  env?: Partial<Record<keyof Env, string>>;
  now?: () => Date;
  /** Resolver of push endpoints' host names (e.g. a name that resolves to 127.0.0.1). */
  lookup?: LookupAll;
}

/** Tokens as the session routes answer them. */
export interface Tokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

/**
 * A real server on its own copy of the seeded database (PGlite, or PostgreSQL when DATABASE_URL is set), called
 * in-process through `app.request` — real HTTP semantics, no port.
 */
export async function createTestServer(options: TestServerOptions = {}) {
  const template = inject('dbTemplate');
  let database: Database;
  let dropDatabase: () => Promise<void> = () => Promise.resolve();
  if (template.kind === 'postgres') {
    const name = uniqueName('portal_t');
    await onServer(template.url, [`CREATE DATABASE ${name} TEMPLATE ${template.template}`]);
    database = await openDatabase({ kind: 'postgres', url: withDatabase(template.url, name) });
    dropDatabase = () => onServer(template.url, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
  } else {
    database = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([readFileSync(template.file)]) });
  }
  const env = envSchema.parse({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: inject('uploadsDir').replace(/\/uploads$/, ''),
    // The tests read /api/dev/*; the env refuses DEV_ROUTES with NODE_ENV=production.
    ...(options.env?.NODE_ENV === 'production' ? {} : { DEV_ROUTES: '1' }),
    ...options.env,
  });
  const { app, deps } = await createApp({
    database,
    env,
    logger: createLogger(env.LOG_LEVEL),
    ...(options.now ? { now: options.now } : {}),
    ...(options.lookup ? { lookup: options.lookup } : {}),
  });

  const request = (path: string, init?: RequestInit & { ip?: string }) => {
    const { ip, ...rest } = init ?? {};
    // @hono/node-server puts the socket here; app.request has none, so tests give the client address this way.
    return app.request(path, rest, { incoming: { socket: { remoteAddress: ip ?? '127.0.0.1' } } });
  };

  const postJson = (path: string, body: unknown, init: RequestInit & { ip?: string } = {}) =>
    request(path, {
      ...init,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
      body: JSON.stringify(body),
    });

  async function login(username: string, password = 'Demo1234'): Promise<Tokens> {
    const res = await postJson('/api/login', { username, password });
    if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Tokens;
  }

  const tokens = new Map<string, string>();

  /**
   * An access token of `username`, acting for `customer` when given (through POST /api/change-cust); one per user
   * and customer for the server's life.
   */
  async function tokenFor(username: string, customer?: { id: number; custCodeR3: string | null }): Promise<string> {
    const key = `${username}:${String(customer?.id ?? '')}`;
    const known = tokens.get(key);
    if (known) return known;
    let { accessToken } = await login(username);
    if (customer) {
      const res = await request(`/api/change-cust?r3=${customer.custCodeR3 ?? ''}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}` },
      });
      if (res.status !== 200) throw new Error(`change-cust: ${String(res.status)} ${await res.text()}`);
      ({ accessToken } = (await res.json()) as { accessToken: string });
    }
    tokens.set(key, accessToken);
    return accessToken;
  }

  /** Runs a GraphQL operation with the spec's Accept header; returns status and parsed body. */
  async function graphql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    accessToken?: string,
    host = 'localhost',
  ) {
    const res = await app.request(`http://${host}/api/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/plain, */*',
        ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
    return { ...body, status: res.status };
  }

  return {
    app,
    deps,
    db: database.db,
    env,
    request,
    postJson,
    login,
    tokenFor,
    graphql,
    close: async () => {
      await database.close();
      await dropDatabase();
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof createTestServer>>;

/** Basic auth header for the startup routes. */
export const basicAuth = (user = 'portal', password = 'portal') =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
