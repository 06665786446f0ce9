// Over 400 lines: the upload routes' suite (create, append, limits per user, pruning) over one test server.
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../tests/support/test-server';
import { pruneUploads } from './uploads.service';
import { uploads } from './uploads.tables';

const MiB = 1024 * 1024;

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

/** A JPEG-looking file: the JPEG signature, then random bytes. */
function fakeJpeg(size: number) {
  const bytes = randomBytes(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return new Uint8Array(bytes);
}

interface StartBody {
  key: string;
  slot: string;
  fileName: string;
  contentType: string;
  size: number;
}

async function start(body: Partial<StartBody> & { size: number }, username: string | null = 'dealer') {
  const full: StartBody = {
    key: randomUUID(),
    slot: 'photo1',
    fileName: 'shop.jpg',
    contentType: 'image/jpeg',
    ...body,
  };
  const headers: Record<string, string> = username
    ? { authorization: `Bearer ${await server.tokenFor(username)}` }
    : {};
  const res = await server.postJson('/api/uploads', full, { headers });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, request: full };
}

async function patch(
  id: string,
  offset: number | null,
  bytes: Uint8Array<ArrayBuffer>,
  username: string | null = 'dealer',
) {
  const headers: Record<string, string> = { 'content-type': 'application/offset+octet-stream' };
  if (username) headers.authorization = `Bearer ${await server.tokenFor(username)}`;
  if (offset !== null) headers['upload-offset'] = String(offset);
  const res = await server.request(`/api/uploads/${id}`, { method: 'PATCH', headers, body: bytes });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, headers: res.headers };
}

async function state(id: string, username: string | null = 'dealer') {
  const headers: Record<string, string> = username
    ? { authorization: `Bearer ${await server.tokenFor(username)}` }
    : {};
  const res = await server.request(`/api/uploads/${id}`, { headers });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A PNG whose header declares this pixel size, then random bytes (the server reads only the header). */
function pngDeclaring(width: number, height: number, size = 4000) {
  const bytes = randomBytes(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52], 0);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return new Uint8Array(bytes);
}

/**
 * A JPEG whose frame header (declaring this size) comes after `metadataBytes` of APP segments, as in a photo with
 * a large EXIF thumbnail and ICC profile: its size is not in a first chunk of 1 MiB.
 */
function jpegDeclaring(width: number, height: number, metadataBytes: number) {
  const parts: Buffer[] = [Buffer.from([0xff, 0xd8])];
  for (let left = metadataBytes; left > 0; left -= 65_000) {
    const segment = Buffer.alloc(4 + Math.min(left, 65_000) - 2);
    segment.set([0xff, 0xe2]);
    segment.writeUInt16BE(segment.length - 2, 2);
    parts.push(segment);
  }
  const sof = Buffer.from([0xff, 0xc0, 0, 17, 8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  parts.push(sof, Buffer.from([0xff, 0xda, 0, 2]), randomBytes(1000), Buffer.from([0xff, 0xd9]));
  return new Uint8Array(Buffer.concat(parts));
}

const fileOf = (id: string) => join(server.deps.uploadsDir, id);
const idOf = (body: Record<string, unknown>) => String(body.id);

describe('POST /api/uploads', () => {
  it('starts an upload once per (record key, slot) and answers the same one on a retry', async () => {
    const first = await start({ size: 1000 });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id: expect.any(String) as string, received: 0, size: 1000, complete: false });
    const again = await server.postJson('/api/uploads', first.request, {
      headers: { authorization: `Bearer ${await server.tokenFor('dealer')}` },
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first.body);
    // Another slot of the same record is another upload.
    const other = await start({ key: first.request.key, slot: 'photo2', size: 1000 });
    expect(other.status).toBe(201);
    expect(other.body.id).not.toBe(first.body.id);
  });

  it('refuses a retry that names another file for the same slot with 422', async () => {
    const first = await start({ size: 1000 });
    const res = await start({ key: first.request.key, size: 1001 });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'UPLOAD_MISMATCH' });
  });

  it.each([
    ['image/jpeg', 100 * MiB + 1, 'Photos may be at most 100 MB'],
    ['video/mp4', 200 * MiB + 1, 'Videos may be at most 200 MB'],
    ['application/pdf', 20 * MiB + 1, 'Documents may be at most 20 MB'],
  ])('refuses a declared %s of %i bytes with 413', async (contentType, size, message) => {
    const res = await start({ contentType, size });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message, code: 'FILE_TOO_LARGE', maxBytes: size - 1 });
  });

  it('accepts a video at its cap', async () => {
    expect((await start({ contentType: 'video/mp4', fileName: 'bike.mp4', size: 200 * MiB })).status).toBe(201);
  });

  it.each(['image/svg+xml', 'text/html', 'application/x-msdownload', 'image/gif'])(
    'refuses the type %s with 415',
    async (contentType) => {
      const res = await start({ contentType, size: 100 });
      expect(res.status).toBe(415);
      expect(res.body).toEqual({
        message: 'This file is not a photo, video or document we accept',
        code: 'UNSUPPORTED_FILE',
      });
    },
  );

  it('refuses a malformed body with 400', async () => {
    expect((await start({ size: 0 })).status).toBe(400);
    expect((await start({ key: 'has spaces', size: 10 })).status).toBe(400);
    expect((await start({ fileName: 'a\u0000b.jpg', size: 10 })).status).toBe(400);
  });

  it('answers 401 without a token', async () => {
    expect((await start({ size: 10 }, null)).status).toBe(401);
  });
});

