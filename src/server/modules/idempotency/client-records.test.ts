import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../tests/support/test-server';
import { users } from '../users/users.tables';
import { rememberClientRecord, serverIdOf } from './idempotency.service';

let server: TestServer;
let dealer: number;
let sales: number;

beforeAll(async () => {
  server = await createTestServer();
  const rows = await server.db.select({ id: users.id, username: users.username }).from(users);
  const idOf = (name: string) => rows.find((r) => r.username === name)?.id ?? -1;
  dealer = idOf('dealer');
  sales = idOf('sales');
});
afterAll(async () => {
  await server.close();
});

describe('client records', () => {
  it('maps a client id to the server id its create made, per user and kind', async () => {
    const clientId = randomUUID();
    expect(await serverIdOf(server.db, { userId: dealer, kind: 'form-visit', clientId })).toBeUndefined();
    expect(
      await rememberClientRecord(server.db, { userId: dealer, kind: 'form-visit', clientId, serverId: '42' }),
    ).toBe('42');
    expect(await serverIdOf(server.db, { userId: dealer, kind: 'form-visit', clientId })).toBe('42');
    // Another kind or another user with the same client id is another record.
    expect(await serverIdOf(server.db, { userId: dealer, kind: 'claim', clientId })).toBeUndefined();
    expect(await serverIdOf(server.db, { userId: sales, kind: 'form-visit', clientId })).toBeUndefined();
  });

  it('keeps the first mapping when a create is remembered twice', async () => {
    const clientId = randomUUID();
    await rememberClientRecord(server.db, { userId: dealer, kind: 'form-visit', clientId, serverId: '7' });
    expect(await rememberClientRecord(server.db, { userId: dealer, kind: 'form-visit', clientId, serverId: '8' })).toBe(
      '7',
    );
    expect(await serverIdOf(server.db, { userId: dealer, kind: 'form-visit', clientId })).toBe('7');
  });
});
