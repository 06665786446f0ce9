// Named cart lists (docs/decisions.md "Named cart lists"): a cart saved under a name for the customer, and a cart
// started from one at today's prices through the cart's own add path, answered with the change list.
import {
  CART_LIST_MAX_LINES,
  CART_LISTS_PER_CUSTOMER,
  cartListChanges,
  cartListMessages,
  cartListNameSchema,
  isCartListNameTaken,
  type CartListStartMode,
} from '../../../shared/orders/cart-lists';
import { draftChangeAsText, type DraftChangeText } from '../../../shared/orders/draft-changes';
import { ErrorCode } from '../../../shared/errors/error-codes';
import type { AppDeps } from '../../app-deps';
import type { UserError } from '../../generated/resolvers-types';
import { buyerInSorg } from '../customers/customers.service';
import type { Buyer } from '../catalog/catalog.service';
import * as repo from './cart-lists.repository';
import { applyCartChanges, priceCartRows, type CartLineResultModel, type CartModel } from './cart.service';

/** A list as GraphQL CartList resolves it. */
export interface CartListModel {
  id: number;
  name: string;
  lineCount: number;
  groups: CartModel['groups'];
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
}

export type CartListResult =
  { ok: true; description: string; list: CartListModel } | { ok: false; description: string; userErrors: UserError[] };

export type StartCartFromListResult =
  | { ok: true; description: string; results: CartLineResultModel[]; changes: DraftChangeText[] }
  | { ok: false; description: string; userErrors: UserError[] };

const refused = (field: string | null, message: string, code: UserError['code'] = ErrorCode.BAD_USER_INPUT) => ({
  ok: false as const,
  description: message,
  userErrors: [{ field, message, code }],
});

const notFound = () => refused('id', cartListMessages.notFound, ErrorCode.NOT_FOUND);

