// Over 400 lines would split; the SQL of claims: lists and one claim with their names, relations by claim ids (one
// statement per relation for a page), writes, the reference data (statuses, transitions, catalogue) and the reads
// of customers, articles and users the claim rules need.
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ClaimProductCategory } from '../../../shared/claims/claim-rules';
import type { ClaimTransition } from '../../../shared/claims/claim-workflow';
import type { Db } from '../../db/client';
import { articles, brands, merchandiseCategories, productGroups } from '../catalog/catalog.tables';
import { accessibleBy } from '../customers/customers.service';
import { customerAreas, customers, userCustomers } from '../customers/customers.tables';
import { uploads } from '../uploads/uploads.tables';
import { userAreas, users } from '../users/users.tables';
import {
  claimComments,
  claimFiles,
  claimHistories,
  claimProblemCatalogue,
  claimProblems,
  claims,
  claimStatuses,
  claimStatusTransitions,
  pdis,
} from './claims.tables';

export type ClaimRowDb = typeof claims.$inferSelect;

/** Who the reads are for: the user, and whether the user sees every customer's claims (the warranty team). */
export interface ClaimReader {
  userId: number;
  all: boolean;
}

/**
 * The claims a reader may see: every claim, or those of the customers the user may act for — the same rule as
 * customers' `accessibleBy` (linked customers, or every customer of a sorg where the user's area is `all`), written
 * as one subquery over the claim's customer id (a semi-join on the user–customer relation, never a literal IN list),
 * which the planner can run once instead of two EXISTS per claim.
 */
export function visibleTo(reader: ClaimReader): SQL | undefined {
  if (reader.all) return undefined;
  return sql`${claims.customerId} in (select uc.customer_id from ${userCustomers} uc where uc.user_id = ${reader.userId}
    union select ca.customer_id from ${userAreas} ua join ${customerAreas} ca on ca.sorg = ua.sorg
    where ua.user_id = ${reader.userId} and ua.limitation = 'all')`;
}

const claimColumns = {
  claim: claims,
  custCodeIsr: customers.custCodeIsr,
  custCodeR3: customers.custCodeR3,
  custName: customers.name,
  statusDescription: claimStatuses.description,
  statusCategory: claimStatuses.category,
  articleCode: articles.articleCode,
  articleName: articles.name,
  createdByName: users.name,
};

export type ClaimListRow = Awaited<ReturnType<typeof selectClaims>>[number];

function selectClaims(db: Db, where: SQL | undefined) {
  return db
    .select(claimColumns)
    .from(claims)
    .innerJoin(customers, eq(customers.id, claims.customerId))
    .innerJoin(claimStatuses, eq(claimStatuses.id, claims.statusId))
    .innerJoin(users, eq(users.id, claims.createdBy))
    .leftJoin(articles, eq(articles.id, claims.articleId))
    .where(where);
}

export interface ClaimListQuery {
  /** Only these customers (ids), or every visible one. */
  customerIds: readonly number[] | undefined;
  statusIds: readonly string[] | undefined;
  from: string | undefined;
  to: string | undefined;
  search: string | undefined;
  productCategory: string | undefined;
  page: number;
  limit: number;
}

