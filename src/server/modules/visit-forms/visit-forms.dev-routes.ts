import { Hono } from 'hono';
import { z } from 'zod';
import { ErrorCode } from '../../../shared/errors/error-codes';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/http-error';
import { describeIssues } from '../../lib/request';
import { visitsForDevelopment } from './visit-forms.service';

const query = z.strictObject({
  user: z.string().trim().min(1).max(100),
  /** Only visits created at or after this moment (ISO 8601), e.g. the start of a test. */
  since: z.iso.datetime({ offset: true }).optional(),
  /** Only the visit with this client id (the outbox record id). */
  clientId: z.string().min(1).max(100).optional(),
});
const LATEST = 50;

/**
 * Development route of the visit forms, for the end-to-end tests (as GET /dev/consumer-feedback is for consumer
 * voice): GET /dev/form-visits?user=&since=&clientId= lists a user's latest visits (deleted ones too, marked) with
 * their photos' count and each photo's slot, type, size in bytes and pixel size. The app registers it only when
 * DEV_ROUTES is on (never in production); otherwise it is an unknown API route (404).
 */
export function devVisitFormsRoutes(deps: Pick<AppDeps, 'db'>): Hono {
  const app = new Hono();
  app.get('/dev/form-visits', async (c) => {
    c.header('Cache-Control', 'no-store');
    const parsed = query.safeParse(c.req.query());
    if (!parsed.success) {
      throw new HttpError(400, `Invalid request: ${describeIssues(parsed.error)}`, ErrorCode.BAD_USER_INPUT);
    }
    const { user, since, clientId } = parsed.data;
    const visits = await visitsForDevelopment(deps, user, {
      since: since ? new Date(since) : undefined,
      clientId,
      limit: LATEST,
    });
    return c.json({ visits });
  });
  return app;
}