/** A list id as the database keys it; null for anything that is not one (an unknown id, as another's). */
export function parseListId(id: string): number | null {
  return /^[1-9][0-9]{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null;
}

/** Prices the lines of several lists at once (one catalog load per sorg) and answers each list's groups. */
async function withValues(deps: Pick<AppDeps, 'db'>, buyer: Buyer, rows: readonly repo.CartListRow[]) {
  const lines = await repo.linesOf(
    deps.db,
    rows.map((row) => row.id),
  );
  return Promise.all(
    rows.map(async (row): Promise<CartListModel> => {
      const priced = await priceCartRows(
        deps,
        buyer,
        lines.filter((line) => line.listId === row.id),
      );
      return {
        id: row.id,
        name: row.name,
        lineCount: row.lineCount,
        groups: priced.groups,
        createdBy: row.createdByName,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    }),
  );
}

/** The buyer's customer's lists, by name, each valued at today's prices. */
export async function cartLists(deps: Pick<AppDeps, 'db'>, buyer: Buyer): Promise<CartListModel[]> {
  return withValues(deps, buyer, await repo.listsOf(deps.db, buyer.customer.id));
}

/** One of the buyer's customer's lists with its lines priced as the cart prices them; null when it has none such. */
export async function cartList(
  deps: Pick<AppDeps, 'db'>,
  buyer: Buyer,
  id: string,
): Promise<{ list: CartListModel; content: CartModel } | null> {
  const listId = parseListId(id);
  const row = listId === null ? undefined : await repo.listOf(deps.db, buyer.customer.id, listId);
  if (!row) return null;
  const content = await priceCartRows(deps, buyer, await repo.linesOf(deps.db, [row.id]));
  return {
    list: {
      id: row.id,
      name: row.name,
      lineCount: row.lineCount,
      groups: content.groups,
      createdBy: row.createdByName,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    },
    content,
  };
}

async function listModel(deps: Pick<AppDeps, 'db'>, buyer: Buyer, listId: number): Promise<CartListModel | null> {
  const row = await repo.listOf(deps.db, buyer.customer.id, listId);
  if (!row) return null;
  const [list] = await withValues(deps, buyer, [row]);
  return list ?? null;
}

/** The name parsed by the shared rule, or the refusal (field `name`). */
async function checkedName(
  deps: Pick<AppDeps, 'db'>,
  buyer: Buyer,
  name: string,
  exceptId?: number,
): Promise<{ ok: true; name: string } | ReturnType<typeof refused>> {
  const parsed = cartListNameSchema.safeParse(name);
  if (!parsed.success) return refused('name', parsed.error.issues[0]?.message ?? cartListMessages.nameTaken);
  const names = (await repo.namesOf(deps.db, buyer.customer.id)).map((l) => ({ id: String(l.id), name: l.name }));
  if (isCartListNameTaken(parsed.data, names, exceptId === undefined ? undefined : String(exceptId))) {
    return refused('name', cartListMessages.nameTaken);
  }
  return { ok: true, name: parsed.data };
}

/**
 * Saves the buyer's customer's cart as a new list: the name rules (unique per customer whatever the case), at most
 * 50 lists per customer and 500 lines per list, and not an empty cart. The lines are copied as the cart holds them
 * (article, sorg, quantity, unit); prices are not kept, they are read anew whenever the list is shown or used.
 */
export async function saveCartAsList(deps: Pick<AppDeps, 'db'>, buyer: Buyer, name: string): Promise<CartListResult> {
  const checked = await checkedName(deps, buyer, name);
  if (!checked.ok) return checked;
  const customerId = buyer.customer.id;
  if ((await repo.listCount(deps.db, customerId)) >= CART_LISTS_PER_CUSTOMER) {
    return refused(null, cartListMessages.tooManyLists);
  }
  const lines = await repo.cartLineCount(deps.db, customerId);
  if (lines === 0) return refused(null, cartListMessages.emptyCart);
  if (lines > CART_LIST_MAX_LINES) return refused(null, cartListMessages.tooManyLines);
  const saved = await deps.db.transaction((tx) => repo.insertListFromCart(tx, customerId, checked.name, buyer.userId));
  // Saved meanwhile by another user of the customer (the unique index decided).
  if (saved === 'taken') return refused('name', cartListMessages.nameTaken);
  const list = await listModel(deps, buyer, saved.id);
  if (!list) return notFound();
  return { ok: true, description: cartListMessages.saved, list };
}

/** Renames one of the buyer's customer's lists (the same name rules; the list's own name is not a clash). */
export async function renameCartList(
  deps: Pick<AppDeps, 'db'>,
  buyer: Buyer,
  id: string,
  name: string,
): Promise<CartListResult> {
  const listId = parseListId(id);
  if (listId === null) return notFound();
  const checked = await checkedName(deps, buyer, name, listId);
  if (!checked.ok) return checked;
  const renamed = await repo.renameList(deps.db, buyer.customer.id, listId, checked.name);
  if (renamed === 'taken') return refused('name', cartListMessages.nameTaken);
  const list = renamed ? await listModel(deps, buyer, listId) : null;
  if (!list) return notFound();
  return { ok: true, description: cartListMessages.renamed, list };
}

/** Deletes one of the buyer's customer's lists. */
export async function deleteCartList(
  deps: Pick<AppDeps, 'db'>,
  buyer: Buyer,
  id: string,
): Promise<{ ok: true; description: string; id: number } | ReturnType<typeof refused>> {
  const listId = parseListId(id);
  if (listId === null || !(await repo.deleteList(deps.db, buyer.customer.id, listId))) return notFound();
  return { ok: true, description: cartListMessages.deleted, id: listId };
}

/**
 * Fills the buyer's customer's cart from one of its lists through the cart's add path (applyCartChanges: known
 * code, not blocked, priced, quota, line maximum, stock check), at today's prices, in one transaction; REPLACE
 * empties the cart first (inside it, under the cart's lock). A line of a sorg the customer no longer orders in is
 * refused as not sold. Answers each line's outcome and the change list against the prices the user saw.
 */
export async function startCartFromList(
  deps: Pick<AppDeps, 'db'>,
  buyer: Buyer,
  args: {
    id: string;
    mode: CartListStartMode;
    seen?: readonly { articleCode: string; sorg: string; unitPrice: number }[] | null | undefined;
  },
): Promise<StartCartFromListResult> {
  const listId = parseListId(args.id);
  const row = listId === null ? undefined : await repo.listOf(deps.db, buyer.customer.id, listId);
  if (!row) return notFound();
  const lines = await repo.linesOf(deps.db, [row.id]);
  const custCode = buyer.customer.custCodeIsr ?? buyer.customer.custCodeR3 ?? '';
  const ordered = lines.filter((line) => buyerInSorg(buyer, line.sorg).inSorg);
  const results = await applyCartChanges(
    deps,
    buyer,
    ordered.map((line) => ({ custCode, articleCode: line.articleCode, sorg: line.sorg, qty: line.qty, add: true })),
    args.mode === 'REPLACE'
      ? async (tx) => {
          await repo.clearCart(tx, buyer.customer.id);
        }
      : undefined,
  );
  const seen = new Map((args.seen ?? []).map((s) => [`${s.sorg}:${s.articleCode}`, s.unitPrice]));
  const changes = cartListChanges(
    lines.map((line) => ({
      sorg: line.sorg,
      articleCode: line.articleCode,
      qty: line.qty,
      seenUnitPrice: seen.get(`${line.sorg}:${line.articleCode}`) ?? null,
    })),
    results,
  );
  return { ok: true, description: cartListMessages.started, results, changes: changes.map(draftChangeAsText) };
}
