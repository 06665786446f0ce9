import { queryOptions } from '@tanstack/react-query';
import { apiRequest, isAbortError } from '../../../lib/api';
import { basicAuth } from '../../../lib/config';
import { anyJson, isNumber, isString, nullish, recordOf, required, safely, withDefault } from '../../../lib/json-shape';
import { announcementTextLength } from '../announcement-html';
import { queryKeys } from '../../../lib/query-keys';
import { offlineFirst } from '../../../lib/offline-cache';

export interface Announcement {
  id: string;
  type: string;
  title: string;
  /** Where "Learn more" leads, or null. */
  url: string | null;
  /** The back office's HTML, sanitised when it was loaded (announcement-sanitize.ts): safe to insert. */
  html: string;
  /** The characters a reader sees, for the collapse rule (spec 01 §2). */
  textLength: number;
}

// Checked by hand: the shell loads this module with home (lib/json-shape.ts).
const isId = (value: unknown): value is string | number => isString(value) || isNumber(value);
const isNullableString = (value: unknown): value is string | null => value === null || isString(value);

function parseAnnouncement(value: unknown) {
  const item = recordOf(value, 'an announcement');
  return {
    id: required(item, 'id', isId),
    type: required(item, 'type', isString),
    title: withDefault(item, 'title', isNullableString, ''),
    url: nullish(item, 'url', isString),
    content: required(item, 'content', isString),
  };
}

/** Only this type is shown, on the home page (spec 01 §3 Announcement). */
export const HOME_PAGE_ANNOUNCEMENT = 'home_page';

/**
 * The home-page announcements of this host, from GET /active-announcements/{host} (basic auth). Spec 01 §8:
 * 'Invalid Data!' when the answer is not a list and 'Server Error!' on errors are logged, never shown. Both
 * throw, so the query keeps what it holds (the copy restored from the device, or fetched earlier): a failed load
 * never replaces the saved announcements with none.
 */
export async function fetchHomeAnnouncements(hostname: string, signal?: AbortSignal): Promise<Announcement[]> {
  let answer: unknown;
  try {
    answer = await apiRequest(`/active-announcements/${encodeURIComponent(hostname)}`, {
      headers: basicAuth(),
      schema: anyJson,
      signal,
    });
  } catch (error) {
    if (!isAbortError(error)) console.warn('Server Error!', error);
    throw error;
  }
  if (!Array.isArray(answer)) {
    console.warn('Invalid Data!', answer);
    throw new Error('Invalid Data!');
  }
  const shown = answer.flatMap((item: unknown) => {
    const parsed = safely(() => parseAnnouncement(item));
    return parsed?.type === HOME_PAGE_ANNOUNCEMENT ? [parsed] : [];
  });
  if (shown.length === 0) return [];
  // The sanitiser (DOMPurify) loads only when there is something to show, and before the query has data, so the
  // banner appears once, complete, like before (no later shift).
  const { sanitizeAnnouncementHtml } = await import('../announcement-sanitize');
  return shown.map(({ id, type, title, url, content }) => {
    const html = sanitizeAnnouncementHtml(content);
    return {
      id: String(id),
      type,
      title: title ?? '',
      url: url ?? null,
      html,
      textLength: announcementTextLength(html),
    };
  });
}

export function homeAnnouncementsQuery(hostname: string = location.hostname) {
  return queryOptions({
    queryKey: queryKeys.announcements.active(hostname),
    queryFn: offlineFirst(({ signal }) => fetchHomeAnnouncements(hostname, signal)),
    staleTime: 10 * 60_000,
    // A silent load (spec 01 §8): one failure is enough to fall back to the saved copy.
    retry: false,
  });
}
