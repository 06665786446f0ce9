import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import {
  FILE_NAME_CONTROL_CHARACTERS,
  UPLOAD_CHUNK_MAX_BYTES,
  UploadErrorCode,
} from '../../../shared/files/attachments';
import { ErrorCode } from '../../../shared/errors/error-codes';
import type { AppDeps } from '../../app-deps';
import { authenticate } from '../../auth/authenticate';
import { readJson } from '../../lib/request';
import { appendChunk, pruneUploadsHourly, startUpload, UploadRefusal, uploadState } from './uploads.service';

/** A printable file name without control characters; it is only stored and shown, never used as a path. */
const fileName = z
  .string()
  .trim()
  .min(1, 'fileName is required')
  .max(255)
  .refine(
    (name) => name.replace(FILE_NAME_CONTROL_CHARACTERS, '') === name,
    'fileName must not contain control characters',
  );

const startBody = z.strictObject({
  /** The outbox entry's key of the record the file belongs to. */
  key: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'key must be 1 to 100 letters, digits, - or _'),
  /** The record's file slot, e.g. 'photo1' or 'frontShop2'. */
  slot: z.string().regex(/^[A-Za-z0-9_.-]{1,40}$/, 'slot must be 1 to 40 letters, digits, ., - or _'),
  fileName,
  contentType: z.string().trim().min(1).max(100),
  size: z.number().int().min(1, 'size must be at least 1').max(Number.MAX_SAFE_INTEGER),
});

/**
 * The outbox's resumable file upload (docs/api.md "Uploads"): POST /uploads starts or finds the upload of a
 * record's slot, PATCH /uploads/{id} with `Upload-Offset` sends one chunk of at most 1 MiB, GET /uploads/{id}
 * answers how far it got. Only the owner sees an upload; anyone else gets 404.
 */
export function uploadsRoutes(deps: AppDeps): Hono {
  const app = new Hono();

  // Only this module's refusals; everything else (401 from authenticate, 400 from readJson) goes to the app's handler.
  app.onError((error, c) => {
    if (!(error instanceof UploadRefusal)) throw error;
    return c.json({ message: error.message, code: error.code, ...error.extra }, error.status);
  });

  app.post('/uploads', async (c) => {
    const { viewer } = await authenticate(c, deps);
    const body = await readJson(c, startBody);
    await pruneUploadsHourly(deps);
    const { created, state } = await startUpload(deps, viewer.id, {
      recordKey: body.key,
      slot: body.slot,
      fileName: body.fileName,
      contentType: body.contentType,
      size: body.size,
    });
    return c.json(state, created ? 201 : 200);
  });

  app.get('/uploads/:id', async (c) => {
    const { viewer } = await authenticate(c, deps);
    const state = await uploadState(deps, viewer.id, c.req.param('id'));
    return c.json(state, 200, { 'Upload-Offset': String(state.received) });
  });

  app.patch(
    '/uploads/:id',
    bodyLimit({
      maxSize: UPLOAD_CHUNK_MAX_BYTES,
      onError: (c) => c.json({ message: 'A chunk may be at most 1 MiB', code: UploadErrorCode.CHUNK_TOO_LARGE }, 413),
    }),
    async (c) => {
      const { viewer } = await authenticate(c, deps);
      const header = c.req.header('upload-offset') ?? '';
      if (!/^\d{1,15}$/.test(header)) {
        return c.json(
          { message: 'Send the Upload-Offset header: the byte the chunk starts at', code: ErrorCode.BAD_USER_INPUT },
          400,
        );
      }
      const chunk = new Uint8Array(await c.req.arrayBuffer());
      // bodyLimit trusts Content-Length when there is one; count the bytes that really came.
      if (chunk.length > UPLOAD_CHUNK_MAX_BYTES) {
        return c.json({ message: 'A chunk may be at most 1 MiB', code: UploadErrorCode.CHUNK_TOO_LARGE }, 413);
      }
      const state = await appendChunk(deps, viewer.id, c.req.param('id'), Number(header), chunk);
      return c.json(state, 200, { 'Upload-Offset': String(state.received) });
    },
  );

  return app;
}
