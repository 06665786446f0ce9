import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../uploads/uploads.tables';
import { users } from '../users/users.tables';
import { consumerFeedback, consumerFeedbackPhotos } from './feedback.tables';

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

/** Links uploaded photos to a message, in the order given (position 0, 1, ...). */
export async function insertFeedbackPhotos(db: Db, feedbackId: number, uploadIds: readonly string[]): Promise<void> {
  if (uploadIds.length === 0) return;
  await db
    .insert(consumerFeedbackPhotos)
    .values(uploadIds.map((uploadId, position) => ({ feedbackId, position, uploadId })));
}

/** The latest consumer voice messages of a user with their photos' uploads (the development route). */
export async function latestFeedbackOf(db: Db, username: string, limit: number) {
  const rows = await db
    .select({
      id: consumerFeedback.id,
      message: consumerFeedback.message,
      createdAt: consumerFeedback.createdAt,
    })
    .from(consumerFeedback)
    .innerJoin(users, eq(users.id, consumerFeedback.userId))
    .where(sql`lower(${users.username}) = lower(${username})`)
    .orderBy(desc(consumerFeedback.id))
    .limit(limit);
  const ids = rows.map((row) => row.id);
  const photos =
    ids.length === 0
      ? []
      : await db
          .select({
            feedbackId: consumerFeedbackPhotos.feedbackId,
            position: consumerFeedbackPhotos.position,
            uploadId: uploads.id,
            contentType: uploads.contentType,
            size: uploads.size,
          })
          .from(consumerFeedbackPhotos)
          .innerJoin(uploads, eq(uploads.id, consumerFeedbackPhotos.uploadId))
          .where(inArray(consumerFeedbackPhotos.feedbackId, ids))
          .orderBy(asc(consumerFeedbackPhotos.position));
  return rows.map((row) => ({ ...row, photos: photos.filter((photo) => photo.feedbackId === row.id) }));
}
