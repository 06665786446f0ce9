/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Why a product cannot be put in the cart (spec 01 §8 cannot-purchase reasons). */
export type CannotPurchaseCode =
  | 'BLOCKED'
  | 'MAX_QUANTITY'
  | 'NO_PRICE'
  | 'NO_STOCK'
  | 'ORDER_LIMIT_EXCEEDED';

/** What became of one product of updateProductsInCart. */
export type CartLineStatus =
  | 'ADDED'
  | 'BLOCKED'
  | 'MAX_QUANTITY'
  | 'NO_PRICE'
  | 'NO_STOCK'
  | 'OVER_QUOTA'
  | 'REMOVED'
  | 'STOCK_EXCEEDED'
  | 'UNKNOWN_CODE'
  | 'UPDATED';

/** The unit price the user saw for a line of the list (minor units), so a different price today is in the changes. */
export type CartListSeenPriceInput = {
  articleCode: string;
  sorg: string;
  unitPrice: number;
};

/** How startCartFromList fills the cart: REPLACE empties it first, ADD adds the list's quantities to what it holds. */
export type CartListStartMode =
  | 'ADD'
  | 'REPLACE';

/** A quantity of an article to set in the cart (updateProductsInCart). qty 0 removes the line. */
export type CartProductInput = {
  /** Add to the quantity already in the cart instead of setting it (fast order, repeat order). */
  add?: boolean | null | undefined;
  articleCode: string;
  custCode: string;
  qty: number;
  /** The unit price the user saw (minor units), when the change was made offline: a different price today is reported. */
  seenUnitPrice?: number | null | undefined;
  sorg: string;
  uom?: string | null | undefined;
};

/**
 * What checkout places (spec 01 §7 checkout(shipto, notes, request_delivery_date, custPoNo, products, shipments,
 * paymentId)).
 */
export type CheckoutInput = {
  custPoNo?: string | null | undefined;
  /** The host's cartDisclaimer was shown and acknowledged. */
  disclaimerAccepted?: boolean | null | undefined;
  notes?: string | null | undefined;
  paymentId: string;
  /**
   * With a Credit Card or ACH method (spec 01 §4: payment is immediate): the card or bank account as create payment
   * request V3 takes it, or a saved payment's `id` (or `savedPaymentId`). Each order is charged after it is placed;
   * the values are never stored, logged or answered.
   */
  paymentRequestData?: PaymentInformationInput | null | undefined;
  products: Array<CheckoutProductInput>;
  /** YYYY-MM-DD, not in the past. */
  requestDeliveryDate?: string | null | undefined;
  savedPaymentId?: string | null | undefined;
  /** True: ship complete (one delivery once every line is confirmed); false or left out: ship as available. */
  shipComplete?: boolean | null | undefined;
  shipments: Array<CheckoutShipmentInput>;
  /** The ship-to address id (shiptoV2) and the version the page showed. */
  shipto: string;
  shiptoVersion: string;
  snapshot?: CheckoutSnapshotInput | null | undefined;
};

/**
 * A line to order (spec 01 §7 checkout products). Prices are the server's; `seenUnitPrice` (minor units) is what the
 * user saw, compared for offline drafts.
 */
export type CheckoutProductInput = {
  articleCode: string;
  qty: number;
  seenUnitPrice?: number | null | undefined;
  sorg: string;
  uom: string;
};

/** The shipment chosen for the order of one sorg (spec 01 §7 checkout shipments); `notes` answers a rate with input. */
export type CheckoutShipmentInput = {
  notes?: string | null | undefined;
  rateId: string;
  sorg: string;
};

/**
 * What the user saw when an order was drafted offline (src/shared/orders DraftSnapshot; docs/decisions.md "Offline
 * order drafts"). When given, the server places nothing unless everything still matches, and answers the changes.
 */
export type CheckoutSnapshotInput = {
  lines: Array<CheckoutSnapshotLineInput>;
  shiptoVersion: string;
  totals: Array<CheckoutSnapshotTotalInput>;
};

/** A drafted line as priced on the device; money in minor units. */
export type CheckoutSnapshotLineInput = {
  articleCode: string;
  availableQty: number;
  qty: number;
  sorg: string;
  /** The salesDealNo of the tier applied; null: the dealer price. */
  tier?: string | null | undefined;
  unitPrice: number;
};

/** One drafted order's figures (minor units). */
export type CheckoutSnapshotTotalInput = {
  shipment: number;
  sorg: string;
  total: number;
};

/**
 * A file of a claim's create or update: uploadId is an upload sent first through POST /api/uploads (the caller's own,
 * complete, a kind the slot takes), the way the outbox sends; file the same sent inline in a multipart request. On
 * update a slot with neither is emptied; slots not named keep their file.
 */
export type ClaimFileInput = {
  file?: File | null | undefined;
  slot: string;
  uploadId?: string | null | undefined;
};

/** The claim list's filter (claimsV2/V3). */
export type ClaimFilter = {
  /** Days of filing, YYYY-MM-DD, both or neither, at most 30 days apart ('Date range must not exceed 30 days'). */
  from?: string | null | undefined;
  productCategory?: string | null | undefined;
  /** A frame number or reference number, or part of one. */
  search?: string | null | undefined;
  statusIds?: Array<string> | null | undefined;
  to?: string | null | undefined;
};

/** Machine-readable reasons, kept in step with src/shared/errors/error-codes.ts. */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'CUSTOMER_NOT_YOURS'
  | 'FORBIDDEN'
  | 'INTERNAL'
  | 'MAINTENANCE'
  | 'NOT_FOUND'
  /** Send invoice email: the customer has no e-mail address on file (the address is never shown). */
  | 'NO_EMAIL_ON_FILE'
  /** Checkout: creditCheck refused the order ('Order Failed!'); the message says why. */
  | 'ORDER_FAILED'
  /** Paying: the payment gateway refused the charge (declined, insufficient funds, …); the message says why. */
  | 'PAYMENT_DECLINED'
  /** Paying: this server does not run the host's payment gateway (the sandbox in production without PAYMENTS_SANDBOX). */
  | 'PAYMENT_UNAVAILABLE'
  | 'RATE_LIMITED'
  /** A payer's transfer receipt over the host's paymentReceiptLimit for one payment request (spec 02 §4). */
  | 'RECEIPT_LIMIT_REACHED'
  /** Checkout: the ship-to changed since the page showed it; field = shipto. */
  | 'SHIPTO_CHANGED'
  /** Checkout: a line exceeds the available stock and was removed from the cart; field = the product line. */
  | 'STOCK_EXCEEDED'
  | 'UNAUTHENTICATED';

/** The outcome of a mutation. */
export type MessageStatus =
  | 'FAILED'
  | 'SUCCESS';

/** The /order filters (src/shared/orders orderListFilterSchema). */
export type OrderListFilterInput = {
  from?: string | null | undefined;
  limit?: number | null | undefined;
  orderNo?: string | null | undefined;
  page?: number | null | undefined;
  /** complete, pending, failed, void, on processing (spec 01 §4 filter statuses). */
  paymentStatus?: string | null | undefined;
  poNumber?: string | null | undefined;
  status?: string | null | undefined;
  to?: string | null | undefined;
};

/**
 * Payment information as entered (spec 01 §3 Payment information). Either `id` (a saved payment), or a bank account
 * (accountType, routingNumber, accountNumber), or a card (creditCardType, creditCardNumber, expiredMonth, expiredYear,
 * securityCode). Its values are never shown back, logged or stored; `shouldSavePayment` keeps a gateway token and a
 * display form ('Visa •••• 4242') only.
 */
export type PaymentInformationInput = {
  accountNumber?: string | null | undefined;
  accountType?: string | null | undefined;
  creditCardNumber?: string | null | undefined;
  creditCardType?: string | null | undefined;
  expiredMonth?: number | null | undefined;
  expiredYear?: number | null | undefined;
  id?: string | null | undefined;
  routingNumber?: string | null | undefined;
  securityCode?: string | null | undefined;
  shouldSavePayment?: boolean | null | undefined;
};

/**
 * Which payments a payment belongs to (spec 02 §7 payments by sorg and module): those paying invoices (through a
 * payment request) or those paying an order (Step 6's orders paid before delivery).
 */
export type PaymentModule =
  /** Pays invoices through a payment request. */
  | 'INVOICE'
  /** Pays an order. */
  | 'ORDER';

/** Which payment requests to list: by status id (complete, pending, failed, void, on_processing, waiting, expired). */
export type PaymentRequestFilterInput = {
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  status?: string | null | undefined;
};

/**
 * What every version of create payment request carries (spec 01 §7): the amount the page showed (minor units; the
 * server recomputes it from the invoices and refuses a difference), its currency, the payer, the merchant (sorg) and
 * the payment method (`paymentId`, spec 01 §3 Payment method id).
 */
export type PaymentRequestInput = {
  amount: number;
  currency: string;
  merchant: string;
  payerCode: string;
  payerName: string;
  paymentId: string;
};

/** A checklist answer of a PDI's create or update (ids as integers, spec 02 §5). */
export type PdiCheckInput = {
  checked: boolean;
  id: number;
};

/** The fields of a PDI. */
export type PdiInput = {
  checklist: Array<PdiCheckInput>;
  custCode: string;
  frameNumber: string;
  mechanic: string;
};

/** The three product categories of the catalog (the URL's `category=bike|paa`; groupsets have their own page). */
export type ProductCategory =
  | 'BIKE'
  | 'GROUPSET'
  | 'PAA';

/**
 * Every filter key of spec 01 §3 Catalog state. List values combine with OR inside one key and AND across keys.
 * Unknown values match nothing (an empty page, never an error).
 */
export type ProductFilterInput = {
  /** A tag type: only articles with a tag of this type. */
  articleTagCategory?: string | null | undefined;
  /** Tag names. */
  articleTags?: Array<string> | null | undefined;
  /** Bike category ids: each stands for its merchandise categories. */
  bikeCategories?: Array<string> | null | undefined;
  /** Brand ids. */
  brands?: Array<string> | null | undefined;
  category: ProductCategory;
  frameSizes?: Array<string> | null | undefined;
  /** Only articles with stock available now. */
  hasStock?: boolean | null | undefined;
  /** Merchandise category ids. */
  merchandiseCategories?: Array<string> | null | undefined;
  /** Product group (model) ids. */
  models?: Array<string> | null | undefined;
  /** Dealer price at least this, in minor units of the customer's currency. */
  priceFrom?: number | null | undefined;
  /** Dealer price at most this, in minor units. */
  priceTo?: number | null | undefined;
  /** Promotion codes. */
  promotions?: Array<string> | null | undefined;
  /** Words that must all appear in the name, the article code, the old code, the brand or the series (case-insensitive). */
  search?: string | null | undefined;
  /** Series ids. */
  series?: Array<string> | null | undefined;
  wheelSizes?: Array<string> | null | undefined;
};

/** Fields a product list can be sorted by (the list URL's `sortByField`). */
export type ProductSortField =
  /** Newest model year first when descending. */
  | 'MODEL_YEAR'
  | 'NAME'
  /** The dealer price of the active customer (the default, ascending). */
  | 'PRICE'
  /** The brand's recommendation: best sellers first. */
  | 'RECOMMENDED';

/** How a product list is sorted; ASC when only a field is given (spec 01 §9). */
export type ProductSortInput = {
  field: ProductSortField;
  order?: SortOrder | null | undefined;
};

/** A line of the cart as the shipment rates need it: the sorg it is ordered in. */
export type ShipmentCartItemInput = {
  articleCode: string;
  qty: number;
  sorg: string;
};

/** Ascending or descending. */
export type SortOrder =
  | 'ASC'
  | 'DESC';

/** An article and quantity to confirm. */
export type StockOrderInput = {
  articleCode: string;
  qty: number;
};

/** The customer fields of the user's profile that the user may change. */
export type UpdateProfileUserInput = {
  /** Needed, with newPassword, to change the password. */
  currentPassword?: string | null | undefined;
  email?: string | null | undefined;
  name?: string | null | undefined;
  newPassword?: string | null | undefined;
  sendEmail?: boolean | null | undefined;
  sendEmailWarranty?: boolean | null | undefined;
};

/**
 * The fields of updateUser. Every field is optional: only what is sent changes. A user may change their own name,
 * email, mail switches and language; username and isFakeEmail are user administration's (page.user-management).
 */
export type UpdateUserInput = {
  email?: string | null | undefined;
  /** User administration only. */
  isFakeEmail?: boolean | null | undefined;
  /** A language id (locale prefix) the request host offers. */
  languageId?: string | null | undefined;
  name?: string | null | undefined;
  sendEmail?: boolean | null | undefined;
  sendEmailWarranty?: boolean | null | undefined;
  /** User administration only. */
  username?: string | null | undefined;
};

/**
 * A payment received outside the gateway (spec 02 §7 upload payment): for a waiting payment request (`externalId`)
 * or an order waiting for payment (`orderNumber`), exactly one of them; the amount (minor units) and currency must
 * match what is owed. `uploadId` is a complete upload (POST /api/uploads) of the proof.
 */
export type UploadPaymentInput = {
  amount: number;
  currency: string;
  externalId?: string | null | undefined;
  orderNumber?: string | null | undefined;
  uploadId: string;
};

/** Bikes of the cart from one warehouse area. */
export type WarehouseAreaQtyInput = {
  qty: number;
  warehouseArea: string;
};

export type CartViewCartFragment = { totalQty: number, lines: Array<{ id: string, qty: number, uom: string, sorg: string, unitPrice: number, subtotal: number, appliedTier: { salesDealNo: string, term: string, qty: number, type: string, discount: number, uom: string, unitPrice: number } | null, problems: Array<{ code: CannotPurchaseCode, message: string, limit: number | null }>, product: { id: string, name: string, articleCode: string, articleCodeDisplay: string, slug: string, category: ProductCategory, image: string, uom: string, color: string | null, frameSize: string | null, maxOrderQty: number | null, stock: { available: Array<{ qty: number | null }> }, price: { dealer: number, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number }, discount: Array<{ salesDealNo: string, term: string, qty: number, type: string, discount: number, uom: string, unitPrice: number }> } | null } }>, groups: Array<{ sorg: string, sorgName: string, totalQty: number, total: number, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number } }> };

export type CartContentQueryVariables = Exact<{ [key: string]: never; }>;


export type CartContentQuery = { cart: { totalQty: number, lines: Array<{ id: string, qty: number, uom: string, sorg: string, unitPrice: number, subtotal: number, appliedTier: { salesDealNo: string, term: string, qty: number, type: string, discount: number, uom: string, unitPrice: number } | null, problems: Array<{ code: CannotPurchaseCode, message: string, limit: number | null }>, product: { id: string, name: string, articleCode: string, articleCodeDisplay: string, slug: string, category: ProductCategory, image: string, uom: string, color: string | null, frameSize: string | null, maxOrderQty: number | null, stock: { available: Array<{ qty: number | null }> }, price: { dealer: number, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number }, discount: Array<{ salesDealNo: string, term: string, qty: number, type: string, discount: number, uom: string, unitPrice: number }> } | null } }>, groups: Array<{ sorg: string, sorgName: string, totalQty: number, total: number, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number } }> } };

export type CartUpdateProductsMutationVariables = Exact<{
  products: Array<CartProductInput> | CartProductInput;
}>;


export type CartUpdateProductsMutation = { updateProductsInCart: { message: { status: MessageStatus, description: string }, userErrors: Array<{ field: string | null, message: string, code: ErrorCode }>, results: Array<{ articleCode: string, sorg: string, status: CartLineStatus, message: string | null, limit: number | null, qty: number, unitPrice: number | null, previousUnitPrice: number | null }>, cart: { totalQty: number, lines: Array<{ id: string, qty: number, uom: string, sorg: string, unitPrice: number, subtotal: number, appliedTier: { salesDealNo: string, term: string, qty: number, type: string, discount: number, uom: string, unitPrice: number } | null, problems: Array<{ code: CannotPurchaseCode, message: string, limit: number | null }>, product: { id: string, name: string, articleCode: string, articleCodeDisplay: string, slug: string, category: ProductCategory, image: string, uom: string, color: string | null, frameSize: string | null, maxOrderQty: number | null, stock: { available: Array<{ qty: number | null }> }, price: { dealer: number, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number }, discount: Array<{ salesDealNo: string, term: string, qty: number, type: string, discount: number, uom: string, unitPrice: number }> } | null } }>, groups: Array<{ sorg: string, sorgName: string, totalQty: number, total: number, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number } }> } } };

export type BannersActiveQueryVariables = Exact<{ [key: string]: never; }>;


export type BannersActiveQuery = { activeUserAreaBanners: Array<{ id: string, bannerFile: string, link: string | null }> };

export type CartListsListFragment = { id: string, name: string, lineCount: number, createdBy: string | null, createdAt: string, updatedAt: string, groups: Array<{ sorg: string, sorgName: string, totalQty: number, total: number, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number } }> };

export type CartListsAllQueryVariables = Exact<{ [key: string]: never; }>;


export type CartListsAllQuery = { cartLists: Array<{ id: string, name: string, lineCount: number, createdBy: string | null, createdAt: string, updatedAt: string, groups: Array<{ sorg: string, sorgName: string, totalQty: number, total: number, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number } }> }> };

export type CartListsOneQueryVariables = Exact<{
  id: string;
}>;


export type CartListsOneQuery = { cartList: { list: { id: string, name: string, lineCount: number, createdBy: string | null, createdAt: string, updatedAt: string, groups: Array<{ sorg: string, sorgName: string, totalQty: number, total: number, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number } }> }, content: { lines: Array<{ id: string, qty: number, uom: string, sorg: string, unitPrice: number, subtotal: number, problems: Array<{ code: CannotPurchaseCode, message: string, limit: number | null }>, product: { id: string, name: string, articleCode: string, articleCodeDisplay: string, price: { format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number } } | null } }> } } | null };

export type CartListsSaveMutationVariables = Exact<{
  name: string;
}>;


export type CartListsSaveMutation = { saveCartAsList: { message: { status: MessageStatus, description: string }, userErrors: Array<{ field: string | null, message: string, code: ErrorCode }>, list: { id: string, name: string, lineCount: number, createdBy: string | null, createdAt: string, updatedAt: string, groups: Array<{ sorg: string, sorgName: string, totalQty: number, total: number, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number } }> } | null } };

export type CartListsRenameMutationVariables = Exact<{
  id: string;
  name: string;
}>;


export type CartListsRenameMutation = { renameCartList: { message: { status: MessageStatus, description: string }, userErrors: Array<{ field: string | null, message: string, code: ErrorCode }>, list: { id: string, name: string, lineCount: number, createdBy: string | null, createdAt: string, updatedAt: string, groups: Array<{ sorg: string, sorgName: string, totalQty: number, total: number, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number } }> } | null } };

export type CartListsDeleteMutationVariables = Exact<{
  id: string;
}>;


export type CartListsDeleteMutation = { deleteCartList: { id: string | null, message: { status: MessageStatus, description: string }, userErrors: Array<{ field: string | null, message: string, code: ErrorCode }> } };

export type CartListsStartMutationVariables = Exact<{
  id: string;
  mode: CartListStartMode;
  seen?: Array<CartListSeenPriceInput> | CartListSeenPriceInput | null | undefined;
}>;


export type CartListsStartMutation = { startCartFromList: { message: { status: MessageStatus, description: string }, userErrors: Array<{ field: string | null, message: string, code: ErrorCode }>, results: Array<{ articleCode: string, sorg: string, status: CartLineStatus, message: string | null, limit: number | null, qty: number, unitPrice: number | null, previousUnitPrice: number | null }>, changes: Array<{ kind: string, sorg: string | null, articleCode: string | null, reason: string | null, qty: number | null, before: string | null, after: string | null }>, cart: { totalQty: number, lines: Array<{ id: string, qty: number, uom: string, sorg: string, unitPrice: number, subtotal: number, appliedTier: { salesDealNo: string, term: string, qty: number, type: string, discount: number, uom: string, unitPrice: number } | null, problems: Array<{ code: CannotPurchaseCode, message: string, limit: number | null }>, product: { id: string, name: string, articleCode: string, articleCodeDisplay: string, slug: string, category: ProductCategory, image: string, uom: string, color: string | null, frameSize: string | null, maxOrderQty: number | null, stock: { available: Array<{ qty: number | null }> }, price: { dealer: number, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number }, discount: Array<{ salesDealNo: string, term: string, qty: number, type: string, discount: number, uom: string, unitPrice: number }> } | null } }>, groups: Array<{ sorg: string, sorgName: string, totalQty: number, total: number, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number } }> } } };

export type CartOrderHistoryQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type CartOrderHistoryQuery = { orderHistory: { items: Array<{ orderNo: string, sorg: string, status: string, createdAt: string, totalOrder: number, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number }, lines: Array<{ articleCode: string, description: string, orderQty: number, uom: string, price: number, subtotal: number, product: { id: string, name: string, articleCode: string, articleCodeDisplay: string, sorg: string, image: string, uom: string, cartQty: number, maxOrderQty: number | null, price: { dealer: number, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number } } | null, stock: { inStock: boolean, available: Array<{ qty: number | null, mask: string | null }> }, cannotPurchase: Array<{ code: CannotPurchaseCode, message: string, limit: number | null }> } | null }> }>, info: { page: number, count: number, pageTotal: number } } };

export type MoneyFormatFieldsFragment = { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number };

