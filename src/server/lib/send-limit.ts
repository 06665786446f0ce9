// The rate limit of mails a user asks for (send invoice email: 5 per invoice and hour), counted in the database
// (`send_log`) so every server process counts the same sends (docs/decisions.md "Invoice and order PDFs"). A send
// takes a row under a transaction-scoped advisory lock on its key: two sends of one key never count at the same
// time, so six at once give exactly five. A failed send deletes its row; rows a day old are pruned on insert.
import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sendLog } from '../mail/mail.tables';

/** Key space of the send limit's advisory locks (pg_advisory_xact_lock(key, hash of the send key)): "SEND". */
const SEND_LOCK_SPACE = 0x53454e44;

/** Rows older than this are pruned when a send is logged; no window may be longer. */
export const SEND_LOG_KEEP_MS = 24 * 3_600_000;

export type SendSlot = { ok: true; id: number } | { ok: false; retryAfterSeconds: number };

/**
 * Takes one send of `key` at `at` when fewer than `max` were logged in the `windowMs` before it (the row is the
 * slot); otherwise logs nothing and says how long until the oldest counted send leaves the window.
 */
export async function takeSendSlot(
  db: Db,
  args: { key: string; userId: number | null; at: Date; max: number; windowMs: number },
): Promise<SendSlot> {
  const { key, at, max, windowMs } = args;
  if (windowMs > SEND_LOG_KEEP_MS) throw new Error('a send window may be at most a day (SEND_LOG_KEEP_MS)');
  const from = new Date(at.getTime() - windowMs);
  return db.transaction(async (tx): Promise<SendSlot> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEND_LOCK_SPACE}::int, hashtext(${key}))`);
    await tx.delete(sendLog).where(lt(sendLog.sentAt, new Date(at.getTime() - SEND_LOG_KEEP_MS)));
    const [recent] = await tx
      .select({ sends: count(), oldest: min(sendLog.sentAt) })
      .from(sendLog)
      .where(and(eq(sendLog.key, key), gt(sendLog.sentAt, from)));
    if (recent && recent.sends >= max) {
      const oldest = recent.oldest ? new Date(recent.oldest).getTime() : at.getTime();
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - at.getTime()) / 1000)) };
    }
    const [row] = await tx
      .insert(sendLog)
      .values({ key, userId: args.userId, sentAt: at })
      .returning({ id: sendLog.id });
    if (!row) throw new Error('send_log insert returned no row');
    return { ok: true, id: row.id };
  });
}

/** Gives back a slot taken for a send that did not happen (the mail failed). */
export async function returnSendSlot(db: Db, id: number): Promise<void> {
  await db.delete(sendLog).where(eq(sendLog.id, id));
}
