// jsdom lacks what Mantine and Dexie expect from a browser. Files without a DOM (`// @vitest-environment node` on
// their first line: rules, stores and protocols of the app and the browser core) get the IndexedDB fake only.
import 'fake-indexeddb/auto';

if (typeof window !== 'undefined') {
  // findBy… and waitFor give up after 1 s by default; on a loaded two-core CI machine the first dynamic import of
  // the outbox or the local database alone can take longer than that.
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5000 });
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe(): void {
    // jsdom lays nothing out, so there is never a resize to report.
  }
  unobserve(): void {
    // nothing observed
  }
  disconnect(): void {
    // nothing observed
  }
}
globalThis.ResizeObserver = ResizeObserverStub;