export type ProductRowProductFragment = { id: string, name: string, articleCode: string, articleCodeDisplay: string, slug: string, groupSlug: string, sorg: string, category: ProductCategory, uom: string, frameSize: string | null, wheelSize: string | null, color: string | null, colorHex: string | null, image: string, cartQty: number, allowToOrder: boolean, price: { retail: number, retailDisplay: boolean, dealer: number, promotion: string | null, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number } } | null, stock: { inStock: boolean, available: Array<{ qty: number | null, mask: string | null, location: string | null }>, nextArrival: { date: string | null, qty: number | null, mask: string | null } | null }, cannotPurchase: Array<{ code: CannotPurchaseCode, message: string, limit: number | null }> };

export type ProductGroupCardProductGroupFragment = { id: string, slug: string, parentName: string, category: ProductCategory, serie: string | null, modelYear: number | null, image: string, itemCount: number, startingAt: number | null, maxRetail: number | null, promotionBadge: string | null, inStock: boolean, brand: { id: string, description: string }, colors: Array<{ name: string, hex: string | null, image: string }>, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number } | null };

export type CatalogProductCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogProductCountsQuery = { productCounts: { bike: number, paa: number, groupset: number } };

export type CatalogBikeCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogBikeCategoriesQuery = { bikeCategories: Array<{ id: string, wording: string, mcIds: Array<string> }> };

export type CatalogFilterOptionsQueryVariables = Exact<{
  category: ProductCategory;
  active?: ProductFilterInput | null | undefined;
}>;


export type CatalogFilterOptionsQuery = { filter: { brands: Array<{ value: string, label: string, count: number }>, promotions: Array<{ value: string, label: string, count: number }>, tags: Array<{ value: string, label: string, count: number }>, tagCategories: Array<{ value: string, label: string, count: number }>, categories: Array<{ value: string, label: string, count: number }>, priceRange: { min: number, max: number, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number } | null } | null, series: Array<{ value: string, label: string, count: number }>, frameSizes: Array<{ value: string, label: string, count: number }>, wheelSizes: Array<{ value: string, label: string, count: number }>, models: Array<{ value: string, label: string, count: number }> } };

export type ProductGroupListPageFragment = { items: Array<{ id: string, slug: string, parentName: string, category: ProductCategory, serie: string | null, modelYear: number | null, image: string, itemCount: number, startingAt: number | null, maxRetail: number | null, promotionBadge: string | null, inStock: boolean, items: Array<{ id: string, name: string, articleCode: string, articleCodeDisplay: string, slug: string, groupSlug: string, sorg: string, category: ProductCategory, uom: string, frameSize: string | null, wheelSize: string | null, color: string | null, colorHex: string | null, image: string, cartQty: number, allowToOrder: boolean, price: { retail: number, retailDisplay: boolean, dealer: number, promotion: string | null, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number } } | null, stock: { inStock: boolean, available: Array<{ qty: number | null, mask: string | null, location: string | null }>, nextArrival: { date: string | null, qty: number | null, mask: string | null } | null }, cannotPurchase: Array<{ code: CannotPurchaseCode, message: string, limit: number | null }> }>, brand: { id: string, description: string }, colors: Array<{ name: string, hex: string | null, image: string }>, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number } | null }>, info: { page: number, count: number, pageTotal: number } };

export type FilterOptionFieldsFragment = { value: string, label: string, count: number };

export type CatalogProductGroupsQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
  sort?: ProductSortInput | null | undefined;
  filter: ProductFilterInput;
  itemLimit?: number | null | undefined;
}>;


export type CatalogProductGroupsQuery = { productGroups: { items: Array<{ id: string, slug: string, parentName: string, category: ProductCategory, serie: string | null, modelYear: number | null, image: string, itemCount: number, startingAt: number | null, maxRetail: number | null, promotionBadge: string | null, inStock: boolean, items: Array<{ id: string, name: string, articleCode: string, articleCodeDisplay: string, slug: string, groupSlug: string, sorg: string, category: ProductCategory, uom: string, frameSize: string | null, wheelSize: string | null, color: string | null, colorHex: string | null, image: string, cartQty: number, allowToOrder: boolean, price: { retail: number, retailDisplay: boolean, dealer: number, promotion: string | null, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number } } | null, stock: { inStock: boolean, available: Array<{ qty: number | null, mask: string | null, location: string | null }>, nextArrival: { date: string | null, qty: number | null, mask: string | null } | null }, cannotPurchase: Array<{ code: CannotPurchaseCode, message: string, limit: number | null }> }>, brand: { id: string, description: string }, colors: Array<{ name: string, hex: string | null, image: string }>, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number } | null }>, info: { page: number, count: number, pageTotal: number } } };

export type CatalogPreviousPurchasesQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
  sort?: ProductSortInput | null | undefined;
  filter: ProductFilterInput;
  itemLimit?: number | null | undefined;
}>;


export type CatalogPreviousPurchasesQuery = { previousPurchases: { items: Array<{ id: string, slug: string, parentName: string, category: ProductCategory, serie: string | null, modelYear: number | null, image: string, itemCount: number, startingAt: number | null, maxRetail: number | null, promotionBadge: string | null, inStock: boolean, items: Array<{ id: string, name: string, articleCode: string, articleCodeDisplay: string, slug: string, groupSlug: string, sorg: string, category: ProductCategory, uom: string, frameSize: string | null, wheelSize: string | null, color: string | null, colorHex: string | null, image: string, cartQty: number, allowToOrder: boolean, price: { retail: number, retailDisplay: boolean, dealer: number, promotion: string | null, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number } } | null, stock: { inStock: boolean, available: Array<{ qty: number | null, mask: string | null, location: string | null }>, nextArrival: { date: string | null, qty: number | null, mask: string | null } | null }, cannotPurchase: Array<{ code: CannotPurchaseCode, message: string, limit: number | null }> }>, brand: { id: string, description: string }, colors: Array<{ name: string, hex: string | null, image: string }>, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number } | null }>, info: { page: number, count: number, pageTotal: number } } };

export type CatalogFrequentPurchasesQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
  sort?: ProductSortInput | null | undefined;
  filter: ProductFilterInput;
  itemLimit?: number | null | undefined;
}>;


export type CatalogFrequentPurchasesQuery = { frequentPurchases: { items: Array<{ id: string, slug: string, parentName: string, category: ProductCategory, serie: string | null, modelYear: number | null, image: string, itemCount: number, startingAt: number | null, maxRetail: number | null, promotionBadge: string | null, inStock: boolean, items: Array<{ id: string, name: string, articleCode: string, articleCodeDisplay: string, slug: string, groupSlug: string, sorg: string, category: ProductCategory, uom: string, frameSize: string | null, wheelSize: string | null, color: string | null, colorHex: string | null, image: string, cartQty: number, allowToOrder: boolean, price: { retail: number, retailDisplay: boolean, dealer: number, promotion: string | null, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number } } | null, stock: { inStock: boolean, available: Array<{ qty: number | null, mask: string | null, location: string | null }>, nextArrival: { date: string | null, qty: number | null, mask: string | null } | null }, cannotPurchase: Array<{ code: CannotPurchaseCode, message: string, limit: number | null }> }>, brand: { id: string, description: string }, colors: Array<{ name: string, hex: string | null, image: string }>, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number } | null }>, info: { page: number, count: number, pageTotal: number } } };

export type PromotionCardPromotionFragment = { code: string, name: string, description: string, terms: string, badge: string, tagline: string, locations: Array<string>, category: ProductCategory, validFrom: string, validTo: string };

export type CatalogPromotionsQueryVariables = Exact<{
  category?: ProductCategory | null | undefined;
}>;


export type CatalogPromotionsQuery = { promotions: Array<{ code: string, name: string, description: string, terms: string, badge: string, tagline: string, locations: Array<string>, category: ProductCategory, validFrom: string, validTo: string }> };

export type CatalogBestSellersQueryVariables = Exact<{
  category: ProductCategory;
  limit?: number | null | undefined;
}>;


export type CatalogBestSellersQuery = { bestSellers: Array<{ id: string, slug: string, parentName: string, category: ProductCategory, serie: string | null, modelYear: number | null, image: string, itemCount: number, startingAt: number | null, maxRetail: number | null, promotionBadge: string | null, inStock: boolean, brand: { id: string, description: string }, colors: Array<{ name: string, hex: string | null, image: string }>, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number } | null }> };

export type CatalogSearchSuggestionQueryVariables = Exact<{
  term: string;
  category?: ProductCategory | null | undefined;
  limit?: number | null | undefined;
}>;


export type CatalogSearchSuggestionQuery = { searchSuggestion: { suggestion: Array<string>, products: Array<{ id: string, name: string, articleCode: string, articleCodeDisplay: string, slug: string, groupSlug: string, category: ProductCategory, image: string }> } };

export type CatalogProductDetailsQueryVariables = Exact<{
  slug: string;
}>;


export type CatalogProductDetailsQuery = { productDetailsV2: { group: { description: string, id: string, slug: string, parentName: string, category: ProductCategory, serie: string | null, modelYear: number | null, image: string, itemCount: number, startingAt: number | null, maxRetail: number | null, promotionBadge: string | null, inStock: boolean, brand: { id: string, description: string }, colors: Array<{ name: string, hex: string | null, image: string }>, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number } | null }, selected: { id: string } | null, products: Array<{ oldCode: string | null, serie: string | null, modelYear: number | null, orderQuota: number | null, maxOrderQty: number | null, restockNotification: boolean, sorgBlocked: boolean, orderBlocked: boolean, brandBlocked: boolean, categoryBlocked: boolean, hierarchyBlocked: boolean, id: string, name: string, articleCode: string, articleCodeDisplay: string, slug: string, groupSlug: string, sorg: string, category: ProductCategory, uom: string, frameSize: string | null, wheelSize: string | null, color: string | null, colorHex: string | null, image: string, cartQty: number, allowToOrder: boolean, brand: { id: string, description: string }, tags: Array<{ type: string, name: string, count: number | null, fileName: string | null }>, price: { dealer: number, retail: number, retailDisplay: boolean, promotion: string | null, discount: Array<{ salesDealNo: string, term: string, qty: number, type: string, discount: number, uom: string, unitPrice: number }>, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number } } | null, stock: { availableForOrderAt: string | null, inStock: boolean, available: Array<{ date: string | null, qty: number | null, mask: string | null, priority: number | null, location: string | null }>, custorder: { date: string | null, qty: number | null, mask: string | null } | null, nextArrival: { date: string | null, qty: number | null, mask: string | null, location: string | null } | null }, cannotPurchase: Array<{ code: CannotPurchaseCode, message: string, limit: number | null }> }>, promotions: Array<{ code: string, name: string, description: string, terms: string, badge: string, tagline: string, locations: Array<string>, category: ProductCategory, validFrom: string, validTo: string }> } | null };

export type CatalogSubscribeRestockMutationVariables = Exact<{
  articleCode: string;
  sorg: string;
}>;


export type CatalogSubscribeRestockMutation = { subscribeRestockedNotification: { restockNotification: boolean, message: { status: MessageStatus, description: string }, userErrors: Array<{ field: string | null, message: string, code: ErrorCode }> } };

export type CatalogUnsubscribeRestockMutationVariables = Exact<{
  articleCode: string;
  sorg: string;
}>;


export type CatalogUnsubscribeRestockMutation = { unsubscribeRestockedNotification: { restockNotification: boolean, message: { status: MessageStatus, description: string }, userErrors: Array<{ field: string | null, message: string, code: ErrorCode }> } };

export type CheckoutChoicesQueryVariables = Exact<{
  sorgs?: Array<string> | string | null | undefined;
}>;


export type CheckoutChoicesQuery = { shiptoV2: Array<{ id: string, code: string, name: string, address: string, city: string, postalCode: string, country: string, phone: string, warehouseArea: string, isDefault: boolean, version: string }>, paymentMethods: Array<{ id: string, sorg: string, type: string, desc: string, paymentMerchants: Array<{ id: string, instruction: string, paymentDiscount: number, paymentId: string }> }>, savedPayments: Array<{ id: string, sorg: string, type: string, display: string, paymentMerchant: string }> };

export type CheckoutRatesQueryVariables = Exact<{
  cartItems: Array<ShipmentCartItemInput> | ShipmentCartItemInput;
}>;


export type CheckoutRatesQuery = { customerShipmentRates: Array<{ id: string, sorg: string, type: string, desc: string, input: boolean, rate: { rate: number, currency: string } }> };

export type CheckoutFreightQueryVariables = Exact<{
  areas: Array<WarehouseAreaQtyInput> | WarehouseAreaQtyInput;
}>;


export type CheckoutFreightQuery = { cartFreightBenefits: Array<{ warehouseArea: string, targetQty: number, isHomeWarehouse: boolean, discountAmount: number }> };

export type CheckoutSupplyQueryVariables = Exact<{
  orders: Array<StockOrderInput> | StockOrderInput;
  reqDeliveryDate?: string | null | undefined;
}>;


export type CheckoutSupplyQuery = { stockOrderConfirmations: Array<{ articleCode: string, qty: number, confirmations: Array<{ supplyQty: number, supplyDate: string | null, supplyLocation: string | null }> }> };

export type CheckoutPlacedOrderFragment = { id: string, orderNo: string, sapOrderNo: string | null, sorg: string, merchant: string, totalOrder: number, createdBy: string, createdAt: string, custCode: string, customer: string, shipTo: string, custPoNo: string, deliveryDate: string | null, notes: string, orderStatus: { id: string, description: string, pendingB2B: boolean }, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number }, details: Array<{ id: string, articleCode: string, articleCodeDisplay: string, description: string, orderQty: number, uom: string, price: number, subtotal: number }>, orderShipment: { type: string, desc: string, shipmentNotes: string, amount: number, curr: string } | null, orderPayment: { amount: number, currency: string, expiredDate: string | null, type: string, desc: string, instruction: string, paymentStatus: string | null, isPaymentWaiting: boolean, isPaymentFailed: boolean, isPaymentCompleted: boolean, paymentDiscount: number, paymentDiscountAmount: number } | null };

export type PlaceOrderMutationVariables = Exact<{
  input: CheckoutInput;
}>;


export type PlaceOrderMutation = { checkout: { message: { status: MessageStatus, description: string }, userErrors: Array<{ field: string | null, message: string, code: ErrorCode }>, orders: Array<{ id: string, orderNo: string, sapOrderNo: string | null, sorg: string, merchant: string, totalOrder: number, createdBy: string, createdAt: string, custCode: string, customer: string, shipTo: string, custPoNo: string, deliveryDate: string | null, notes: string, orderStatus: { id: string, description: string, pendingB2B: boolean }, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number }, details: Array<{ id: string, articleCode: string, articleCodeDisplay: string, description: string, orderQty: number, uom: string, price: number, subtotal: number }>, orderShipment: { type: string, desc: string, shipmentNotes: string, amount: number, curr: string } | null, orderPayment: { amount: number, currency: string, expiredDate: string | null, type: string, desc: string, instruction: string, paymentStatus: string | null, isPaymentWaiting: boolean, isPaymentFailed: boolean, isPaymentCompleted: boolean, paymentDiscount: number, paymentDiscountAmount: number } | null }> } };

export type CheckoutOrderQueryVariables = Exact<{
  orderNo: string;
}>;


export type CheckoutOrderQuery = { order: { id: string, orderNo: string, sapOrderNo: string | null, sorg: string, merchant: string, totalOrder: number, createdBy: string, createdAt: string, custCode: string, customer: string, shipTo: string, custPoNo: string, deliveryDate: string | null, notes: string, orderStatus: { id: string, description: string, pendingB2B: boolean }, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number }, details: Array<{ id: string, articleCode: string, articleCodeDisplay: string, description: string, orderQty: number, uom: string, price: number, subtotal: number }>, orderShipment: { type: string, desc: string, shipmentNotes: string, amount: number, curr: string } | null, orderPayment: { amount: number, currency: string, expiredDate: string | null, type: string, desc: string, instruction: string, paymentStatus: string | null, isPaymentWaiting: boolean, isPaymentFailed: boolean, isPaymentCompleted: boolean, paymentDiscount: number, paymentDiscountAmount: number } | null } | null };

export type CheckoutCreditQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutCreditQuery = { creditInformation: Array<{ sorgs: Array<string>, currency: string, creditLimit: number, creditExposure: number, reasonBlocked: string | null, company: { code: string, name: string } }> };

export type ClaimsClaimRowFragment = { id: string, clientId: string | null, referenceNo: string, productCategory: string, custCode: string, custName: string, frameNumber: string | null, articleCode: string | null, articleDescription: string, description: string, createdAt: string, createdBy: string, status: { id: string, description: string, category: string } };

export type ClaimsClaimDetailFragment = { sorg: string, frameShippedDelvNo: string | null, frameShippedTo: string | null, frameShippedToName: string | null, nonCode: boolean, resolution: string, customerNotes: string, qty: number, brandName: string, mcName: string, productionCode: string, bikeAttributes: string, contactPersonName: string, contactPersonPhone: string, purchaseDate: string | null, creditNoteNo: string | null, deliveryOrderNo: string | null, stolenBike: boolean, isNotAWarranty: boolean, reasonRejection: string, canEdit: boolean, version: number, updatedAt: string, id: string, clientId: string | null, referenceNo: string, productCategory: string, custCode: string, custName: string, frameNumber: string | null, articleCode: string | null, articleDescription: string, description: string, createdAt: string, createdBy: string, consumer: { name: string, phone: string, city: string, address: string, email: string }, problems: Array<{ id: string, part: string, description: string, notes: string }>, files: Array<{ id: string, slot: string, url: string, fileName: string, contentType: string, size: number, title: string }>, additionalDocuments: Array<{ id: string, no: number, url: string, title: string, fileName: string }>, recallFrames: Array<{ id: string, code: string, title: string, description: string, action: string, completedAt: string | null }>, pdi: { id: string, mechanic: string, createdAt: string, checklist: Array<{ id: number, description: string, checked: boolean }> } | null, histories: Array<{ id: string, reason: string, displayName: string, createdAt: string, fromStatus: { id: string, description: string } | null, toStatus: { id: string, description: string } }>, comments: Array<{ id: string, comment: string, internal: boolean, displayName: string, createdAt: string, createdBy: string }>, nextStatuses: Array<{ needsReason: boolean, sideEffect: string | null, status: { id: string, description: string, category: string } }>, status: { id: string, description: string, category: string } };

export type ClaimsReferenceQueryVariables = Exact<{ [key: string]: never; }>;


export type ClaimsReferenceQuery = { claimUserCapabilities: { canCreate: boolean, canEdit: boolean, canChangeStatus: boolean, canSeeInternal: boolean, canSeeAllCustomers: boolean, canCreatePaa: boolean }, claimStatus: Array<{ id: string, description: string, category: string }> };

export type ClaimsListQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
  filter?: ClaimFilter | null | undefined;
  custCodes?: Array<string> | string | null | undefined;
}>;


export type ClaimsListQuery = { claimsV3: { items: Array<{ id: string, clientId: string | null, referenceNo: string, productCategory: string, custCode: string, custName: string, frameNumber: string | null, articleCode: string | null, articleDescription: string, description: string, createdAt: string, createdBy: string, status: { id: string, description: string, category: string } }>, info: { count: number, pageTotal: number } } };

export type ClaimsSalesCustomersQueryVariables = Exact<{ [key: string]: never; }>;


export type ClaimsSalesCustomersQuery = { claimSalesCustomers: Array<{ custCode: string, custName: string }> };

export type ClaimsCustomersQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type ClaimsCustomersQuery = { claimCustomers: Array<{ custCode: string, custName: string }> };

export type ClaimsDetailQueryVariables = Exact<{
  id: string;
}>;


export type ClaimsDetailQuery = { claimV2: { sorg: string, frameShippedDelvNo: string | null, frameShippedTo: string | null, frameShippedToName: string | null, nonCode: boolean, resolution: string, customerNotes: string, qty: number, brandName: string, mcName: string, productionCode: string, bikeAttributes: string, contactPersonName: string, contactPersonPhone: string, purchaseDate: string | null, creditNoteNo: string | null, deliveryOrderNo: string | null, stolenBike: boolean, isNotAWarranty: boolean, reasonRejection: string, canEdit: boolean, version: number, updatedAt: string, id: string, clientId: string | null, referenceNo: string, productCategory: string, custCode: string, custName: string, frameNumber: string | null, articleCode: string | null, articleDescription: string, description: string, createdAt: string, createdBy: string, consumer: { name: string, phone: string, city: string, address: string, email: string }, problems: Array<{ id: string, part: string, description: string, notes: string }>, files: Array<{ id: string, slot: string, url: string, fileName: string, contentType: string, size: number, title: string }>, additionalDocuments: Array<{ id: string, no: number, url: string, title: string, fileName: string }>, recallFrames: Array<{ id: string, code: string, title: string, description: string, action: string, completedAt: string | null }>, pdi: { id: string, mechanic: string, createdAt: string, checklist: Array<{ id: number, description: string, checked: boolean }> } | null, histories: Array<{ id: string, reason: string, displayName: string, createdAt: string, fromStatus: { id: string, description: string } | null, toStatus: { id: string, description: string } }>, comments: Array<{ id: string, comment: string, internal: boolean, displayName: string, createdAt: string, createdBy: string }>, nextStatuses: Array<{ needsReason: boolean, sideEffect: string | null, status: { id: string, description: string, category: string } }>, status: { id: string, description: string, category: string } } | null };

export type ClaimsFormDataQueryVariables = Exact<{
  custCode: string;
}>;


export type ClaimsFormDataQuery = { dealerInformation: { custCode: string, custName: string, contactPersonName: string, contactPersonPhone: string } | null, claimProblems: Array<{ id: string, part: string, description: string }> };

export type ClaimsFrameChecksQueryVariables = Exact<{
  frameNumber: string;
}>;