/** One page of the claims a reader may see, newest first, with the total. */
export async function listClaims(db: Db, reader: ClaimReader, query: ClaimListQuery) {
  const search = query.search?.trim();
  const where = and(
    visibleTo(reader),
    query.customerIds ? inArray(claims.customerId, [...query.customerIds]) : undefined,
    query.statusIds && query.statusIds.length > 0 ? inArray(claims.statusId, [...query.statusIds]) : undefined,
    query.from && query.to
      ? sql`${claims.createdAt} >= ${query.from}::date and ${claims.createdAt} < (${query.to}::date + 1)`
      : undefined,
    search
      ? or(ilike(claims.frameNumber, `%${escapeLike(search)}%`), ilike(claims.referenceNo, `%${escapeLike(search)}%`))
      : undefined,
    query.productCategory ? eq(claims.productCategory, query.productCategory as ClaimProductCategory) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectClaims(db, where)
      .orderBy(desc(claims.createdAt), desc(claims.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(claims).innerJoin(customers, eq(customers.id, claims.customerId)).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One claim the reader may see. */
export async function findVisibleClaim(db: Db, reader: ClaimReader, id: number): Promise<ClaimListRow | undefined> {
  const [row] = await selectClaims(db, and(eq(claims.id, id), visibleTo(reader)));
  return row;
}

/** The claim a user filed with this client id. */
export async function findClaimIdByClientId(db: Db, userId: number, clientId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: claims.id })
    .from(claims)
    .where(and(eq(claims.createdBy, userId), eq(claims.clientId, clientId)));
  return row?.id;
}

/** A claim's id by the client id any user of its customers gave it, if the reader may see it. */
export async function findVisibleClaimIdByClientId(db: Db, reader: ClaimReader, clientId: string) {
  const [row] = await db
    .select({ id: claims.id })
    .from(claims)
    .innerJoin(customers, eq(customers.id, claims.customerId))
    .where(and(eq(claims.clientId, clientId), visibleTo(reader)))
    .orderBy(asc(claims.id))
    .limit(1);
  return row?.id;
}

export type NewClaim = Omit<typeof claims.$inferInsert, 'id' | 'version'>;

/** Inserts a claim; undefined when the same user's client id is taken (a concurrent duplicate). */
export async function insertClaim(db: Db, claim: NewClaim): Promise<ClaimRowDb | undefined> {
  const [row] = await db.insert(claims).values(claim).onConflictDoNothing().returning();
  return row;
}

/** Sets the reference number of a new claim. */
export async function setReferenceNo(db: Db, id: number, referenceNo: string): Promise<void> {
  await db.update(claims).set({ referenceNo }).where(eq(claims.id, id));
}

/** Changes a claim if it is still at `version`; undefined otherwise. */
export async function updateClaimAt(
  db: Db,
  id: number,
  version: number,
  changes: Partial<NewClaim>,
): Promise<ClaimRowDb | undefined> {
  const [row] = await db
    .update(claims)
    .set({ ...changes, version: sql`${claims.version} + 1` })
    .where(and(eq(claims.id, id), eq(claims.version, version)))
    .returning();
  return row;
}

// Relations ------------------------------------------------------------------------------------------------------

export async function problemsOf(db: Db, claimIds: readonly number[]) {
  if (claimIds.length === 0) return [];
  return db
    .select()
    .from(claimProblems)
    .where(inArray(claimProblems.claimId, [...claimIds]))
    .orderBy(asc(claimProblems.sorting), asc(claimProblems.id));
}

export async function replaceProblems(
  db: Db,
  claimId: number,
  rows: readonly Omit<typeof claimProblems.$inferInsert, 'claimId' | 'id'>[],
): Promise<void> {
  await db.delete(claimProblems).where(eq(claimProblems.claimId, claimId));
  if (rows.length > 0) await db.insert(claimProblems).values(rows.map((r) => ({ ...r, claimId })));
}

/** The files of claims with their uploads' name, type and size. */
export async function filesOf(db: Db, claimIds: readonly number[]) {
  if (claimIds.length === 0) return [];
  return db
    .select({
      id: claimFiles.id,
      claimId: claimFiles.claimId,
      slot: claimFiles.slot,
      uploadId: claimFiles.uploadId,
      title: claimFiles.title,
      fileName: uploads.fileName,
      contentType: uploads.contentType,
      size: uploads.size,
    })
    .from(claimFiles)
    .innerJoin(uploads, eq(uploads.id, claimFiles.uploadId))
    .where(inArray(claimFiles.claimId, [...claimIds]))
    .orderBy(asc(claimFiles.id));
}

export type ClaimFileRow = Awaited<ReturnType<typeof filesOf>>[number];

/** Writes the file of a slot (replacing the slot's file). */
export async function putFile(
  db: Db,
  row: { claimId: number; slot: string; uploadId: string; title: string; createdBy: number },
): Promise<number | undefined> {
  const [inserted] = await db
    .insert(claimFiles)
    .values(row)
    .onConflictDoUpdate({
      target: [claimFiles.claimId, claimFiles.slot],
      set: { uploadId: row.uploadId, title: row.title, createdBy: row.createdBy, createdAt: sql`now()` },
    })
    .returning({ id: claimFiles.id });
  return inserted?.id;
}

/** Inserts the file of a free slot only; undefined when the slot was taken meanwhile. */
export async function insertFileIfFree(
  db: Db,
  row: { claimId: number; slot: string; uploadId: string; title: string; createdBy: number },
): Promise<number | undefined> {
  const [inserted] = await db.insert(claimFiles).values(row).onConflictDoNothing().returning({ id: claimFiles.id });
  return inserted?.id;
}

export async function deleteFiles(db: Db, claimId: number, slots: readonly string[]): Promise<void> {
  if (slots.length === 0) return;
  await db.delete(claimFiles).where(and(eq(claimFiles.claimId, claimId), inArray(claimFiles.slot, [...slots])));
}

/** Frees uploads a claim no longer uses, whoever uploaded them (pruned later with other unattached uploads). */
export async function releaseClaimUploads(db: Db, uploadIds: readonly string[], attachedTo: string): Promise<void> {
  if (uploadIds.length === 0) return;
  await db
    .update(uploads)
    .set({ attachedTo: null })
    .where(and(inArray(uploads.id, [...uploadIds]), eq(uploads.attachedTo, attachedTo)));
}

/** A claim file by its id, with its claim (for the file route and the delete of an additional document). */
export async function findFile(db: Db, reader: ClaimReader, fileId: number) {
  const [row] = await db
    .select({
      id: claimFiles.id,
      claimId: claimFiles.claimId,
      slot: claimFiles.slot,
      uploadId: claimFiles.uploadId,
      title: claimFiles.title,
      fileName: uploads.fileName,
      contentType: uploads.contentType,
      size: uploads.size,
    })
    .from(claimFiles)
    .innerJoin(uploads, eq(uploads.id, claimFiles.uploadId))
    .innerJoin(claims, eq(claims.id, claimFiles.claimId))
    .innerJoin(customers, eq(customers.id, claims.customerId))
    .where(and(eq(claimFiles.id, fileId), visibleTo(reader)));
  return row;
}

/**
 * The comments of claims, oldest first. Internal comments only when `withInternal` (internal users): the filter is
 * here, so no path of the API can hand them to a dealer.
 */
export async function commentsOf(db: Db, claimIds: readonly number[], withInternal: boolean) {
  if (claimIds.length === 0) return [];
  return db
    .select({ comment: claimComments, displayName: users.name, username: users.username })
    .from(claimComments)
    .innerJoin(users, eq(users.id, claimComments.createdBy))
    .where(
      and(inArray(claimComments.claimId, [...claimIds]), withInternal ? undefined : eq(claimComments.internal, false)),
    )
    .orderBy(asc(claimComments.createdAt), asc(claimComments.id));
}

export type CommentRow = Awaited<ReturnType<typeof commentsOf>>[number];

export async function insertComment(db: Db, row: typeof claimComments.$inferInsert) {
  const [inserted] = await db
    .insert(claimComments)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: claimComments.id });
  return inserted?.id;
}

