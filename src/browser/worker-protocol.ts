import { localDb } from './local-db';

/**
 * What the page and the service worker say to each other: the Background Sync tag of the outbox, the messages the
 * page posts, the push payload the server sends (src/server/modules/push), and the translated texts the worker
 * shows in its own notifications (it has no catalogs: the page stores them in the page's language).
 */

export const OUTBOX_SYNC_TAG = 'portal-outbox';

export type WorkerMessage = { type: 'SKIP_WAITING' } | { type: 'REPLAY_OUTBOX' };

export interface PushPayload {
  title: string;
  body: string;
  /** A path of this app to open on click. */
  url: string;
  tag?: string;
}

/** The server's JSON payload, checked; anything else still shows a notification (a push must show one). */
export function parsePushPayload(text: string | undefined, fallbackTitle = 'Dealer portal'): PushPayload {
  try {
    const data = JSON.parse(text ?? '') as Record<string, unknown>;
    return {
      title: typeof data.title === 'string' && data.title !== '' ? data.title : fallbackTitle,
      body: typeof data.body === 'string' ? data.body : '',
      url: typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/',
      ...(typeof data.tag === 'string' ? { tag: data.tag } : {}),
    };
  } catch {
    return { title: fallbackTitle, body: text ?? '', url: '/' };
  }
}

/** The worker's notice texts, in the language of the page that stored them last. */
export interface WorkerNoticeTexts {
  appName: string;
  attention: string;
  allSent: string;
  /** Where the outbox page is, in that page's locale. */
  outboxPath: string;
}

const NOTICE_TEXTS = 'worker-notice-texts';

export async function storeWorkerNoticeTexts(texts: WorkerNoticeTexts): Promise<void> {
  await localDb()
    .settings.put({ id: NOTICE_TEXTS, value: texts })
    .catch(() => undefined);
}

export async function readWorkerNoticeTexts(): Promise<WorkerNoticeTexts | undefined> {
  const row = await localDb()
    .settings.get(NOTICE_TEXTS)
    .catch(() => undefined);
  return row?.value as WorkerNoticeTexts | undefined;
}

/** Where a click on a notification leads: its `data.url` when it is a page of this origin, else the start page. */
export function notificationTarget(data: unknown, origin: string): string {
  const url = typeof data === 'object' && data !== null && 'url' in data ? data.url : undefined;
  if (typeof url !== 'string') return new URL('/', origin).href;
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.href : new URL('/', origin).href;
  } catch {
    return new URL('/', origin).href;
  }
}
