// Restock notifications (spec 01 §8): a user's subscription to an article's return to stock, the stock import that
// tells the subscribers once, and the Product field saying whether the user is subscribed.
import DataLoader from 'dataloader';
import { displayArticleCode } from '../../../shared/catalog/article-code';
import type { AppDeps } from '../../app-deps';
import type { Buyer } from '../catalog/catalog.service';
import { notifyUser } from '../push/notifier';
import { restockMail, restockPush } from './stock.mail';
import * as repo from './stock.repository';
import { MAX_STOCK_ROWS_PER_CALL, isIsoDay } from './stock.service';
import { hostConfig } from '../hosts/hosts.service';

/** Spec 01 §8: the restock notification messages. */
export const restockMessages = {
  activated:
    'The notification was successfully activated. You will get notifications on your email when the stock is available.',
  disabled: 'The notification has been disabled.',
  failed: 'The notification could not be changed.',
  unknownArticle: 'Unknown article code',
  unknownSorg: 'Unknown sorg',
} as const;

type RestockResult = { ok: true; subscribed: boolean } | { ok: false; problems: { field: string; message: string }[] };

/**
 * Subscribes (or unsubscribes) the user to the article's return to stock in a sorg. An unknown article code or
 * sorg, or an article not sold in that sorg, is a problem, never an error.
 */
export async function setRestockNotification(
  deps: Pick<AppDeps, 'db'>,
  input: { userId: number; host: string; articleCode: string; sorg: string; subscribe: boolean },
): Promise<RestockResult> {
  const { db } = deps;
  const code = input.articleCode.trim();
  const sorg = input.sorg.trim();
  const [known, sorgRows] = await Promise.all([
    code === '' ? [] : repo.articlesByCodes(db, sorg, [code]),
    sorg === '' ? [] : repo.sorgExists(db, [sorg]),
  ]);
  const problems: { field: string; message: string }[] = [];
  if (sorgRows.length === 0) problems.push({ field: 'sorg', message: restockMessages.unknownSorg });
  const article = known[0];
  if (!article || (sorgRows.length > 0 && !article.sold)) {
    problems.push({ field: 'articleCode', message: restockMessages.unknownArticle });
  }
  if (problems.length > 0 || !article) return { ok: false, problems };
  if (input.subscribe) await repo.subscribeRestock(db, input.userId, article.id, sorg, input.host);
  else await repo.unsubscribeRestock(db, input.userId, article.id, sorg);
  return { ok: true, subscribed: input.subscribe };
}

export interface StockUpdateRow {
  articleCode: string;
  sorg: string;
  location: string;
  availableQty: number;
  nextArrivalQty?: number | null;
  nextArrivalDate?: string | null;
}

type UpdateStockResult =
  { ok: true; updated: number; notified: number } | { ok: false; problems: { field: string; message: string }[] };

const linkOrigin = (host: string) =>
  host === 'localhost' || host.endsWith('.localhost') ? `http://${host}` : `https://${host}`;

/**
 * Imports stock rows (all or nothing: one bad row refuses the import with its problems). An article whose stock
 * available now over every location of a sorg goes from 0 to more than 0 tells each subscriber once, by e-mail and
 * web push (where the user has subscriptions), and the subscription ends.
 */
