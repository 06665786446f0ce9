// Demo data of warranty claims and PDI (spec 02 §3–§5): statuses and the designed transition table, the problem
// catalogue, frames of the bikes delivered to the demo customers, stolen frames, recall campaigns, claims in every
// status with their histories and comments, the PDI checklist and some PDIs.
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { claimReferenceNo } from '../../shared/claims/claim-input';
import { CLAIM_STATUSES, CLAIM_STATUS_IDS, type ClaimStatusId } from '../../shared/claims/claim-rules';
import { CLAIM_TRANSITIONS } from '../../shared/claims/claim-workflow';
import type { Db } from '../db/client';
import { articles, productGroups } from '../modules/catalog/catalog.tables';
import {
  claimComments,
  claimHistories,
  claimProblemCatalogue,
  claimProblems,
  claims,
  claimStatuses,
  claimStatusTransitions,
  pdiChecklistItems,
  pdiChecks,
  pdis,
} from '../modules/claims/claims.tables';
import { frames, recallCampaigns, recallFrames, stolenBikeReports } from '../modules/frames/frames.tables';
import { deliveries, deliveryLines, orderLines } from '../modules/orders/orders.tables';
import { createRandom } from './random';

/** The problem catalogue: per bike part, and for parts and accessories (docs/decisions.md "Claims"). */
export const CLAIM_PROBLEM_CATALOGUE: { productCategory: 'bike' | 'paa'; part: string; description: string }[] = [
  { productCategory: 'bike', part: 'Frame', description: 'Crack in the frame' },
  { productCategory: 'bike', part: 'Frame', description: 'Broken weld' },
  { productCategory: 'bike', part: 'Fork', description: 'Fork leaks oil' },
  { productCategory: 'bike', part: 'Fork', description: 'Bent or cracked fork' },
  { productCategory: 'bike', part: 'Drivetrain', description: 'Chain skips under load' },
  { productCategory: 'bike', part: 'Drivetrain', description: 'Bottom bracket creaks' },
  { productCategory: 'bike', part: 'Brakes', description: 'Brake lever sinks to the bar' },
  { productCategory: 'bike', part: 'Brakes', description: 'Brake rubs or squeals' },
  { productCategory: 'bike', part: 'Wheels', description: 'Wheel out of true' },
  { productCategory: 'bike', part: 'Wheels', description: 'Hub play' },
  { productCategory: 'bike', part: 'Paint', description: 'Paint peels or bubbles' },
  { productCategory: 'bike', part: 'Electrics', description: 'Battery does not charge' },
  { productCategory: 'bike', part: 'Electrics', description: 'Motor cuts out' },
  { productCategory: 'paa', part: 'Part', description: 'Broken on arrival' },
  { productCategory: 'paa', part: 'Part', description: 'Does not fit as specified' },
  { productCategory: 'paa', part: 'Part', description: 'Worn out early' },
  { productCategory: 'paa', part: 'Accessory', description: 'Zip, buckle or strap broken' },
  { productCategory: 'paa', part: 'Accessory', description: 'Electronics do not switch on' },
];

/** The PDI checklist (spec 02 §3 PDI checklist[checklist, description, sorting]): ten items. */
export const PDI_CHECKLIST: { checklist: string; description: string }[] = [
  { checklist: 'Frame and fork', description: 'No damage; headset adjusted without play' },
  { checklist: 'Wheels', description: 'True, spokes tensioned, quick releases or axles tight' },
  { checklist: 'Tyres', description: 'Inflated to the pressure on the sidewall' },
  { checklist: 'Brakes', description: 'Levers firm, pads aligned, rotors clean' },
  { checklist: 'Gears', description: 'Indexing and limit screws set; shifts on every gear' },
  { checklist: 'Chain', description: 'Lubricated, correct length' },
  { checklist: 'Cockpit', description: 'Bar, stem and seatpost torqued to spec' },
  { checklist: 'Pedals', description: 'Fitted with grease, tightened' },
  { checklist: 'Lights and reflectors', description: 'Fitted and working' },
  { checklist: 'Test ride', description: 'Ridden; no noise, brakes and gears work' },
];

