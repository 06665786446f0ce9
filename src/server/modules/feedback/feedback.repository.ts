import type { Db } from '../../db/client';
import { consumerFeedback } from './feedback.tables';

export interface NewFeedback {
  /** The customer the user acted for when sending, or null. */
  customerId: number | null;
  host: string;
  /** The decoded message, with real line breaks. */
  message: string;
}

/** Stores one consumer-voice message of the acting user. */
export async function insertFeedback(db: Db, userId: number, feedback: NewFeedback): Promise<{ id: number }> {
  const [row] = await db
    .insert(consumerFeedback)
    .values({ userId, customerId: feedback.customerId, host: feedback.host, message: feedback.message })
    .returning({ id: consumerFeedback.id });
  if (!row) throw new Error('insert into consumer_feedback returned no row');
  return row;
}
