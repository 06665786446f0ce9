/**
 * The app's one source of "are we online" (ARCHITECTURE.md "Offline"): the browser's online/offline events say when
 * to look, a real answer from the server says whether we are. navigator.onLine alone is true behind a captive
 * portal or a dead access point.
 */

// A connectivity check that hangs is a "no": the page must not wait longer than this to know.
const CHECK_TIMEOUT_MS = 5000;
// While the browser says online but the server does not answer, look again this often.
const RECHECK_MS = 30_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * GET {apiBase}/health: true only when the server itself answered `{ok: true}` within 5 s. `no-store` and a
 * unique query keep every cache — the browser's and the service worker's — out of it: a cached or offline
 * fallback answer must never pass for the network.
 */
export async function checkConnectivity(signal?: AbortSignal, apiBase = '/api'): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort();
  }, CHECK_TIMEOUT_MS);
  const onAbort = () => {
    controller.abort();
  };
  signal?.addEventListener('abort', onAbort);
  try {
    const url = `${apiBase.replace(/\/+$/, '')}/health?probe=${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
    const response = await fetch(url, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    if (!response.ok) return false;
    const body: unknown = await response.json();
    return isRecord(body) && body.ok === true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * Calls `onChange` with the connectivity now and at every change: `offline` says false at once, `online` (and the
 * start) says what the server check found; while the browser claims online but the server does not answer, it
 * checks again every 30 s. Returns the unsubscribe function.
 */
export function onConnectivityChange(onChange: (online: boolean) => void, apiBase = '/api'): () => void {
  let last: boolean | null = null;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const report = (online: boolean) => {
    if (stopped || online === last) return;
    last = online;
    onChange(online);
  };
  const check = () => {
    clearTimeout(timer);
    controller?.abort();
    const current = new AbortController();
    controller = current;
    void checkConnectivity(current.signal, apiBase).then((online) => {
      if (current.signal.aborted || stopped) return;
      report(online);
      if (!online && navigator.onLine) timer = setTimeout(check, RECHECK_MS);
    });
  };
  const handleOffline = () => {
    clearTimeout(timer);
    controller?.abort();
    report(false);
  };

  globalThis.addEventListener('online', check);
  globalThis.addEventListener('offline', handleOffline);
  if (navigator.onLine) check();
  else report(false);

  return () => {
    stopped = true;
    clearTimeout(timer);
    controller?.abort();
    globalThis.removeEventListener('online', check);
    globalThis.removeEventListener('offline', handleOffline);
  };
}
