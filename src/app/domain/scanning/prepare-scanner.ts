// "Ready for offline" fetches the scanner's reader so a frame can be scanned without signal: the service worker's
// CacheFirst route for /assets/*.wasm (sw/sw.ts) keeps the answer. Importing the URL costs a string, not the reader.
import readerWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** Fetches the reader once (the worker caches it); true when the device has it. */
export async function prepareScannerOffline(): Promise<boolean> {
  const response = await fetch(readerWasmUrl, { credentials: 'same-origin' });
  // Read to the end: the cache is written only once the body has arrived.
  await response.arrayBuffer();
  return response.ok;
}
