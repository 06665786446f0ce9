import { createHash, randomBytes } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { PASSWORD } from './portal';

// Helpers of the claim specs (claims, upload pause): files made in the test and the server's view of a frame's claims.

/** A "video": an MP4 `ftyp` box, then random bytes, `size` bytes in all (the server checks the magic bytes). */
export function fakeVideo(size: number): Buffer {
  const ftyp = Buffer.from([
    0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0x00, 0x00, 0x02, 0x00, 0x69, 0x73, 0x6f,
    0x6d, 0x6d, 0x70, 0x34, 0x31,
  ]);
  return Buffer.concat([ftyp, randomBytes(size - ftyp.length)]);
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A demo user's access token, signed in through the API (on another host when `baseURL` names one). */
export async function tokenFor(request: APIRequestContext, username: string, baseURL?: string): Promise<string> {
  const login = await request.post(`${baseURL ?? ''}/api/login`, { data: { username, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { accessToken: string }).accessToken;
}

export interface ServerClaim {
  id: string;
  clientId: string | null;
  frameNumber: string | null;
  files: { slot: string; url: string; size: number }[];
}

/** The claims the server holds for a frame number, as the user of `token` may see them. */
export async function claimsOfFrame(request: APIRequestContext, token: string, frame: string): Promise<ServerClaim[]> {
  const answer = await request.post('/api/graphql', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      query:
        'query($s: String) { claimsV3(page: 1, limit: 20, filter: { search: $s }) { items { id clientId frameNumber files { slot url size } } } }',
      variables: { s: frame },
    },
  });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { data?: { claimsV3: { items: ServerClaim[] } } };
  return body.data?.claimsV3.items ?? [];
}
