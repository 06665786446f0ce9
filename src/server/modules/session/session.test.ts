import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../tests/support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('POST /api/login', () => {
  it('signs in with the demo password', async () => {
    const res = await server.postJson('/api/login', { username: 'dealer', password: 'Demo1234' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'expiresIn', 'refreshToken']);
    expect(body.expiresIn).toBe(900);
  });
});
