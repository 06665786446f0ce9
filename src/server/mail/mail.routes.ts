import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { ErrorCode } from '../../shared/errors/error-codes';
import { HttpError } from '../lib/http-error';
import { describeIssues } from '../lib/request';
import * as repo from './mail.repository';

const mailsQuery = z.strictObject({ to: z.string().trim().min(3).max(320) });

/** How many messages GET /dev/mails answers at most. */
const LATEST_MAILS = 20;

/**
 * GET /dev/mails?to=: the latest messages of the development mail sink, for the end-to-end tests. The app
 * registers it only when DEV_ROUTES is on (never in production); otherwise it is an unknown API route (404).
 */
export function devMailRoutes(deps: Pick<AppDeps, 'db'>): Hono {
  const app = new Hono();
  app.get('/dev/mails', async (c) => {
    const query = mailsQuery.safeParse(c.req.query());
    if (!query.success) {
      throw new HttpError(400, `Invalid request: ${describeIssues(query.error)}`, ErrorCode.BAD_USER_INPUT);
    }
    const rows = await repo.latestMailsTo(deps.db, query.data.to, LATEST_MAILS);
    c.header('Cache-Control', 'no-store');
    return c.json({
      mails: rows.map((row) => ({
        to: row.to,
        from: row.from,
        subject: row.subject,
        text: row.text,
        html: row.html,
        createdAt: row.createdAt.toISOString(),
      })),
    });
  });
  return app;
}
