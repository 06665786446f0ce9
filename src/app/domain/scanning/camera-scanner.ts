// The camera side of the frame scanner (spec 02 §5 "scan the frame sticker"): the back camera's stream, the scan
// window cropped and downscaled on the page, decoded in a module worker at most SCAN_RATE times a second. Stopping
// ends the stream's tracks (the camera light goes off) and terminates the worker.
import type { ScanReply, ScanRequest } from './scan-protocol';

/** Decodes per second at most: a 1280×720 frame takes ~150 ms in zxing-wasm, ~600 ms on a slow tablet. */
export const SCAN_RATE = 5;
/** The scan window, as a share of the video's width and height, centred (drawn over the video alike). */
export const SCAN_WINDOW = { width: 0.8, height: 0.5 } as const;
/** The cropped window is scaled down to this width at most before decoding. */
export const SCAN_MAX_WIDTH = 720;

/** What the track offers beyond the DOM library's types (Chromium on Android; not Safari). */
interface TorchZoomCapabilities extends MediaTrackCapabilities {
  torch?: boolean;
  zoom?: { min: number; max: number; step?: number };
}
export interface CameraControls {
  torch: boolean;
  zoom: { min: number; max: number; step: number; value: number } | null;
}

export interface CameraScannerOptions {
  video: HTMLVideoElement;
  /** A value decoded; the scanner pauses until `resume()`. */
  onFound: (value: string) => void;
  createWorker?: () => Worker;
}

function defaultWorker(): Worker {
  return new Worker(new URL('./scan.worker.ts', import.meta.url), { type: 'module' });
}

/** The scan window of a `width`×`height` frame and the size it is decoded at. */
export function scanWindow(width: number, height: number) {
  const sw = Math.round(width * SCAN_WINDOW.width);
  const sh = Math.round(height * SCAN_WINDOW.height);
  const scale = Math.min(1, SCAN_MAX_WIDTH / sw);
  return {
    sx: Math.round((width - sw) / 2),
    sy: Math.round((height - sh) / 2),
    sw,
    sh,
    dw: Math.max(1, Math.round(sw * scale)),
    dh: Math.max(1, Math.round(sh * scale)),
  };
}

export class CameraScanner {
  private stream: MediaStream | null = null;
  private worker: Worker | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private canvas: HTMLCanvasElement | null = null;
  private busy = false;
  private paused = false;
  private stopped = false;
  private nextId = 1;
  private lastPostAt = 0;
  private found = false;

  constructor(private readonly options: CameraScannerOptions) {}

  /** Opens the back camera and starts decoding; rejects when there is no camera or no permission. */
  async start(): Promise<CameraControls> {
    performance.mark('scan:open');
    const stream = await navigator.mediaDevices.getUserMedia({
      audio: false,
      video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
    });
    if (this.stopped) {
      for (const track of stream.getTracks()) track.stop();
      throw new DOMException('The scanner was closed', 'AbortError');
    }
    this.stream = stream;
    const { video } = this.options;
    video.srcObject = stream;
    video.muted = true;
    video.playsInline = true;
    await video.play().catch(() => undefined);
    this.worker = (this.options.createWorker ?? defaultWorker)();
    this.worker.addEventListener('message', (event: MessageEvent<ScanReply>) => {
      this.onReply(event.data);
    });
    this.schedule();
    return this.controls();
  }

  private controls(): CameraControls {
    const track = this.stream?.getVideoTracks()[0];
    let capabilities: TorchZoomCapabilities = {};
    try {
      if (track) capabilities = track.getCapabilities();
    } catch {
      // A browser without getCapabilities offers neither torch nor zoom.
    }
    const settings = (track?.getSettings() ?? {}) as MediaTrackSettings & { zoom?: number };
    const zoom = capabilities.zoom;
    return {
      torch: capabilities.torch === true,
      zoom:
        zoom && zoom.max > zoom.min
          ? { min: zoom.min, max: zoom.max, step: zoom.step ?? 0.1, value: settings.zoom ?? zoom.min }
          : null,
    };
  }

  async setTorch(on: boolean): Promise<void> {
    const track = this.stream?.getVideoTracks()[0];
    await track?.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
  }

  async setZoom(value: number): Promise<void> {
    const track = this.stream?.getVideoTracks()[0];
    await track?.applyConstraints({ advanced: [{ zoom: value } as MediaTrackConstraintSet] });
  }

  /** Scans again after a value was found (or rejected by the user). */
  resume(): void {
    this.paused = false;
    this.schedule();
  }

  /** Ends the camera and the worker; safe to call more than once. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    if (this.stream) for (const track of this.stream.getTracks()) track.stop();
    this.stream = null;
    this.options.video.srcObject = null;
    this.worker?.terminate();
    this.worker = null;
  }

  private schedule(): void {
    clearTimeout(this.timer);
    if (this.stopped || this.paused) return;
    const wait = Math.max(0, this.lastPostAt + 1000 / SCAN_RATE - performance.now());
    this.timer = setTimeout(() => {
      this.tick();
    }, wait);
  }

  private tick(): void {
    if (this.stopped || this.paused || this.busy || !this.worker) return;
    const { video } = this.options;
    if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || video.videoWidth === 0) {
      this.lastPostAt = performance.now();
      this.schedule();
      return;
    }
    const area = scanWindow(video.videoWidth, video.videoHeight);
    this.canvas ??= document.createElement('canvas');
    this.canvas.width = area.dw;
    this.canvas.height = area.dh;
    const context = this.canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return;
    context.drawImage(video, area.sx, area.sy, area.sw, area.sh, 0, 0, area.dw, area.dh);
    const image = context.getImageData(0, 0, area.dw, area.dh);
    const request: ScanRequest = { id: this.nextId++, image };
    this.busy = true;
    this.lastPostAt = performance.now();
    this.worker.postMessage(request, [image.data.buffer]);
  }

  private onReply(reply: ScanReply): void {
    this.busy = false;
    if (this.stopped) return;
    if (reply.type === 'result') {
      performance.measure('scan:decode', { start: performance.now() - reply.decodeMs, duration: reply.decodeMs });
      const value = reply.values.find((candidate) => candidate.trim() !== '');
      if (value !== undefined) {
        if (!this.found) performance.mark('scan:found');
        this.found = true;
        this.paused = true;
        this.options.onFound(value);
        return;
      }
    }
    this.schedule();
  }
}
