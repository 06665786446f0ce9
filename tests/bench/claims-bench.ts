// `npm run bench:claims`: GraphQL `claimsV3` in process (no network) for the demo dealer with 5,000 claims (the
// seed's plus generated ones over a year, every status, bikes with frames and PAA, each with a problem and a
// history entry). Runs on the embedded PGlite and, when it answers, on the PostgreSQL server at BENCH_DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432/postgres, in a database of its own that is dropped afterwards).
// Prints figures; asserts nothing. BENCH_RUNS and BENCH_CLAIMS change the run.
import { count, eq, sql } from 'drizzle-orm';
import { CLAIM_STATUS_IDS } from '../../src/shared/claims/claim-rules';
import { openDatabase, type Database } from '../../src/server/db/client';
import { claimHistories, claimProblems, claims } from '../../src/server/modules/claims/claims.tables';
import { frames } from '../../src/server/modules/frames/frames.tables';
import { bulkInsert } from '../../src/server/seed/bulk-insert';
import { customersOf, userIdOf } from '../support/builders';
import { timeQueries, type TimedQuery } from './support/in-process';
import { onScratchPostgres } from './support/scratch-postgres';

const runs = Number(process.env.BENCH_RUNS ?? 40);
const wanted = Number(process.env.BENCH_CLAIMS ?? 5000);

const CLAIM = `id referenceNo productCategory custCode custName status { id description category } frameNumber
  frameShippedTo frameShippedToName shippedToAnotherCustomer articleCode articleDescription qty description brandName
  purchaseDate consumer { name phone } problems { part description } files { id slot url } stolenBike
  recallFrames { code completedAt } nextStatuses { status { id } } canEdit version createdAt createdBy`;
const LIST = `query BenchClaims($page: Int, $limit: Int, $filter: ClaimFilter) {
  claimsV3(page: $page, limit: $limit, filter: $filter) { items { ${CLAIM} } info { page count pageTotal } } }`;

/** Claims of the dealer's customer until it has `wanted`; answers the count. */
async function addClaims(database: Database): Promise<number> {
  const { db } = database;
  const [customer] = await customersOf(db, 'dealer');
  if (!customer) throw new Error('no demo dealer');
  const dealerId = await userIdOf(db, 'dealer');
  const ownFrames = await db
    .select({ frameNumber: frames.frameNumber, articleId: frames.articleId })
    .from(frames)
    .where(eq(frames.shippedToCustomerId, customer.id));
  const have = async () => {
    const [row] = await db.select({ n: count() }).from(claims).where(eq(claims.customerId, customer.id));
    return row?.n ?? 0;
  };
  const missing = Math.max(0, wanted - (await have()));
  const now = Date.now();
  const rows = Array.from({ length: missing }, (_, i) => {
    const bike = i % 3 !== 2;
    const frame = ownFrames[i % Math.max(1, ownFrames.length)];
    const createdAt = new Date(now - (i % 365) * 86_400_000 - i * 1000);
    return {
      referenceNo: `${bike ? 'CLB' : 'CLP'}-BENCH-${String(i).padStart(6, '0')}`,
      customerId: customer.id,
      sorg: '1000',
      productCategory: bike ? ('bike' as const) : ('paa' as const),
      statusId: CLAIM_STATUS_IDS[i % CLAIM_STATUS_IDS.length] ?? 'submitted',
      frameNumber: bike ? (frame?.frameNumber ?? null) : null,
      articleId: bike ? (frame?.articleId ?? null) : null,
      nonCodeDescription: bike ? '' : 'Bench part',
      description: 'Generated for the claims bench',
      contactPersonName: 'Dana Dealer',
      contactPersonPhone: '5035550100',
      purchaseDate: new Date(createdAt.getTime() - 90 * 86_400_000).toISOString().slice(0, 10),
      consumerName: 'Bench Rider',
      consumerPhone: '5035550199',
      createdBy: dealerId,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await bulkInsert(db, claims, rows);
  const ids = await db
    .select({ id: claims.id, statusId: claims.statusId, createdAt: claims.createdAt })
    .from(claims)
    .where(sql`${claims.referenceNo} like '%-BENCH-%'`);
  await bulkInsert(
    db,
    claimProblems,
    ids.map((c) => ({ claimId: c.id, part: 'Frame', description: 'Crack in the frame' })),
  );
  await bulkInsert(
    db,
    claimHistories,
    ids.map((c) => ({ claimId: c.id, toStatusId: c.statusId, createdBy: dealerId, createdAt: c.createdAt })),
  );
  await db.execute(sql`analyze`);
  return have();
}

async function prepare(database: Database): Promise<TimedQuery[]> {
  console.log(`  claims of the demo dealer: ${String(await addClaims(database))}`);
  const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date().toISOString().slice(0, 10);
  return [
    { label: 'claimsV3 page 1 of 20', query: LIST, variables: { page: 1, limit: 20 } },
    { label: 'claimsV3 page 200 of 20', query: LIST, variables: { page: 200, limit: 20 } },
    {
      label: 'claimsV3 open, last 30 days',
      query: LIST,
      variables: { limit: 20, filter: { statusIds: ['submitted', 'in-review', 'need-more-info'], from, to } },
    },
    { label: 'claimsV3 search', query: LIST, variables: { limit: 20, filter: { search: 'BENCH-0042' } } },
  ];
}

await timeQueries('PGlite (embedded, in memory)', await openDatabase({ kind: 'pglite' }), runs, prepare);
await onScratchPostgres('bench_claims', async (url) => {
  await timeQueries('PostgreSQL', await openDatabase({ kind: 'postgres', url }), runs, prepare);
});
