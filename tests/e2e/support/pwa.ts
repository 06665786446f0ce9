import { expect, type Page } from '@playwright/test';
import { waitForServiceWorkerControl } from './network';

// Helpers of the offline and push specs: the service worker, the local database, the network.

/** Waits until the service worker is active and controls the page; answers its state. */
export async function serviceWorkerControls(page: Page): Promise<string | undefined> {
  await waitForServiceWorkerControl(page);
  return page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active;
    if (worker && worker.state !== 'activated') {
      await new Promise<void>((resolve) => {
        worker.addEventListener('statechange', () => {
          if (worker.state === 'activated') resolve();
        });
      });
    }
    return worker?.state;
  });
}

/** The width and height of a PNG, from its IHDR chunk. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The width and height of a JPEG, from its first start-of-frame segment. */
export function jpegSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes[0]).toBe(0xff);
  expect(bytes[1]).toBe(0xd8);
  let offset = 2;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) throw new Error(`No JPEG marker at ${String(offset)}`);
    const marker = bytes[offset + 1] ?? 0;
    const length = bytes.readUInt16BE(offset + 2);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  throw new Error('No start-of-frame segment');
}

/** The access token of the page's session (localStorage), for API checks from the test. */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const raw = localStorage.getItem('portal.session');
    return raw ? (JSON.parse(raw) as { accessToken: string }).accessToken : null;
  });
  if (!token) throw new Error('No session in this page');
  return token;
}

/** Rows of one table of the app's local database (IndexedDB `portal`), read in the page. */
export async function localRows<T>(page: Page, table: string): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('portal');
        open.onerror = () => {
          reject(open.error ?? new Error('open failed'));
        };
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            resolve([]);
            return;
          }
          const request = db.transaction(name).objectStore(name).getAll();
          request.onsuccess = () => {
            db.close();
            resolve(request.result as T[]);
          };
          request.onerror = () => {
            db.close();
            reject(request.error ?? new Error('read failed'));
          };
        };
      }),
    table,
  );
}