export async function findCommentIdByClientId(db: Db, userId: number, clientId: string) {
  const [row] = await db
    .select({ id: claimComments.id })
    .from(claimComments)
    .where(and(eq(claimComments.createdBy, userId), eq(claimComments.clientId, clientId)));
  return row?.id;
}

export async function commentById(db: Db, id: number) {
  const [row] = await db
    .select({ comment: claimComments, displayName: users.name, username: users.username })
    .from(claimComments)
    .innerJoin(users, eq(users.id, claimComments.createdBy))
    .where(eq(claimComments.id, id));
  return row;
}

const fromStatus = alias(claimStatuses, 'from_status');

export async function historiesOf(db: Db, claimIds: readonly number[]) {
  if (claimIds.length === 0) return [];
  return db
    .select({
      history: claimHistories,
      fromDescription: fromStatus.description,
      fromCategory: fromStatus.category,
      toDescription: claimStatuses.description,
      toCategory: claimStatuses.category,
      displayName: users.name,
    })
    .from(claimHistories)
    .innerJoin(claimStatuses, eq(claimStatuses.id, claimHistories.toStatusId))
    .leftJoin(fromStatus, eq(fromStatus.id, claimHistories.fromStatusId))
    .leftJoin(users, eq(users.id, claimHistories.createdBy))
    .where(inArray(claimHistories.claimId, [...claimIds]))
    .orderBy(asc(claimHistories.createdAt), asc(claimHistories.id));
}