describe('PATCH /api/uploads/{id}', () => {
  it('receives a file in chunks, resumes after an interruption and stores the exact bytes', async () => {
    const file = fakeJpeg(2 * MiB + 12345);
    const { body } = await start({ size: file.length });
    const id = idOf(body);

    const first = await patch(id, 0, file.subarray(0, MiB));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ id, received: MiB, size: file.length, complete: false });
    expect(first.headers.get('upload-offset')).toBe(String(MiB));

    // The connection drops; later the outbox asks where the server stands and goes on from there.
    const resumed = await state(id);
    expect(resumed).toEqual({ status: 200, body: { id, received: MiB, size: file.length, complete: false } });
    expect((await patch(id, MiB, file.subarray(MiB, 2 * MiB))).body.received).toBe(2 * MiB);
    const last = await patch(id, 2 * MiB, file.subarray(2 * MiB));
    expect(last.body).toEqual({ id, received: file.length, size: file.length, complete: true });

    expect(Buffer.compare(readFileSync(fileOf(id)), Buffer.from(file))).toBe(0);
    const [row] = await server.db.select().from(uploads).where(eq(uploads.id, id));
    expect(row?.status).toBe('complete');
    expect(row?.completedAt).toBeInstanceOf(Date);
  });

  it('answers a duplicate chunk with the current state and does not write it twice', async () => {
    const file = fakeJpeg(MiB + 5000);
    const { body } = await start({ size: file.length });
    const id = idOf(body);
    const chunk1 = file.subarray(0, MiB);
    const chunk2 = file.subarray(MiB);
    await patch(id, 0, chunk1);
    const dup = await patch(id, 0, chunk1);
    expect(dup.status).toBe(200);
    expect(dup.body.received).toBe(MiB);
    expect(readFileSync(fileOf(id)).length).toBe(MiB);
    // A duplicate of the part of a chunk the server holds (a resent tail) is fine too.
    expect((await patch(id, 100, file.subarray(100, 200))).body.received).toBe(MiB);
    await patch(id, MiB, chunk2);
    const late = await patch(id, MiB, chunk2);
    expect(late.body).toEqual({ id, received: file.length, size: file.length, complete: true });
    expect(Buffer.compare(readFileSync(fileOf(id)), Buffer.from(file))).toBe(0);
  });

  it('refuses a chunk that starts after the received bytes with 409 and the offset to resume from', async () => {
    const file = fakeJpeg(3000);
    const { body } = await start({ size: file.length });
    const id = idOf(body);
    await patch(id, 0, file.subarray(0, 1000));
    const gap = await patch(id, 2000, file.subarray(2000));
    expect(gap.status).toBe(409);
    expect(gap.body).toEqual({
      message: 'This chunk does not continue the upload: send from byte 1000',
      code: 'UPLOAD_OFFSET',
      received: 1000,
    });
    // Overlapping the end of what the server holds is refused the same way: it cannot be appended.
    expect((await patch(id, 500, file.subarray(500, 1500))).status).toBe(409);
    expect((await state(id)).body.received).toBe(1000);
  });

  it('refuses a first chunk whose bytes do not match the declared type with 415 and stores nothing', async () => {
    const { body } = await start({ contentType: 'image/png', fileName: 'photo.png', size: 2000 });
    const id = idOf(body);
    const res = await patch(id, 0, fakeJpeg(2000));
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      message: 'This file is not a photo, video or document we accept',
      code: 'UNSUPPORTED_FILE',
    });
    expect((await state(id)).body.received).toBe(0);
    expect(existsSync(fileOf(id))).toBe(false);
  });

  it('needs at least the first 12 bytes in the first chunk, or the whole file when it is shorter', async () => {
    const file = fakeJpeg(1000);
    const { body } = await start({ size: file.length });
    const res = await patch(idOf(body), 0, file.subarray(0, 3));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'The first chunk must hold at least the first 12 bytes of the file',
      code: 'BAD_USER_INPUT',
    });
    expect(existsSync(fileOf(idOf(body)))).toBe(false);
    expect((await patch(idOf(body), 0, file)).body.complete).toBe(true);

    const tiny = new TextEncoder().encode('%PDF-1.4\n');
    const pdf = await start({ contentType: 'application/pdf', fileName: 'a.pdf', size: tiny.length });
    expect((await patch(idOf(pdf.body), 0, tiny)).body).toMatchObject({ complete: true, received: tiny.length });
  });

  it.each([
    [100_000, 100_000],
    [20_001, 10],
    [8000, 7000], // 56 megapixels
  ])('refuses an image declaring %i × %i pixels with 400; the upload is refused for good', async (width, height) => {
    const file = pngDeclaring(width, height);
    const { body } = await start({ contentType: 'image/png', fileName: 'bomb.png', size: file.length });
    const res = await patch(idOf(body), 0, file);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: `Images may be at most 50 megapixels and 20,000 pixels on a side; this one declares ${String(width)} × ${String(height)}`,
      code: 'IMAGE_TOO_LARGE',
    });
    expect(existsSync(fileOf(idOf(body)))).toBe(false);
    expect((await state(idOf(body))).body).toMatchObject({ received: 0, complete: false });
    expect((await patch(idOf(body), 0, pngDeclaring(100, 100, file.length))).status).toBe(415);
  });

  it('accepts an image within the pixel caps', async () => {
    const file = pngDeclaring(20_000, 2_500); // 50 megapixels, 20,000 px wide
    const { body } = await start({ contentType: 'image/png', fileName: 'panorama.png', size: file.length });
    expect((await patch(idOf(body), 0, file)).body.complete).toBe(true);
  });

  it('reads the pixel size before completing when the header is not in the first chunk', async () => {
    const file = jpegDeclaring(30_000, 30_000, MiB + 100_000);
    const { body } = await start({ size: file.length });
    const id = idOf(body);
    expect((await patch(id, 0, file.subarray(0, MiB))).status).toBe(200);
    const last = await patch(id, MiB, file.subarray(MiB));
    expect(last.status).toBe(400);
    expect(last.body.code).toBe('IMAGE_TOO_LARGE');
    expect(existsSync(fileOf(id))).toBe(false);
    expect((await state(id)).body.complete).toBe(false);

    const fine = jpegDeclaring(2048, 1536, MiB + 100_000);
    const ok = await start({ size: fine.length });
    await patch(idOf(ok.body), 0, fine.subarray(0, MiB));
    expect((await patch(idOf(ok.body), MiB, fine.subarray(MiB))).body.complete).toBe(true);
  });

  it('refuses an SVG with a script declared as a JPEG with 415', async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
    );
    const { body } = await start({ fileName: 'photo.jpg', size: svg.length });
    const res = await patch(idOf(body), 0, svg);
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('UNSUPPORTED_FILE');
  });

  it('refuses a chunk over 1 MiB with 413', async () => {
    const file = fakeJpeg(MiB + 1);
    const { body } = await start({ size: file.length });
    const res = await patch(idOf(body), 0, file);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'A chunk may be at most 1 MiB', code: 'CHUNK_TOO_LARGE' });
    expect((await state(idOf(body))).body.received).toBe(0);
  });

  it('refuses more bytes than declared with 413', async () => {
    const { body } = await start({ size: 100 });
    const res = await patch(idOf(body), 0, fakeJpeg(101));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'The file is larger than its declared size' });
  });

  it('refuses a missing or malformed Upload-Offset with 400', async () => {
    const { body } = await start({ size: 100 });
    expect((await patch(idOf(body), null, fakeJpeg(100))).status).toBe(400);
    const res = await server.request(`/api/uploads/${idOf(body)}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${await server.tokenFor('dealer')}`, 'upload-offset': '-1' },
      body: fakeJpeg(100),
    });
    expect(res.status).toBe(400);
  });

  it("answers 404 for another user's upload, an unknown id and a malformed id", async () => {
    const file = fakeJpeg(1000);
    const { body } = await start({ size: file.length });
    const id = idOf(body);
    expect((await state(id, 'sales')).status).toBe(404);
    const foreign = await patch(id, 0, file, 'sales');
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: 'This upload was not found', code: 'NOT_FOUND' });
    expect((await state(id)).body.received).toBe(0);
    expect((await state(randomUUID())).status).toBe(404);
    expect((await state('not-a-uuid')).status).toBe(404);
    expect((await patch('not-a-uuid', 0, file)).status).toBe(404);
  });

  it('answers 401 without a token', async () => {
    const { body } = await start({ size: 100 });
    expect((await patch(idOf(body), 0, fakeJpeg(100), null)).status).toBe(401);
    expect((await state(idOf(body), null)).status).toBe(401);
  });
});

