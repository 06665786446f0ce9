import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clientRecords } from './idempotency.tables';

export interface ClientRecordRef {
  userId: number;
  /** What the record is, e.g. 'form-visit'; client ids are unique per user and kind. */
  kind: string;
  /** The id the client gave the record while offline (a UUID of the outbox). */
  clientId: string;
}

/**
 * Remembers which server record a client-created record became, so an update or delete queued behind its create
 * finds it. The first mapping stays: a second call with another server id does not overwrite it, and the answer
 * is the server id actually stored.
 */
export async function rememberClientRecord(db: Db, record: ClientRecordRef & { serverId: string }): Promise<string> {
  const inserted = await db
    .insert(clientRecords)
    .values(record)
    .onConflictDoNothing()
    .returning({ serverId: clientRecords.serverId });
  const stored = inserted[0]?.serverId ?? (await serverIdOf(db, record));
  if (stored === undefined) throw new Error('client record neither inserted nor found');
  return stored;
}

/** The server id a client id of this user and kind maps to; undefined while its create has not arrived. */
export async function serverIdOf(db: Db, ref: ClientRecordRef): Promise<string | undefined> {
  const [row] = await db
    .select({ serverId: clientRecords.serverId })
    .from(clientRecords)
    .where(
      and(
        eq(clientRecords.userId, ref.userId),
        eq(clientRecords.kind, ref.kind),
        eq(clientRecords.clientId, ref.clientId),
      ),
    );
  return row?.serverId;
}
