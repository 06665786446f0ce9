import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { z } from 'zod';
import { ErrorCode } from '../../../shared/errors/error-codes';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/http-error';
import { describeIssues } from '../../lib/request';
import * as repo from './feedback.repository';

const feedbackQuery = z.strictObject({ user: z.string().trim().min(1).max(100) });
const uploadId = z.uuid();
const LATEST = 20;

/**
 * Development routes of consumer voice, for the end-to-end tests of the outbox (as GET /dev/mails is for mail):
 * GET /dev/consumer-feedback?user= lists a user's latest messages with their photos' uploads, and
 * GET /dev/uploads/{id} answers an upload's bytes. The app registers them only when DEV_ROUTES is on (never in
 * production); otherwise they are unknown API routes (404).
 */
export function devFeedbackRoutes(deps: Pick<AppDeps, 'db' | 'uploadsDir'>): Hono {
  const app = new Hono();
  app.use('/dev/*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });
  app.get('/dev/consumer-feedback', async (c) => {
    const query = feedbackQuery.safeParse(c.req.query());
    if (!query.success) {
      throw new HttpError(400, `Invalid request: ${describeIssues(query.error)}`, ErrorCode.BAD_USER_INPUT);
    }
    const rows = await repo.latestFeedbackOf(deps.db, query.data.user, LATEST);
    return c.json({
      feedback: rows.map((row) => ({
        id: row.id,
        message: row.message,
        createdAt: row.createdAt.toISOString(),
        photos: row.photos.map(({ uploadId: id, contentType, size, position }) => ({
          id,
          contentType,
          size,
          position,
        })),
      })),
    });
  });
  app.get('/dev/uploads/:id', async (c) => {
    const id = uploadId.safeParse(c.req.param('id'));
    if (!id.success) throw new HttpError(404, 'No such upload', ErrorCode.NOT_FOUND);
    const path = join(deps.uploadsDir, id.data);
    const size = await stat(path).then(
      (info) => info.size,
      () => null,
    );
    if (size === null) throw new HttpError(404, 'No such upload', ErrorCode.NOT_FOUND);
    return new Response(Readable.toWeb(createReadStream(path)) as ReadableStream, {
      headers: { 'Content-Type': 'application/octet-stream', 'Content-Length': String(size) },
    });
  });
  return app;
}