export type ClaimsFrameChecksQuery = { claimStolenBike: { frameNumber: string, stolen: boolean, message: string | null }, claimRecallFrames: { frameNumber: string, recalls: Array<{ id: string, code: string, title: string, completedAt: string | null }>, frame: { frameNumber: string, articleCode: string | null, description: string | null, brandName: string | null, mcName: string | null, productionCode: string, modelYear: number | null, frameShippedTo: string | null, frameShippedToName: string | null, shippedToAnotherCustomer: boolean } | null } };

export type ClaimsArticlesQueryVariables = Exact<{
  search: string;
}>;


export type ClaimsArticlesQuery = { claimArticles: Array<{ articleCode: string, displayCode: string, description: string, brandName: string }> };

export type ClaimsUpdateStatusMutationVariables = Exact<{
  id: string;
  newStatus: string;
  reason?: string | null | undefined;
  creditNoteNo?: string | null | undefined;
  deliveryOrderNo?: string | null | undefined;
}>;


export type ClaimsUpdateStatusMutation = { updateClaimStatus: { message: { status: MessageStatus, description: string }, userErrors: Array<{ field: string | null, message: string, code: ErrorCode }>, claim: { sorg: string, frameShippedDelvNo: string | null, frameShippedTo: string | null, frameShippedToName: string | null, nonCode: boolean, resolution: string, customerNotes: string, qty: number, brandName: string, mcName: string, productionCode: string, bikeAttributes: string, contactPersonName: string, contactPersonPhone: string, purchaseDate: string | null, creditNoteNo: string | null, deliveryOrderNo: string | null, stolenBike: boolean, isNotAWarranty: boolean, reasonRejection: string, canEdit: boolean, version: number, updatedAt: string, id: string, clientId: string | null, referenceNo: string, productCategory: string, custCode: string, custName: string, frameNumber: string | null, articleCode: string | null, articleDescription: string, description: string, createdAt: string, createdBy: string, consumer: { name: string, phone: string, city: string, address: string, email: string }, problems: Array<{ id: string, part: string, description: string, notes: string }>, files: Array<{ id: string, slot: string, url: string, fileName: string, contentType: string, size: number, title: string }>, additionalDocuments: Array<{ id: string, no: number, url: string, title: string, fileName: string }>, recallFrames: Array<{ id: string, code: string, title: string, description: string, action: string, completedAt: string | null }>, pdi: { id: string, mechanic: string, createdAt: string, checklist: Array<{ id: number, description: string, checked: boolean }> } | null, histories: Array<{ id: string, reason: string, displayName: string, createdAt: string, fromStatus: { id: string, description: string } | null, toStatus: { id: string, description: string } }>, comments: Array<{ id: string, comment: string, internal: boolean, displayName: string, createdAt: string, createdBy: string }>, nextStatuses: Array<{ needsReason: boolean, sideEffect: string | null, status: { id: string, description: string, category: string } }>, status: { id: string, description: string, category: string } } | null } };

export type ClaimsCreateAdditionalDocumentMutationVariables = Exact<{
  claimId: string;
  file: ClaimFileInput;
  title: string;
}>;


export type ClaimsCreateAdditionalDocumentMutation = { createClaimAdditionalDocument: { message: { status: MessageStatus, description: string }, userErrors: Array<{ field: string | null, message: string, code: ErrorCode }>, additionalDocument: { id: string, no: number, url: string, title: string, fileName: string } | null } };

export type ClaimsDeleteAdditionalDocumentMutationVariables = Exact<{
  id: string;
}>;


export type ClaimsDeleteAdditionalDocumentMutation = { deleteClaimAdditionalDocument: { message: { status: MessageStatus, description: string }, userErrors: Array<{ field: string | null, message: string, code: ErrorCode }> } };

export type CreditWidgetQueryVariables = Exact<{ [key: string]: never; }>;


export type CreditWidgetQuery = { creditInformation: Array<{ sorg: string, sorgs: Array<string>, custCode: string, currency: string, creditLimit: number, balance: number, creditExposure: number, openInvoice: number, openDO: number, consignment: number, creditControl: string, reasonBlocked: string | null, company: { code: string, name: string } }> };

export type CreditFiguresFragment = { sorg: string, sorgs: Array<string>, custCode: string, currency: string, creditLimit: number, balance: number, creditExposure: number, openInvoice: number, openDO: number, consignment: number, creditControl: string, reasonBlocked: string | null, company: { code: string, name: string } };

export type CreditPageQueryVariables = Exact<{ [key: string]: never; }>;


export type CreditPageQuery = { creditInformation: Array<{ sorg: string, sorgs: Array<string>, custCode: string, currency: string, creditLimit: number, balance: number, creditExposure: number, openInvoice: number, openDO: number, consignment: number, creditControl: string, reasonBlocked: string | null, company: { code: string, name: string } }>, customerCompanies: Array<{ code: string, name: string, accountCurrent: string, creditCusts: Array<{ custCode: string, custName: string }>, areas: Array<{ sorg: string, sorgName: string }> }>, averagePaymentDays: Array<{ sorg: string, year: number, days: number }> };

export type CreditBlockingInvoicesQueryVariables = Exact<{
  custCode: string;
  sorgs: Array<string> | string;
}>;


export type CreditBlockingInvoicesQuery = { openInvoiceV5: Array<{ companyCode: string, sorg: string, customerAgeing: Array<{ invoice: Array<{ id: number, sorg: string, invoiceNo: string, assignment: string, dueDate: string, overdue: number, currency: string, accountingAmount: number }> }> }> };

export type CustomersDialogListQueryVariables = Exact<{
  search?: string | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type CustomersDialogListQuery = { salesCustomers: { items: Array<{ id: string, custName: string, custAddress: string, custCity: string, custEmail: string, custPhone: string, custCode: { unified: string | null, isr: string | null, r3: string | null }, custAreas: Array<{ sorg: string, custGroup: string }> }>, info: { page: number, count: number, pageTotal: number } } };

export type HomeMoneyFormatFragment = { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number };

export type HomeCartQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeCartQuery = { cart: { totalQty: number, lines: Array<{ id: string, qty: number, product: { id: string, name: string, articleCodeDisplay: string } }>, groups: Array<{ sorg: string, sorgName: string, totalQty: number, total: number, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number } }> } };

export type HomeOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeOrdersQuery = { orders: { items: Array<{ id: string, orderNo: string, totalOrder: number, createdAt: string, orderStatus: { id: string, description: string }, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number } }>, info: { count: number } } };

export type HomeInvoicesQueryVariables = Exact<{
  custCode: string;
}>;


export type HomeInvoicesQuery = { openInvoiceV5: Array<{ companyCode: string, sorg: string, currency: string, customerAgeing: Array<{ value: number, overdue: { from: number | null, to: number | null }, invoice: Array<{ id: number }> }> }> };

export type HomeCreditQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeCreditQuery = { creditInformation: Array<{ sorg: string, currency: string, creditLimit: number, creditExposure: number, openInvoice: number, reasonBlocked: string | null, company: { code: string, name: string } }> };

export type HomePromotionsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomePromotionsQuery = { promotions: Array<{ code: string, name: string, tagline: string, badge: string, validTo: string }> };

export type HomeVisitsQueryVariables = Exact<{
  brand: string;
  today: string;
  from: string;
  to: string;
}>;


export type HomeVisitsQuery = { today: { items: Array<{ id: string, custCode: string, custName: string, createdAt: string }>, info: { count: number } }, week: { items: Array<{ id: string }>, info: { count: number } } };

export type HomeUnvisitedQueryVariables = Exact<{
  brand: string;
}>;


export type HomeUnvisitedQuery = { formVisitSalesCustomers: Array<{ custCode: string, custName: string, sorg: string, city: string | null, lastVisitAt: string | null }> };

export type HomeWaitingQueryVariables = Exact<{
  desk: boolean;
  claims: boolean;
}>;


export type HomeWaitingQuery = { pendingB2B?: { items: Array<{ id: string }>, info: { count: number } }, toConfirm?: { items: Array<{ id: string }>, info: { count: number } }, claimsToDecide?: { items: Array<{ id: string }>, info: { count: number } } };

export type HomeSignInFailuresQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeSignInFailuresQuery = { signInFailures: Array<{ username: string, name: string | null, failures: number, lastAttemptAt: string, locked: boolean, maskedAddresses: Array<string> }> };

export type InvoicesRowFragment = { id: number, sorg: string, invoiceNo: string, assignment: string, installment: number, doNo: string, invoiceDate: string, dueDate: string, overdue: number, status: string, currency: string, accountingAmount: number, accountingNo: string, grandTotal: number, clearingDate: string | null, payerCode: string, payerName: string, companyCode: string, recycleFee: number, surcharges: number, tax: number, shippingCost: number, discount: number, freightAllowance: number, earlyPaymentDiscount: number, paymentDiscount: number };

export type InvoicesOpenQueryVariables = Exact<{
  custCode: string;
  sorgs: Array<string> | string;
}>;


export type InvoicesOpenQuery = { openInvoiceV5: Array<{ companyCode: string, sorg: string, currency: string, additionalDisplays: Array<string>, customerAgeing: Array<{ value: number, overdue: { from: number | null, to: number | null }, invoice: Array<{ id: number, sorg: string, invoiceNo: string, assignment: string, installment: number, doNo: string, invoiceDate: string, dueDate: string, overdue: number, status: string, currency: string, accountingAmount: number, accountingNo: string, grandTotal: number, clearingDate: string | null, payerCode: string, payerName: string, companyCode: string, recycleFee: number, surcharges: number, tax: number, shippingCost: number, discount: number, freightAllowance: number, earlyPaymentDiscount: number, paymentDiscount: number }> }>, pendingPayment: Array<{ id: number, sorg: string, invoiceNo: string, assignment: string, installment: number, doNo: string, invoiceDate: string, dueDate: string, overdue: number, status: string, currency: string, accountingAmount: number, accountingNo: string, grandTotal: number, clearingDate: string | null, payerCode: string, payerName: string, companyCode: string, recycleFee: number, surcharges: number, tax: number, shippingCost: number, discount: number, freightAllowance: number, earlyPaymentDiscount: number, paymentDiscount: number }>, waitingForPayment: Array<{ id: number, sorg: string, invoiceNo: string, assignment: string, installment: number, doNo: string, invoiceDate: string, dueDate: string, overdue: number, status: string, currency: string, accountingAmount: number, accountingNo: string, grandTotal: number, clearingDate: string | null, payerCode: string, payerName: string, companyCode: string, recycleFee: number, surcharges: number, tax: number, shippingCost: number, discount: number, freightAllowance: number, earlyPaymentDiscount: number, paymentDiscount: number }> }> };

export type InvoicesAreasQueryVariables = Exact<{ [key: string]: never; }>;


export type InvoicesAreasQuery = { customerArea: Array<{ sorg: string, sorgName: string, companyName: string | null, companyCode: string | null, includeTax: boolean, merchantConfig: { allowPayInvoice: boolean } }> };

export type InvoicesDetailQueryVariables = Exact<{
  invoiceNo: string;
  sorg: string;
}>;


export type InvoicesDetailQuery = { invoice: { invoiceNo: string, sorg: string, installments: Array<{ notes: string, detailNotes: string, terms: string, expeditionName: string, expeditionTracking: string, lineItem: string, fiscalYear: number, id: number, sorg: string, invoiceNo: string, assignment: string, installment: number, doNo: string, invoiceDate: string, dueDate: string, overdue: number, status: string, currency: string, accountingAmount: number, accountingNo: string, grandTotal: number, clearingDate: string | null, payerCode: string, payerName: string, companyCode: string, recycleFee: number, surcharges: number, tax: number, shippingCost: number, discount: number, freightAllowance: number, earlyPaymentDiscount: number, paymentDiscount: number }>, lines: Array<{ articleCode: string, articleCodeDisplay: string, name: string, brand: string, uom: string, qty: number, price: number, subTotal: number }> } | null };

export type InvoicesPaidQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type InvoicesPaidQuery = { invoicesByDateRange: Array<{ id: number, sorg: string, invoiceNo: string, assignment: string, installment: number, doNo: string, invoiceDate: string, dueDate: string, overdue: number, status: string, currency: string, accountingAmount: number, accountingNo: string, grandTotal: number, clearingDate: string | null, payerCode: string, payerName: string, companyCode: string, recycleFee: number, surcharges: number, tax: number, shippingCost: number, discount: number, freightAllowance: number, earlyPaymentDiscount: number, paymentDiscount: number }> };

export type InvoicesSendEmailMutationVariables = Exact<{
  invoiceNumber: string;
  sorg: string;
}>;


export type InvoicesSendEmailMutation = { sendInvoiceEmail: { status: boolean, description: string, retryAfterSeconds: number | null, userErrors: Array<{ field: string | null, message: string, code: ErrorCode }> } };

export type LanguageChangeMutationVariables = Exact<{
  id: string;
}>;


export type LanguageChangeMutation = { changeLanguage: { language: { id: string, description: string } | null, message: { status: MessageStatus, description: string } } };

export type NotificationsListQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type NotificationsListQuery = { notifications: Array<{ id: string, kind: string, title: string, body: string, url: string, createdAt: string, read: boolean }> };

export type NotificationsMarkReadMutationVariables = Exact<{
  ids?: Array<string> | string | null | undefined;
}>;


export type NotificationsMarkReadMutation = { markNotificationsRead: boolean };

export type OrdersMoneyFormatFragment = { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number };

export type OrdersDeliveryFragment = { doNumber: string, orderType: string, orderTypeDisplay: string, custCode: string, custName: string, custPoNo: string, shipTo: string, deliveryDate: string | null, requestDeliveryDate: string | null, estimatedDeliveryDate: string | null, trackingNo: string, trackingUrl: string | null, expeditionName: string, notes: string, detail: Array<{ orderNo: string, articleCode: string, articleCodeDisplay: string, description: string, orderQty: number, price: number, orderType: string, custCode: string }>, currency: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecission: number } };

export type OrdersListQueryVariables = Exact<{
  filter?: OrderListFilterInput | null | undefined;
  withPayment?: boolean | null | undefined;
}>;


export type OrdersListQuery = { orders: { items: Array<{ id: string, orderNo: string, sapOrderNo: string | null, sorg: string, merchant: string, orderType: string, orderTypeDisplay: string, totalOrder: number, createdBy: string, createdAt: string, custPoNo: string, deliveryDate: string | null, orderStatus: { id: string, description: string, pendingB2B: boolean }, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number }, orderPayment: { paymentStatus: string | null, expiredDate: string | null } | null }>, info: { count: number, page: number, pageTotal: number } } };

export type OrdersDetailQueryVariables = Exact<{
  orderNo: string;
}>;


export type OrdersDetailQuery = { order: { id: string, orderNo: string, sapOrderNo: string | null, sorg: string, merchant: string, orderType: string, orderTypeDisplay: string, totalOrder: number, createdBy: string, createdAt: string, custCode: string, customer: string, shipTo: string, custPoNo: string, deliveryDate: string | null, expectedDeliveryDate: string | null, notes: string, rejectionReason: string | null, shipComplete: boolean, lastVisitAt: string | null, orderStatus: { id: string, description: string, pendingB2B: boolean }, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number }, details: Array<{ id: string, articleCode: string, articleCodeDisplay: string, description: string, orderQty: number, uom: string, price: number, promoPrice: number | null, subtotal: number, deliveredQty: number, isPreOrder: boolean, timeline: Array<{ kind: string, at: string, qty: number, supplyDate: string | null, doNumber: string | null, trackingNo: string | null, trackingUrl: string | null, changed: boolean }> | null, confirmations: Array<{ supplyQty: number, supplyDate: string, supplySite: string, supplySloc: string, supplyShippingPoint: string, supplyLocation: string, supplyPriority: number }> }>, orderShipment: { type: string, desc: string, shipmentNotes: string, amount: number, curr: string } | null, orderPayment: { amount: number, currency: string, expiredDate: string | null, type: string, desc: string, instruction: string, paymentStatus: string | null, paymentReceipt: string | null, paymentDiscount: number, paymentDiscountAmount: number, paymentDocs: Array<{ id: string, fileName: string, url: string, uploadedAt: string }> } | null, deliveries: Array<{ doNumber: string, orderType: string, orderTypeDisplay: string, custCode: string, custName: string, custPoNo: string, shipTo: string, deliveryDate: string | null, requestDeliveryDate: string | null, estimatedDeliveryDate: string | null, trackingNo: string, trackingUrl: string | null, expeditionName: string, notes: string, detail: Array<{ orderNo: string, articleCode: string, articleCodeDisplay: string, description: string, orderQty: number, price: number, orderType: string, custCode: string }>, currency: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecission: number } }> } | null };

export type OrdersOpenOrderQueryVariables = Exact<{
  page: number;
  limit: number;
}>;


export type OrdersOpenOrderQuery = { openOrderV4: Array<{ companyCode: string, companyName: string, ordersTotal: number, deliveriesTotal: number, orders: Array<{ soNumber: string, orderNumber: string, orderType: string, orderTypeDisplay: string, poNumber: string, createdAt: string, requestDeliveryDate: string | null, expectedDeliveryDate: string | null, notes: string, internalNotes: string | null, createdBy: string, shipTo: string, shipToAddress: string, custCode: string, custName: string, articleCode: string, articleCodeDisplay: string, name: string, brand: string, qty: number, subTotal: number, price: number, uom: string, productCategory: string, modelYear: string, status: string, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number } }>, deliveries: Array<{ doNumber: string, estimatedDeliveryDate: string | null, detail: Array<{ orderNo: string, articleCode: string, articleCodeDisplay: string, description: string, orderQty: number, price: number, orderType: string, custCode: string }> }> }> };

export type OrdersShippedQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type OrdersShippedQuery = { shippedOrders: Array<{ doNumber: string, orderType: string, orderTypeDisplay: string, custCode: string, custName: string, custPoNo: string, shipTo: string, deliveryDate: string | null, requestDeliveryDate: string | null, estimatedDeliveryDate: string | null, trackingNo: string, trackingUrl: string | null, expeditionName: string, notes: string, detail: Array<{ orderNo: string, articleCode: string, articleCodeDisplay: string, description: string, orderQty: number, price: number, orderType: string, custCode: string }>, currency: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecission: number } }> };

export type OrdersOpenDeliveriesQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type OrdersOpenDeliveriesQuery = { openDeliveries: Array<{ doNumber: string, orderType: string, orderTypeDisplay: string, custCode: string, custName: string, custPoNo: string, shipTo: string, deliveryDate: string | null, requestDeliveryDate: string | null, estimatedDeliveryDate: string | null, trackingNo: string, trackingUrl: string | null, expeditionName: string, notes: string, detail: Array<{ orderNo: string, articleCode: string, articleCodeDisplay: string, description: string, orderQty: number, price: number, orderType: string, custCode: string }>, currency: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecission: number } }> };

export type OrdersExportOpenOrdersMutationVariables = Exact<{ [key: string]: never; }>;


export type OrdersExportOpenOrdersMutation = { exportOpenOrders: { message: { status: MessageStatus, description: string }, report: { id: string, fileName: string, status: string } | null, userErrors: Array<{ field: string | null, message: string, code: ErrorCode }> } };

export type AdminPaymentFieldsFragment = { id: string, sorg: string, module: PaymentModule, externalId: string | null, orderNumber: string | null, custCode: string, custName: string, amount: number, currency: string, gatewayRef: string | null, gatewayLabel: string, approvedBy: string | null, createdAt: string, canApprove: boolean, canVoid: boolean, status: { id: string, description: string }, docs: Array<{ id: string, fileName: string, url: string, createdAt: string }> };

export type AdminPaymentsQueryVariables = Exact<{
  sorg: string;
  module: PaymentModule;
  status?: string | null | undefined;
  page?: number | null | undefined;
}>;


export type AdminPaymentsQuery = { paymentsBySorgAndModule: { items: Array<{ id: string, sorg: string, module: PaymentModule, externalId: string | null, orderNumber: string | null, custCode: string, custName: string, amount: number, currency: string, gatewayRef: string | null, gatewayLabel: string, approvedBy: string | null, createdAt: string, canApprove: boolean, canVoid: boolean, status: { id: string, description: string }, docs: Array<{ id: string, fileName: string, url: string, createdAt: string }> }>, info: { page: number, count: number, pageTotal: number } } };

export type AdminPaymentFiltersQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPaymentFiltersQuery = { sorgs: Array<{ code: string, name: string }>, paymentStatuses: Array<{ id: string, description: string }> };

export type UploadPaymentMutationVariables = Exact<{
  input: UploadPaymentInput;
}>;


export type UploadPaymentMutation = { uploadPayment: { userErrors: Array<{ field: string | null, message: string, code: ErrorCode }>, payment: { id: string, sorg: string, module: PaymentModule, externalId: string | null, orderNumber: string | null, custCode: string, custName: string, amount: number, currency: string, gatewayRef: string | null, gatewayLabel: string, approvedBy: string | null, createdAt: string, canApprove: boolean, canVoid: boolean, status: { id: string, description: string }, docs: Array<{ id: string, fileName: string, url: string, createdAt: string }> } | null } };

export type UploadPaymentDocMutationVariables = Exact<{
  paymentId: string;
  uploadId: string;
}>;


export type UploadPaymentDocMutation = { uploadPaymentDoc: { userErrors: Array<{ field: string | null, message: string, code: ErrorCode }>, payment: { id: string, sorg: string, module: PaymentModule, externalId: string | null, orderNumber: string | null, custCode: string, custName: string, amount: number, currency: string, gatewayRef: string | null, gatewayLabel: string, approvedBy: string | null, createdAt: string, canApprove: boolean, canVoid: boolean, status: { id: string, description: string }, docs: Array<{ id: string, fileName: string, url: string, createdAt: string }> } | null } };

