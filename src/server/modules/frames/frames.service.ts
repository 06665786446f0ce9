// Frames (spec 02 §3 Claim frame fields, §5): the only way other modules reach frames, stolen reports and recalls.
// Everything is keyed by the normalised frame number (src/shared/frames/frame-number.ts).
import { customerId } from '../../../shared/customers/customer-code';
import { normaliseFrameNumber } from '../../../shared/frames/frame-number';
import type { AppDeps } from '../../app-deps';
import * as repo from './frames.repository';

export type FramesDeps = Pick<AppDeps, 'db'>;

/** A frame as claims and PDI see it. */
export interface FrameInfo {
  frameNumber: string;
  articleId: number | null;
  articleCode: string | null;
  description: string | null;
  brandName: string | null;
  mcName: string | null;
  model: string | null;
  seriesName: string | null;
  productionCode: string;
  modelYear: number | null;
  frameSize: string | null;
  wheelSize: string | null;
  color: string | null;
  shippedDeliveryNo: string | null;
  shippedToCustomerId: number | null;
  shippedToCode: string | null;
  shippedToName: string | null;
}

function toInfo(row: repo.FrameRow): FrameInfo {
  return {
    frameNumber: row.frameNumber,
    articleId: row.articleId,
    articleCode: row.articleCode,
    description: row.articleName,
    brandName: row.brandName,
    mcName: row.mcName,
    model: row.model,
    seriesName: row.seriesName,
    productionCode: row.productionCode,
    modelYear: row.modelYear,
    frameSize: row.frameSize,
    wheelSize: row.wheelSize,
    color: row.color,
    shippedDeliveryNo: row.shippedDeliveryNo,
    shippedToCustomerId: row.shippedToCustomerId,
    shippedToCode: customerId({ isr: row.shippedToCodeIsr, r3: row.shippedToCodeR3 }),
    shippedToName: row.shippedToName,
  };
}

/** The frame with this number (typed or scanned: normalised here), or undefined when no delivery shipped it. */
export async function findFrame(deps: FramesDeps, frameNumber: string): Promise<FrameInfo | undefined> {
  const [row] = await repo.findFrames(deps.db, [normaliseFrameNumber(frameNumber)]);
  return row ? toInfo(row) : undefined;
}

/** Several frames at once (a page of claims or PDIs), keyed by normalised number. */
export async function findFrames(deps: FramesDeps, frameNumbers: readonly string[]): Promise<Map<string, FrameInfo>> {
  const rows = await repo.findFrames(deps.db, [...new Set(frameNumbers.map(normaliseFrameNumber))]);
  return new Map(rows.map((row) => [row.frameNumber, toInfo(row)]));
}

/** Whether a frame is reported stolen now, and since when. */
export async function stolenStatus(
  deps: FramesDeps,
  frameNumber: string,
): Promise<{ stolen: boolean; reportedAt: string | null }> {
  const report = await repo.activeStolenReport(deps.db, normaliseFrameNumber(frameNumber));
  return { stolen: report !== undefined, reportedAt: report?.reportedAt ?? null };
}

/** Which of the frames are reported stolen now. */
export async function stolenFrames(deps: FramesDeps, frameNumbers: readonly string[]): Promise<Set<string>> {
  return new Set(await repo.stolenAmong(deps.db, frameNumbers));
}

export interface FrameRecall {
  frameNumber: string;
  id: number;
  code: string;
  title: string;
  description: string;
  action: string;
  completedAt: Date | null;
}

/** The recall campaigns affecting the frames (open and done). */
export async function recallsOfFrames(deps: FramesDeps, frameNumbers: readonly string[]): Promise<FrameRecall[]> {
  return repo.recallsOf(deps.db, [...new Set(frameNumbers.map(normaliseFrameNumber))]);
}

/** Records the frames a delivery shipped (the seed; the order desk's ship step when it records frame numbers). */
export async function recordShippedFrames(
  deps: FramesDeps,
  rows: readonly {
    frameNumber: string;
    articleId: number | null;
    productionCode?: string;
    modelYear: number | null;
    deliveryNo: string;
    customerId: number;
    shippedAt: string;
  }[],
): Promise<void> {
  await repo.insertFrames(
    deps.db,
    rows.map((r) => ({
      frameNumber: normaliseFrameNumber(r.frameNumber),
      articleId: r.articleId,
      productionCode: r.productionCode ?? '',
      modelYear: r.modelYear,
      shippedDeliveryNo: r.deliveryNo,
      shippedToCustomerId: r.customerId,
      shippedAt: r.shippedAt,
    })),
  );
}
