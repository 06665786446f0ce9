import { ACCEPT, apiUrl, bearer, errorFromAnswer, isAbortError, NetworkError, readBody } from '../../lib/api';
import { withSession } from '../../lib/session';

/** The server's largest chunk of the resumable upload (docs/api.md "Uploads"). */
const CHUNK = 1_048_576;

/**
 * Sends a file online through the resumable upload (POST /uploads, then PATCH chunks from the offset the server
 * reports) and answers the upload's id for the mutation that takes it (`uploadId`). `key` names the record the
 * file belongs to (a new one per file unless a retry must find the same upload), `slot` its place in it.
 */
export function uploadFileOnline(file: File, options: { key: string; slot: string }): Promise<string> {
  return withSession(async (accessToken) => {
    const call = async (path: string, init: RequestInit) => {
      let response: Response;
      try {
        response = await fetch(apiUrl(path), {
          ...init,
          headers: { Accept: ACCEPT, ...bearer(accessToken), ...(init.headers as Record<string, string>) },
        });
      } catch (error) {
        if (isAbortError(error)) throw error;
        throw new NetworkError(error);
      }
      const body = await readBody(response);
      if (!response.ok) throw errorFromAnswer(response, body);
      return body as { id: string; received: number };
    };
    const started = await call('/uploads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        key: options.key,
        slot: options.slot,
        fileName: file.name || 'document',
        contentType: file.type || 'application/octet-stream',
        size: file.size,
      }),
    });
    for (let offset = started.received; offset < file.size; offset += CHUNK) {
      await call(`/uploads/${encodeURIComponent(started.id)}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/octet-stream', 'Upload-Offset': String(offset) },
        body: file.slice(offset, offset + CHUNK),
      });
    }
    return started.id;
  });
}

/** Opens a file the API serves to the session (the link needs its token, so the bytes come through fetch). */
export async function openApiFile(url: string): Promise<void> {
  const blob = await withSession(async (accessToken) => {
    let response: Response;
    try {
      response = await fetch(url.startsWith('/api/') ? apiUrl(url.slice(4)) : url, { headers: bearer(accessToken) });
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw new NetworkError(error);
    }
    if (!response.ok) throw errorFromAnswer(response, await readBody(response));
    return response.blob();
  });
  const objectUrl = URL.createObjectURL(blob);
  window.open(objectUrl, '_blank', 'noopener');
  setTimeout(() => {
    URL.revokeObjectURL(objectUrl);
  }, 60_000);
}
