// The rules over one loaded product as its buyer sees it: stock view, blocks, cannot-purchase reasons, price with
// its tiers and money format, image URLs, and the category's GraphQL name.
import { tierUnitPrice } from '../../../shared/catalog/discount-tiers';
import { cannotPurchaseReasons, type CannotPurchaseReason } from '../../../shared/catalog/purchase-rules';
import { confirmableQty } from '../../../shared/catalog/supply';
import { stockView, type StockLocationRow, type StockView } from '../../../shared/catalog/stock-display';
import type { ProductModel } from './catalog.models';
import type { PriceRow, StockRow } from './catalog.tables';

/** A stock row as the shared stock rules read it. */
const toStockRow = (row: StockRow): StockLocationRow => ({
  location: row.location,
  priority: row.priority,
  availableQty: row.availableQty,
  availableDate: row.availableDate,
  custorderQty: row.custorderQty,
  custorderDate: row.custorderDate,
  nextArrivalQty: row.nextArrivalQty,
  nextArrivalDate: row.nextArrivalDate,
  availableForOrderAt: row.availableForOrderAt,
});

const stockViews = new WeakMap<ProductModel, StockView>();

/** The product's stock as the buyer's host shows it (computed once per product). */
export function productStockView(product: ProductModel): StockView {
  const known = stockViews.get(product);
  if (known) return known;
  const view = stockView(product.stockRows.map(toStockRow), product.buyer.config, product.buyer.today);
  stockViews.set(product, view);
  return view;
}

/** The article_sorgs "sorgBlocked" as the buyer sees it: also when the buyer has no area in the sorg. */
export const isSorgBlocked = (p: ProductModel) => !p.buyer.inSorg || !p.flags || p.flags.sorgBlocked;

/** allowToOrder false, a blocked flag, a catalog block, or not sold to this buyer in the sorg. */
export function isBlocked(p: ProductModel): boolean {
  return (
    isSorgBlocked(p) ||
    !p.flags?.allowToOrder ||
    p.flags.orderBlocked ||
    p.flags.hierarchyBlocked ||
    p.brandBlocked ||
    p.categoryBlocked
  );
}

/**
 * Why the buyer cannot order `qty` of the product (spec 01 §8), empty when it can: the shared rule over the
 * product's flags, price, stock, quota and line maximum.
 */
export function productCannotPurchase(p: ProductModel, qty = 1): CannotPurchaseReason[] {
  return cannotPurchaseReasons(
    {
      blocked: isBlocked(p),
      hasPrice: p.price !== null,
      availableQty: productStockView(p).availableQty,
      availableStockCheck: p.buyer.availableStockCheck,
      exactQtyCheck: p.buyer.exactQtyCheck,
      confirmableQty: p.buyer.exactQtyCheck
        ? confirmableQty(p.stockRows.map(toStockRow), {
            today: p.buyer.today,
            supplyLocation: p.buyer.config.supplyLocation,
          })
        : 0,
      quotaRemaining: p.quotaRemaining,
      maxOrderQty: p.flags?.maxOrderQty ?? null,
    },
    qty,
  );
}

/** The API base the image URLs start with (the client's VITE_API_BASE default). */
export const API_BASE = '/api';
/** A neutral picture for a product group without images (served by the image routes). */
export const PLACEHOLDER_IMAGE_URL = `${API_BASE}/images/placeholder.svg`;
/** The file-name part that stands for the colour '' (a group's image without colour). */
export const DEFAULT_COLOR_FILE = 'default';

/** The immutable URL of a product image: /api/images/products/{groupSlug}/{colour or 'default'}-{etag}.svg. */
export function productImageUrl(groupSlug: string, image: { color: string; etag: string } | null): string {
  if (!image) return PLACEHOLDER_IMAGE_URL;
  const color = image.color === '' ? DEFAULT_COLOR_FILE : image.color;
  return `${API_BASE}/images/products/${encodeURIComponent(groupSlug)}/${encodeURIComponent(color)}-${image.etag}.svg`;
}

/** The product's price in the GraphQL shape: amounts, format, the covering promotion and the tier ladder. */
export function productPrice(p: ProductModel) {
  const price = p.price;
  if (!price) return null;
  return {
    retail: price.retail,
    retailDisplay: price.retailDisplay,
    dealer: price.dealer,
    format: moneyFormat(price),
    promotion: p.promotion?.code ?? null,
    discount: p.tiers.map((t) => ({
      salesDealNo: t.salesDealNo,
      term: t.term,
      qty: t.qty,
      type: t.type,
      discount: t.discount,
      uom: t.uom,
      unitPrice: tierUnitPrice(price.dealer, { type: t.type === '%' ? '%' : 'fixed', discount: t.discount }),
    })),
  };
}

/** How a price's currency is written (each price carries its own). */
export const moneyFormat = (
  price: Pick<PriceRow, 'currency' | 'symbol' | 'thousandSeparator' | 'decimalSeparator' | 'decimalPrecision'>,
) => ({
  currency: price.currency,
  symbol: price.symbol,
  thousandSeparator: price.thousandSeparator,
  decimalSeparator: price.decimalSeparator,
  decimalPrecision: price.decimalPrecision,
});

/** 'bike' | 'paa' | 'groupset' ⇄ the GraphQL enum. */
export const categoryToGraphQL = (category: string) => category.toUpperCase() as 'BIKE' | 'PAA' | 'GROUPSET';
export const categoryFromGraphQL = (category: 'BIKE' | 'PAA' | 'GROUPSET') => category.toLowerCase();