export async function insertHistory(db: Db, row: typeof claimHistories.$inferInsert): Promise<void> {
  await db.insert(claimHistories).values(row);
}

// Reference data -------------------------------------------------------------------------------------------------

export async function listStatuses(db: Db) {
  return db.select().from(claimStatuses).orderBy(asc(claimStatuses.sorting), asc(claimStatuses.id));
}

export async function listTransitions(db: Db): Promise<ClaimTransition[]> {
  const rows = await db.select().from(claimStatusTransitions).orderBy(asc(claimStatusTransitions.id));
  return rows.map((r) => ({
    fromStatusId: r.fromStatusId,
    toStatusId: r.toStatusId,
    productCategory: r.productCategory,
    customerCategory: r.customerCategory,
    capability: r.capability as ClaimTransition['capability'],
    needsReason: r.needsReason,
    sideEffect: r.sideEffect ?? null,
  }));
}

/** The catalogue problems of a category: the category's and, with an article, the article's own. */
export async function catalogueProblems(db: Db, productCategory: ClaimProductCategory, articleId: number | undefined) {
  return db
    .select()
    .from(claimProblemCatalogue)
    .where(
      and(
        eq(claimProblemCatalogue.productCategory, productCategory),
        articleId === undefined
          ? isNull(claimProblemCatalogue.articleId)
          : or(isNull(claimProblemCatalogue.articleId), eq(claimProblemCatalogue.articleId, articleId)),
      ),
    )
    .orderBy(asc(claimProblemCatalogue.sorting), asc(claimProblemCatalogue.id));
}

export async function catalogueProblemsByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(claimProblemCatalogue)
    .where(inArray(claimProblemCatalogue.id, [...ids]));
}

// Customers, articles, users ---------------------------------------------------------------------------------------

/**
 * A customer by code (isr or r3), whether the user may act for it, and its area in the sorg (custGroup is the
 * customer category of the transition table).
 */
export async function findCustomerByCode(db: Db, userId: number, code: string, sorg: string) {
  const [row] = await db
    .select({
      id: customers.id,
      custCodeIsr: customers.custCodeIsr,
      custCodeR3: customers.custCodeR3,
      name: customers.name,
      address: customers.address,
      city: customers.city,
      phone: customers.phone,
      accessible: sql<boolean>`${accessibleBy(userId)}`,
      custGroup: customerAreas.custGroup,
    })
    .from(customers)
    .leftJoin(customerAreas, and(eq(customerAreas.customerId, customers.id), eq(customerAreas.sorg, sorg)))
    .where(or(eq(customers.custCodeIsr, code), eq(customers.custCodeR3, code)))
    .limit(1);
  return row;
}

/** Customer ids by codes (the list's filter), only those the reader may see. */
export async function customerIdsByCodes(db: Db, reader: ClaimReader, codes: readonly string[]) {
  if (codes.length === 0) return [];
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        or(inArray(customers.custCodeIsr, [...codes]), inArray(customers.custCodeR3, [...codes])),
        reader.all ? undefined : accessibleBy(reader.userId),
      ),
    );
  return rows.map((r) => r.id);
}

/** The custGroup of customers in a sorg (the customer category of the transition table). */
export async function custGroupsOf(db: Db, customerIds: readonly number[], sorg: string) {
  if (customerIds.length === 0) return new Map<number, string | null>();
  const rows = await db
    .select({ customerId: customerAreas.customerId, custGroup: customerAreas.custGroup })
    .from(customerAreas)
    .where(and(inArray(customerAreas.customerId, [...customerIds]), eq(customerAreas.sorg, sorg)));
  return new Map(rows.map((r) => [r.customerId, r.custGroup]));
}

/** The customers the user may act for (a sales user's filter), by name. */
export async function accessibleCustomers(db: Db, userId: number) {
  return db
    .select({ custCodeIsr: customers.custCodeIsr, custCodeR3: customers.custCodeR3, name: customers.name })
    .from(customers)
    .innerJoin(userCustomers, and(eq(userCustomers.customerId, customers.id), eq(userCustomers.userId, userId)))
    .orderBy(asc(customers.name), asc(customers.id))
    .limit(500);
}