describe('unfinished uploads per user', () => {
  it('allows 20 at a time; a retry of one is still answered; finishing one frees its place', async () => {
    const user = 'vendor';
    const started: { id: string; key: string }[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await start({ size: 1000 }, user);
      expect(res.status).toBe(201);
      started.push({ id: idOf(res.body), key: res.request.key });
    }
    const refused = await start({ size: 1000 }, user);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      message:
        'You have 20 unfinished uploads (1 MB): finish them before starting another (at most 20 and 2048 MB at a time)',
      code: 'TOO_MANY_UPLOADS',
      openUploads: 20,
      maxOpenUploads: 20,
    });
    // Another user is not affected.
    expect((await start({ size: 1000 }, 'sales2')).status).toBe(201);
    // A retry of an upload already started is answered as before.
    const first = started[0];
    if (!first) throw new Error('nothing started');
    expect((await start({ key: first.key, size: 1000 }, user)).status).toBe(200);

    expect((await patch(first.id, 0, fakeJpeg(1000), user)).body.complete).toBe(true);
    expect((await start({ size: 1000 }, user)).status).toBe(201);
    // A refused upload (bytes not of its type) frees its place too.
    const second = started[1];
    if (!second) throw new Error('nothing started');
    expect((await patch(second.id, 0, pngDeclaring(10, 10, 1000), user)).status).toBe(415);
    expect((await start({ size: 1000 }, user)).status).toBe(201);
    expect((await start({ size: 1000 }, user)).status).toBe(429);

    // One that started more than 24 hours ago no longer counts (it stays resumable until pruned).
    const stale = new Date(Date.now() - 25 * 3600 * 1000);
    const third = started[2];
    if (!third) throw new Error('nothing started');
    await server.db.update(uploads).set({ createdAt: stale }).where(eq(uploads.id, third.id));
    expect((await start({ size: 1000 }, user)).status).toBe(201);
    expect((await state(third.id, user)).status).toBe(200);
  });

  it('caps the declared bytes of unfinished uploads at 2 GiB', async () => {
    const user = 'auditor';
    for (let i = 0; i < 10; i++) {
      expect((await start({ contentType: 'video/mp4', fileName: 'v.mp4', size: 200 * MiB }, user)).status).toBe(201);
    }
    const res = await start({ contentType: 'video/mp4', fileName: 'v.mp4', size: 100 * MiB }, user);
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: 'TOO_MANY_UPLOADS', openUploads: 10 });
    expect((await start({ size: 48 * MiB }, user)).status).toBe(201); // exactly 2 GiB
  });
});

