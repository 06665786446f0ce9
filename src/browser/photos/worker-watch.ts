/**
 * Tells whether browser-image-compression's web worker did the work. The library silently compresses on the main
 * thread when its worker fails (a CSP that refuses blob: workers, a libURL that does not load, no Worker at all):
 * it catches the error of `compressOnWebWorker` and calls the same `compress` on the page, which freezes the UI
 * for seconds on a phone and, when libURL was the CDN, means the app only worked online. Its worker is the only
 * `new Worker('blob:…')` it makes, so watching the Worker constructor for the duration of one compression is
 * exact: the worker either posts back `{file}` (done there) or `{error}`, fires `error`, or never starts.
 */
export interface WorkerWatch {
  /** The worker posted the compressed file back. */
  readonly delivered: boolean;
  /** Why the worker did not deliver, when known. */
  readonly failure: string | undefined;
  /** Puts the real Worker constructor back. */
  stop(): void;
}

interface WorkerMessage {
  file?: unknown;
  error?: unknown;
}

/** The first line of the worker's `error` (its message, then its stack). */
function describeError(error: unknown): string {
  const text = typeof error === 'string' ? error : JSON.stringify(error);
  return text.split('\n')[0] ?? text;
}

export function watchBlobWorkers(): WorkerWatch {
  const scope = globalThis as { Worker?: typeof Worker };
  const native = scope.Worker;
  let delivered = false;
  let failure: string | undefined = native ? undefined : 'Worker is not available';

  const proxy = native
    ? new Proxy(native, {
        construct(target, args: ConstructorParameters<typeof Worker>) {
          const isBlob = String(args[0]).startsWith('blob:');
          let worker: Worker;
          try {
            worker = Reflect.construct<ConstructorParameters<typeof Worker>, Worker>(target, args);
          } catch (error) {
            if (isBlob) failure = `the worker could not be created: ${String(error)}`;
            throw error;
          }
          if (isBlob) {
            worker.addEventListener('message', (event: MessageEvent<WorkerMessage | null>) => {
              if (event.data?.file instanceof Blob) delivered = true;
              else if (event.data?.error !== undefined) failure = describeError(event.data.error);
            });
            worker.addEventListener('error', (event) => {
              failure = event.message || 'the worker failed to start (CSP or script error)';
            });
          }
          return worker;
        },
      })
    : undefined;
  if (proxy) scope.Worker = proxy;

  return {
    get delivered() {
      return delivered;
    },
    get failure() {
      return delivered ? undefined : (failure ?? 'the worker did not answer');
    },
    stop() {
      if (native && proxy && scope.Worker === proxy) scope.Worker = native;
    },
  };
}
