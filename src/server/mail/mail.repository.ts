import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mails, type MailRow } from './mail.tables';

export async function insertMail(db: Db, mail: Pick<MailRow, 'to' | 'from' | 'subject' | 'text' | 'html'>) {
  await db.insert(mails).values(mail);
}

/** The latest messages to one address (matched case-insensitively), newest first. */
export async function latestMailsTo(db: Db, to: string, limit: number): Promise<MailRow[]> {
  return db
    .select()
    .from(mails)
    .where(eq(sql`lower(${mails.to})`, to.trim().toLowerCase()))
    .orderBy(desc(mails.createdAt), desc(mails.id))
    .limit(limit);
}
