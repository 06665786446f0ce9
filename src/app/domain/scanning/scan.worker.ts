// Barcode decoding off the page's thread (spec 02 §5): the browser's own BarcodeDetector where it has one for the
// sticker's symbologies, else the zxing-wasm ponyfill. The reader's .wasm is bundled and served by the portal —
// never the ponyfill's CDN default (offline, and connect-src 'self').
import { BarcodeDetector as ZXingDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import readerWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { SCAN_FORMATS, type ScanReply, type ScanRequest } from './scan-protocol';

interface Detector {
  detect(image: ImageData): Promise<{ rawValue: string }[]>;
}
type DetectorClass = (new (options: { formats: string[] }) => Detector) & {
  getSupportedFormats(): Promise<readonly string[]>;
};

/** The part of a dedicated worker's scope used here (the app's TypeScript project has the DOM library). */
interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<ScanRequest>) => void): void;
  postMessage(message: ScanReply): void;
  BarcodeDetector?: DetectorClass;
}
const scope = globalThis as unknown as WorkerScope;

async function createDetector(): Promise<{ detector: Detector; engine: 'native' | 'zxing' }> {
  const native = scope.BarcodeDetector;
  if (native) {
    const supported = await native.getSupportedFormats().catch(() => [] as readonly string[]);
    const formats = SCAN_FORMATS.filter((format) => supported.includes(format));
    if (formats.length === SCAN_FORMATS.length) return { detector: new native({ formats }), engine: 'native' };
  }
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? readerWasmUrl : prefix + path),
    },
  });
  return { detector: new ZXingDetector({ formats: [...SCAN_FORMATS] }), engine: 'zxing' };
}

let ready: ReturnType<typeof createDetector> | null = null;

scope.addEventListener('message', (event) => {
  const { id, image } = event.data;
  ready ??= createDetector();
  const started = performance.now();
  ready
    .then(async ({ detector, engine }) => {
      const found = await detector.detect(image);
      scope.postMessage({
        type: 'result',
        id,
        values: found.map((barcode) => barcode.rawValue),
        decodeMs: performance.now() - started,
        engine,
      });
    })
    .catch((error: unknown) => {
      scope.postMessage({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) });
    });
});
