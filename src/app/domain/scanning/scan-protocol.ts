// Messages between the scanner and its decoding worker (scan.worker.ts).

/** The symbologies a frame sticker carries (spec 02 §5: "scan the frame sticker"). */
export const SCAN_FORMATS = ['code_128', 'code_39', 'data_matrix', 'qr_code'] as const;

export interface ScanRequest {
  id: number;
  /** The scan window's pixels, cropped and downscaled on the page. */
  image: ImageData;
}

export type ScanReply =
  | { type: 'result'; id: number; values: string[]; decodeMs: number; engine: 'native' | 'zxing' }
  | { type: 'failed'; id: number; message: string };