export type DeletePaymentDocMutationVariables = Exact<{
  id: string;
}>;


export type DeletePaymentDocMutation = { deletePaymentDoc: { userErrors: Array<{ field: string | null, message: string, code: ErrorCode }>, payment: { id: string, sorg: string, module: PaymentModule, externalId: string | null, orderNumber: string | null, custCode: string, custName: string, amount: number, currency: string, gatewayRef: string | null, gatewayLabel: string, approvedBy: string | null, createdAt: string, canApprove: boolean, canVoid: boolean, status: { id: string, description: string }, docs: Array<{ id: string, fileName: string, url: string, createdAt: string }> } | null } };

export type ApprovePaymentMutationVariables = Exact<{
  id: string;
}>;


export type ApprovePaymentMutation = { approvePayment: { userErrors: Array<{ field: string | null, message: string, code: ErrorCode }>, payment: { id: string, sorg: string, module: PaymentModule, externalId: string | null, orderNumber: string | null, custCode: string, custName: string, amount: number, currency: string, gatewayRef: string | null, gatewayLabel: string, approvedBy: string | null, createdAt: string, canApprove: boolean, canVoid: boolean, status: { id: string, description: string }, docs: Array<{ id: string, fileName: string, url: string, createdAt: string }> } | null } };

export type VoidPaymentMutationVariables = Exact<{
  orderNumber: string;
}>;


export type VoidPaymentMutation = { voidPayment: { userErrors: Array<{ field: string | null, message: string, code: ErrorCode }>, payment: { id: string, sorg: string, module: PaymentModule, externalId: string | null, orderNumber: string | null, custCode: string, custName: string, amount: number, currency: string, gatewayRef: string | null, gatewayLabel: string, approvedBy: string | null, createdAt: string, canApprove: boolean, canVoid: boolean, status: { id: string, description: string }, docs: Array<{ id: string, fileName: string, url: string, createdAt: string }> } | null } };

export type PaymentsPayInvoicesQueryVariables = Exact<{
  custCode: string;
}>;


export type PaymentsPayInvoicesQuery = { customerArea: Array<{ sorg: string, sorgName: string, companyCode: string | null, companyName: string | null, merchantConfig: { allowPayInvoice: boolean } }>, openInvoiceV5: Array<{ companyCode: string, sorg: string, currency: string, customerAgeing: Array<{ invoice: Array<{ id: number, sorg: string, invoiceNo: string, assignment: string, installment: number, invoiceDate: string, dueDate: string, overdue: number, status: string, currency: string, accountingAmount: number, accountingNo: string, earlyPaymentDiscount: number, freightAllowance: number, payerCode: string, payerName: string }> }>, pendingPayment: Array<{ id: number, sorg: string, invoiceNo: string, assignment: string, installment: number, invoiceDate: string, dueDate: string, overdue: number, status: string, currency: string, accountingAmount: number, accountingNo: string, earlyPaymentDiscount: number, freightAllowance: number, payerCode: string, payerName: string }>, waitingForPayment: Array<{ id: number, sorg: string, invoiceNo: string, assignment: string, installment: number, invoiceDate: string, dueDate: string, overdue: number, status: string, currency: string, accountingAmount: number, accountingNo: string, earlyPaymentDiscount: number, freightAllowance: number, payerCode: string, payerName: string }> }> };

export type PaymentsOpenInvoiceFragment = { id: number, sorg: string, invoiceNo: string, assignment: string, installment: number, invoiceDate: string, dueDate: string, overdue: number, status: string, currency: string, accountingAmount: number, accountingNo: string, earlyPaymentDiscount: number, freightAllowance: number, payerCode: string, payerName: string };

export type PaymentsOptionsQueryVariables = Exact<{
  sorg: string;
}>;


export type PaymentsOptionsQuery = { paymentMethods: Array<{ id: string, sorg: string, type: string, desc: string, paymentMerchants: Array<{ id: string, instruction: string, paymentDiscount: number, paymentId: string }> }>, savedPayments: Array<{ id: string, sorg: string, type: string, display: string, paymentMerchant: string }> };

export type PaymentsRequestFragment = { id: string, externalId: string, merchant: string, payerCode: string, payerName: string, amount: number, currency: string, method: string, virtualAccountNo: string | null, instruction: string, expiredDate: string | null, createdAt: string, isPartialPayment: boolean, extRefData: string, gatewayLabel: string, paymentStatus: { id: string, description: string }, invoices: Array<{ invoiceNo: string, assignment: string, accountingNo: string, dueDate: string, amount: number }>, receipts: Array<{ id: string, fileName: string, url: string, createdAt: string }> };

export type PaymentsCreateRequestMutationVariables = Exact<{
  input: PaymentRequestInput;
  accountingNumbers: Array<string> | string;
  isPartialPayment: boolean;
  extRefData?: string | null | undefined;
  paymentRequestData?: PaymentInformationInput | null | undefined;
}>;


export type PaymentsCreateRequestMutation = { createPaymentRequestV3: { paymentRequest: { id: string, externalId: string, merchant: string, payerCode: string, payerName: string, amount: number, currency: string, method: string, virtualAccountNo: string | null, instruction: string, expiredDate: string | null, createdAt: string, isPartialPayment: boolean, extRefData: string, gatewayLabel: string, paymentStatus: { id: string, description: string }, invoices: Array<{ invoiceNo: string, assignment: string, accountingNo: string, dueDate: string, amount: number }>, receipts: Array<{ id: string, fileName: string, url: string, createdAt: string }> } | null, userErrors: Array<{ field: string | null, message: string }> } };

export type PaymentsSimulateTransferMutationVariables = Exact<{
  externalId: string;
}>;


export type PaymentsSimulateTransferMutation = { simulateTransfer: { paymentRequest: { id: string, externalId: string, merchant: string, payerCode: string, payerName: string, amount: number, currency: string, method: string, virtualAccountNo: string | null, instruction: string, expiredDate: string | null, createdAt: string, isPartialPayment: boolean, extRefData: string, gatewayLabel: string, paymentStatus: { id: string, description: string }, invoices: Array<{ invoiceNo: string, assignment: string, accountingNo: string, dueDate: string, amount: number }>, receipts: Array<{ id: string, fileName: string, url: string, createdAt: string }> } | null, userErrors: Array<{ field: string | null, message: string }> } };

export type PaymentsRequestByExternalIdQueryVariables = Exact<{
  externalId: string;
}>;


export type PaymentsRequestByExternalIdQuery = { paymentRequest: { id: string, externalId: string, merchant: string, payerCode: string, payerName: string, amount: number, currency: string, method: string, virtualAccountNo: string | null, instruction: string, expiredDate: string | null, createdAt: string, isPartialPayment: boolean, extRefData: string, gatewayLabel: string, paymentStatus: { id: string, description: string }, invoices: Array<{ invoiceNo: string, assignment: string, accountingNo: string, dueDate: string, amount: number }>, receipts: Array<{ id: string, fileName: string, url: string, createdAt: string }> } | null };

export type PaymentsRequestsQueryVariables = Exact<{
  filter?: PaymentRequestFilterInput | null | undefined;
}>;


export type PaymentsRequestsQuery = { paymentRequests: { items: Array<{ id: string, externalId: string, merchant: string, payerCode: string, payerName: string, amount: number, currency: string, method: string, virtualAccountNo: string | null, instruction: string, expiredDate: string | null, createdAt: string, isPartialPayment: boolean, extRefData: string, gatewayLabel: string, paymentStatus: { id: string, description: string }, invoices: Array<{ invoiceNo: string, assignment: string, accountingNo: string, dueDate: string, amount: number }>, receipts: Array<{ id: string, fileName: string, url: string, createdAt: string }> }>, info: { page: number, count: number, pageTotal: number } } };

export type PaymentsVoidRequestMutationVariables = Exact<{
  payerCode: string;
  merchant: string;
}>;


export type PaymentsVoidRequestMutation = { voidPaymentRequest: { paymentRequest: { id: string, externalId: string, merchant: string, payerCode: string, payerName: string, amount: number, currency: string, method: string, virtualAccountNo: string | null, instruction: string, expiredDate: string | null, createdAt: string, isPartialPayment: boolean, extRefData: string, gatewayLabel: string, paymentStatus: { id: string, description: string }, invoices: Array<{ invoiceNo: string, assignment: string, accountingNo: string, dueDate: string, amount: number }>, receipts: Array<{ id: string, fileName: string, url: string, createdAt: string }> } | null, userErrors: Array<{ field: string | null, message: string }> } };

export type PaymentsDeleteUserPaymentMutationVariables = Exact<{
  id: string;
}>;


export type PaymentsDeleteUserPaymentMutation = { deleteUserPayment: { deleted: boolean, userErrors: Array<{ field: string | null, message: string }> } };

export type PaymentsUploadReceiptMutationVariables = Exact<{
  externalId: string;
  uploadId: string;
}>;


export type PaymentsUploadReceiptMutation = { uploadPaymentReceipt: { paymentRequest: { id: string, externalId: string, merchant: string, payerCode: string, payerName: string, amount: number, currency: string, method: string, virtualAccountNo: string | null, instruction: string, expiredDate: string | null, createdAt: string, isPartialPayment: boolean, extRefData: string, gatewayLabel: string, paymentStatus: { id: string, description: string }, invoices: Array<{ invoiceNo: string, assignment: string, accountingNo: string, dueDate: string, amount: number }>, receipts: Array<{ id: string, fileName: string, url: string, createdAt: string }> } | null, userErrors: Array<{ field: string | null, message: string }> } };

export type PaymentsDeleteReceiptMutationVariables = Exact<{
  id: string;
}>;


export type PaymentsDeleteReceiptMutation = { deletePaymentReceipt: { paymentRequest: { id: string, externalId: string, merchant: string, payerCode: string, payerName: string, amount: number, currency: string, method: string, virtualAccountNo: string | null, instruction: string, expiredDate: string | null, createdAt: string, isPartialPayment: boolean, extRefData: string, gatewayLabel: string, paymentStatus: { id: string, description: string }, invoices: Array<{ invoiceNo: string, assignment: string, accountingNo: string, dueDate: string, amount: number }>, receipts: Array<{ id: string, fileName: string, url: string, createdAt: string }> } | null, userErrors: Array<{ field: string | null, message: string }> } };

export type PdiFieldsFragment = { id: string, clientId: string | null, frameNumber: string, articleCode: string | null, description: string, brand: string, merchandise: string, modelYear: number | null, model: string, series: string, mechanic: string, custCode: string, custName: string, isDeleted: boolean, version: number, createdAt: string, createdBy: string, updatedAt: string, checklist: Array<{ id: number, checklist: string, description: string, checked: boolean, sorting: number }>, recalls: Array<{ id: string, code: string, title: string, completedAt: string | null }> };

