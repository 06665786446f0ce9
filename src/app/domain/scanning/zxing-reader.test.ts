// The reader the scanner bundles (zxing-wasm 3.1.3 through barcode-detector 3.2.2) decodes frame stickers: frame
// numbers written by zxing-wasm's own writer, read back in Node. The emscripten build fetches even a local path,
// so both modules get their .wasm as bytes. (The ponyfill's detect() needs DOMRectReadOnly, which Node lacks: the
// scanner itself is tested in Chromium, tests/e2e/frame-scanner.spec.ts.)
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  ZXING_WASM_SHA256 as DETECTOR_WASM_SHA256,
  ZXING_WASM_VERSION as DETECTOR_WASM_VERSION,
} from 'barcode-detector/ponyfill';
import { prepareZXingModule as prepareReader, readBarcodes, type ReadInputBarcodeFormat } from 'zxing-wasm/reader';
import { prepareZXingModule as prepareWriter, writeBarcode, type WriteInputBarcodeFormat } from 'zxing-wasm/writer';
import { beforeAll, describe, expect, it } from 'vitest';
import { frameNumberProblem } from '../../../shared/frames/frame-number';
import { SCAN_FORMATS } from './scan-protocol';

const require = createRequire(import.meta.url);
const readerWasm = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
const writerWasm = readFileSync(require.resolve('zxing-wasm/writer/zxing_writer.wasm'));

const FRAMES = ['WTU123C4567D', 'PLG2024A00871', 'S1234567890'];
const SYMBOLOGIES: [WriteInputBarcodeFormat & ReadInputBarcodeFormat, (typeof SCAN_FORMATS)[number]][] = [
  ['Code128', 'code_128'],
  ['Code39', 'code_39'],
  ['DataMatrix', 'data_matrix'],
  ['QRCode', 'qr_code'],
];

beforeAll(async () => {
  await Promise.all([
    prepareReader({ overrides: { wasmBinary: toArrayBuffer(readerWasm) }, fireImmediately: true }),
    prepareWriter({ overrides: { wasmBinary: toArrayBuffer(writerWasm) }, fireImmediately: true }),
  ]);
});

function toArrayBuffer(bytes: Buffer): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

async function pngOf(image: Blob | null): Promise<Uint8Array> {
  if (!image) throw new Error('The writer gave no image');
  return new Uint8Array(await image.arrayBuffer());
}

describe('the bundled barcode reader', () => {
  it('is the one copy barcode-detector pins (3.1.3), the same bytes the app bundles', () => {
    expect(DETECTOR_WASM_VERSION).toBe('3.1.3');
    expect(createHash('sha256').update(readerWasm).digest('hex')).toBe(DETECTOR_WASM_SHA256);
  });

  it('covers the symbologies the scanner asks for', () => {
    expect(SYMBOLOGIES.map(([, name]) => name)).toEqual([...SCAN_FORMATS]);
  });

  for (const [format] of SYMBOLOGIES) {
    it(`reads frame numbers written as ${format}`, async () => {
      for (const frame of FRAMES) {
        const written = await writeBarcode(frame, { format, scale: 3 });
        expect(written.error).toBe('');
        const png = await pngOf(written.image);
        const read = await readBarcodes(png, { formats: [format], tryHarder: true });
        expect(read.map((result) => result.text)).toEqual([frame]);
        expect(frameNumberProblem(read[0]?.text ?? '')).toBeNull();
      }
    });
  }

  it('reads only the symbologies it is asked for', async () => {
    const written = await writeBarcode('WTU123C4567D', { format: 'Code128', scale: 3 });
    const png = await pngOf(written.image);
    expect(await readBarcodes(png, { formats: ['QRCode'] })).toEqual([]);
  });
});