/** Customers with claims matching `search` (internal users' filter). */
export async function customersWithClaims(db: Db, search: string | undefined) {
  const term = search?.trim();
  return db
    .select({ custCodeIsr: customers.custCodeIsr, custCodeR3: customers.custCodeR3, name: customers.name })
    .from(customers)
    .where(
      and(
        sql`exists (select 1 from ${claims} c where c.customer_id = ${customers.id})`,
        term
          ? or(
              ilike(customers.name, `%${escapeLike(term)}%`),
              ilike(customers.custCodeIsr, `%${escapeLike(term)}%`),
              ilike(customers.custCodeR3, `%${escapeLike(term)}%`),
            )
          : undefined,
      ),
    )
    .orderBy(asc(customers.name), asc(customers.id))
    .limit(50);
}

const articleColumns = {
  id: articles.id,
  articleCode: articles.articleCode,
  name: articles.name,
  brandName: brands.description,
  brandCode: brands.code,
  mcName: merchandiseCategories.name,
  category: productGroups.category,
  modelYear: productGroups.modelYear,
};

/** Articles matching a code or words, of a product category ('bike' or 'paa': PAA and groupsets). */
export async function searchArticles(
  db: Db,
  args: { search: string; productCategory: string | undefined; limit: number; offset: number },
) {
  const term = args.search.trim();
  const where = and(
    term
      ? or(ilike(articles.articleCode, `%${escapeLike(term)}%`), ilike(articles.name, `%${escapeLike(term)}%`))
      : undefined,
    args.productCategory === 'bike'
      ? eq(productGroups.category, 'bike')
      : args.productCategory === 'paa'
        ? sql`${productGroups.category} <> 'bike'`
        : undefined,
  );
  const base = () =>
    db
      .select(articleColumns)
      .from(articles)
      .innerJoin(productGroups, eq(productGroups.id, articles.productGroupId))
      .innerJoin(brands, eq(brands.id, productGroups.brandId))
      .innerJoin(merchandiseCategories, eq(merchandiseCategories.id, productGroups.merchandiseCategoryId))
      .where(where);
  const [rows, [total]] = await Promise.all([
    base().orderBy(asc(articles.articleCode)).limit(args.limit).offset(args.offset),
    db
      .select({ n: count() })
      .from(articles)
      .innerJoin(productGroups, eq(productGroups.id, articles.productGroupId))
      .where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export type ArticleRow = Awaited<ReturnType<typeof searchArticles>>['rows'][number];

export async function articleByCode(db: Db, code: string): Promise<ArticleRow | undefined> {
  const [row] = await db
    .select(articleColumns)
    .from(articles)
    .innerJoin(productGroups, eq(productGroups.id, articles.productGroupId))
    .innerJoin(brands, eq(brands.id, productGroups.brandId))
    .innerJoin(merchandiseCategories, eq(merchandiseCategories.id, productGroups.merchandiseCategoryId))
    .where(eq(articles.articleCode, code));
  return row;
}

export async function listBrands(db: Db) {
  return db
    .select({ code: brands.code, description: brands.description })
    .from(brands)
    .orderBy(asc(brands.description));
}

/** The dealer users of a customer (limitation customer or cust_vendor), enabled, with their language. */
export async function dealersOf(db: Db, customerId: number) {
  return db
    .selectDistinct({ userId: users.id, languageId: users.languageId })
    .from(userCustomers)
    .innerJoin(users, eq(users.id, userCustomers.userId))
    .innerJoin(userAreas, eq(userAreas.userId, userCustomers.userId))
    .where(
      and(
        eq(userCustomers.customerId, customerId),
        inArray(userAreas.limitation, ['customer', 'cust_vendor']),
        eq(users.isDisabled, false),
      ),
    );
}

/** A user's language (the author of a claim, told with the dealers). */
export async function languageOf(db: Db, userId: number) {
  const [row] = await db
    .select({ userId: users.id, languageId: users.languageId, isDisabled: users.isDisabled })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The frame's active PDI (linked to a bike claim when it is filed). */
export async function activePdiOfFrame(db: Db, frameNumber: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: pdis.id })
    .from(pdis)
    .where(and(eq(pdis.frameNumber, frameNumber), eq(pdis.isDeleted, false)));
  return row?.id;
}
