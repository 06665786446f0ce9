// The library's own UMD build, emitted by Vite as a hashed file in dist/assets (so the service worker precaches
// it) instead of the jsDelivr copy the library loads by default: that one fails offline and is refused by the CSP
// (script-src 'self').
import libraryPath from 'browser-image-compression/dist/browser-image-compression.js?url';

/**
 * The absolute URL of the locally served library for its compression worker. Absolute, because the worker runs
 * from a blob: URL and calls importScripts(libURL), where a path would not resolve against the page.
 */
export function compressionLibraryUrl(): string {
  return new URL(libraryPath, globalThis.location.href).href;
}
