import { z } from 'zod/mini';
import { hasScope } from '../../../shared/access/scopes';
import { itemViewQuota, modelViewQuota } from '../../../shared/catalog/catalog-rules';
import type { CatalogView } from '../../../shared/catalog/list-search';
import { actingCustomerCodeOf } from '../../domain/customer/acting-customer';
import type { User } from '../../lib/api';
import type { Config } from '../../lib/config';

// The host config passes the catalog's fields through untyped (lib/config.ts checks only what the shell needs);
// this is the catalog's side of it, checked once here. The acting customer comes from domain/customer.
const catalogConfigSchema = z.looseObject({
  itemViewQuota: z.nullish(z.number()),
  modelViewQuota: z.nullish(z.number()),
  catalogDefaultView: z.catch(z.nullish(z.enum(['group', 'item'])), null),
});

/** What the catalog pages need to know about the signed-in user. */
export interface CatalogViewer {
  /** The active customer's code (isr, else r3), which updateProductsInCart sends; null without a customer. */
  custCode: string | null;
  /** Scope cart.display-order-qty: quantity fields and "Add to cart" are offered (spec 01 §6). */
  canOrder: boolean;
}

/** The catalog's side of GET /api/user; a malformed answer orders nothing, never crashes. */
export function catalogViewerOf(user: (Pick<User, 'scopes'> & Record<string, unknown>) | undefined): CatalogViewer {
  if (!user) return { custCode: null, canOrder: false };
  return {
    custCode: actingCustomerCodeOf(user),
    canOrder: hasScope(user.scopes, 'cart.display-order-qty'),
  };
}

/** The host config's catalog switches (spec 01 §3 Catalog, §6 feature flags). */
export interface CatalogConfig {
  itemViewQuota: number;
  modelViewQuota: number;
  defaultView: CatalogView;
  catalogRedesign: boolean;
  hideCategoryMenu: boolean;
}

/** The catalog's switches of the host config; before it has loaded, the spec's defaults. */
export function catalogConfigOf(config: Config | undefined): CatalogConfig {
  const parsed = catalogConfigSchema.safeParse(config ?? {});
  const data = parsed.success ? parsed.data : { itemViewQuota: null, modelViewQuota: null, catalogDefaultView: null };
  return {
    itemViewQuota: itemViewQuota(data.itemViewQuota),
    modelViewQuota: modelViewQuota(data.modelViewQuota),
    defaultView: data.catalogDefaultView ?? 'group',
    catalogRedesign: config?.features.catalogRedesign ?? false,
    hideCategoryMenu: config?.features.hideCategoryMenu ?? false,
  };
}