export interface ClaimsSeedInput {
  now: Date;
  /** The customers whose delivered bikes get frames and claims: the dealer's first. */
  customerIds: readonly number[];
  /** The author of the demo claims (the dealer) and the warranty user who decided them. */
  dealerUserId: number;
  warrantyUserId: number;
  /** The customers of another user (frames shipped elsewhere). */
  otherCustomerId: number;
}

export interface ClaimsSeedCounts {
  frames: number;
  claims: number;
  pdis: number;
}

/** Frame numbers of the seed: brand prefix, model year, a serial. */
const frameNumberOf = (n: number) => `WB26${String(100000 + n)}`;

export async function seedClaims(db: Db, input: ClaimsSeedInput): Promise<ClaimsSeedCounts> {
  const random = createRandom(20261127);
  const day = (offsetDays: number) => new Date(input.now.getTime() - offsetDays * 86_400_000);
  const isoDay = (at: Date) => at.toISOString().slice(0, 10);

  await db.insert(claimStatuses).values(
    CLAIM_STATUS_IDS.map((id, sorting) => ({
      id,
      description: CLAIM_STATUSES[id].description,
      category: CLAIM_STATUSES[id].category,
      sorting,
    })),
  );
  await db.insert(claimStatusTransitions).values(CLAIM_TRANSITIONS.map((t) => ({ ...t })));
  await db.insert(claimProblemCatalogue).values(CLAIM_PROBLEM_CATALOGUE.map((p, sorting) => ({ ...p, sorting })));
  const checklistRows = await db
    .insert(pdiChecklistItems)
    .values(PDI_CHECKLIST.map((item, i) => ({ ...item, sorting: (i + 1) * 10 })))
    .returning({ id: pdiChecklistItems.id });

  // Frames: one per bike unit the customers' shipped deliveries carried (at most 40 per customer).
  const shipped = await db
    .select({
      customerId: deliveries.customerId,
      doNumber: deliveries.doNumber,
      deliveryDate: deliveries.deliveryDate,
      articleId: orderLines.articleId,
      qty: deliveryLines.qty,
      modelYear: productGroups.modelYear,
    })
    .from(deliveries)
    .innerJoin(deliveryLines, eq(deliveryLines.deliveryId, deliveries.id))
    .innerJoin(orderLines, eq(orderLines.id, deliveryLines.orderLineId))
    .innerJoin(articles, eq(articles.id, orderLines.articleId))
    .innerJoin(productGroups, eq(productGroups.id, articles.productGroupId))
    .where(
      and(
        inArray(deliveries.customerId, [...input.customerIds, input.otherCustomerId]),
        isNotNull(deliveries.deliveryDate),
        eq(productGroups.category, 'bike'),
      ),
    )
    .orderBy(asc(deliveries.deliveryDate), asc(deliveries.id), asc(deliveryLines.id));
  const frameRows: (typeof frames.$inferInsert)[] = [];
  const perCustomer = new Map<number, number>();
  for (const line of shipped) {
    for (let unit = 0; unit < line.qty; unit++) {
      const have = perCustomer.get(line.customerId) ?? 0;
      if (have >= 40) break;
      perCustomer.set(line.customerId, have + 1);
      frameRows.push({
        frameNumber: frameNumberOf(frameRows.length + 1),
        articleId: line.articleId,
        productionCode: `P${String(line.modelYear ?? 2026).slice(2)}-${String(1000 + (frameRows.length % 900))}`,
        modelYear: line.modelYear,
        shippedDeliveryNo: line.doNumber,
        shippedToCustomerId: line.customerId,
        shippedAt: line.deliveryDate,
      });
    }
  }
  // Without shipped bikes (a tiny seed), frames of the first bike articles for the dealer's customer.
  if (frameRows.length < 12) {
    const bikes = await db
      .select({ id: articles.id, modelYear: productGroups.modelYear })
      .from(articles)
      .innerJoin(productGroups, eq(productGroups.id, articles.productGroupId))
      .where(eq(productGroups.category, 'bike'))
      .orderBy(asc(articles.id))
      .limit(20);
    for (const bike of bikes) {
      frameRows.push({
        frameNumber: frameNumberOf(frameRows.length + 1),
        articleId: bike.id,
        productionCode: 'P26-0001',
        modelYear: bike.modelYear,
        shippedDeliveryNo: null,
        shippedToCustomerId: input.customerIds[0] ?? null,
        shippedAt: isoDay(day(60)),
      });
    }
  }
  await db.insert(frames).values(frameRows);
  const dealerCustomer = input.customerIds[0] ?? 0;
  const ownFrames = frameRows.filter((f) => f.shippedToCustomerId === dealerCustomer);
  const otherFrames = frameRows.filter((f) => f.shippedToCustomerId === input.otherCustomerId);

  // Two stolen frames (the dealer's last two) and two recall campaigns.
  const stolen = ownFrames.slice(-2);
  await db.insert(stolenBikeReports).values(
    stolen.map((f, i) => ({
      frameNumber: f.frameNumber,
      reportedAt: isoDay(day(10 + i * 5)),
      policeReportNo: `PR-2026-${String(4410 + i)}`,
      notes: 'Reported by the owner',
    })),
  );
  const campaigns = await db
    .insert(recallCampaigns)
    .values([
      {
        code: 'RC-2026-01',
        title: 'Fork steerer inspection',
        description: 'Some forks of model year 2026 may have a steerer with a machining mark.',
        action: 'Inspect the steerer; replace the fork when a mark is visible.',
        startsOn: isoDay(day(120)),
      },
      {
        code: 'RC-2026-02',
        title: 'Brake hose clamp',
        description: 'The rear brake hose clamp may loosen on some frames.',
        action: 'Fit the new clamp from the recall kit and tighten to 2 Nm.',
        startsOn: isoDay(day(45)),
      },
    ])
    .returning({ id: recallCampaigns.id });
  const recalled = ownFrames.slice(0, 6);
  await db.insert(recallFrames).values([
    ...recalled.slice(0, 4).map((f, i) => ({
      campaignId: campaigns[0]?.id ?? 0,
      frameNumber: f.frameNumber,
      completedAt: i === 0 ? day(30) : null,
    })),
    ...recalled.slice(2, 6).map((f) => ({ campaignId: campaigns[1]?.id ?? 0, frameNumber: f.frameNumber })),
  ]);

  // PDIs: the dealer's first eight frames (one deleted, and a newer one for the same frame).
  const pdiFrames = ownFrames.slice(0, 8);
  const pdiRows = await db
    .insert(pdis)
    .values(
      pdiFrames.map((f, i) => ({
        frameNumber: f.frameNumber,
        customerId: dealerCustomer,
        articleId: f.articleId ?? null,
        mechanic: ['Jo Mechanic', 'Kim Wrench'][i % 2] ?? '',
        isDeleted: i === 7,
        deletedAt: i === 7 ? day(3) : null,
        createdBy: input.dealerUserId,
        createdAt: day(50 - i * 5),
        updatedAt: day(50 - i * 5),
      })),
    )
    .returning({ id: pdis.id, frameNumber: pdis.frameNumber, isDeleted: pdis.isDeleted });
  await db
    .insert(pdiChecks)
    .values(
      pdiRows.flatMap((p) =>
        checklistRows.map((item) => ({ pdiId: p.id, itemId: item.id, checked: random.next() > 0.1 })),
      ),
    );
  const activePdi = new Map(pdiRows.filter((p) => !p.isDeleted).map((p) => [p.frameNumber, p.id]));

  // Claims: two per status for the dealer's customer (bike and PAA), one of a frame shipped to another customer.
  const paaArticles = await db
    .select({ id: articles.id })
    .from(articles)
    .innerJoin(productGroups, eq(productGroups.id, articles.productGroupId))
    .where(sql`${productGroups.category} <> 'bike'`)
    .orderBy(asc(articles.id))
    .limit(10);
  const historyPath: Record<ClaimStatusId, ClaimStatusId[]> = {
    submitted: ['submitted'],
    'in-review': ['submitted', 'in-review'],
    'need-more-info': ['submitted', 'in-review', 'need-more-info'],
    approved: ['submitted', 'in-review', 'approved'],
    rejected: ['submitted', 'in-review', 'rejected'],
    credited: ['submitted', 'in-review', 'approved', 'credited'],
    replaced: ['submitted', 'in-review', 'approved', 'replaced'],
    closed: ['submitted', 'in-review', 'rejected', 'closed'],
  };
  const claimFrames = ownFrames.slice(6, 6 + CLAIM_STATUS_IDS.length);
  let count = 0;
  const consumers = ['Pat Rider', 'Lee Cyclist', 'Morgan Hill', 'Casey Trail'];
  for (const [i, statusId] of CLAIM_STATUS_IDS.entries()) {
    for (const productCategory of ['bike', 'paa'] as const) {
      const frame = productCategory === 'bike' ? (claimFrames[i] ?? otherFrames[0]) : undefined;
      const createdAt = day(40 - i * 4 - (productCategory === 'paa' ? 1 : 0));
      const path = historyPath[statusId];
      const [row] = await db
        .insert(claims)
        .values({
          referenceNo: `seed-${String(i)}-${productCategory}`,
          customerId: dealerCustomer,
          sorg: '1000',
          productCategory,
          statusId,
          frameNumber: frame?.frameNumber ?? null,
          articleId: frame ? (frame.articleId ?? null) : (paaArticles[i]?.id ?? null),
          qty: productCategory === 'paa' ? 1 + (i % 3) : 1,
          description:
            productCategory === 'bike'
              ? 'The customer hears a crack from the frame when pedalling hard.'
              : 'The part broke after two weeks of normal use.',
          productionCode: frame?.productionCode ?? '',
          contactPersonName: 'Dana Dealer',
          contactPersonPhone: '5035550100',
          purchaseDate: isoDay(day(200 + i * 10)),
          consumerName: consumers[i % consumers.length] ?? '',
          consumerPhone: '5035550199',
          consumerCity: 'Portland',
          consumerEmail: 'rider@example.test',
          resolution: statusId === 'credited' || statusId === 'replaced' ? 'Warranty granted.' : '',
          isNotAWarranty: statusId === 'rejected' || statusId === 'closed',
          reasonRejection: statusId === 'rejected' || statusId === 'closed' ? 'Damage from a crash, not a defect.' : '',
          creditNoteNo: statusId === 'credited' ? `CN-2026-${String(7000 + i)}` : null,
          deliveryOrderNo: statusId === 'replaced' ? `DO-2026-${String(8000 + i)}` : null,
          pdiId: frame ? (activePdi.get(frame.frameNumber) ?? null) : null,
          createdBy: input.dealerUserId,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: claims.id });
      if (!row) continue;
      count++;
      await db
        .update(claims)
        .set({ referenceNo: claimReferenceNo(productCategory, createdAt.getUTCFullYear(), row.id) })
        .where(eq(claims.id, row.id));
      const problem = CLAIM_PROBLEM_CATALOGUE.filter((p) => p.productCategory === productCategory)[i % 4];
      if (problem) {
        await db
          .insert(claimProblems)
          .values({ claimId: row.id, part: problem.part, description: problem.description });
      }
      await db.insert(claimHistories).values(
        path.map((to, step) => ({
          claimId: row.id,
          fromStatusId: step === 0 ? null : (path[step - 1] ?? null),
          toStatusId: to,
          reason:
            to === 'need-more-info'
              ? 'Please add a photo of the frame sticker.'
              : to === 'rejected'
                ? 'Damage from a crash, not a defect.'
                : '',
          createdBy: step === 0 ? input.dealerUserId : input.warrantyUserId,
          createdAt: new Date(createdAt.getTime() + step * 86_400_000),
        })),
      );
      if (path.length > 1) {
        await db.insert(claimComments).values([
          {
            claimId: row.id,
            comment: 'Thanks, we are looking at it.',
            createdBy: input.warrantyUserId,
            createdAt: new Date(createdAt.getTime() + 3_600_000),
          },
          {
            claimId: row.id,
            comment: 'Internal: check the batch of this production code.',
            internal: true,
            createdBy: input.warrantyUserId,
            createdAt: new Date(createdAt.getTime() + 7_200_000),
          },
        ]);
      }
    }
  }
  return { frames: frameRows.length, claims: count, pdis: pdiRows.length };
}
