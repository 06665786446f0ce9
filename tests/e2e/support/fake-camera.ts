import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';

// A fake back camera for the frame scanner (Chromium's --use-file-for-fake-video-capture): one 1280×720 I420 frame,
// looped by Chromium, showing a frame sticker's Code 128 made in the test — never a fixture file.

const WIDTH = 1280;
const HEIGHT = 720;

let writerReady: Promise<unknown> | null = null;

/** The barcode as PNG bytes, written by zxing-wasm's writer (the .wasm given as bytes: Node cannot fetch it). */
async function barcodePng(text: string): Promise<Buffer> {
  const require = createRequire(import.meta.url);
  const wasm = readFileSync(require.resolve('zxing-wasm/writer/zxing_writer.wasm'));
  writerReady ??= prepareZXingModule({
    overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
    fireImmediately: true,
  });
  await writerReady;
  const written = await writeBarcode(text, { format: 'Code128', scale: 4 });
  if (!written.image) throw new Error(`The writer made no image: ${written.error}`);
  return Buffer.from(await written.image.arrayBuffer());
}

/**
 * Writes `<dir>/frame.y4m`: the barcode drawn in the page on a white 1280×720 canvas, slightly rotated like a
 * sticker held by hand, Y from the pixels' luminance, U = V = 128 (grey). Returns the file's path.
 */
export async function frameStickerY4m(page: Page, text: string, dir: string): Promise<string> {
  const png = (await barcodePng(text)).toString('base64');
  const luma = await page.evaluate(
    async ({ base64, width, height }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.fillStyle = '#eee';
      context.fillRect(0, 0, width, height);
      const drawWidth = Math.min(width * 0.6, image.width * 2);
      const drawHeight = Math.max(120, (image.height / image.width) * drawWidth);
      context.translate(width / 2, height / 2);
      context.rotate((3 * Math.PI) / 180);
      context.fillStyle = '#fff';
      context.fillRect(-drawWidth / 2 - 40, -drawHeight / 2 - 30, drawWidth + 80, drawHeight + 60);
      context.imageSmoothingEnabled = false;
      context.drawImage(image, -drawWidth / 2, -drawHeight / 2, drawWidth, drawHeight);
      const { data } = context.getImageData(0, 0, width, height);
      const y = new Uint8Array(width * height);
      for (let i = 0; i < y.length; i += 1) {
        y[i] = Math.round(0.299 * (data[i * 4] ?? 0) + 0.587 * (data[i * 4 + 1] ?? 0) + 0.114 * (data[i * 4 + 2] ?? 0));
      }
      let binary = '';
      for (let i = 0; i < y.length; i += 0x8000) binary += String.fromCharCode(...y.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    { base64: png, width: WIDTH, height: HEIGHT },
  );
  const header = Buffer.from(`YUV4MPEG2 W${String(WIDTH)} H${String(HEIGHT)} F30:1 Ip A1:1 C420jpeg\nFRAME\n`);
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const path = join(dir, 'frame.y4m');
  writeFileSync(path, Buffer.concat([header, Buffer.from(luma, 'base64'), chroma]));
  return path;
}

/** A Chromium whose camera shows `y4mPath`, granted without a prompt. */
export function launchWithFakeCamera(y4mPath: string, extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${y4mPath}`,
      ...extraArgs,
    ],
  });
}

/** Records the page's camera streams and worker terminations (installed before the app loads). */
export async function watchCameraAndWorkers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = globalThis as unknown as { __streams: MediaStream[]; __terminated: number };
    record.__streams = [];
    record.__terminated = 0;
    const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await getUserMedia(constraints);
      record.__streams.push(stream);
      return stream;
    };
    const proto = Worker.prototype as { terminate: (this: Worker) => void };
    const terminate = proto.terminate;
    proto.terminate = function (this: Worker) {
      record.__terminated += 1;
      terminate.call(this);
    };
  });
}

/** How many camera tracks are still live, and how many workers were terminated. */
export function cameraState(page: Page): Promise<{ streams: number; live: number; terminated: number }> {
  return page.evaluate(() => {
    const record = globalThis as unknown as { __streams: MediaStream[]; __terminated: number };
    const tracks = record.__streams.flatMap((stream) => stream.getTracks());
    return {
      streams: record.__streams.length,
      live: tracks.filter((track) => track.readyState === 'live').length,
      terminated: record.__terminated,
    };
  });
}