describe('pruning abandoned uploads', () => {
  it('deletes uploads still incomplete or unattached 7 days after they started, with their files', async () => {
    const file = fakeJpeg(2000);
    const incomplete = idOf((await start({ size: file.length })).body);
    await patch(incomplete, 0, file.subarray(0, 1000));
    const unattached = idOf((await start({ size: file.length })).body);
    await patch(unattached, 0, file);
    const attached = idOf((await start({ size: file.length })).body);
    await patch(attached, 0, file);
    await server.db.update(uploads).set({ attachedTo: 'test:1' }).where(eq(uploads.id, attached));

    // Six days on, everything stays.
    const sixDays = new Date(Date.now() + 6 * 24 * 3600 * 1000);
    await pruneUploads(server.deps, sixDays);
    expect(existsSync(fileOf(incomplete))).toBe(true);

    const eightDays = new Date(Date.now() + 8 * 24 * 3600 * 1000);
    expect(await pruneUploads(server.deps, eightDays)).toBeGreaterThanOrEqual(2);
    const left = await server.db.select({ id: uploads.id }).from(uploads);
    const ids = left.map((r) => r.id);
    expect(ids).toContain(attached);
    expect(ids).not.toContain(incomplete);
    expect(ids).not.toContain(unattached);
    expect(existsSync(fileOf(incomplete))).toBe(false);
    expect(existsSync(fileOf(unattached))).toBe(false);
    expect(existsSync(fileOf(attached))).toBe(true);
  });
});
