import { hasScope } from '../../../shared/access/scopes';
import { itemViewQuota, modelViewQuota } from '../../../shared/catalog/catalog-rules';
import type { CatalogView } from '../../../shared/catalog/list-search';
import { actingCustomerCodeOf } from '../../domain/customer/acting-customer';
import type { User } from '../../lib/api';
import type { Config } from '../../lib/config';
import { isNumber, nullish, recordOf, safely } from '../../lib/json-shape';

// The host config passes the catalog's fields through untyped (lib/config.ts checks only what the shell needs);
// this is the catalog's side of it, checked once here, by hand (lib/json-shape.ts: the catalog pages load no zod).
// The acting customer comes from domain/customer.
function parseCatalogConfig(value: unknown) {
  const config = recordOf(value, 'the host config');
  const view = config.catalogDefaultView;
  const defaultView: CatalogView | null = view === 'group' || view === 'item' ? view : null;
  return {
    itemViewQuota: nullish(config, 'itemViewQuota', isNumber),
    modelViewQuota: nullish(config, 'modelViewQuota', isNumber),
    // An unknown view falls back to the default (zod's catch).
    catalogDefaultView: defaultView,
  };
}

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
  const data = safely(() => parseCatalogConfig(config ?? {})) ?? {
    itemViewQuota: null,
    modelViewQuota: null,
    catalogDefaultView: null,
  };
  return {
    itemViewQuota: itemViewQuota(data.itemViewQuota),
    modelViewQuota: modelViewQuota(data.modelViewQuota),
    defaultView: data.catalogDefaultView ?? 'group',
    catalogRedesign: config?.features.catalogRedesign ?? false,
    hideCategoryMenu: config?.features.hideCategoryMenu ?? false,
  };
}