export type PdiListQueryVariables = Exact<{
  search?: string | null | undefined;
  showDeleted?: boolean | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type PdiListQuery = { claimPDIs: { items: Array<{ id: string, clientId: string | null, frameNumber: string, articleCode: string | null, description: string, brand: string, merchandise: string, modelYear: number | null, model: string, series: string, mechanic: string, custCode: string, custName: string, isDeleted: boolean, version: number, createdAt: string, createdBy: string, updatedAt: string, checklist: Array<{ id: number, checklist: string, description: string, checked: boolean, sorting: number }>, recalls: Array<{ id: string, code: string, title: string, completedAt: string | null }> }>, info: { count: number, pageTotal: number } } };

export type PdiDetailQueryVariables = Exact<{
  id: string;
}>;


export type PdiDetailQuery = { claimPDI: { id: string, clientId: string | null, frameNumber: string, articleCode: string | null, description: string, brand: string, merchandise: string, modelYear: number | null, model: string, series: string, mechanic: string, custCode: string, custName: string, isDeleted: boolean, version: number, createdAt: string, createdBy: string, updatedAt: string, checklist: Array<{ id: number, checklist: string, description: string, checked: boolean, sorting: number }>, recalls: Array<{ id: string, code: string, title: string, completedAt: string | null }> } | null };

export type PdiChecklistQueryVariables = Exact<{ [key: string]: never; }>;


export type PdiChecklistQuery = { claimPDIChecklist: Array<{ id: number, checklist: string, description: string, sorting: number }> };

export type PdiFrameQueryVariables = Exact<{
  frameNumber: string;
}>;


export type PdiFrameQuery = { claimRecallFrames: { frameNumber: string, recalls: Array<{ id: string, code: string, title: string, action: string, completedAt: string | null }>, frame: { frameNumber: string, articleCode: string | null, description: string | null, brandName: string | null, mcName: string | null, productionCode: string, modelYear: number | null } | null } };

export type PdiCreateMutationVariables = Exact<{
  input: PdiInput;
  clientId?: string | null | undefined;
}>;


export type PdiCreateMutation = { createClaimPDI: { message: { status: MessageStatus, description: string }, userErrors: Array<{ field: string | null, message: string, code: ErrorCode }>, pdi: { id: string, clientId: string | null, frameNumber: string, articleCode: string | null, description: string, brand: string, merchandise: string, modelYear: number | null, model: string, series: string, mechanic: string, custCode: string, custName: string, isDeleted: boolean, version: number, createdAt: string, createdBy: string, updatedAt: string, checklist: Array<{ id: number, checklist: string, description: string, checked: boolean, sorting: number }>, recalls: Array<{ id: string, code: string, title: string, completedAt: string | null }> } | null } };

export type PdiUpdateMutationVariables = Exact<{
  id: string;
  baseVersion: number;
  input: PdiInput;
}>;


export type PdiUpdateMutation = { updateClaimPDI: { message: { status: MessageStatus, description: string }, userErrors: Array<{ field: string | null, message: string, code: ErrorCode }>, pdi: { id: string, clientId: string | null, frameNumber: string, articleCode: string | null, description: string, brand: string, merchandise: string, modelYear: number | null, model: string, series: string, mechanic: string, custCode: string, custName: string, isDeleted: boolean, version: number, createdAt: string, createdBy: string, updatedAt: string, checklist: Array<{ id: number, checklist: string, description: string, checked: boolean, sorting: number }>, recalls: Array<{ id: string, code: string, title: string, completedAt: string | null }> } | null } };

export type PdiDeleteMutationVariables = Exact<{
  id: string;
}>;


export type PdiDeleteMutation = { deleteClaimPDI: { userErrors: Array<{ field: string | null, message: string, code: ErrorCode }>, pdi: { id: string, isDeleted: boolean } | null } };

export type PdiRestoreMutationVariables = Exact<{
  id: string;
}>;


export type PdiRestoreMutation = { restoreClaimPDI: { userErrors: Array<{ field: string | null, message: string, code: ErrorCode }>, pdi: { id: string, isDeleted: boolean } | null } };

export type ProfileUserQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileUserQuery = { me: { id: string, username: string, name: string, email: string, sendEmail: boolean, sendEmailWarranty: boolean, language: { id: string } | null } };

export type ProfileUpdateUserMutationVariables = Exact<{
  id: string;
  user: UpdateUserInput;
}>;


export type ProfileUpdateUserMutation = { updateUser: { user: { id: string, username: string, name: string, email: string, sendEmail: boolean, sendEmailWarranty: boolean, language: { id: string } | null } | null, message: { status: MessageStatus, description: string }, userErrors: Array<{ field: string | null, message: string, code: ErrorCode }> } };

export type ProfileUpdateMutationVariables = Exact<{
  user: UpdateProfileUserInput;
}>;


export type ProfileUpdateMutation = { updateProfileUser: { user: { id: string, username: string, name: string, email: string, sendEmail: boolean, sendEmailWarranty: boolean } | null, message: { status: MessageStatus, description: string }, userErrors: Array<{ field: string | null, message: string, code: ErrorCode }> } };

export type PushSendTestNotificationMutationVariables = Exact<{ [key: string]: never; }>;


export type PushSendTestNotificationMutation = { sendTestNotification: { sent: number, message: { status: MessageStatus, description: string }, userErrors: Array<{ field: string | null, message: string, code: ErrorCode }> } };

export type VisitFormsFormVisitFragment = { id: string, clientId: string | null, brand: string, sorg: string, custCode: string, custName: string, brandDisplay: Array<string>, brandDisplayDescription: string | null, otherMidrange: Array<string>, otherMidrangeDescription: string | null, brandDomination: boolean | null, qtyPlgGrp: number | null, qtyNonPlgGrp: number | null, seriesList: Array<string>, otherSeriesList: Array<string>, equipment: Array<string>, equipmentText: string | null, notes: string | null, version: number, createdAt: string, createdBy: string, updatedAt: string, updatedBy: string, canEdit: boolean, seriesBrand: Array<{ brand: string, series: string }>, photos: Array<{ slot: string, url: string, contentType: string, size: number, width: number | null, height: number | null }> };

export type VisitFormsListQueryVariables = Exact<{
  brand: string;
  custCodes?: Array<string> | string | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type VisitFormsListQuery = { formVisits: { items: Array<{ id: string, clientId: string | null, brand: string, sorg: string, custCode: string, custName: string, brandDisplay: Array<string>, brandDisplayDescription: string | null, otherMidrange: Array<string>, otherMidrangeDescription: string | null, brandDomination: boolean | null, qtyPlgGrp: number | null, qtyNonPlgGrp: number | null, seriesList: Array<string>, otherSeriesList: Array<string>, equipment: Array<string>, equipmentText: string | null, notes: string | null, version: number, createdAt: string, createdBy: string, updatedAt: string, updatedBy: string, canEdit: boolean, seriesBrand: Array<{ brand: string, series: string }>, photos: Array<{ slot: string, url: string, contentType: string, size: number, width: number | null, height: number | null }> }>, info: { page: number, count: number, pageTotal: number } } };

export type VisitFormsDetailQueryVariables = Exact<{
  brand: string;
  id: string;
}>;


export type VisitFormsDetailQuery = { formVisits: { items: Array<{ id: string, clientId: string | null, brand: string, sorg: string, custCode: string, custName: string, brandDisplay: Array<string>, brandDisplayDescription: string | null, otherMidrange: Array<string>, otherMidrangeDescription: string | null, brandDomination: boolean | null, qtyPlgGrp: number | null, qtyNonPlgGrp: number | null, seriesList: Array<string>, otherSeriesList: Array<string>, equipment: Array<string>, equipmentText: string | null, notes: string | null, version: number, createdAt: string, createdBy: string, updatedAt: string, updatedBy: string, canEdit: boolean, seriesBrand: Array<{ brand: string, series: string }>, photos: Array<{ slot: string, url: string, contentType: string, size: number, width: number | null, height: number | null }> }> } };

export type VisitFormsReferenceListsQueryVariables = Exact<{
  brand: string;
}>;


export type VisitFormsReferenceListsQuery = { formVisitBrandDisplay: Array<{ code: string, name: string }>, formVisitOtherMidRange: Array<{ code: string, name: string }>, formVisitEquipment: Array<{ code: string, name: string }>, formVisitSeries: Array<{ brand: string, series: string }> };

export type VisitFormsCustomersQueryVariables = Exact<{
  sorg?: string | null | undefined;
  onlyCustomerHasFormVisit?: boolean | null | undefined;
  brand?: string | null | undefined;
}>;


export type VisitFormsCustomersQuery = { formVisitSalesCustomers: Array<{ custCode: string, custName: string, sorg: string, city: string | null, lastVisitAt: string | null }> };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const CartViewCartFragmentDoc = new TypedDocumentString(`
    fragment CartViewCart on Cart {
  totalQty
  lines {
    id
    qty
    uom
    sorg
    unitPrice
    subtotal
    appliedTier {
      salesDealNo
      term
      qty
      type
      discount
      uom
      unitPrice
    }
    problems {
      code
      message
      limit
    }
    product {
      id
      name
      articleCode
      articleCodeDisplay
      slug
      category
      image
      uom
      color
      frameSize
      maxOrderQty
      stock {
        available {
          qty
        }
      }
      price {
        dealer
        format {
          currency
          symbol
          thousandSeparator
          decimalSeparator
          decimalPrecision
        }
        discount {
          salesDealNo
          term
          qty
          type
          discount
          uom
          unitPrice
        }
      }
    }
  }
  groups {
    sorg
    sorgName
    totalQty
    total
    format {
      currency
      symbol
      thousandSeparator
      decimalSeparator
      decimalPrecision
    }
  }
}
    `, {"fragmentName":"CartViewCart"}) as unknown as TypedDocumentString<CartViewCartFragment, unknown>;
export const CartListsListFragmentDoc = new TypedDocumentString(`
    fragment CartListsList on CartList {
  id
  name
  lineCount
  createdBy
  createdAt
  updatedAt
  groups {
    sorg
    sorgName
    totalQty
    total
    format {
      currency
      symbol
      thousandSeparator
      decimalSeparator
      decimalPrecision
    }
  }
}
    `, {"fragmentName":"CartListsList"}) as unknown as TypedDocumentString<CartListsListFragment, unknown>;
export const MoneyFormatFieldsFragmentDoc = new TypedDocumentString(`
    fragment MoneyFormatFields on MoneyFormat {
  currency
  symbol
  thousandSeparator
  decimalSeparator
  decimalPrecision
}
    `, {"fragmentName":"MoneyFormatFields"}) as unknown as TypedDocumentString<MoneyFormatFieldsFragment, unknown>;
export const ProductGroupCardProductGroupFragmentDoc = new TypedDocumentString(`
    fragment ProductGroupCardProductGroup on ProductGroup {
  id
  slug
  parentName
  category
  brand {
    id
    description
  }
  serie
  modelYear
  image
  colors {
    name
    hex
    image
  }
  itemCount
  startingAt
  maxRetail
  format {
    ...MoneyFormatFields
  }
  promotionBadge
  inStock
}
    fragment MoneyFormatFields on MoneyFormat {
  currency
  symbol
  thousandSeparator
  decimalSeparator
  decimalPrecision
}`, {"fragmentName":"ProductGroupCardProductGroup"}) as unknown as TypedDocumentString<ProductGroupCardProductGroupFragment, unknown>;
export const ProductRowProductFragmentDoc = new TypedDocumentString(`
    fragment ProductRowProduct on Product {
  id
  name
  articleCode
  articleCodeDisplay
  slug
  groupSlug
  sorg
  category
  uom
  frameSize
  wheelSize
  color
  colorHex
  image
  cartQty
  allowToOrder
  price {
    retail
    retailDisplay
    dealer
    promotion
    format {
      ...MoneyFormatFields
    }
  }
  stock {
    inStock
    available {
      qty
      mask
      location
    }
    nextArrival {
      date
      qty
      mask
    }
  }
  cannotPurchase {
    code
    message
    limit
  }
}
    fragment MoneyFormatFields on MoneyFormat {
  currency
  symbol
  thousandSeparator
  decimalSeparator
  decimalPrecision
}`, {"fragmentName":"ProductRowProduct"}) as unknown as TypedDocumentString<ProductRowProductFragment, unknown>;
export const ProductGroupListPageFragmentDoc = new TypedDocumentString(`
    fragment ProductGroupListPage on ProductGroupPage {
  items {
    ...ProductGroupCardProductGroup
    items(limit: $itemLimit) {
      ...ProductRowProduct
    }
  }
  info {
    page
    count
    pageTotal
  }
}
    fragment MoneyFormatFields on MoneyFormat {
  currency
  symbol
  thousandSeparator
  decimalSeparator
  decimalPrecision
}
fragment ProductRowProduct on Product {
  id
  name
  articleCode
  articleCodeDisplay
  slug
  groupSlug
  sorg
  category
  uom
  frameSize
  wheelSize
  color
  colorHex
  image
  cartQty
  allowToOrder
  price {
    retail
    retailDisplay
    dealer
    promotion
    format {
      ...MoneyFormatFields
    }
  }
  stock {
    inStock
    available {
      qty
      mask
      location
    }
    nextArrival {
      date
      qty
      mask
    }
  }
  cannotPurchase {
    code
    message
    limit
  }
}
fragment ProductGroupCardProductGroup on ProductGroup {
  id
  slug
  parentName
  category
  brand {
    id
    description
  }
  serie
  modelYear
  image
  colors {
    name
    hex
    image
  }
  itemCount
  startingAt
  maxRetail
  format {
    ...MoneyFormatFields
  }
  promotionBadge
  inStock
}`, {"fragmentName":"ProductGroupListPage"}) as unknown as TypedDocumentString<ProductGroupListPageFragment, unknown>;
export const FilterOptionFieldsFragmentDoc = new TypedDocumentString(`
    fragment FilterOptionFields on FilterOption {
  value
  label
  count
}
    `, {"fragmentName":"FilterOptionFields"}) as unknown as TypedDocumentString<FilterOptionFieldsFragment, unknown>;
export const PromotionCardPromotionFragmentDoc = new TypedDocumentString(`
    fragment PromotionCardPromotion on Promotion {
  code
  name
  description
  terms
  badge
  tagline
  locations
  category
  validFrom
  validTo
}
    `, {"fragmentName":"PromotionCardPromotion"}) as unknown as TypedDocumentString<PromotionCardPromotionFragment, unknown>;
export const CheckoutPlacedOrderFragmentDoc = new TypedDocumentString(`
    fragment CheckoutPlacedOrder on Order {
  id
  orderNo
  sapOrderNo
  sorg
  merchant
  orderStatus {
    id
    description
    pendingB2B
  }
  totalOrder
  format {
    currency
    symbol
    thousandSeparator
    decimalSeparator
    decimalPrecision
  }
  createdBy
  createdAt
  custCode
  customer
  shipTo
  custPoNo
  deliveryDate
  notes
  details {
    id
    articleCode
    articleCodeDisplay
    description
    orderQty
    uom
    price
    subtotal
  }
  orderShipment {
    type
    desc
    shipmentNotes
    amount
    curr
  }
  orderPayment {
    amount
    currency
    expiredDate
    type
    desc
    instruction
    paymentStatus
    isPaymentWaiting
    isPaymentFailed
    isPaymentCompleted
    paymentDiscount
    paymentDiscountAmount
  }
}
    `, {"fragmentName":"CheckoutPlacedOrder"}) as unknown as TypedDocumentString<CheckoutPlacedOrderFragment, unknown>;
export const ClaimsClaimRowFragmentDoc = new TypedDocumentString(`
    fragment ClaimsClaimRow on Claim {
  id
  clientId
  referenceNo
  productCategory
  custCode
  custName
  frameNumber
  articleCode
  articleDescription
  description
  status {
    id
    description
    category
  }
  createdAt
  createdBy
}
    `, {"fragmentName":"ClaimsClaimRow"}) as unknown as TypedDocumentString<ClaimsClaimRowFragment, unknown>;
export const ClaimsClaimDetailFragmentDoc = new TypedDocumentString(`
    fragment ClaimsClaimDetail on Claim {
  ...ClaimsClaimRow
  sorg
  frameShippedDelvNo
  frameShippedTo
  frameShippedToName
  nonCode
  resolution
  customerNotes
  qty
  brandName
  mcName
  productionCode
  bikeAttributes
  contactPersonName
  contactPersonPhone
  purchaseDate
  consumer {
    name
    phone
    city
    address
    email
  }
  problems {
    id
    part
    description
    notes
  }
  files {
    id
    slot
    url
    fileName
    contentType
    size
    title
  }
  creditNoteNo
  deliveryOrderNo
  additionalDocuments {
    id
    no
    url
    title
    fileName
  }
  stolenBike
  recallFrames {
    id
    code
    title
    description
    action
    completedAt
  }
  pdi {
    id
    mechanic
    createdAt
    checklist {
      id
      description
      checked
    }
  }
  isNotAWarranty
  reasonRejection
  histories {
    id
    fromStatus {
      id
      description
    }
    toStatus {
      id
      description
    }
    reason
    displayName
    createdAt
  }
  comments {
    id
    comment
    internal
    displayName
    createdAt
    createdBy
  }
  nextStatuses {
    status {
      id
      description
      category
    }
    needsReason
    sideEffect
  }
  canEdit
  version
  updatedAt
}
    fragment ClaimsClaimRow on Claim {
  id
  clientId
  referenceNo
  productCategory
  custCode
  custName
  frameNumber
  articleCode
  articleDescription
  description
  status {
    id
    description
    category
  }
  createdAt
  createdBy
}`, {"fragmentName":"ClaimsClaimDetail"}) as unknown as TypedDocumentString<ClaimsClaimDetailFragment, unknown>;
export const CreditFiguresFragmentDoc = new TypedDocumentString(`
    fragment CreditFigures on CreditInformation {
  company {
    code
    name
  }
  sorg
  sorgs
  custCode
  currency
  creditLimit
  balance
  creditExposure
  openInvoice
  openDO
  consignment
  creditControl
  reasonBlocked
}
    `, {"fragmentName":"CreditFigures"}) as unknown as TypedDocumentString<CreditFiguresFragment, unknown>;
export const HomeMoneyFormatFragmentDoc = new TypedDocumentString(`
    fragment HomeMoneyFormat on MoneyFormat {
  currency
  symbol
  thousandSeparator
  decimalSeparator
  decimalPrecision
}
    `, {"fragmentName":"HomeMoneyFormat"}) as unknown as TypedDocumentString<HomeMoneyFormatFragment, unknown>;
export const InvoicesRowFragmentDoc = new TypedDocumentString(`
    fragment InvoicesRow on Invoice {
  id
  sorg
  invoiceNo
  assignment
  installment
  doNo
  invoiceDate
  dueDate
  overdue
  status
  currency
  accountingAmount
  accountingNo
  grandTotal
  clearingDate
  payerCode
  payerName
  companyCode
  recycleFee
  surcharges
  tax
  shippingCost
  discount
  freightAllowance
  earlyPaymentDiscount
  paymentDiscount
}
    `, {"fragmentName":"InvoicesRow"}) as unknown as TypedDocumentString<InvoicesRowFragment, unknown>;
export const OrdersMoneyFormatFragmentDoc = new TypedDocumentString(`
    fragment OrdersMoneyFormat on MoneyFormat {
  currency
  symbol
  thousandSeparator
  decimalSeparator
  decimalPrecision
}
    `, {"fragmentName":"OrdersMoneyFormat"}) as unknown as TypedDocumentString<OrdersMoneyFormatFragment, unknown>;
export const OrdersDeliveryFragmentDoc = new TypedDocumentString(`
    fragment OrdersDelivery on Delivery {
  doNumber
  orderType
  orderTypeDisplay
  custCode
  custName
  custPoNo
  shipTo
  deliveryDate
  requestDeliveryDate
  estimatedDeliveryDate
  trackingNo
  trackingUrl
  expeditionName
  notes
  detail {
    orderNo
    articleCode
    articleCodeDisplay
    description
    orderQty
    price
    orderType
    custCode
  }
  currency {
    currency
    symbol
    thousandSeparator
    decimalSeparator
    decimalPrecission
  }
}
    `, {"fragmentName":"OrdersDelivery"}) as unknown as TypedDocumentString<OrdersDeliveryFragment, unknown>;
export const AdminPaymentFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminPaymentFields on AdminPayment {
  id
  sorg
  module
  externalId
  orderNumber
  custCode
  custName
  amount
  currency
  status {
    id
    description
  }
  gatewayRef
  gatewayLabel
  approvedBy
  createdAt
  canApprove
  canVoid
  docs {
    id
    fileName
    url
    createdAt
  }
}
    `, {"fragmentName":"AdminPaymentFields"}) as unknown as TypedDocumentString<AdminPaymentFieldsFragment, unknown>;
export const PaymentsOpenInvoiceFragmentDoc = new TypedDocumentString(`
    fragment PaymentsOpenInvoice on Invoice {
  id
  sorg
  invoiceNo
  assignment
  installment
  invoiceDate
  dueDate
  overdue
  status
  currency
  accountingAmount
  accountingNo
  earlyPaymentDiscount
  freightAllowance
  payerCode
  payerName
}
    `, {"fragmentName":"PaymentsOpenInvoice"}) as unknown as TypedDocumentString<PaymentsOpenInvoiceFragment, unknown>;
export const PaymentsRequestFragmentDoc = new TypedDocumentString(`
    fragment PaymentsRequest on PaymentRequest {
  id
  externalId
  merchant
  payerCode
  payerName
  amount
  currency
  method
  virtualAccountNo
  instruction
  paymentStatus {
    id
    description
  }
  expiredDate
  createdAt
  isPartialPayment
  extRefData
  gatewayLabel
  invoices {
    invoiceNo
    assignment
    accountingNo
    dueDate
    amount
  }
  receipts {
    id
    fileName
    url
    createdAt
  }
}
    `, {"fragmentName":"PaymentsRequest"}) as unknown as TypedDocumentString<PaymentsRequestFragment, unknown>;
export const PdiFieldsFragmentDoc = new TypedDocumentString(`
    fragment PdiFields on Pdi {
  id
  clientId
  frameNumber
  articleCode
  description
  brand
  merchandise
  modelYear
  model
  series
  mechanic
  custCode
  custName
  checklist {
    id
    checklist
    description
    checked
    sorting
  }
  isDeleted
  recalls {
    id
    code
    title
    completedAt
  }
  version
  createdAt
  createdBy
  updatedAt
}
    `, {"fragmentName":"PdiFields"}) as unknown as TypedDocumentString<PdiFieldsFragment, unknown>;
export const VisitFormsFormVisitFragmentDoc = new TypedDocumentString(`
    fragment VisitFormsFormVisit on FormVisit {
  id
  clientId
  brand
  sorg
  custCode
  custName
  brandDisplay
  brandDisplayDescription
  otherMidrange
  otherMidrangeDescription
  brandDomination
  qtyPlgGrp
  qtyNonPlgGrp
  seriesList
  seriesBrand {
    brand
    series
  }
  otherSeriesList
  equipment
  equipmentText
  notes
  photos {
    slot
    url
    contentType
    size
    width
    height
  }
  version
  createdAt
  createdBy
  updatedAt
  updatedBy
  canEdit
}
    `, {"fragmentName":"VisitFormsFormVisit"}) as unknown as TypedDocumentString<VisitFormsFormVisitFragment, unknown>;
export const CartContentDocument = new TypedDocumentString(`
    query CartContent {
  cart {
    ...CartViewCart
  }
}
    fragment CartViewCart on Cart {
  totalQty
  lines {
    id
    qty
    uom
    sorg
    unitPrice
    subtotal
    appliedTier {
      salesDealNo
      term
      qty
      type
      discount
      uom
      unitPrice
    }
    problems {
      code
      message
      limit
    }
    product {
      id
      name
      articleCode
      articleCodeDisplay
      slug
      category
      image
      uom
      color
      frameSize
      maxOrderQty
      stock {
        available {
          qty
        }
      }
      price {
        dealer
        format {
          currency
          symbol
          thousandSeparator
          decimalSeparator
          decimalPrecision
        }
        discount {
          salesDealNo
          term
          qty
          type
          discount
          uom
          unitPrice
        }
      }
    }
  }
  groups {
    sorg
    sorgName
    totalQty
    total
    format {
      currency
      symbol
      thousandSeparator
      decimalSeparator
      decimalPrecision
    }
  }
}`) as unknown as TypedDocumentString<CartContentQuery, CartContentQueryVariables>;
export const CartUpdateProductsDocument = new TypedDocumentString(`
    mutation CartUpdateProducts($products: [CartProductInput!]!) {
  updateProductsInCart(products: $products) {
    message {
      status
      description
    }
    userErrors {
      field
      message
      code
    }
    results {
      articleCode
      sorg
      status
      message
      limit
      qty
      unitPrice
      previousUnitPrice
    }
    cart {
      ...CartViewCart
    }
  }
}
    fragment CartViewCart on Cart {
  totalQty
  lines {
    id
    qty
    uom
    sorg
    unitPrice
    subtotal
    appliedTier {
      salesDealNo
      term
      qty
      type
      discount
      uom
      unitPrice
    }
    problems {
      code
      message
      limit
    }
    product {
      id
      name
      articleCode
      articleCodeDisplay
      slug
      category
      image
      uom
      color
      frameSize
      maxOrderQty
      stock {
        available {
          qty
        }
      }
      price {
        dealer
        format {
          currency
          symbol
          thousandSeparator
          decimalSeparator
          decimalPrecision
        }
        discount {
          salesDealNo
          term
          qty
          type
          discount
          uom
          unitPrice
        }
      }
    }
  }
  groups {
    sorg
    sorgName
    totalQty
    total
    format {
      currency
      symbol
      thousandSeparator
      decimalSeparator
      decimalPrecision
    }
  }
}`) as unknown as TypedDocumentString<CartUpdateProductsMutation, CartUpdateProductsMutationVariables>;
export const BannersActiveDocument = new TypedDocumentString(`
    query BannersActive {
  activeUserAreaBanners {
    id
    bannerFile
    link
  }
}
    `) as unknown as TypedDocumentString<BannersActiveQuery, BannersActiveQueryVariables>;
export const CartListsAllDocument = new TypedDocumentString(`
    query CartListsAll {
  cartLists {
    ...CartListsList
  }
}
    fragment CartListsList on CartList {
  id
  name
  lineCount
  createdBy
  createdAt
  updatedAt
  groups {
    sorg
    sorgName
    totalQty
    total
    format {
      currency
      symbol
      thousandSeparator
      decimalSeparator
      decimalPrecision
    }
  }
}`) as unknown as TypedDocumentString<CartListsAllQuery, CartListsAllQueryVariables>;
export const CartListsOneDocument = new TypedDocumentString(`
    query CartListsOne($id: ID!) {
  cartList(id: $id) {
    list {
      ...CartListsList
    }
    content {
      lines {
        id
        qty
        uom
        sorg
        unitPrice
        subtotal
        problems {
          code
          message
          limit
        }
        product {
          id
          name
          articleCode
          articleCodeDisplay
          price {
            format {
              currency
              symbol
              thousandSeparator
              decimalSeparator
              decimalPrecision
            }
          }
        }
      }
    }
  }
}
    fragment CartListsList on CartList {
  id
  name
  lineCount
  createdBy
  createdAt
  updatedAt
  groups {
    sorg
    sorgName
    totalQty
    total
    format {
      currency
      symbol
      thousandSeparator
      decimalSeparator
      decimalPrecision
    }
  }
}`) as unknown as TypedDocumentString<CartListsOneQuery, CartListsOneQueryVariables>;
export const CartListsSaveDocument = new TypedDocumentString(`
    mutation CartListsSave($name: String!) {
  saveCartAsList(name: $name) {
    message {
      status
      description
    }
    userErrors {
      field
      message
      code
    }
    list {
      ...CartListsList
    }
  }
}
    fragment CartListsList on CartList {
  id
  name
  lineCount
  createdBy
  createdAt
  updatedAt
  groups {
    sorg
    sorgName
    totalQty
    total
    format {
      currency
      symbol
      thousandSeparator
      decimalSeparator
      decimalPrecision
    }
  }
}`) as unknown as TypedDocumentString<CartListsSaveMutation, CartListsSaveMutationVariables>;
export const CartListsRenameDocument = new TypedDocumentString(`
    mutation CartListsRename($id: ID!, $name: String!) {
  renameCartList(id: $id, name: $name) {
    message {
      status
      description
    }
    userErrors {
      field
      message
      code
    }
    list {
      ...CartListsList
    }
  }
}
    fragment CartListsList on CartList {
  id
  name
  lineCount
  createdBy
  createdAt
  updatedAt
  groups {
    sorg
    sorgName
    totalQty
    total
    format {
      currency
      symbol
      thousandSeparator
      decimalSeparator
      decimalPrecision
    }
  }
}`) as unknown as TypedDocumentString<CartListsRenameMutation, CartListsRenameMutationVariables>;
export const CartListsDeleteDocument = new TypedDocumentString(`
    mutation CartListsDelete($id: ID!) {
  deleteCartList(id: $id) {
    message {
      status
      description
    }
    userErrors {
      field
      message
      code
    }
    id
  }
}
    `) as unknown as TypedDocumentString<CartListsDeleteMutation, CartListsDeleteMutationVariables>;
export const CartListsStartDocument = new TypedDocumentString(`
    mutation CartListsStart($id: ID!, $mode: CartListStartMode!, $seen: [CartListSeenPriceInput!]) {
  startCartFromList(id: $id, mode: $mode, seen: $seen) {
    message {
      status
      description
    }
    userErrors {
      field
      message
      code
    }
    results {
      articleCode
      sorg
      status
      message
      limit
      qty
      unitPrice
      previousUnitPrice
    }
    changes {
      kind
      sorg
      articleCode
      reason
      qty
      before
      after
    }
    cart {
      ...CartViewCart
    }
  }
}
    fragment CartViewCart on Cart {
  totalQty
  lines {
    id
    qty
    uom
    sorg
    unitPrice
    subtotal
    appliedTier {
      salesDealNo
      term
      qty
      type
      discount
      uom
      unitPrice
    }
    problems {
      code
      message
      limit
    }
    product {
      id
      name
      articleCode
      articleCodeDisplay
      slug
      category
      image
      uom
      color
      frameSize
      maxOrderQty
      stock {
        available {
          qty
        }
      }
      price {
        dealer
        format {
          currency
          symbol
          thousandSeparator
          decimalSeparator
          decimalPrecision
        }
        discount {
          salesDealNo
          term
          qty
          type
          discount
          uom
          unitPrice
        }
      }
    }
  }
  groups {
    sorg
    sorgName
    totalQty
    total
    format {
      currency
      symbol
      thousandSeparator
      decimalSeparator
      decimalPrecision
    }
  }
}`) as unknown as TypedDocumentString<CartListsStartMutation, CartListsStartMutationVariables>;
export const CartOrderHistoryDocument = new TypedDocumentString(`
    query CartOrderHistory($page: Int, $limit: Int) {
  orderHistory(page: $page, limit: $limit) {
    items {
      orderNo
      sorg
      status
      createdAt
      totalOrder
      format {
        currency
        symbol
        thousandSeparator
        decimalSeparator
        decimalPrecision
      }
      lines {
        articleCode
        description
        orderQty
        uom
        price
        subtotal
        product {
          id
          name
          articleCode
          articleCodeDisplay
          sorg
          image
          uom
          cartQty
          maxOrderQty
          price {
            dealer
            format {
              currency
              symbol
              thousandSeparator
              decimalSeparator
              decimalPrecision
            }
          }
          stock {
            inStock
            available {
              qty
              mask
            }
          }
          cannotPurchase {
            code
            message
            limit
          }
        }
      }
    }
    info {
      page
      count
      pageTotal
    }
  }
}
    `) as unknown as TypedDocumentString<CartOrderHistoryQuery, CartOrderHistoryQueryVariables>;
export const CatalogProductCountsDocument = new TypedDocumentString(`
    query CatalogProductCounts {
  productCounts {
    bike
    paa
    groupset
  }
}
    `) as unknown as TypedDocumentString<CatalogProductCountsQuery, CatalogProductCountsQueryVariables>;
export const CatalogBikeCategoriesDocument = new TypedDocumentString(`
    query CatalogBikeCategories {
  bikeCategories {
    id
    wording
    mcIds
  }
}
    `) as unknown as TypedDocumentString<CatalogBikeCategoriesQuery, CatalogBikeCategoriesQueryVariables>;
export const CatalogFilterOptionsDocument = new TypedDocumentString(`
    query CatalogFilterOptions($category: ProductCategory!, $active: ProductFilterInput) {
  filter(category: $category, active: $active) {
    brands {
      ...FilterOptionFields
    }
    promotions {
      ...FilterOptionFields
    }
    tags {
      ...FilterOptionFields
    }
    tagCategories {
      ...FilterOptionFields
    }
    categories {
      ...FilterOptionFields
    }
    priceRange {
      min
      max
      format {
        ...MoneyFormatFields
      }
    }
    series {
      ...FilterOptionFields
    }
    frameSizes {
      ...FilterOptionFields
    }
    wheelSizes {
      ...FilterOptionFields
    }
    models {
      ...FilterOptionFields
    }
  }
}
    fragment MoneyFormatFields on MoneyFormat {
  currency
  symbol
  thousandSeparator
  decimalSeparator
  decimalPrecision
}
fragment FilterOptionFields on FilterOption {
  value
  label
  count
}`) as unknown as TypedDocumentString<CatalogFilterOptionsQuery, CatalogFilterOptionsQueryVariables>;
export const CatalogProductGroupsDocument = new TypedDocumentString(`
    query CatalogProductGroups($page: Int, $limit: Int, $sort: ProductSortInput, $filter: ProductFilterInput!, $itemLimit: Int) {
  productGroups(page: $page, limit: $limit, sort: $sort, filter: $filter) {
    ...ProductGroupListPage
  }
}
    fragment MoneyFormatFields on MoneyFormat {
  currency
  symbol
  thousandSeparator
  decimalSeparator
  decimalPrecision
}
fragment ProductRowProduct on Product {
  id
  name
  articleCode
  articleCodeDisplay
  slug
  groupSlug
  sorg
  category
  uom
  frameSize
  wheelSize
  color
  colorHex
  image
  cartQty
  allowToOrder
  price {
    retail
    retailDisplay
    dealer
    promotion
    format {
      ...MoneyFormatFields
    }
  }
  stock {
    inStock
    available {
      qty
      mask
      location
    }
    nextArrival {
      date
      qty
      mask
    }
  }
  cannotPurchase {
    code
    message
    limit
  }
}
fragment ProductGroupCardProductGroup on ProductGroup {
  id
  slug
  parentName
  category
  brand {
    id
    description
  }
  serie
  modelYear
  image
  colors {
    name
    hex
    image
  }
  itemCount
  startingAt
  maxRetail
  format {
    ...MoneyFormatFields
  }
  promotionBadge
  inStock
}
fragment ProductGroupListPage on ProductGroupPage {
  items {
    ...ProductGroupCardProductGroup
    items(limit: $itemLimit) {
      ...ProductRowProduct
    }
  }
  info {
    page
    count
    pageTotal
  }
}`) as unknown as TypedDocumentString<CatalogProductGroupsQuery, CatalogProductGroupsQueryVariables>;
export const CatalogPreviousPurchasesDocument = new TypedDocumentString(`
    query CatalogPreviousPurchases($page: Int, $limit: Int, $sort: ProductSortInput, $filter: ProductFilterInput!, $itemLimit: Int) {
  previousPurchases(page: $page, limit: $limit, sort: $sort, filter: $filter) {
    ...ProductGroupListPage
  }
}
    fragment MoneyFormatFields on MoneyFormat {
  currency
  symbol
  thousandSeparator
  decimalSeparator
  decimalPrecision
}
fragment ProductRowProduct on Product {
  id
  name
  articleCode
  articleCodeDisplay
  slug
  groupSlug
  sorg
  category
  uom
  frameSize
  wheelSize
  color
  colorHex
  image
  cartQty
  allowToOrder
  price {
    retail
    retailDisplay
    dealer
    promotion
    format {
      ...MoneyFormatFields
    }
  }
  stock {
    inStock
    available {
      qty
      mask
      location
    }
    nextArrival {
      date
      qty
      mask
    }
  }
  cannotPurchase {
    code
    message
    limit
  }
}
fragment ProductGroupCardProductGroup on ProductGroup {
  id
  slug
  parentName
  category
  brand {
    id
    description
  }
  serie
  modelYear
  image
  colors {
    name
    hex
    image
  }
  itemCount
  startingAt
  maxRetail
  format {
    ...MoneyFormatFields
  }
  promotionBadge
  inStock
}
fragment ProductGroupListPage on ProductGroupPage {
  items {
    ...ProductGroupCardProductGroup
    items(limit: $itemLimit) {
      ...ProductRowProduct
    }
  }
  info {
    page
    count
    pageTotal
  }
}`) as unknown as TypedDocumentString<CatalogPreviousPurchasesQuery, CatalogPreviousPurchasesQueryVariables>;
export const CatalogFrequentPurchasesDocument = new TypedDocumentString(`
    query CatalogFrequentPurchases($page: Int, $limit: Int, $sort: ProductSortInput, $filter: ProductFilterInput!, $itemLimit: Int) {
  frequentPurchases(page: $page, limit: $limit, sort: $sort, filter: $filter) {
    ...ProductGroupListPage
  }
}
    fragment MoneyFormatFields on MoneyFormat {
  currency
  symbol
  thousandSeparator
  decimalSeparator
  decimalPrecision
}
fragment ProductRowProduct on Product {
  id
  name
  articleCode
  articleCodeDisplay
  slug
  groupSlug
  sorg
  category
  uom
  frameSize
  wheelSize
  color
  colorHex
  image
  cartQty
  allowToOrder
  price {
    retail
    retailDisplay
    dealer
    promotion
    format {
      ...MoneyFormatFields
    }
  }
  stock {
    inStock
    available {
      qty
      mask
      location
    }
    nextArrival {
      date
      qty
      mask
    }
  }
  cannotPurchase {
    code
    message
    limit
  }
}
fragment ProductGroupCardProductGroup on ProductGroup {
  id
  slug
  parentName
  category
  brand {
    id
    description
  }
  serie
  modelYear
  image
  colors {
    name
    hex
    image
  }
  itemCount
  startingAt
  maxRetail
  format {
    ...MoneyFormatFields
  }
  promotionBadge
  inStock
}
fragment ProductGroupListPage on ProductGroupPage {
  items {
    ...ProductGroupCardProductGroup
    items(limit: $itemLimit) {
      ...ProductRowProduct
    }
  }
  info {
    page
    count
    pageTotal
  }
}`) as unknown as TypedDocumentString<CatalogFrequentPurchasesQuery, CatalogFrequentPurchasesQueryVariables>;
export const CatalogPromotionsDocument = new TypedDocumentString(`
    query CatalogPromotions($category: ProductCategory) {
  promotions(withDetailOffer: false, productCategory: $category) {
    ...PromotionCardPromotion
  }
}
    fragment PromotionCardPromotion on Promotion {
  code
  name
  description
  terms
  badge
  tagline
  locations
  category
  validFrom
  validTo
}`) as unknown as TypedDocumentString<CatalogPromotionsQuery, CatalogPromotionsQueryVariables>;
export const CatalogBestSellersDocument = new TypedDocumentString(`
    query CatalogBestSellers($category: ProductCategory!, $limit: Int) {
  bestSellers(category: $category, limit: $limit) {
    ...ProductGroupCardProductGroup
  }
}
    fragment MoneyFormatFields on MoneyFormat {
  currency
  symbol
  thousandSeparator
  decimalSeparator
  decimalPrecision
}
fragment ProductGroupCardProductGroup on ProductGroup {
  id
  slug
  parentName
  category
  brand {
    id
    description
  }
  serie
  modelYear
  image
  colors {
    name
    hex
    image
  }
  itemCount
  startingAt
  maxRetail
  format {
    ...MoneyFormatFields
  }
  promotionBadge
  inStock
}`) as unknown as TypedDocumentString<CatalogBestSellersQuery, CatalogBestSellersQueryVariables>;
export const CatalogSearchSuggestionDocument = new TypedDocumentString(`
    query CatalogSearchSuggestion($term: String!, $category: ProductCategory, $limit: Int) {
  searchSuggestion(term: $term, category: $category, limit: $limit) {
    products {
      id
      name
      articleCode
      articleCodeDisplay
      slug
      groupSlug
      category
      image
    }
    suggestion
  }
}
    `) as unknown as TypedDocumentString<CatalogSearchSuggestionQuery, CatalogSearchSuggestionQueryVariables>;
export const CatalogProductDetailsDocument = new TypedDocumentString(`
    query CatalogProductDetails($slug: String!) {
  productDetailsV2(slug: $slug) {
    group {
      ...ProductGroupCardProductGroup
      description
    }
    selected {
      id
    }
    products {
      ...ProductRowProduct
      oldCode
      brand {
        id
        description
      }
      serie
      modelYear
      tags {
        type
        name
        count
        fileName
      }
      orderQuota
      maxOrderQty
      restockNotification
      sorgBlocked
      orderBlocked
      brandBlocked
      categoryBlocked
      hierarchyBlocked
      price {
        dealer
        discount {
          salesDealNo
          term
          qty
          type
          discount
          uom
          unitPrice
        }
      }
      stock {
        available {
          date
          qty
          mask
          priority
          location
        }
        custorder {
          date
          qty
          mask
        }
        nextArrival {
          date
          qty
          mask
          location
        }
        availableForOrderAt
      }
    }
    promotions {
      ...PromotionCardPromotion
    }
  }
}
    fragment MoneyFormatFields on MoneyFormat {
  currency
  symbol
  thousandSeparator
  decimalSeparator
  decimalPrecision
}
fragment ProductRowProduct on Product {
  id
  name
  articleCode
  articleCodeDisplay
  slug
  groupSlug
  sorg
  category
  uom
  frameSize
  wheelSize
  color
  colorHex
  image
  cartQty
  allowToOrder
  price {
    retail
    retailDisplay
    dealer
    promotion
    format {
      ...MoneyFormatFields
    }
  }
  stock {
    inStock
    available {
      qty
      mask
      location
    }
    nextArrival {
      date
      qty
      mask
    }
  }
  cannotPurchase {
    code
    message
    limit
  }
}
fragment ProductGroupCardProductGroup on ProductGroup {
  id
  slug
  parentName
  category
  brand {
    id
    description
  }
  serie
  modelYear
  image
  colors {
    name
    hex
    image
  }
  itemCount
  startingAt
  maxRetail
  format {
    ...MoneyFormatFields
  }
  promotionBadge
  inStock
}
fragment PromotionCardPromotion on Promotion {
  code
  name
  description
  terms
  badge
  tagline
  locations
  category
  validFrom
  validTo
}`) as unknown as TypedDocumentString<CatalogProductDetailsQuery, CatalogProductDetailsQueryVariables>;
export const CatalogSubscribeRestockDocument = new TypedDocumentString(`
    mutation CatalogSubscribeRestock($articleCode: String!, $sorg: String!) {
  subscribeRestockedNotification(articleCode: $articleCode, sorg: $sorg) {
    message {
      status
      description
    }
    userErrors {
      field
      message
      code
    }
    restockNotification
  }
}
    `) as unknown as TypedDocumentString<CatalogSubscribeRestockMutation, CatalogSubscribeRestockMutationVariables>;
export const CatalogUnsubscribeRestockDocument = new TypedDocumentString(`
    mutation CatalogUnsubscribeRestock($articleCode: String!, $sorg: String!) {
  unsubscribeRestockedNotification(articleCode: $articleCode, sorg: $sorg) {
    message {
      status
      description
    }
    userErrors {
      field
      message
      code
    }
    restockNotification
  }
}
    `) as unknown as TypedDocumentString<CatalogUnsubscribeRestockMutation, CatalogUnsubscribeRestockMutationVariables>;
export const CheckoutChoicesDocument = new TypedDocumentString(`
    query CheckoutChoices($sorgs: [String!]) {
  shiptoV2 {
    id
    code
    name
    address
    city
    postalCode
    country
    phone
    warehouseArea
    isDefault
    version
  }
  paymentMethods {
    id
    sorg
    type
    desc
    paymentMerchants {
      id
      instruction
      paymentDiscount
      paymentId
    }
  }
  savedPayments(sorgs: $sorgs) {
    id
    sorg
    type
    display
    paymentMerchant
  }
}
    `) as unknown as TypedDocumentString<CheckoutChoicesQuery, CheckoutChoicesQueryVariables>;
export const CheckoutRatesDocument = new TypedDocumentString(`
    query CheckoutRates($cartItems: [ShipmentCartItemInput!]!) {
  customerShipmentRates(cartItems: $cartItems) {
    id
    sorg
    type
    desc
    input
    rate {
      rate
      currency
    }
  }
}
    `) as unknown as TypedDocumentString<CheckoutRatesQuery, CheckoutRatesQueryVariables>;
export const CheckoutFreightDocument = new TypedDocumentString(`
    query CheckoutFreight($areas: [WarehouseAreaQtyInput!]!) {
  cartFreightBenefits(qtyByWarehouseArea: $areas) {
    warehouseArea
    targetQty
    isHomeWarehouse
    discountAmount
  }
}
    `) as unknown as TypedDocumentString<CheckoutFreightQuery, CheckoutFreightQueryVariables>;
export const CheckoutSupplyDocument = new TypedDocumentString(`
    query CheckoutSupply($orders: [StockOrderInput!]!, $reqDeliveryDate: String) {
  stockOrderConfirmations(orders: $orders, reqDeliveryDate: $reqDeliveryDate) {
    articleCode
    qty
    confirmations {
      supplyQty
      supplyDate
      supplyLocation
    }
  }
}
    `) as unknown as TypedDocumentString<CheckoutSupplyQuery, CheckoutSupplyQueryVariables>;
export const PlaceOrderDocument = new TypedDocumentString(`
    mutation PlaceOrder($input: CheckoutInput!) {
  checkout(input: $input) {
    message {
      status
      description
    }
    userErrors {
      field
      message
      code
    }
    orders {
      ...CheckoutPlacedOrder
    }
  }
}
    fragment CheckoutPlacedOrder on Order {
  id
  orderNo
  sapOrderNo
  sorg
  merchant
  orderStatus {
    id
    description
    pendingB2B
  }
  totalOrder
  format {
    currency
    symbol
    thousandSeparator
    decimalSeparator
    decimalPrecision
  }
  createdBy
  createdAt
  custCode
  customer
  shipTo
  custPoNo
  deliveryDate
  notes
  details {
    id
    articleCode
    articleCodeDisplay
    description
    orderQty
    uom
    price
    subtotal
  }
  orderShipment {
    type
    desc
    shipmentNotes
    amount
    curr
  }
  orderPayment {
    amount
    currency
    expiredDate
    type
    desc
    instruction
    paymentStatus
    isPaymentWaiting
    isPaymentFailed
    isPaymentCompleted
    paymentDiscount
    paymentDiscountAmount
  }
}`) as unknown as TypedDocumentString<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const CheckoutOrderDocument = new TypedDocumentString(`
    query CheckoutOrder($orderNo: String!) {
  order(orderNo: $orderNo) {
    ...CheckoutPlacedOrder
  }
}
    fragment CheckoutPlacedOrder on Order {
  id
  orderNo
  sapOrderNo
  sorg
  merchant
  orderStatus {
    id
    description
    pendingB2B
  }
  totalOrder
  format {
    currency
    symbol
    thousandSeparator
    decimalSeparator
    decimalPrecision
  }
  createdBy
  createdAt
  custCode
  customer
  shipTo
  custPoNo
  deliveryDate
  notes
  details {
    id
    articleCode
    articleCodeDisplay
    description
    orderQty
    uom
    price
    subtotal
  }
  orderShipment {
    type
    desc
    shipmentNotes
    amount
    curr
  }
  orderPayment {
    amount
    currency
    expiredDate
    type
    desc
    instruction
    paymentStatus
    isPaymentWaiting
    isPaymentFailed
    isPaymentCompleted
    paymentDiscount
    paymentDiscountAmount
  }
}`) as unknown as TypedDocumentString<CheckoutOrderQuery, CheckoutOrderQueryVariables>;
export const CheckoutCreditDocument = new TypedDocumentString(`
    query CheckoutCredit {
  creditInformation {
    company {
      code
      name
    }
    sorgs
    currency
    creditLimit
    creditExposure
    reasonBlocked
  }
}
    `) as unknown as TypedDocumentString<CheckoutCreditQuery, CheckoutCreditQueryVariables>;
export const ClaimsReferenceDocument = new TypedDocumentString(`
    query ClaimsReference {
  claimUserCapabilities {
    canCreate
    canEdit
    canChangeStatus
    canSeeInternal
    canSeeAllCustomers
    canCreatePaa
  }
  claimStatus {
    id
    description
    category
  }
}
    `) as unknown as TypedDocumentString<ClaimsReferenceQuery, ClaimsReferenceQueryVariables>;
export const ClaimsListDocument = new TypedDocumentString(`
    query ClaimsList($page: Int, $limit: Int, $filter: ClaimFilter, $custCodes: [String!]) {
  claimsV3(page: $page, limit: $limit, filter: $filter, custCodes: $custCodes) {
    items {
      ...ClaimsClaimRow
    }
    info {
      count
      pageTotal
    }
  }
}
    fragment ClaimsClaimRow on Claim {
  id
  clientId
  referenceNo
  productCategory
  custCode
  custName
  frameNumber
  articleCode
  articleDescription
  description
  status {
    id
    description
    category
  }
  createdAt
  createdBy
}`) as unknown as TypedDocumentString<ClaimsListQuery, ClaimsListQueryVariables>;
export const ClaimsSalesCustomersDocument = new TypedDocumentString(`
    query ClaimsSalesCustomers {
  claimSalesCustomers {
    custCode
    custName
  }
}
    `) as unknown as TypedDocumentString<ClaimsSalesCustomersQuery, ClaimsSalesCustomersQueryVariables>;
export const ClaimsCustomersDocument = new TypedDocumentString(`
    query ClaimsCustomers($search: String) {
  claimCustomers(search: $search) {
    custCode
    custName
  }
}
    `) as unknown as TypedDocumentString<ClaimsCustomersQuery, ClaimsCustomersQueryVariables>;
export const ClaimsDetailDocument = new TypedDocumentString(`
    query ClaimsDetail($id: ID!) {
  claimV2(id: $id, embed: [COMMENTS, HISTORIES, PDI, RECALLS]) {
    ...ClaimsClaimDetail
  }
}
    fragment ClaimsClaimRow on Claim {
  id
  clientId
  referenceNo
  productCategory
  custCode
  custName
  frameNumber
  articleCode
  articleDescription
  description
  status {
    id
    description
    category
  }
  createdAt
  createdBy
}
fragment ClaimsClaimDetail on Claim {
  ...ClaimsClaimRow
  sorg
  frameShippedDelvNo
  frameShippedTo
  frameShippedToName
  nonCode
  resolution
  customerNotes
  qty
  brandName
  mcName
  productionCode
  bikeAttributes
  contactPersonName
  contactPersonPhone
  purchaseDate
  consumer {
    name
    phone
    city
    address
    email
  }
  problems {
    id
    part
    description
    notes
  }
  files {
    id
    slot
    url
    fileName
    contentType
    size
    title
  }
  creditNoteNo
  deliveryOrderNo
  additionalDocuments {
    id
    no
    url
    title
    fileName
  }
  stolenBike
  recallFrames {
    id
    code
    title
    description
    action
    completedAt
  }
  pdi {
    id
    mechanic
    createdAt
    checklist {
      id
      description
      checked
    }
  }
  isNotAWarranty
  reasonRejection
  histories {
    id
    fromStatus {
      id
      description
    }
    toStatus {
      id
      description
    }
    reason
    displayName
    createdAt
  }
  comments {
    id
    comment
    internal
    displayName
    createdAt
    createdBy
  }
  nextStatuses {
    status {
      id
      description
      category
    }
    needsReason
    sideEffect
  }
  canEdit
  version
  updatedAt
}`) as unknown as TypedDocumentString<ClaimsDetailQuery, ClaimsDetailQueryVariables>;
export const ClaimsFormDataDocument = new TypedDocumentString(`
    query ClaimsFormData($custCode: String!) {
  dealerInformation(custCode: $custCode) {
    custCode
    custName
    contactPersonName
    contactPersonPhone
  }
  claimProblems(custCode: $custCode) {
    id
    part
    description
  }
}
    `) as unknown as TypedDocumentString<ClaimsFormDataQuery, ClaimsFormDataQueryVariables>;
export const ClaimsFrameChecksDocument = new TypedDocumentString(`
    query ClaimsFrameChecks($frameNumber: String!) {
  claimStolenBike(frameNumber: $frameNumber) {
    frameNumber
    stolen
    message
  }
  claimRecallFrames(frameNumber: $frameNumber, embed: [FRAME]) {
    frameNumber
    recalls {
      id
      code
      title
      completedAt
    }
    frame {
      frameNumber
      articleCode
      description
      brandName
      mcName
      productionCode
      modelYear
      frameShippedTo
      frameShippedToName
      shippedToAnotherCustomer
    }
  }
}
    `) as unknown as TypedDocumentString<ClaimsFrameChecksQuery, ClaimsFrameChecksQueryVariables>;
export const ClaimsArticlesDocument = new TypedDocumentString(`
    query ClaimsArticles($search: String!) {
  claimArticles(search: $search, productCategory: "paa", limit: 20) {
    articleCode
    displayCode
    description
    brandName
  }
}
    `) as unknown as TypedDocumentString<ClaimsArticlesQuery, ClaimsArticlesQueryVariables>;
export const ClaimsUpdateStatusDocument = new TypedDocumentString(`
    mutation ClaimsUpdateStatus($id: ID!, $newStatus: String!, $reason: String, $creditNoteNo: String, $deliveryOrderNo: String) {
  updateClaimStatus(
    id: $id
    newStatus: $newStatus
    reason: $reason
    creditNoteNo: $creditNoteNo
    deliveryOrderNo: $deliveryOrderNo
  ) {
    message {
      status
      description
    }
    userErrors {
      field
      message
      code
    }
    claim {
      ...ClaimsClaimDetail
    }
  }
}
    fragment ClaimsClaimRow on Claim {
  id
  clientId
  referenceNo
  productCategory
  custCode
  custName
  frameNumber
  articleCode
  articleDescription
  description
  status {
    id
    description
    category
  }
  createdAt
  createdBy
}
fragment ClaimsClaimDetail on Claim {
  ...ClaimsClaimRow
  sorg
  frameShippedDelvNo
  frameShippedTo
  frameShippedToName
  nonCode
  resolution
  customerNotes
  qty
  brandName
  mcName
  productionCode
  bikeAttributes
  contactPersonName
  contactPersonPhone
  purchaseDate
  consumer {
    name
    phone
    city
    address
    email
  }
  problems {
    id
    part
    description
    notes
  }
  files {
    id
    slot
    url
    fileName
    contentType
    size
    title
  }
  creditNoteNo
  deliveryOrderNo
  additionalDocuments {
    id
    no
    url
    title
    fileName
  }
  stolenBike
  recallFrames {
    id
    code
    title
    description
    action
    completedAt
  }
  pdi {
    id
    mechanic
    createdAt
    checklist {
      id
      description
      checked
    }
  }
  isNotAWarranty
  reasonRejection
  histories {
    id
    fromStatus {
      id
      description
    }
    toStatus {
      id
      description
    }
    reason
    displayName
    createdAt
  }
  comments {
    id
    comment
    internal
    displayName
    createdAt
    createdBy
  }
  nextStatuses {
    status {
      id
      description
      category
    }
    needsReason
    sideEffect
  }
  canEdit
  version
  updatedAt
}`) as unknown as TypedDocumentString<ClaimsUpdateStatusMutation, ClaimsUpdateStatusMutationVariables>;
export const ClaimsCreateAdditionalDocumentDocument = new TypedDocumentString(`
    mutation ClaimsCreateAdditionalDocument($claimId: ID!, $file: ClaimFileInput!, $title: String!) {
  createClaimAdditionalDocument(
    claimId: $claimId
    additionalDocument: $file
    title: $title
  ) {
    message {
      status
      description
    }
    userErrors {
      field
      message
      code
    }
    additionalDocument {
      id
      no
      url
      title
      fileName
    }
  }
}
    `) as unknown as TypedDocumentString<ClaimsCreateAdditionalDocumentMutation, ClaimsCreateAdditionalDocumentMutationVariables>;
export const ClaimsDeleteAdditionalDocumentDocument = new TypedDocumentString(`
    mutation ClaimsDeleteAdditionalDocument($id: ID!) {
  deleteClaimAdditionalDocument(id: $id) {
    message {
      status
      description
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<ClaimsDeleteAdditionalDocumentMutation, ClaimsDeleteAdditionalDocumentMutationVariables>;
export const CreditWidgetDocument = new TypedDocumentString(`
    query CreditWidget {
  creditInformation {
    ...CreditFigures
  }
}
    fragment CreditFigures on CreditInformation {
  company {
    code
    name
  }
  sorg
  sorgs
  custCode
  currency
  creditLimit
  balance
  creditExposure
  openInvoice
  openDO
  consignment
  creditControl
  reasonBlocked
}`) as unknown as TypedDocumentString<CreditWidgetQuery, CreditWidgetQueryVariables>;
export const CreditPageDocument = new TypedDocumentString(`
    query CreditPage {
  creditInformation {
    ...CreditFigures
  }
  customerCompanies {
    code
    name
    accountCurrent
    creditCusts {
      custCode
      custName
    }
    areas {
      sorg
      sorgName
    }
  }
  averagePaymentDays {
    sorg
    year
    days
  }
}
    fragment CreditFigures on CreditInformation {
  company {
    code
    name
  }
  sorg
  sorgs
  custCode
  currency
  creditLimit
  balance
  creditExposure
  openInvoice
  openDO
  consignment
  creditControl
  reasonBlocked
}`) as unknown as TypedDocumentString<CreditPageQuery, CreditPageQueryVariables>;
export const CreditBlockingInvoicesDocument = new TypedDocumentString(`
    query CreditBlockingInvoices($custCode: String!, $sorgs: [String!]!) {
  openInvoiceV5(custCode: $custCode, sorgs: $sorgs) {
    companyCode
    sorg
    customerAgeing {
      invoice {
        id
        sorg
        invoiceNo
        assignment
        dueDate
        overdue
        currency
        accountingAmount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CreditBlockingInvoicesQuery, CreditBlockingInvoicesQueryVariables>;
export const CustomersDialogListDocument = new TypedDocumentString(`
    query CustomersDialogList($search: String, $page: Int, $limit: Int) {
  salesCustomers(search: $search, page: $page, limit: $limit) {
    items {
      id
      custName
      custCode {
        unified
        isr
        r3
      }
      custAddress
      custCity
      custEmail
      custPhone
      custAreas {
        sorg
        custGroup
      }
    }
    info {
      page
      count
      pageTotal
    }
  }
}
    `) as unknown as TypedDocumentString<CustomersDialogListQuery, CustomersDialogListQueryVariables>;
export const HomeCartDocument = new TypedDocumentString(`
    query HomeCart {
  cart {
    totalQty
    lines {
      id
      qty
      product {
        id
        name
        articleCodeDisplay
      }
    }
    groups {
      sorg
      sorgName
      totalQty
      total
      format {
        ...HomeMoneyFormat
      }
    }
  }
}
    fragment HomeMoneyFormat on MoneyFormat {
  currency
  symbol
  thousandSeparator
  decimalSeparator
  decimalPrecision
}`) as unknown as TypedDocumentString<HomeCartQuery, HomeCartQueryVariables>;
export const HomeOrdersDocument = new TypedDocumentString(`
    query HomeOrders {
  orders(filter: {page: 1, limit: 10}, withPayment: false) {
    items {
      id
      orderNo
      orderStatus {
        id
        description
      }
      totalOrder
      format {
        ...HomeMoneyFormat
      }
      createdAt
    }
    info {
      count
    }
  }
}
    fragment HomeMoneyFormat on MoneyFormat {
  currency
  symbol
  thousandSeparator
  decimalSeparator
  decimalPrecision
}`) as unknown as TypedDocumentString<HomeOrdersQuery, HomeOrdersQueryVariables>;
export const HomeInvoicesDocument = new TypedDocumentString(`
    query HomeInvoices($custCode: String!) {
  openInvoiceV5(custCode: $custCode, sorgs: []) {
    companyCode
    sorg
    currency
    customerAgeing {
      overdue {
        from
        to
      }
      value
      invoice {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<HomeInvoicesQuery, HomeInvoicesQueryVariables>;
export const HomeCreditDocument = new TypedDocumentString(`
    query HomeCredit {
  creditInformation {
    company {
      code
      name
    }
    sorg
    currency
    creditLimit
    creditExposure
    openInvoice
    reasonBlocked
  }
}
    `) as unknown as TypedDocumentString<HomeCreditQuery, HomeCreditQueryVariables>;
export const HomePromotionsDocument = new TypedDocumentString(`
    query HomePromotions {
  promotions {
    code
    name
    tagline
    badge
    validTo
  }
}
    `) as unknown as TypedDocumentString<HomePromotionsQuery, HomePromotionsQueryVariables>;
export const HomeVisitsDocument = new TypedDocumentString(`
    query HomeVisits($brand: String!, $today: String!, $from: String!, $to: String!) {
  today: formVisits(brand: $brand, date: $today, limit: 10) {
    items {
      id
      custCode
      custName
      createdAt
    }
    info {
      count
    }
  }
  week: formVisits(brand: $brand, from: $from, to: $to, limit: 10) {
    items {
      id
    }
    info {
      count
    }
  }
}
    `) as unknown as TypedDocumentString<HomeVisitsQuery, HomeVisitsQueryVariables>;
export const HomeUnvisitedDocument = new TypedDocumentString(`
    query HomeUnvisited($brand: String!) {
  formVisitSalesCustomers(brand: $brand) {
    custCode
    custName
    sorg
    city
    lastVisitAt
  }
}
    `) as unknown as TypedDocumentString<HomeUnvisitedQuery, HomeUnvisitedQueryVariables>;
export const HomeWaitingDocument = new TypedDocumentString(`
    query HomeWaiting($desk: Boolean!, $claims: Boolean!) {
  pendingB2B: deskOrders(stage: PENDING_B2B, limit: 1) @include(if: $desk) {
    items {
      id
    }
    info {
      count
    }
  }
  toConfirm: deskOrders(stage: TO_CONFIRM, limit: 1) @include(if: $desk) {
    items {
      id
    }
    info {
      count
    }
  }
  claimsToDecide: claimsV3(
    limit: 10
    filter: {statusIds: ["submitted", "in-review"]}
  ) @include(if: $claims) {
    items {
      id
    }
    info {
      count
    }
  }
}
    `) as unknown as TypedDocumentString<HomeWaitingQuery, HomeWaitingQueryVariables>;
export const HomeSignInFailuresDocument = new TypedDocumentString(`
    query HomeSignInFailures {
  signInFailures(limit: 10) {
    username
    name
    failures
    lastAttemptAt
    locked
    maskedAddresses
  }
}
    `) as unknown as TypedDocumentString<HomeSignInFailuresQuery, HomeSignInFailuresQueryVariables>;
export const InvoicesOpenDocument = new TypedDocumentString(`
    query InvoicesOpen($custCode: String!, $sorgs: [String!]!) {
  openInvoiceV5(custCode: $custCode, sorgs: $sorgs) {
    companyCode
    sorg
    currency
    additionalDisplays
    customerAgeing {
      overdue {
        from
        to
      }
      value
      invoice {
        ...InvoicesRow
      }
    }
    pendingPayment {
      ...InvoicesRow
    }
    waitingForPayment {
      ...InvoicesRow
    }
  }
}
    fragment InvoicesRow on Invoice {
  id
  sorg
  invoiceNo
  assignment
  installment
  doNo
  invoiceDate
  dueDate
  overdue
  status
  currency
  accountingAmount
  accountingNo
  grandTotal
  clearingDate
  payerCode
  payerName
  companyCode
  recycleFee
  surcharges
  tax
  shippingCost
  discount
  freightAllowance
  earlyPaymentDiscount
  paymentDiscount
}`) as unknown as TypedDocumentString<InvoicesOpenQuery, InvoicesOpenQueryVariables>;
export const InvoicesAreasDocument = new TypedDocumentString(`
    query InvoicesAreas {
  customerArea {
    sorg
    sorgName
    companyName
    companyCode
    includeTax
    merchantConfig {
      allowPayInvoice
    }
  }
}
    `) as unknown as TypedDocumentString<InvoicesAreasQuery, InvoicesAreasQueryVariables>;
export const InvoicesDetailDocument = new TypedDocumentString(`
    query InvoicesDetail($invoiceNo: String!, $sorg: String!) {
  invoice(invoiceNo: $invoiceNo, sorg: $sorg) {
    invoiceNo
    sorg
    installments {
      ...InvoicesRow
      notes
      detailNotes
      terms
      expeditionName
      expeditionTracking
      lineItem
      fiscalYear
    }
    lines {
      articleCode
      articleCodeDisplay
      name
      brand
      uom
      qty
      price
      subTotal
    }
  }
}
    fragment InvoicesRow on Invoice {
  id
  sorg
  invoiceNo
  assignment
  installment
  doNo
  invoiceDate
  dueDate
  overdue
  status
  currency
  accountingAmount
  accountingNo
  grandTotal
  clearingDate
  payerCode
  payerName
  companyCode
  recycleFee
  surcharges
  tax
  shippingCost
  discount
  freightAllowance
  earlyPaymentDiscount
  paymentDiscount
}`) as unknown as TypedDocumentString<InvoicesDetailQuery, InvoicesDetailQueryVariables>;
export const InvoicesPaidDocument = new TypedDocumentString(`
    query InvoicesPaid($from: String!, $to: String!) {
  invoicesByDateRange(from: $from, to: $to) {
    ...InvoicesRow
  }
}
    fragment InvoicesRow on Invoice {
  id
  sorg
  invoiceNo
  assignment
  installment
  doNo
  invoiceDate
  dueDate
  overdue
  status
  currency
  accountingAmount
  accountingNo
  grandTotal
  clearingDate
  payerCode
  payerName
  companyCode
  recycleFee
  surcharges
  tax
  shippingCost
  discount
  freightAllowance
  earlyPaymentDiscount
  paymentDiscount
}`) as unknown as TypedDocumentString<InvoicesPaidQuery, InvoicesPaidQueryVariables>;
export const InvoicesSendEmailDocument = new TypedDocumentString(`
    mutation InvoicesSendEmail($invoiceNumber: String!, $sorg: String!) {
  sendInvoiceEmail(invoiceNumber: $invoiceNumber, sorg: $sorg) {
    status
    description
    retryAfterSeconds
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<InvoicesSendEmailMutation, InvoicesSendEmailMutationVariables>;
export const LanguageChangeDocument = new TypedDocumentString(`
    mutation LanguageChange($id: ID!) {
  changeLanguage(id: $id) {
    language {
      id
      description
    }
    message {
      status
      description
    }
  }
}
    `) as unknown as TypedDocumentString<LanguageChangeMutation, LanguageChangeMutationVariables>;
export const NotificationsListDocument = new TypedDocumentString(`
    query NotificationsList($limit: Int) {
  notifications(limit: $limit) {
    id
    kind
    title
    body
    url
    createdAt
    read
  }
}
    `) as unknown as TypedDocumentString<NotificationsListQuery, NotificationsListQueryVariables>;
export const NotificationsMarkReadDocument = new TypedDocumentString(`
    mutation NotificationsMarkRead($ids: [ID!]) {
  markNotificationsRead(ids: $ids)
}
    `) as unknown as TypedDocumentString<NotificationsMarkReadMutation, NotificationsMarkReadMutationVariables>;
export const OrdersListDocument = new TypedDocumentString(`
    query OrdersList($filter: OrderListFilterInput, $withPayment: Boolean) {
  orders(filter: $filter, withPayment: $withPayment) {
    items {
      id
      orderNo
      sapOrderNo
      sorg
      merchant
      orderType
      orderTypeDisplay
      orderStatus {
        id
        description
        pendingB2B
      }
      totalOrder
      format {
        ...OrdersMoneyFormat
      }
      createdBy
      createdAt
      custPoNo
      deliveryDate
      orderPayment {
        paymentStatus
        expiredDate
      }
    }
    info {
      count
      page
      pageTotal
    }
  }
}
    fragment OrdersMoneyFormat on MoneyFormat {
  currency
  symbol
  thousandSeparator
  decimalSeparator
  decimalPrecision
}`) as unknown as TypedDocumentString<OrdersListQuery, OrdersListQueryVariables>;
export const OrdersDetailDocument = new TypedDocumentString(`
    query OrdersDetail($orderNo: String!) {
  order(orderNo: $orderNo) {
    id
    orderNo
    sapOrderNo
    sorg
    merchant
    orderType
    orderTypeDisplay
    orderStatus {
      id
      description
      pendingB2B
    }
    totalOrder
    format {
      ...OrdersMoneyFormat
    }
    createdBy
    createdAt
    custCode
    customer
    shipTo
    custPoNo
    deliveryDate
    expectedDeliveryDate
    notes
    rejectionReason
    shipComplete
    lastVisitAt
    details {
      id
      articleCode
      articleCodeDisplay
      description
      orderQty
      uom
      price
      promoPrice
      subtotal
      deliveredQty
      isPreOrder
      timeline {
        kind
        at
        qty
        supplyDate
        doNumber
        trackingNo
        trackingUrl
        changed
      }
      confirmations {
        supplyQty
        supplyDate
        supplySite
        supplySloc
        supplyShippingPoint
        supplyLocation
        supplyPriority
      }
    }
    orderShipment {
      type
      desc
      shipmentNotes
      amount
      curr
    }
    orderPayment {
      amount
      currency
      expiredDate
      type
      desc
      instruction
      paymentStatus
      paymentReceipt
      paymentDiscount
      paymentDiscountAmount
      paymentDocs {
        id
        fileName
        url
        uploadedAt
      }
    }
    deliveries {
      ...OrdersDelivery
    }
  }
}
    fragment OrdersMoneyFormat on MoneyFormat {
  currency
  symbol
  thousandSeparator
  decimalSeparator
  decimalPrecision
}
fragment OrdersDelivery on Delivery {
  doNumber
  orderType
  orderTypeDisplay
  custCode
  custName
  custPoNo
  shipTo
  deliveryDate
  requestDeliveryDate
  estimatedDeliveryDate
  trackingNo
  trackingUrl
  expeditionName
  notes
  detail {
    orderNo
    articleCode
    articleCodeDisplay
    description
    orderQty
    price
    orderType
    custCode
  }
  currency {
    currency
    symbol
    thousandSeparator
    decimalSeparator
    decimalPrecission
  }
}`) as unknown as TypedDocumentString<OrdersDetailQuery, OrdersDetailQueryVariables>;
export const OrdersOpenOrderDocument = new TypedDocumentString(`
    query OrdersOpenOrder($page: Int!, $limit: Int!) {
  openOrderV4(page: $page, limit: $limit) {
    companyCode
    companyName
    ordersTotal
    deliveriesTotal
    orders {
      soNumber
      orderNumber
      orderType
      orderTypeDisplay
      poNumber
      createdAt
      requestDeliveryDate
      expectedDeliveryDate
      notes
      internalNotes
      createdBy
      shipTo
      shipToAddress
      custCode
      custName
      articleCode
      articleCodeDisplay
      name
      brand
      qty
      subTotal
      price
      uom
      productCategory
      modelYear
      status
      format {
        ...OrdersMoneyFormat
      }
    }
    deliveries {
      doNumber
      estimatedDeliveryDate
      detail {
        orderNo
        articleCode
        articleCodeDisplay
        description
        orderQty
        price
        orderType
        custCode
      }
    }
  }
}
    fragment OrdersMoneyFormat on MoneyFormat {
  currency
  symbol
  thousandSeparator
  decimalSeparator
  decimalPrecision
}`) as unknown as TypedDocumentString<OrdersOpenOrderQuery, OrdersOpenOrderQueryVariables>;
export const OrdersShippedDocument = new TypedDocumentString(`
    query OrdersShipped($from: String!, $to: String!) {
  shippedOrders(from: $from, to: $to) {
    ...OrdersDelivery
  }
}
    fragment OrdersDelivery on Delivery {
  doNumber
  orderType
  orderTypeDisplay
  custCode
  custName
  custPoNo
  shipTo
  deliveryDate
  requestDeliveryDate
  estimatedDeliveryDate
  trackingNo
  trackingUrl
  expeditionName
  notes
  detail {
    orderNo
    articleCode
    articleCodeDisplay
    description
    orderQty
    price
    orderType
    custCode
  }
  currency {
    currency
    symbol
    thousandSeparator
    decimalSeparator
    decimalPrecission
  }
}`) as unknown as TypedDocumentString<OrdersShippedQuery, OrdersShippedQueryVariables>;
export const OrdersOpenDeliveriesDocument = new TypedDocumentString(`
    query OrdersOpenDeliveries($from: String!, $to: String!) {
  openDeliveries(from: $from, to: $to) {
    ...OrdersDelivery
  }
}
    fragment OrdersDelivery on Delivery {
  doNumber
  orderType
  orderTypeDisplay
  custCode
  custName
  custPoNo
  shipTo
  deliveryDate
  requestDeliveryDate
  estimatedDeliveryDate
  trackingNo
  trackingUrl
  expeditionName
  notes
  detail {
    orderNo
    articleCode
    articleCodeDisplay
    description
    orderQty
    price
    orderType
    custCode
  }
  currency {
    currency
    symbol
    thousandSeparator
    decimalSeparator
    decimalPrecission
  }
}`) as unknown as TypedDocumentString<OrdersOpenDeliveriesQuery, OrdersOpenDeliveriesQueryVariables>;
export const OrdersExportOpenOrdersDocument = new TypedDocumentString(`
    mutation OrdersExportOpenOrders {
  exportOpenOrders {
    message {
      status
      description
    }
    report {
      id
      fileName
      status
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<OrdersExportOpenOrdersMutation, OrdersExportOpenOrdersMutationVariables>;
export const AdminPaymentsDocument = new TypedDocumentString(`
    query AdminPayments($sorg: String!, $module: PaymentModule!, $status: String, $page: Int) {
  paymentsBySorgAndModule(
    sorg: $sorg
    module: $module
    status: $status
    page: $page
  ) {
    items {
      ...AdminPaymentFields
    }
    info {
      page
      count
      pageTotal
    }
  }
}
    fragment AdminPaymentFields on AdminPayment {
  id
  sorg
  module
  externalId
  orderNumber
  custCode
  custName
  amount
  currency
  status {
    id
    description
  }
  gatewayRef
  gatewayLabel
  approvedBy
  createdAt
  canApprove
  canVoid
  docs {
    id
    fileName
    url
    createdAt
  }
}`) as unknown as TypedDocumentString<AdminPaymentsQuery, AdminPaymentsQueryVariables>;
export const AdminPaymentFiltersDocument = new TypedDocumentString(`
    query AdminPaymentFilters {
  sorgs {
    code
    name
  }
  paymentStatuses {
    id
    description
  }
}
    `) as unknown as TypedDocumentString<AdminPaymentFiltersQuery, AdminPaymentFiltersQueryVariables>;
export const UploadPaymentDocument = new TypedDocumentString(`
    mutation UploadPayment($input: UploadPaymentInput!) {
  uploadPayment(input: $input) {
    userErrors {
      field
      message
      code
    }
    payment {
      ...AdminPaymentFields
    }
  }
}
    fragment AdminPaymentFields on AdminPayment {
  id
  sorg
  module
  externalId
  orderNumber
  custCode
  custName
  amount
  currency
  status {
    id
    description
  }
  gatewayRef
  gatewayLabel
  approvedBy
  createdAt
  canApprove
  canVoid
  docs {
    id
    fileName
    url
    createdAt
  }
}`) as unknown as TypedDocumentString<UploadPaymentMutation, UploadPaymentMutationVariables>;
export const UploadPaymentDocDocument = new TypedDocumentString(`
    mutation UploadPaymentDoc($paymentId: ID!, $uploadId: ID!) {
  uploadPaymentDoc(paymentId: $paymentId, uploadId: $uploadId) {
    userErrors {
      field
      message
      code
    }
    payment {
      ...AdminPaymentFields
    }
  }
}
    fragment AdminPaymentFields on AdminPayment {
  id
  sorg
  module
  externalId
  orderNumber
  custCode
  custName
  amount
  currency
  status {
    id
    description
  }
  gatewayRef
  gatewayLabel
  approvedBy
  createdAt
  canApprove
  canVoid
  docs {
    id
    fileName
    url
    createdAt
  }
}`) as unknown as TypedDocumentString<UploadPaymentDocMutation, UploadPaymentDocMutationVariables>;
export const DeletePaymentDocDocument = new TypedDocumentString(`
    mutation DeletePaymentDoc($id: ID!) {
  deletePaymentDoc(id: $id) {
    userErrors {
      field
      message
      code
    }
    payment {
      ...AdminPaymentFields
    }
  }
}
    fragment AdminPaymentFields on AdminPayment {
  id
  sorg
  module
  externalId
  orderNumber
  custCode
  custName
  amount
  currency
  status {
    id
    description
  }
  gatewayRef
  gatewayLabel
  approvedBy
  createdAt
  canApprove
  canVoid
  docs {
    id
    fileName
    url
    createdAt
  }
}`) as unknown as TypedDocumentString<DeletePaymentDocMutation, DeletePaymentDocMutationVariables>;
export const ApprovePaymentDocument = new TypedDocumentString(`
    mutation ApprovePayment($id: ID!) {
  approvePayment(id: $id) {
    userErrors {
      field
      message
      code
    }
    payment {
      ...AdminPaymentFields
    }
  }
}
    fragment AdminPaymentFields on AdminPayment {
  id
  sorg
  module
  externalId
  orderNumber
  custCode
  custName
  amount
  currency
  status {
    id
    description
  }
  gatewayRef
  gatewayLabel
  approvedBy
  createdAt
  canApprove
  canVoid
  docs {
    id
    fileName
    url
    createdAt
  }
}`) as unknown as TypedDocumentString<ApprovePaymentMutation, ApprovePaymentMutationVariables>;
export const VoidPaymentDocument = new TypedDocumentString(`
    mutation VoidPayment($orderNumber: String!) {
  voidPayment(orderNumber: $orderNumber) {
    userErrors {
      field
      message
      code
    }
    payment {
      ...AdminPaymentFields
    }
  }
}
    fragment AdminPaymentFields on AdminPayment {
  id
  sorg
  module
  externalId
  orderNumber
  custCode
  custName
  amount
  currency
  status {
    id
    description
  }
  gatewayRef
  gatewayLabel
  approvedBy
  createdAt
  canApprove
  canVoid
  docs {
    id
    fileName
    url
    createdAt
  }
}`) as unknown as TypedDocumentString<VoidPaymentMutation, VoidPaymentMutationVariables>;
export const PaymentsPayInvoicesDocument = new TypedDocumentString(`
    query PaymentsPayInvoices($custCode: String!) {
  customerArea {
    sorg
    sorgName
    companyCode
    companyName
    merchantConfig {
      allowPayInvoice
    }
  }
  openInvoiceV5(custCode: $custCode, sorgs: []) {
    companyCode
    sorg
    currency
    customerAgeing {
      invoice {
        ...PaymentsOpenInvoice
      }
    }
    pendingPayment {
      ...PaymentsOpenInvoice
    }
    waitingForPayment {
      ...PaymentsOpenInvoice
    }
  }
}
    fragment PaymentsOpenInvoice on Invoice {
  id
  sorg
  invoiceNo
  assignment
  installment
  invoiceDate
  dueDate
  overdue
  status
  currency
  accountingAmount
  accountingNo
  earlyPaymentDiscount
  freightAllowance
  payerCode
  payerName
}`) as unknown as TypedDocumentString<PaymentsPayInvoicesQuery, PaymentsPayInvoicesQueryVariables>;
export const PaymentsOptionsDocument = new TypedDocumentString(`
    query PaymentsOptions($sorg: String!) {
  paymentMethods(sorg: $sorg) {
    id
    sorg
    type
    desc
    paymentMerchants {
      id
      instruction
      paymentDiscount
      paymentId
    }
  }
  savedPayments(sorgs: [$sorg]) {
    id
    sorg
    type
    display
    paymentMerchant
  }
}
    `) as unknown as TypedDocumentString<PaymentsOptionsQuery, PaymentsOptionsQueryVariables>;
export const PaymentsCreateRequestDocument = new TypedDocumentString(`
    mutation PaymentsCreateRequest($input: PaymentRequestInput!, $accountingNumbers: [String!]!, $isPartialPayment: Boolean!, $extRefData: String, $paymentRequestData: PaymentInformationInput) {
  createPaymentRequestV3(
    input: $input
    accountingNumbers: $accountingNumbers
    isPartialPayment: $isPartialPayment
    extRefData: $extRefData
    paymentRequestData: $paymentRequestData
  ) {
    paymentRequest {
      ...PaymentsRequest
    }
    userErrors {
      field
      message
    }
  }
}
    fragment PaymentsRequest on PaymentRequest {
  id
  externalId
  merchant
  payerCode
  payerName
  amount
  currency
  method
  virtualAccountNo
  instruction
  paymentStatus {
    id
    description
  }
  expiredDate
  createdAt
  isPartialPayment
  extRefData
  gatewayLabel
  invoices {
    invoiceNo
    assignment
    accountingNo
    dueDate
    amount
  }
  receipts {
    id
    fileName
    url
    createdAt
  }
}`) as unknown as TypedDocumentString<PaymentsCreateRequestMutation, PaymentsCreateRequestMutationVariables>;
export const PaymentsSimulateTransferDocument = new TypedDocumentString(`
    mutation PaymentsSimulateTransfer($externalId: String!) {
  simulateTransfer(externalId: $externalId) {
    paymentRequest {
      ...PaymentsRequest
    }
    userErrors {
      field
      message
    }
  }
}
    fragment PaymentsRequest on PaymentRequest {
  id
  externalId
  merchant
  payerCode
  payerName
  amount
  currency
  method
  virtualAccountNo
  instruction
  paymentStatus {
    id
    description
  }
  expiredDate
  createdAt
  isPartialPayment
  extRefData
  gatewayLabel
  invoices {
    invoiceNo
    assignment
    accountingNo
    dueDate
    amount
  }
  receipts {
    id
    fileName
    url
    createdAt
  }
}`) as unknown as TypedDocumentString<PaymentsSimulateTransferMutation, PaymentsSimulateTransferMutationVariables>;
export const PaymentsRequestByExternalIdDocument = new TypedDocumentString(`
    query PaymentsRequestByExternalId($externalId: String!) {
  paymentRequest(externalId: $externalId) {
    ...PaymentsRequest
  }
}
    fragment PaymentsRequest on PaymentRequest {
  id
  externalId
  merchant
  payerCode
  payerName
  amount
  currency
  method
  virtualAccountNo
  instruction
  paymentStatus {
    id
    description
  }
  expiredDate
  createdAt
  isPartialPayment
  extRefData
  gatewayLabel
  invoices {
    invoiceNo
    assignment
    accountingNo
    dueDate
    amount
  }
  receipts {
    id
    fileName
    url
    createdAt
  }
}`) as unknown as TypedDocumentString<PaymentsRequestByExternalIdQuery, PaymentsRequestByExternalIdQueryVariables>;
export const PaymentsRequestsDocument = new TypedDocumentString(`
    query PaymentsRequests($filter: PaymentRequestFilterInput) {
  paymentRequests(filter: $filter) {
    items {
      ...PaymentsRequest
    }
    info {
      page
      count
      pageTotal
    }
  }
}
    fragment PaymentsRequest on PaymentRequest {
  id
  externalId
  merchant
  payerCode
  payerName
  amount
  currency
  method
  virtualAccountNo
  instruction
  paymentStatus {
    id
    description
  }
  expiredDate
  createdAt
  isPartialPayment
  extRefData
  gatewayLabel
  invoices {
    invoiceNo
    assignment
    accountingNo
    dueDate
    amount
  }
  receipts {
    id
    fileName
    url
    createdAt
  }
}`) as unknown as TypedDocumentString<PaymentsRequestsQuery, PaymentsRequestsQueryVariables>;
export const PaymentsVoidRequestDocument = new TypedDocumentString(`
    mutation PaymentsVoidRequest($payerCode: String!, $merchant: String!) {
  voidPaymentRequest(payerCode: $payerCode, merchant: $merchant) {
    paymentRequest {
      ...PaymentsRequest
    }
    userErrors {
      field
      message
    }
  }
}
    fragment PaymentsRequest on PaymentRequest {
  id
  externalId
  merchant
  payerCode
  payerName
  amount
  currency
  method
  virtualAccountNo
  instruction
  paymentStatus {
    id
    description
  }
  expiredDate
  createdAt
  isPartialPayment
  extRefData
  gatewayLabel
  invoices {
    invoiceNo
    assignment
    accountingNo
    dueDate
    amount
  }
  receipts {
    id
    fileName
    url
    createdAt
  }
}`) as unknown as TypedDocumentString<PaymentsVoidRequestMutation, PaymentsVoidRequestMutationVariables>;
export const PaymentsDeleteUserPaymentDocument = new TypedDocumentString(`
    mutation PaymentsDeleteUserPayment($id: ID!) {
  deleteUserPayment(id: $id) {
    deleted
    userErrors {
      field
      message
    }
  }
}
    `) as unknown as TypedDocumentString<PaymentsDeleteUserPaymentMutation, PaymentsDeleteUserPaymentMutationVariables>;
export const PaymentsUploadReceiptDocument = new TypedDocumentString(`
    mutation PaymentsUploadReceipt($externalId: String!, $uploadId: ID!) {
  uploadPaymentReceipt(externalId: $externalId, uploadId: $uploadId) {
    paymentRequest {
      ...PaymentsRequest
    }
    userErrors {
      field
      message
    }
  }
}
    fragment PaymentsRequest on PaymentRequest {
  id
  externalId
  merchant
  payerCode
  payerName
  amount
  currency
  method
  virtualAccountNo
  instruction
  paymentStatus {
    id
    description
  }
  expiredDate
  createdAt
  isPartialPayment
  extRefData
  gatewayLabel
  invoices {
    invoiceNo
    assignment
    accountingNo
    dueDate
    amount
  }
  receipts {
    id
    fileName
    url
    createdAt
  }
}`) as unknown as TypedDocumentString<PaymentsUploadReceiptMutation, PaymentsUploadReceiptMutationVariables>;
export const PaymentsDeleteReceiptDocument = new TypedDocumentString(`
    mutation PaymentsDeleteReceipt($id: ID!) {
  deletePaymentReceipt(id: $id) {
    paymentRequest {
      ...PaymentsRequest
    }
    userErrors {
      field
      message
    }
  }
}
    fragment PaymentsRequest on PaymentRequest {
  id
  externalId
  merchant
  payerCode
  payerName
  amount
  currency
  method
  virtualAccountNo
  instruction
  paymentStatus {
    id
    description
  }
  expiredDate
  createdAt
  isPartialPayment
  extRefData
  gatewayLabel
  invoices {
    invoiceNo
    assignment
    accountingNo
    dueDate
    amount
  }
  receipts {
    id
    fileName
    url
    createdAt
  }
}`) as unknown as TypedDocumentString<PaymentsDeleteReceiptMutation, PaymentsDeleteReceiptMutationVariables>;
export const PdiListDocument = new TypedDocumentString(`
    query PdiList($search: String, $showDeleted: Boolean, $page: Int, $limit: Int) {
  claimPDIs(
    search: $search
    showDeleted: $showDeleted
    page: $page
    limit: $limit
  ) {
    items {
      ...PdiFields
    }
    info {
      count
      pageTotal
    }
  }
}
    fragment PdiFields on Pdi {
  id
  clientId
  frameNumber
  articleCode
  description
  brand
  merchandise
  modelYear
  model
  series
  mechanic
  custCode
  custName
  checklist {
    id
    checklist
    description
    checked
    sorting
  }
  isDeleted
  recalls {
    id
    code
    title
    completedAt
  }
  version
  createdAt
  createdBy
  updatedAt
}`) as unknown as TypedDocumentString<PdiListQuery, PdiListQueryVariables>;
export const PdiDetailDocument = new TypedDocumentString(`
    query PdiDetail($id: ID!) {
  claimPDI(id: $id) {
    ...PdiFields
  }
}
    fragment PdiFields on Pdi {
  id
  clientId
  frameNumber
  articleCode
  description
  brand
  merchandise
  modelYear
  model
  series
  mechanic
  custCode
  custName
  checklist {
    id
    checklist
    description
    checked
    sorting
  }
  isDeleted
  recalls {
    id
    code
    title
    completedAt
  }
  version
  createdAt
  createdBy
  updatedAt
}`) as unknown as TypedDocumentString<PdiDetailQuery, PdiDetailQueryVariables>;
export const PdiChecklistDocument = new TypedDocumentString(`
    query PdiChecklist {
  claimPDIChecklist {
    id
    checklist
    description
    sorting
  }
}
    `) as unknown as TypedDocumentString<PdiChecklistQuery, PdiChecklistQueryVariables>;
export const PdiFrameDocument = new TypedDocumentString(`
    query PdiFrame($frameNumber: String!) {
  claimRecallFrames(frameNumber: $frameNumber, embed: [FRAME]) {
    frameNumber
    recalls {
      id
      code
      title
      action
      completedAt
    }
    frame {
      frameNumber
      articleCode
      description
      brandName
      mcName
      productionCode
      modelYear
    }
  }
}
    `) as unknown as TypedDocumentString<PdiFrameQuery, PdiFrameQueryVariables>;
export const PdiCreateDocument = new TypedDocumentString(`
    mutation PdiCreate($input: PdiInput!, $clientId: String) {
  createClaimPDI(input: $input, clientId: $clientId) {
    message {
      status
      description
    }
    userErrors {
      field
      message
      code
    }
    pdi {
      ...PdiFields
    }
  }
}
    fragment PdiFields on Pdi {
  id
  clientId
  frameNumber
  articleCode
  description
  brand
  merchandise
  modelYear
  model
  series
  mechanic
  custCode
  custName
  checklist {
    id
    checklist
    description
    checked
    sorting
  }
  isDeleted
  recalls {
    id
    code
    title
    completedAt
  }
  version
  createdAt
  createdBy
  updatedAt
}`) as unknown as TypedDocumentString<PdiCreateMutation, PdiCreateMutationVariables>;
export const PdiUpdateDocument = new TypedDocumentString(`
    mutation PdiUpdate($id: ID!, $baseVersion: Int!, $input: PdiInput!) {
  updateClaimPDI(id: $id, baseVersion: $baseVersion, input: $input) {
    message {
      status
      description
    }
    userErrors {
      field
      message
      code
    }
    pdi {
      ...PdiFields
    }
  }
}
    fragment PdiFields on Pdi {
  id
  clientId
  frameNumber
  articleCode
  description
  brand
  merchandise
  modelYear
  model
  series
  mechanic
  custCode
  custName
  checklist {
    id
    checklist
    description
    checked
    sorting
  }
  isDeleted
  recalls {
    id
    code
    title
    completedAt
  }
  version
  createdAt
  createdBy
  updatedAt
}`) as unknown as TypedDocumentString<PdiUpdateMutation, PdiUpdateMutationVariables>;
export const PdiDeleteDocument = new TypedDocumentString(`
    mutation PdiDelete($id: ID!) {
  deleteClaimPDI(id: $id) {
    userErrors {
      field
      message
      code
    }
    pdi {
      id
      isDeleted
    }
  }
}
    `) as unknown as TypedDocumentString<PdiDeleteMutation, PdiDeleteMutationVariables>;
export const PdiRestoreDocument = new TypedDocumentString(`
    mutation PdiRestore($id: ID!) {
  restoreClaimPDI(id: $id) {
    userErrors {
      field
      message
      code
    }
    pdi {
      id
      isDeleted
    }
  }
}
    `) as unknown as TypedDocumentString<PdiRestoreMutation, PdiRestoreMutationVariables>;
export const ProfileUserDocument = new TypedDocumentString(`
    query ProfileUser {
  me {
    id
    username
    name
    email
    sendEmail
    sendEmailWarranty
    language {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ProfileUserQuery, ProfileUserQueryVariables>;
export const ProfileUpdateUserDocument = new TypedDocumentString(`
    mutation ProfileUpdateUser($id: ID!, $user: UpdateUserInput!) {
  updateUser(id: $id, user: $user) {
    user {
      id
      username
      name
      email
      sendEmail
      sendEmailWarranty
      language {
        id
      }
    }
    message {
      status
      description
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<ProfileUpdateUserMutation, ProfileUpdateUserMutationVariables>;
export const ProfileUpdateDocument = new TypedDocumentString(`
    mutation ProfileUpdate($user: UpdateProfileUserInput!) {
  updateProfileUser(user: $user) {
    user {
      id
      username
      name
      email
      sendEmail
      sendEmailWarranty
    }
    message {
      status
      description
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<ProfileUpdateMutation, ProfileUpdateMutationVariables>;
export const PushSendTestNotificationDocument = new TypedDocumentString(`
    mutation PushSendTestNotification {
  sendTestNotification {
    message {
      status
      description
    }
    userErrors {
      field
      message
      code
    }
    sent
  }
}
    `) as unknown as TypedDocumentString<PushSendTestNotificationMutation, PushSendTestNotificationMutationVariables>;
export const VisitFormsListDocument = new TypedDocumentString(`
    query VisitFormsList($brand: String!, $custCodes: [String!], $page: Int, $limit: Int, $from: String, $to: String) {
  formVisits(
    brand: $brand
    custCodes: $custCodes
    page: $page
    limit: $limit
    from: $from
    to: $to
  ) {
    items {
      ...VisitFormsFormVisit
    }
    info {
      page
      count
      pageTotal
    }
  }
}
    fragment VisitFormsFormVisit on FormVisit {
  id
  clientId
  brand
  sorg
  custCode
  custName
  brandDisplay
  brandDisplayDescription
  otherMidrange
  otherMidrangeDescription
  brandDomination
  qtyPlgGrp
  qtyNonPlgGrp
  seriesList
  seriesBrand {
    brand
    series
  }
  otherSeriesList
  equipment
  equipmentText
  notes
  photos {
    slot
    url
    contentType
    size
    width
    height
  }
  version
  createdAt
  createdBy
  updatedAt
  updatedBy
  canEdit
}`) as unknown as TypedDocumentString<VisitFormsListQuery, VisitFormsListQueryVariables>;
export const VisitFormsDetailDocument = new TypedDocumentString(`
    query VisitFormsDetail($brand: String!, $id: ID!) {
  formVisits(brand: $brand, id: $id, page: 1, limit: 10) {
    items {
      ...VisitFormsFormVisit
    }
  }
}
    fragment VisitFormsFormVisit on FormVisit {
  id
  clientId
  brand
  sorg
  custCode
  custName
  brandDisplay
  brandDisplayDescription
  otherMidrange
  otherMidrangeDescription
  brandDomination
  qtyPlgGrp
  qtyNonPlgGrp
  seriesList
  seriesBrand {
    brand
    series
  }
  otherSeriesList
  equipment
  equipmentText
  notes
  photos {
    slot
    url
    contentType
    size
    width
    height
  }
  version
  createdAt
  createdBy
  updatedAt
  updatedBy
  canEdit
}`) as unknown as TypedDocumentString<VisitFormsDetailQuery, VisitFormsDetailQueryVariables>;
export const VisitFormsReferenceListsDocument = new TypedDocumentString(`
    query VisitFormsReferenceLists($brand: String!) {
  formVisitBrandDisplay(brand: $brand) {
    code
    name
  }
  formVisitOtherMidRange(brand: $brand) {
    code
    name
  }
  formVisitEquipment(brand: $brand) {
    code
    name
  }
  formVisitSeries(brand: $brand) {
    brand
    series
  }
}
    `) as unknown as TypedDocumentString<VisitFormsReferenceListsQuery, VisitFormsReferenceListsQueryVariables>;
export const VisitFormsCustomersDocument = new TypedDocumentString(`
    query VisitFormsCustomers($sorg: String, $onlyCustomerHasFormVisit: Boolean, $brand: String) {
  formVisitSalesCustomers(
    sorg: $sorg
    onlyCustomerHasFormVisit: $onlyCustomerHasFormVisit
    brand: $brand
  ) {
    custCode
    custName
    sorg
    city
    lastVisitAt
  }
}
    `) as unknown as TypedDocumentString<VisitFormsCustomersQuery, VisitFormsCustomersQueryVariables>;