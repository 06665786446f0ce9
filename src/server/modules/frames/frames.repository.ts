import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, brands, merchandiseCategories, productGroups, series } from '../catalog/catalog.tables';
import { customers } from '../customers/customers.tables';
import { frames, recallCampaigns, recallFrames, stolenBikeReports } from './frames.tables';

/** Frames by their normalised numbers, with their article's data and the customer they were shipped to. */
export async function findFrames(db: Db, frameNumbers: readonly string[]) {
  if (frameNumbers.length === 0) return [];
  return db
    .select({
      frameNumber: frames.frameNumber,
      articleId: frames.articleId,
      articleCode: articles.articleCode,
      articleName: articles.name,
      frameSize: articles.frameSize,
      wheelSize: articles.wheelSize,
      color: articles.color,
      model: productGroups.parentName,
      category: productGroups.category,
      brandName: brands.description,
      mcName: merchandiseCategories.name,
      seriesName: series.name,
      productionCode: frames.productionCode,
      modelYear: frames.modelYear,
      shippedDeliveryNo: frames.shippedDeliveryNo,
      shippedToCustomerId: frames.shippedToCustomerId,
      shippedToCodeIsr: customers.custCodeIsr,
      shippedToCodeR3: customers.custCodeR3,
      shippedToName: customers.name,
      shippedAt: frames.shippedAt,
    })
    .from(frames)
    .leftJoin(articles, eq(articles.id, frames.articleId))
    .leftJoin(productGroups, eq(productGroups.id, articles.productGroupId))
    .leftJoin(brands, eq(brands.id, productGroups.brandId))
    .leftJoin(merchandiseCategories, eq(merchandiseCategories.id, productGroups.merchandiseCategoryId))
    .leftJoin(series, eq(series.id, productGroups.serieId))
    .leftJoin(customers, eq(customers.id, frames.shippedToCustomerId))
    .where(inArray(frames.frameNumber, [...frameNumbers]));
}

export type FrameRow = Awaited<ReturnType<typeof findFrames>>[number];

/** The active stolen report of a frame, if any. */
export async function activeStolenReport(db: Db, frameNumber: string) {
  const [row] = await db
    .select({ reportedAt: stolenBikeReports.reportedAt })
    .from(stolenBikeReports)
    .where(and(eq(stolenBikeReports.frameNumber, frameNumber), eq(stolenBikeReports.active, true)))
    .orderBy(asc(stolenBikeReports.reportedAt))
    .limit(1);
  return row;
}

/** The frames of the list that are reported stolen now. */
export async function stolenAmong(db: Db, frameNumbers: readonly string[]): Promise<string[]> {
  if (frameNumbers.length === 0) return [];
  const rows = await db
    .selectDistinct({ frameNumber: stolenBikeReports.frameNumber })
    .from(stolenBikeReports)
    .where(and(inArray(stolenBikeReports.frameNumber, [...frameNumbers]), eq(stolenBikeReports.active, true)));
  return rows.map((r) => r.frameNumber);
}

/** The recall campaigns affecting the frames, with whether the work was done on each. */
export async function recallsOf(db: Db, frameNumbers: readonly string[]) {
  if (frameNumbers.length === 0) return [];
  return db
    .select({
      frameNumber: recallFrames.frameNumber,
      id: recallCampaigns.id,
      code: recallCampaigns.code,
      title: recallCampaigns.title,
      description: recallCampaigns.description,
      action: recallCampaigns.action,
      completedAt: recallFrames.completedAt,
    })
    .from(recallFrames)
    .innerJoin(recallCampaigns, eq(recallCampaigns.id, recallFrames.campaignId))
    .where(inArray(recallFrames.frameNumber, [...frameNumbers]))
    .orderBy(asc(recallCampaigns.startsOn), asc(recallCampaigns.id));
}

/** Records shipped frames (a delivery of bikes); a frame already known keeps its row. */
export async function insertFrames(db: Db, rows: readonly (typeof frames.$inferInsert)[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(frames)
    .values([...rows])
    .onConflictDoNothing();
}