export async function updateStock(
  deps: AppDeps,
  rows: readonly StockUpdateRow[],
  at = new Date(),
): Promise<UpdateStockResult> {
  const { db } = deps;
  if (rows.length > MAX_STOCK_ROWS_PER_CALL) {
    return { ok: false, problems: [{ field: 'input', message: `At most ${String(MAX_STOCK_ROWS_PER_CALL)} rows` }] };
  }
  const codes = [...new Set(rows.map((r) => r.articleCode.trim()))].filter((c) => c !== '');
  const sorgCodes = [...new Set(rows.map((r) => r.sorg.trim()))].filter((s) => s !== '');
  const [known, sorgRows] = await Promise.all([
    codes.length > 0 ? repo.articlesByCodes(db, '', codes) : [],
    sorgCodes.length > 0 ? repo.sorgExists(db, sorgCodes) : [],
  ]);
  const idByCode = new Map(known.map((a) => [a.articleCode, a.id]));
  const sorgSet = new Set(sorgRows.map((s) => s.code));
  const problems: { field: string; message: string }[] = [];
  const upserts = new Map<string, repo.StockUpsert & { keepArrival: boolean }>();
  rows.forEach((row, i) => {
    const at = (field: string, message: string) => problems.push({ field: `input.${String(i)}.${field}`, message });
    const articleId = idByCode.get(row.articleCode.trim());
    const sorg = row.sorg.trim();
    const location = row.location.trim();
    if (articleId === undefined) at('articleCode', restockMessages.unknownArticle);
    if (!sorgSet.has(sorg)) at('sorg', restockMessages.unknownSorg);
    if (location === '' || location.length > 50) at('location', 'A location of 1 to 50 characters is required');
    if (row.availableQty < 0) at('availableQty', 'Must not be negative');
    if (row.nextArrivalQty != null && row.nextArrivalQty < 0) at('nextArrivalQty', 'Must not be negative');
    if (row.nextArrivalDate && !isIsoDay(row.nextArrivalDate)) at('nextArrivalDate', 'Must be a date (YYYY-MM-DD)');
    if (articleId === undefined) return;
    const keepArrival = row.nextArrivalQty == null && !row.nextArrivalDate;
    // The same article, sorg and location twice: the later row wins.
    upserts.set(`${String(articleId)}|${sorg}|${location}`, {
      articleId,
      sorg,
      location,
      availableQty: row.availableQty,
      nextArrivalQty: row.nextArrivalQty ?? (row.nextArrivalDate ? 0 : null),
      nextArrivalDate: row.nextArrivalDate || null,
      keepArrival,
    });
  });
  if (problems.length > 0) return { ok: false, problems };

  const all = [...upserts.values()];
  const pairs = [...new Map(all.map((r) => [`${String(r.articleId)}|${r.sorg}`, r])).values()].map((r) => ({
    articleId: r.articleId,
    sorg: r.sorg,
  }));
  const taken = await db.transaction(async (tx) => {
    const before = await repo.availableBy(tx, pairs);
    await repo.upsertStock(
      tx,
      all.filter((r) => r.keepArrival),
      at,
      true,
    );
    await repo.upsertStock(
      tx,
      all.filter((r) => !r.keepArrival),
      at,
      false,
    );
    const after = await repo.availableBy(tx, pairs);
    const key = (r: { article_id: number; sorg: string }) => `${String(r.article_id)}|${r.sorg}`;
    const was = new Map(before.map((r) => [key(r), r.available]));
    const restocked = after
      .filter((r) => r.available > 0 && (was.get(key(r)) ?? 0) === 0)
      .map((r) => ({ articleId: r.article_id, sorg: r.sorg }));
    return repo.takeSubscriptions(tx, restocked);
  });

  let notified = 0;
  for (const sub of taken) {
    const config = await hostConfig(deps, sub.host);
    const locale = config?.languages[0]?.code ?? 'en-us';
    const path = `/${locale}/catalog/${encodeURIComponent(sub.slug)}`;
    const mail = restockMail({
      name: sub.user_name,
      articleName: sub.article_name,
      articleCode: displayArticleCode(sub.article_code),
      link: `${linkOrigin(sub.host)}${path}`,
    });
    if (sub.email) await deps.mailer.send({ to: sub.email, ...mail });
    await notifyUser(
      deps,
      sub.user_id,
      restockPush({ articleName: sub.article_name, articleCode: displayArticleCode(sub.article_code), path }),
    );
    notified += 1;
  }
  return { ok: true, updated: all.length, notified };
}

// Per buyer (one per request, and one per other sorg a request reads): batches the products of a list into one
// statement. Not cached, so a product read after a subscription change in the same request sees the change.
const subscribedLoaders = new WeakMap<Buyer, DataLoader<number, boolean>>();

/** Whether the buyer's user asked to hear when the article is back in stock in the buyer's sorg. */
export function restockSubscribed(deps: Pick<AppDeps, 'db'>, buyer: Buyer, articleId: number): Promise<boolean> {
  let loader = subscribedLoaders.get(buyer);
  if (!loader) {
    loader = new DataLoader(
      async (ids) => {
        const rows = await repo.restockSubscribed(deps.db, buyer.userId, buyer.sorg, [...new Set(ids)]);
        const subscribed = new Set(rows.map((r) => r.articleId));
        return ids.map((id) => subscribed.has(id));
      },
      { cache: false },
    );
    subscribedLoaders.set(buyer, loader);
  }
  return loader.load(articleId);
}
