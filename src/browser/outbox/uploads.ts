import { localDb } from '../local-db';
import { classifyFailure, type SendOutcome } from './outcome';
import { EntrySuspended, type ApiAnswer, type ApiClient } from './transport';
import type { OutboxFile } from './types';

/** The server takes at most 1 MiB per PATCH. */
export const UPLOAD_CHUNK_BYTES = 1_048_576;

// 1 MiB at 750 kbit/s (Slow 4G upload) takes about 11 s; a chunk that takes 60 s is lost, not slow.
const UPLOAD_TIMEOUT_MS = 60_000;

interface UploadState {
  id: string;
  received: number;
  complete: boolean;
}

function uploadState(answer: ApiAnswer): UploadState | null {
  const body = answer.body;
  if (typeof body !== 'object' || body === null) return null;
  const { id, received, complete } = body as Record<string, unknown>;
  if (typeof id !== 'string' || typeof received !== 'number') return null;
  return { id, received, complete: complete === true };
}

function unexpected(answer: ApiAnswer, at: number): SendOutcome {
  return {
    type: 'retry',
    error: { message: 'The server gave an unexpected answer', code: 'UNEXPECTED_ANSWER', status: answer.status, at },
    retryAfterMs: null,
  };
}

/** Records what the server acknowledged, so the list shows progress and a later run knows where it stands. */
async function saveProgress(fileId: string, uploadId: string, received: number): Promise<void> {
  await localDb().outboxFiles.update(fileId, { uploadId, received });
}

/**
 * Sends one file of an entry: POST /uploads finds or starts the server's upload of (key, slot) and says how much
 * it has; PATCH then sends the rest in chunks of ≤ 1 MiB from there. The server's count is the truth: a retry or a
 * reload never re-sends what it acknowledged. Returns null when the file is complete, or the outcome that stops
 * the entry (retry or attention). `signal` aborts the request in flight when the user pauses the entry, and
 * `isHeld` is asked before each chunk (a pause this context was not told of): both throw {@link EntrySuspended}.
 */
export async function uploadFile(
  client: ApiClient,
  key: string,
  file: OutboxFile,
  now: () => number,
  hold: { signal?: AbortSignal; isHeld?: () => Promise<boolean> } = {},
): Promise<SendOutcome | null> {
  if (file.uploadId !== null && file.received >= file.size) return null;
  const started = await client.request('/uploads', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ key, slot: file.slot, fileName: file.fileName, contentType: file.type, size: file.size }),
    timeoutMs: UPLOAD_TIMEOUT_MS,
    ...(hold.signal ? { signal: hold.signal } : {}),
  });
  if (started.status < 200 || started.status >= 300) return classifyFailure(started, now());
  let state = uploadState(started);
  if (!state) return unexpected(started, now());
  await saveProgress(file.id, state.id, state.complete ? file.size : Math.min(state.received, file.size));

  // Each pass moves `received` forward or, after a 409, takes the server's count; a 409 that does not move it
  // means client and server disagree, so the entry waits for a later run instead of looping.
  while (!state.complete && state.received < file.size) {
    if (!file.blob) {
      return {
        type: 'attention',
        error: { message: 'The file is no longer on this device', code: 'FILE_MISSING', at: now() },
      };
    }
    if (hold.signal?.aborted || (await hold.isHeld?.())) throw new EntrySuspended();
    const offset: number = state.received;
    const chunk = file.blob.slice(offset, Math.min(offset + UPLOAD_CHUNK_BYTES, file.size));
    const answer = await client.request(`/uploads/${encodeURIComponent(state.id)}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/octet-stream', 'Upload-Offset': String(offset) },
      body: chunk,
      timeoutMs: UPLOAD_TIMEOUT_MS,
      ...(hold.signal ? { signal: hold.signal } : {}),
    });
    const conflict = offsetConflict(answer);
    if (conflict !== null) {
      if (conflict === offset || conflict > file.size) return later(answer, 'UPLOAD_OFFSET', now());
      state = { ...state, received: conflict };
      await saveProgress(file.id, state.id, conflict);
      continue;
    }
    if (answer.status === 404) {
      // The server no longer has this upload (expired): the next run's POST starts it again.
      await localDb().outboxFiles.update(file.id, { uploadId: null, received: 0 });
      return later(answer, 'UPLOAD_GONE', now());
    }
    if (answer.status < 200 || answer.status >= 300) return classifyFailure(answer, now());
    const next = uploadState(answer);
    if (!next || (next.received <= offset && !next.complete)) return unexpected(answer, now());
    state = next;
    await saveProgress(file.id, state.id, state.complete ? file.size : Math.min(state.received, file.size));
  }
  return null;
}

/** The server's count from a 409 UPLOAD_OFFSET (the chunk started past what it has), else null. */
function offsetConflict(answer: ApiAnswer): number | null {
  if (answer.status !== 409 || typeof answer.body !== 'object' || answer.body === null) return null;
  const { code, received } = answer.body as Record<string, unknown>;
  return code === 'UPLOAD_OFFSET' && typeof received === 'number' && received >= 0 ? received : null;
}

function later(answer: ApiAnswer, code: string, at: number): SendOutcome {
  return {
    type: 'retry',
    error: { message: 'The upload must start again', code, status: answer.status, at },
    retryAfterMs: null,
  };
}
