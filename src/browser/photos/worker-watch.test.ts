import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { watchBlobWorkers } from './worker-watch';

/** Stands in for a Worker: the test plays what the library's worker script would post. */
class FakeWorker extends EventTarget {
  static throwOnCreate: Error | undefined;
  static last: FakeWorker | undefined;
  constructor(readonly url: string | URL) {
    super();
    if (FakeWorker.throwOnCreate) throw FakeWorker.throwOnCreate;
    FakeWorker.last = this;
  }
  post(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
}

const scope = globalThis as { Worker?: unknown };
let original: unknown;

beforeEach(() => {
  original = scope.Worker;
  scope.Worker = FakeWorker;
  FakeWorker.throwOnCreate = undefined;
  FakeWorker.last = undefined;
});
afterEach(() => {
  scope.Worker = original;
});

const createWorker = (url: string) => new (scope.Worker as typeof Worker)(url) as unknown as FakeWorker;

describe('watchBlobWorkers', () => {
  it('counts the work as done in the worker when the blob worker posts the file back', () => {
    const watch = watchBlobWorkers();
    const worker = createWorker('blob:http://localhost/1');
    expect(worker).toBeInstanceOf(FakeWorker);
    worker.post({ progress: 50 });
    expect(watch.delivered).toBe(false);
    worker.post({ file: new Blob(['x']) });
    expect(watch.delivered).toBe(true);
    expect(watch.failure).toBeUndefined();
    watch.stop();
  });

  it("reports the worker's error message (e.g. importScripts of the libURL failed)", () => {
    const watch = watchBlobWorkers();
    createWorker('blob:http://localhost/2').post({
      error: "Failed to execute 'importScripts' on 'WorkerGlobalScope'\n    at stack",
    });
    expect(watch.delivered).toBe(false);
    expect(watch.failure).toBe("Failed to execute 'importScripts' on 'WorkerGlobalScope'");
    watch.stop();
  });

  it('reports an error event and a worker that could not be created (CSP)', () => {
    const watch = watchBlobWorkers();
    const worker = createWorker('blob:http://localhost/3');
    worker.dispatchEvent(Object.assign(new Event('error'), { message: 'refused by CSP' }));
    expect(watch.failure).toBe('refused by CSP');
    watch.stop();

    FakeWorker.throwOnCreate = new Error('SecurityError');
    const second = watchBlobWorkers();
    expect(() => createWorker('blob:http://localhost/4')).toThrow('SecurityError');
    expect(second.failure).toMatch(/could not be created: Error: SecurityError/);
    second.stop();
  });

  it('says the worker never answered when the library did not start one (main thread only)', () => {
    const watch = watchBlobWorkers();
    expect(watch.delivered).toBe(false);
    expect(watch.failure).toBe('the worker did not answer');
    watch.stop();
  });

  it('ignores workers of other code (not blob:) and puts the constructor back', () => {
    const watch = watchBlobWorkers();
    expect(scope.Worker).not.toBe(FakeWorker);
    createWorker('/assets/other-worker.js').post({ file: new Blob(['x']) });
    expect(watch.delivered).toBe(false);
    watch.stop();
    expect(scope.Worker).toBe(FakeWorker);
  });

  it('knows when there is no Worker at all', () => {
    scope.Worker = undefined;
    const watch = watchBlobWorkers();
    expect(watch.failure).toBe('Worker is not available');
    watch.stop();
    expect(scope.Worker).toBeUndefined();
  });
});
