// The objects the catalog's GraphQL types resolve from (graphql-codegen `mappers`). Every one is fully loaded for
// one buyer (customer, sorg, customer group), so its field resolvers never query the database again.
import type { LocalizedTexts } from '../../../shared/content/localized-text';
import type { Buyer } from '../customers/customers.models';
import type {
  ArticleRow,
  BrandRow,
  DiscountTierRow,
  PriceRow,
  ProductGroupRow,
  PromotionRow,
  StockRow,
} from './catalog.tables';

export type { Buyer } from '../customers/customers.models';

/** The article_sorgs flags of an article in the buyer's sorg. */
export interface ArticleSorgFlags {
  allowToOrder: boolean;
  sorgBlocked: boolean;
  orderBlocked: boolean;
  hierarchyBlocked: boolean;
  maxOrderQty: number | null;
  recommendedRank: number;
}

export interface MerchandiseCategoryModel {
  id: number;
  code: string;
  name: string;
  category: string;
  /** The name in other languages (src/shared/content/localized-text.ts); absent where a list does not read it. */
  texts?: LocalizedTexts;
}

export interface TagModel {
  type: string;
  name: string;
  fileName: string | null;
}

/** The mapper of GraphQL `Product`: one article as `buyer` sees it. */
export interface ProductModel {
  article: ArticleRow;
  group: ProductGroupRow;
  brand: BrandRow;
  serieName: string | null;
  merchandiseCategory: MerchandiseCategoryModel;
  /** null when the article is not sold in the buyer's sorg (no article_sorgs row). */
  flags: ArticleSorgFlags | null;
  brandBlocked: boolean;
  categoryBlocked: boolean;
  /** The buyer's price: its group's row, else the sorg's '' row; null when neither exists. */
  price: PriceRow | null;
  /** The tiers of the same group ('' tiers when the group has none), lowest quantity first. */
  tiers: DiscountTierRow[];
  stockRows: StockRow[];
  /** The running promotion of the sorg covering the article (article, brand or merchandise category), if any. */
  promotion: Pick<PromotionRow, 'id' | 'code' | 'badge'> | null;
  /** Every running promotion code covering it (the `promotions` filter). */
  promotionCodes: string[];
  tags: TagModel[];
  /** How many the customer may still order in this period; null: no quota. */
  quotaRemaining: number | null;
  /** The etag of its image (its colour's, else the group's first), null when the group has none. */
  image: { color: string; etag: string } | null;
  buyer: Buyer;
}

/** The mapper of GraphQL `ProductGroup`: a model or product line with its figures for `buyer`. */
export interface ProductGroupModel {
  group: ProductGroupRow;
  brand: BrandRow;
  serieName: string | null;
  /** Articles sold in the buyer's sorg. */
  itemCount: number;
  startingAt: number | null;
  maxRetail: number | null;
  format: Pick<PriceRow, 'currency' | 'symbol' | 'thousandSeparator' | 'decimalSeparator' | 'decimalPrecision'> | null;
  promotionBadge: string | null;
  inStock: boolean;
  buyer: Buyer;
}

/** The mapper of GraphQL `Promotion`. */
export interface PromotionModel {
  row: PromotionRow;
  /** Loaded only with withDetailOffer (else empty). */
  details: {
    articleCode: string | null;
    brand: string | null;
    mc: string | null;
    type: string;
    value: number;
    minQty: number | null;
    maxQty: number | null;
  }[];
}
