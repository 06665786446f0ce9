import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../tests/support/test-server';
import { sendLog } from '../mail/mail.tables';
import { returnSendSlot, SEND_LOG_KEEP_MS, takeSendSlot } from './send-limit';

// The send limit counts rows of send_log (docs/decisions.md "Invoice and order PDFs"): every process that shares
// the database counts the same sends; on PostgreSQL the concurrent sends below really run at once.

const HOUR = 3_600_000;
const T0 = Date.parse('2026-03-02T10:00:00Z');
const at = (ms: number) => new Date(T0 + ms);

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

afterAll(async () => {
  await server.close();
});

const take = (key: string, ms: number, max = 5) =>
  takeSendSlot(server.db, { key, userId: null, at: at(ms), max, windowMs: HOUR });

describe('takeSendSlot', () => {
  it('allows max sends per window and key, then says when the next one may go', async () => {
    for (let i = 0; i < 5; i++) expect((await take('a', 1000 + i * 60_000)).ok).toBe(true);
    expect(await take('a', 1000 + 10 * 60_000)).toEqual({ ok: false, retryAfterSeconds: 3000 });
    // Another key counts apart.
    expect((await take('b', 1000 + 10 * 60_000)).ok).toBe(true);
    // Once the first send is an hour old, one more may go.
    expect((await take('a', 1000 + HOUR)).ok).toBe(true);
    expect((await take('a', 1000 + HOUR + 1)).ok).toBe(false);
  });

  it('gives six concurrent sends of one key exactly five slots', async () => {
    const slots = await Promise.all(Array.from({ length: 6 }, () => take('concurrent', 0)));
    expect(slots.filter((s) => s.ok)).toHaveLength(5);
    expect(slots.filter((s) => !s.ok)).toEqual([{ ok: false, retryAfterSeconds: 3600 }]);
    const rows = await server.db.select().from(sendLog).where(eq(sendLog.key, 'concurrent'));
    expect(rows).toHaveLength(5);
  });

  it('gives a slot back when the send failed', async () => {
    const first = await take('failed', 5, 1);
    if (!first.ok) throw new Error('the first send was refused');
    expect((await take('failed', 6, 1)).ok).toBe(false);
    await returnSendSlot(server.db, first.id);
    expect((await take('failed', 7, 1)).ok).toBe(true);
  });

  it('prunes rows a day old when a send is logged', async () => {
    await take('old', 0);
    await take('new', SEND_LOG_KEEP_MS + 1);
    const keys = (await server.db.select({ key: sendLog.key }).from(sendLog)).map((r) => r.key);
    expect(keys).not.toContain('old');
    expect(keys).toContain('new');
  });

  it('refuses a window longer than the rows are kept', async () => {
    await expect(
      takeSendSlot(server.db, { key: 'x', userId: null, at: at(0), max: 1, windowMs: SEND_LOG_KEEP_MS + 1 }),
    ).rejects.toThrow(/at most a day/);
  });
});
