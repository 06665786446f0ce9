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

/** The fields of a bike claim (spec 02 §5 Claim). */
export type ClaimBikeInput = {
  /** The article when no frame number is given (claimNonCode). */
  articleCode?: string | null | undefined;
  /** JSON object text. */
  bikeAttributes?: string | null | undefined;
  consumer: ClaimConsumerInput;
  contactPersonName: string;
  contactPersonPhone: string;
  custCode: string;
  customerNotes?: string | null | undefined;
  description: string;
  /** Typed or scanned; normalised by the frame-number rule. Omitted only with claimNonCode (no readable frame). */
  frameNumber?: string | null | undefined;
  problems: Array<ClaimProblemInput>;
  purchaseDate: string;
};

/** The consumer of a claim as typed (phone and e-mail by the shared rules). */
export type ClaimConsumerInput = {
  address: string;
  city: string;
  email: string;
  name: string;
  phone: string;
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

/**
 * The fields of a PAA claim (needs claimAllowPAA): an article by code, or with claimAllowNonCode one described in words
 * (the claim article description rule).
 */
export type ClaimPaaInput = {
  articleCode?: string | null | undefined;
  consumer: ClaimConsumerInput;
  contactPersonName: string;
  contactPersonPhone: string;
  custCode: string;
  customerNotes?: string | null | undefined;
  description: string;
  nonCodeDescription?: string | null | undefined;
  problems: Array<ClaimProblemInput>;
  purchaseDate: string;
  qty: number;
};

/** A problem named on a claim: from the catalogue (problemId) or described. */
export type ClaimProblemInput = {
  description: string;
  notes?: string | null | undefined;
  part: string;
  problemId?: string | null | undefined;
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

/**
 * The fields of a visit as sent (spec 02 §5): brandDomination only when answered, equipment only when not empty,
 * floor quantities as plgGrp and nonPlgGrp.
 */
export type FormVisitInput = {
  brand: string;
  brandDisplay: Array<string>;
  brandDisplayDescription?: string | null | undefined;
  brandDomination?: boolean | null | undefined;
  custCode: string;
  equipment?: Array<string> | null | undefined;
  equipmentText?: string | null | undefined;
  nonPlgGrp?: number | null | undefined;
  notes?: string | null | undefined;
  otherMidrange: Array<string>;
  otherMidrangeDescription?: string | null | undefined;
  otherSeriesList: Array<string>;
  plgGrp?: number | null | undefined;
  seriesBrand: Array<FormVisitSeriesBrandInput>;
  seriesList: Array<string>;
};

/**
 * A photo slot of a create or update. uploadId is an upload sent first through POST /api/uploads (the caller's own,
 * complete, an image), the way the outbox sends; file is the same photo sent inline in a multipart request. Neither
 * removes the slot's photo (update only). Slots not named keep their photo on update.
 */
export type FormVisitPhotoInput = {
  file?: File | null | undefined;
  slot: string;
  uploadId?: string | null | undefined;
};

/** A series picked for one brand (from formVisitSeries). */
export type FormVisitSeriesBrandInput = {
  brand: string;
  series: string;
};

/** The outcome of a mutation. */
export type MessageStatus =
  | 'FAILED'
  | 'SUCCESS';

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

/** A line of the cart as the shipment rates need it: the sorg it is ordered in. */
export type ShipmentCartItemInput = {
  articleCode: string;
  qty: number;
  sorg: string;
};

export type CatalogSyncMoneyFormatFragment = { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number };

export type CatalogSyncStockEntryFragment = { date: string | null, qty: number | null, mask: string | null, priority: number | null, location: string | null };

export type CatalogSyncProductFragment = { id: string, name: string, articleCode: string, articleCodeDisplay: string, oldCode: string | null, slug: string, groupSlug: string, groupId: string, serieId: string | null, recommendedRank: number, promotionCodes: Array<string>, sorg: string, serie: string | null, modelYear: number | null, category: ProductCategory, uom: string, frameSize: string | null, wheelSize: string | null, color: string | null, colorHex: string | null, image: string, orderQuota: number | null, maxOrderQty: number | null, restockNotification: boolean, cartQty: number, allowToOrder: boolean, sorgBlocked: boolean, orderBlocked: boolean, brandBlocked: boolean, categoryBlocked: boolean, hierarchyBlocked: boolean, brand: { id: string, description: string }, merchandiseCategory: { id: string, code: string, name: string, category: ProductCategory }, tags: Array<{ type: string, name: string, count: number | null, fileName: string | null }>, price: { retail: number, retailDisplay: boolean, dealer: number, promotion: string | null, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number }, discount: Array<{ salesDealNo: string, term: string, qty: number, type: string, discount: number, uom: string, unitPrice: number }> } | null, stock: { availableForOrderAt: string | null, inStock: boolean, available: Array<{ date: string | null, qty: number | null, mask: string | null, priority: number | null, location: string | null }>, custorder: { date: string | null, qty: number | null, mask: string | null, priority: number | null, location: string | null } | null, nextArrival: { date: string | null, qty: number | null, mask: string | null, priority: number | null, location: string | null } | null }, cannotPurchase: Array<{ code: CannotPurchaseCode, message: string, limit: number | null }> };

export type CatalogSyncGroupFragment = { id: string, slug: string, parentName: string, category: ProductCategory, serie: string | null, modelYear: number | null, description: string, image: string, slugs: Array<string>, itemCount: number, startingAt: number | null, maxRetail: number | null, promotionBadge: string | null, inStock: boolean, brand: { id: string, description: string }, colors: Array<{ name: string, hex: string | null, image: string }>, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number } | null };

export type CatalogSyncQueryVariables = Exact<{
  updatedAfter?: string | null | undefined;
  cursor?: string | null | undefined;
  limit?: number | null | undefined;
  first: boolean;
}>;


export type CatalogSyncQuery = { catalogSync: { nextCursor: string | null, asOf: string, products: Array<{ id: string, name: string, articleCode: string, articleCodeDisplay: string, oldCode: string | null, slug: string, groupSlug: string, groupId: string, serieId: string | null, recommendedRank: number, promotionCodes: Array<string>, sorg: string, serie: string | null, modelYear: number | null, category: ProductCategory, uom: string, frameSize: string | null, wheelSize: string | null, color: string | null, colorHex: string | null, image: string, orderQuota: number | null, maxOrderQty: number | null, restockNotification: boolean, cartQty: number, allowToOrder: boolean, sorgBlocked: boolean, orderBlocked: boolean, brandBlocked: boolean, categoryBlocked: boolean, hierarchyBlocked: boolean, brand: { id: string, description: string }, merchandiseCategory: { id: string, code: string, name: string, category: ProductCategory }, tags: Array<{ type: string, name: string, count: number | null, fileName: string | null }>, price: { retail: number, retailDisplay: boolean, dealer: number, promotion: string | null, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number }, discount: Array<{ salesDealNo: string, term: string, qty: number, type: string, discount: number, uom: string, unitPrice: number }> } | null, stock: { availableForOrderAt: string | null, inStock: boolean, available: Array<{ date: string | null, qty: number | null, mask: string | null, priority: number | null, location: string | null }>, custorder: { date: string | null, qty: number | null, mask: string | null, priority: number | null, location: string | null } | null, nextArrival: { date: string | null, qty: number | null, mask: string | null, priority: number | null, location: string | null } | null }, cannotPurchase: Array<{ code: CannotPurchaseCode, message: string, limit: number | null }> }>, groups: Array<{ id: string, slug: string, parentName: string, category: ProductCategory, serie: string | null, modelYear: number | null, description: string, image: string, slugs: Array<string>, itemCount: number, startingAt: number | null, maxRetail: number | null, promotionBadge: string | null, inStock: boolean, brand: { id: string, description: string }, colors: Array<{ name: string, hex: string | null, image: string }>, format: { currency: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number } | null }> }, promotions?: Array<{ code: string, name: string }>, bikeCategories?: Array<{ id: string, wording: string, mcIds: Array<string> }> };

export type DeviceCheckoutDataQueryVariables = Exact<{ [key: string]: never; }>;


export type DeviceCheckoutDataQuery = { shiptoV2: Array<{ id: string, code: string, name: string, address: string, city: string, postalCode: string, country: string, phone: string, warehouseArea: string, isDefault: boolean, version: string }>, paymentMethods: Array<{ id: string, sorg: string, type: string, desc: string, paymentMerchants: Array<{ id: string, instruction: string, extPaymentGatewayId: string | null, paymentDiscount: number, paymentId: string }> }>, cartFreightBenefits: Array<{ warehouseArea: string, targetQty: number, isHomeWarehouse: boolean, discountAmount: number }> };

export type DeviceShipmentRatesQueryVariables = Exact<{
  cartItems: Array<ShipmentCartItemInput> | ShipmentCartItemInput;
}>;


export type DeviceShipmentRatesQuery = { customerShipmentRates: Array<{ id: string, sorg: string, type: string, desc: string, input: boolean, rate: { rate: number, currency: string } }> };

export type OutboxUpdateProductsInCartMutationVariables = Exact<{
  products: Array<CartProductInput> | CartProductInput;
}>;


export type OutboxUpdateProductsInCartMutation = { updateProductsInCart: { message: { status: MessageStatus, description: string }, userErrors: Array<{ field: string | null, message: string, code: ErrorCode }>, results: Array<{ articleCode: string, sorg: string, status: CartLineStatus, message: string | null, qty: number, unitPrice: number | null, previousUnitPrice: number | null }>, cart: { totalQty: number } } };

export type OutboxCheckoutMutationVariables = Exact<{
  input: CheckoutInput;
}>;


export type OutboxCheckoutMutation = { checkout: { message: { status: MessageStatus, description: string }, userErrors: Array<{ field: string | null, message: string, code: ErrorCode }>, orders: Array<{ id: string, orderNo: string, sorg: string, totalOrder: number }>, changes: Array<{ kind: string, sorg: string | null, articleCode: string | null, reason: string | null, qty: number | null, before: string | null, after: string | null }> } };

export type OutboxCreateClaimCommentMutationVariables = Exact<{
  id: string;
  comment: string;
  isInternal?: boolean | null | undefined;
  clientId?: string | null | undefined;
}>;


export type OutboxCreateClaimCommentMutation = { createClaimComment: { message: { status: MessageStatus, description: string }, userErrors: Array<{ field: string | null, message: string, code: ErrorCode }>, comment: { id: string, comment: string, internal: boolean, displayName: string, createdAt: string, createdBy: string } | null } };

export type OutboxClaimFragment = { id: string, clientId: string | null, referenceNo: string, productCategory: string, custCode: string, custName: string, frameNumber: string | null, articleCode: string | null, articleDescription: string, version: number, canEdit: boolean, createdAt: string, updatedAt: string, status: { id: string, description: string, category: string }, files: Array<{ id: string, slot: string, url: string, fileName: string, contentType: string, size: number, title: string }> };

export type OutboxCreateClaimBikeMutationVariables = Exact<{
  input: ClaimBikeInput;
  files?: Array<ClaimFileInput> | ClaimFileInput | null | undefined;
  clientId?: string | null | undefined;
}>;


export type OutboxCreateClaimBikeMutation = { createClaimBike: { message: { status: MessageStatus, description: string }, userErrors: Array<{ field: string | null, message: string, code: ErrorCode }>, claim: { id: string, clientId: string | null, referenceNo: string, productCategory: string, custCode: string, custName: string, frameNumber: string | null, articleCode: string | null, articleDescription: string, version: number, canEdit: boolean, createdAt: string, updatedAt: string, status: { id: string, description: string, category: string }, files: Array<{ id: string, slot: string, url: string, fileName: string, contentType: string, size: number, title: string }> } | null } };

export type OutboxCreateClaimPaaMutationVariables = Exact<{
  input: ClaimPaaInput;
  files?: Array<ClaimFileInput> | ClaimFileInput | null | undefined;
  clientId?: string | null | undefined;
}>;


export type OutboxCreateClaimPaaMutation = { createClaimPaa: { message: { status: MessageStatus, description: string }, userErrors: Array<{ field: string | null, message: string, code: ErrorCode }>, claim: { id: string, clientId: string | null, referenceNo: string, productCategory: string, custCode: string, custName: string, frameNumber: string | null, articleCode: string | null, articleDescription: string, version: number, canEdit: boolean, createdAt: string, updatedAt: string, status: { id: string, description: string, category: string }, files: Array<{ id: string, slot: string, url: string, fileName: string, contentType: string, size: number, title: string }> } | null } };

export type OutboxUpdateClaimBikeMutationVariables = Exact<{
  id: string;
  baseVersion: number;
  input: ClaimBikeInput;
  files?: Array<ClaimFileInput> | ClaimFileInput | null | undefined;
}>;


export type OutboxUpdateClaimBikeMutation = { updateClaimBike: { message: { status: MessageStatus, description: string }, userErrors: Array<{ field: string | null, message: string, code: ErrorCode }>, claim: { id: string, clientId: string | null, referenceNo: string, productCategory: string, custCode: string, custName: string, frameNumber: string | null, articleCode: string | null, articleDescription: string, version: number, canEdit: boolean, createdAt: string, updatedAt: string, status: { id: string, description: string, category: string }, files: Array<{ id: string, slot: string, url: string, fileName: string, contentType: string, size: number, title: string }> } | null } };

export type OutboxUpdateClaimPaaMutationVariables = Exact<{
  id: string;
  baseVersion: number;
  input: ClaimPaaInput;
  files?: Array<ClaimFileInput> | ClaimFileInput | null | undefined;
}>;


export type OutboxUpdateClaimPaaMutation = { updateClaimPaaV2: { message: { status: MessageStatus, description: string }, userErrors: Array<{ field: string | null, message: string, code: ErrorCode }>, claim: { id: string, clientId: string | null, referenceNo: string, productCategory: string, custCode: string, custName: string, frameNumber: string | null, articleCode: string | null, articleDescription: string, version: number, canEdit: boolean, createdAt: string, updatedAt: string, status: { id: string, description: string, category: string }, files: Array<{ id: string, slot: string, url: string, fileName: string, contentType: string, size: number, title: string }> } | null } };

export type OutboxSendCustomerFeedbackMutationVariables = Exact<{
  message: string;
  photoIds?: Array<string> | string | null | undefined;
}>;


export type OutboxSendCustomerFeedbackMutation = { sendCustomerFeedback: { message: { status: MessageStatus, description: string }, userErrors: Array<{ field: string | null, message: string, code: ErrorCode }> } };

export type OutboxPdiFragment = { id: string, clientId: string | null, frameNumber: string, articleCode: string | null, description: string, mechanic: string, custCode: string, custName: string, isDeleted: boolean, version: number, checklist: Array<{ id: number, checked: boolean }> };

export type OutboxCreatePdiMutationVariables = Exact<{
  input: PdiInput;
  clientId?: string | null | undefined;
}>;


export type OutboxCreatePdiMutation = { createClaimPDI: { message: { status: MessageStatus, description: string }, userErrors: Array<{ field: string | null, message: string, code: ErrorCode }>, pdi: { id: string, clientId: string | null, frameNumber: string, articleCode: string | null, description: string, mechanic: string, custCode: string, custName: string, isDeleted: boolean, version: number, checklist: Array<{ id: number, checked: boolean }> } | null } };

export type OutboxUpdatePdiMutationVariables = Exact<{
  id: string;
  baseVersion: number;
  input: PdiInput;
}>;


export type OutboxUpdatePdiMutation = { updateClaimPDI: { message: { status: MessageStatus, description: string }, userErrors: Array<{ field: string | null, message: string, code: ErrorCode }>, pdi: { id: string, clientId: string | null, frameNumber: string, articleCode: string | null, description: string, mechanic: string, custCode: string, custName: string, isDeleted: boolean, version: number, checklist: Array<{ id: number, checked: boolean }> } | null } };

export type OutboxFormVisitFragment = { id: string, clientId: string | null, brand: string, sorg: string, custCode: string, custName: string, brandDisplay: Array<string>, brandDisplayDescription: string | null, otherMidrange: Array<string>, otherMidrangeDescription: string | null, brandDomination: boolean | null, qtyPlgGrp: number | null, qtyNonPlgGrp: number | null, seriesList: Array<string>, otherSeriesList: Array<string>, equipment: Array<string>, equipmentText: string | null, notes: string | null, version: number, createdAt: string, createdBy: string, updatedAt: string, updatedBy: string, canEdit: boolean, seriesBrand: Array<{ brand: string, series: string }>, photos: Array<{ slot: string, url: string, contentType: string, size: number, width: number | null, height: number | null }> };

export type OutboxCreateFormVisitMutationVariables = Exact<{
  input: FormVisitInput;
  photos?: Array<FormVisitPhotoInput> | FormVisitPhotoInput | null | undefined;
  clientId?: string | null | undefined;
}>;


export type OutboxCreateFormVisitMutation = { createFormVisit: { message: { status: MessageStatus, description: string }, userErrors: Array<{ field: string | null, message: string, code: ErrorCode }>, formVisit: { id: string, clientId: string | null, brand: string, sorg: string, custCode: string, custName: string, brandDisplay: Array<string>, brandDisplayDescription: string | null, otherMidrange: Array<string>, otherMidrangeDescription: string | null, brandDomination: boolean | null, qtyPlgGrp: number | null, qtyNonPlgGrp: number | null, seriesList: Array<string>, otherSeriesList: Array<string>, equipment: Array<string>, equipmentText: string | null, notes: string | null, version: number, createdAt: string, createdBy: string, updatedAt: string, updatedBy: string, canEdit: boolean, seriesBrand: Array<{ brand: string, series: string }>, photos: Array<{ slot: string, url: string, contentType: string, size: number, width: number | null, height: number | null }> } | null } };

export type OutboxUpdateFormVisitMutationVariables = Exact<{
  id: string;
  baseVersion: number;
  input: FormVisitInput;
  photos?: Array<FormVisitPhotoInput> | FormVisitPhotoInput | null | undefined;
}>;


export type OutboxUpdateFormVisitMutation = { updateFormVisit: { message: { status: MessageStatus, description: string }, userErrors: Array<{ field: string | null, message: string, code: ErrorCode }>, formVisit: { id: string, clientId: string | null, brand: string, sorg: string, custCode: string, custName: string, brandDisplay: Array<string>, brandDisplayDescription: string | null, otherMidrange: Array<string>, otherMidrangeDescription: string | null, brandDomination: boolean | null, qtyPlgGrp: number | null, qtyNonPlgGrp: number | null, seriesList: Array<string>, otherSeriesList: Array<string>, equipment: Array<string>, equipmentText: string | null, notes: string | null, version: number, createdAt: string, createdBy: string, updatedAt: string, updatedBy: string, canEdit: boolean, seriesBrand: Array<{ brand: string, series: string }>, photos: Array<{ slot: string, url: string, contentType: string, size: number, width: number | null, height: number | null }> } | null } };

export type OutboxDeleteFormVisitMutationVariables = Exact<{
  id: string;
}>;


export type OutboxDeleteFormVisitMutation = { deleteFormVisit: { message: { status: MessageStatus, description: string }, userErrors: Array<{ field: string | null, message: string, code: ErrorCode }>, formVisit: { id: string, clientId: string | null, brand: string, sorg: string, custCode: string, custName: string, brandDisplay: Array<string>, brandDisplayDescription: string | null, otherMidrange: Array<string>, otherMidrangeDescription: string | null, brandDomination: boolean | null, qtyPlgGrp: number | null, qtyNonPlgGrp: number | null, seriesList: Array<string>, otherSeriesList: Array<string>, equipment: Array<string>, equipmentText: string | null, notes: string | null, version: number, createdAt: string, createdBy: string, updatedAt: string, updatedBy: string, canEdit: boolean, seriesBrand: Array<{ brand: string, series: string }>, photos: Array<{ slot: string, url: string, contentType: string, size: number, width: number | null, height: number | null }> } | null } };

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
export const CatalogSyncMoneyFormatFragmentDoc = new TypedDocumentString(`
    fragment CatalogSyncMoneyFormat on MoneyFormat {
  currency
  symbol
  thousandSeparator
  decimalSeparator
  decimalPrecision
}
    `, {"fragmentName":"CatalogSyncMoneyFormat"}) as unknown as TypedDocumentString<CatalogSyncMoneyFormatFragment, unknown>;
export const CatalogSyncStockEntryFragmentDoc = new TypedDocumentString(`
    fragment CatalogSyncStockEntry on StockEntry {
  date
  qty
  mask
  priority
  location
}
    `, {"fragmentName":"CatalogSyncStockEntry"}) as unknown as TypedDocumentString<CatalogSyncStockEntryFragment, unknown>;
export const CatalogSyncProductFragmentDoc = new TypedDocumentString(`
    fragment CatalogSyncProduct on Product {
  id
  name
  articleCode
  articleCodeDisplay
  oldCode
  slug
  groupSlug
  groupId
  serieId
  recommendedRank
  promotionCodes
  sorg
  brand {
    id
    description
  }
  serie
  modelYear
  category
  merchandiseCategory {
    id
    code
    name
    category
  }
  uom
  frameSize
  wheelSize
  color
  colorHex
  image
  tags {
    type
    name
    count
    fileName
  }
  orderQuota
  maxOrderQty
  restockNotification
  cartQty
  allowToOrder
  sorgBlocked
  orderBlocked
  brandBlocked
  categoryBlocked
  hierarchyBlocked
  price {
    retail
    retailDisplay
    dealer
    promotion
    format {
      ...CatalogSyncMoneyFormat
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
  stock {
    available {
      ...CatalogSyncStockEntry
    }
    custorder {
      ...CatalogSyncStockEntry
    }
    nextArrival {
      ...CatalogSyncStockEntry
    }
    availableForOrderAt
    inStock
  }
  cannotPurchase {
    code
    message
    limit
  }
}
    fragment CatalogSyncMoneyFormat on MoneyFormat {
  currency
  symbol
  thousandSeparator
  decimalSeparator
  decimalPrecision
}
fragment CatalogSyncStockEntry on StockEntry {
  date
  qty
  mask
  priority
  location
}`, {"fragmentName":"CatalogSyncProduct"}) as unknown as TypedDocumentString<CatalogSyncProductFragment, unknown>;
export const CatalogSyncGroupFragmentDoc = new TypedDocumentString(`
    fragment CatalogSyncGroup on ProductGroup {
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
  description
  image
  colors {
    name
    hex
    image
  }
  slugs
  itemCount
  startingAt
  maxRetail
  format {
    ...CatalogSyncMoneyFormat
  }
  promotionBadge
  inStock
}
    fragment CatalogSyncMoneyFormat on MoneyFormat {
  currency
  symbol
  thousandSeparator
  decimalSeparator
  decimalPrecision
}`, {"fragmentName":"CatalogSyncGroup"}) as unknown as TypedDocumentString<CatalogSyncGroupFragment, unknown>;
export const OutboxClaimFragmentDoc = new TypedDocumentString(`
    fragment OutboxClaim on Claim {
  id
  clientId
  referenceNo
  productCategory
  custCode
  custName
  frameNumber
  articleCode
  articleDescription
  status {
    id
    description
    category
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
  version
  canEdit
  createdAt
  updatedAt
}
    `, {"fragmentName":"OutboxClaim"}) as unknown as TypedDocumentString<OutboxClaimFragment, unknown>;
export const OutboxPdiFragmentDoc = new TypedDocumentString(`
    fragment OutboxPdi on Pdi {
  id
  clientId
  frameNumber
  articleCode
  description
  mechanic
  custCode
  custName
  checklist {
    id
    checked
  }
  isDeleted
  version
}
    `, {"fragmentName":"OutboxPdi"}) as unknown as TypedDocumentString<OutboxPdiFragment, unknown>;
export const OutboxFormVisitFragmentDoc = new TypedDocumentString(`
    fragment OutboxFormVisit on FormVisit {
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
    `, {"fragmentName":"OutboxFormVisit"}) as unknown as TypedDocumentString<OutboxFormVisitFragment, unknown>;
export const CatalogSyncDocument = new TypedDocumentString(`
    query CatalogSync($updatedAfter: String, $cursor: String, $limit: Int, $first: Boolean!) {
  catalogSync(updatedAfter: $updatedAfter, cursor: $cursor, limit: $limit) {
    products {
      ...CatalogSyncProduct
    }
    groups {
      ...CatalogSyncGroup
    }
    nextCursor
    asOf
  }
  promotions(withDetailOffer: false) @include(if: $first) {
    code
    name
  }
  bikeCategories @include(if: $first) {
    id
    wording
    mcIds
  }
}
    fragment CatalogSyncMoneyFormat on MoneyFormat {
  currency
  symbol
  thousandSeparator
  decimalSeparator
  decimalPrecision
}
fragment CatalogSyncStockEntry on StockEntry {
  date
  qty
  mask
  priority
  location
}
fragment CatalogSyncProduct on Product {
  id
  name
  articleCode
  articleCodeDisplay
  oldCode
  slug
  groupSlug
  groupId
  serieId
  recommendedRank
  promotionCodes
  sorg
  brand {
    id
    description
  }
  serie
  modelYear
  category
  merchandiseCategory {
    id
    code
    name
    category
  }
  uom
  frameSize
  wheelSize
  color
  colorHex
  image
  tags {
    type
    name
    count
    fileName
  }
  orderQuota
  maxOrderQty
  restockNotification
  cartQty
  allowToOrder
  sorgBlocked
  orderBlocked
  brandBlocked
  categoryBlocked
  hierarchyBlocked
  price {
    retail
    retailDisplay
    dealer
    promotion
    format {
      ...CatalogSyncMoneyFormat
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
  stock {
    available {
      ...CatalogSyncStockEntry
    }
    custorder {
      ...CatalogSyncStockEntry
    }
    nextArrival {
      ...CatalogSyncStockEntry
    }
    availableForOrderAt
    inStock
  }
  cannotPurchase {
    code
    message
    limit
  }
}
fragment CatalogSyncGroup on ProductGroup {
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
  description
  image
  colors {
    name
    hex
    image
  }
  slugs
  itemCount
  startingAt
  maxRetail
  format {
    ...CatalogSyncMoneyFormat
  }
  promotionBadge
  inStock
}`) as unknown as TypedDocumentString<CatalogSyncQuery, CatalogSyncQueryVariables>;
export const DeviceCheckoutDataDocument = new TypedDocumentString(`
    query DeviceCheckoutData {
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
      extPaymentGatewayId
      paymentDiscount
      paymentId
    }
  }
  cartFreightBenefits(qtyByWarehouseArea: []) {
    warehouseArea
    targetQty
    isHomeWarehouse
    discountAmount
  }
}
    `) as unknown as TypedDocumentString<DeviceCheckoutDataQuery, DeviceCheckoutDataQueryVariables>;
export const DeviceShipmentRatesDocument = new TypedDocumentString(`
    query DeviceShipmentRates($cartItems: [ShipmentCartItemInput!]!) {
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
    `) as unknown as TypedDocumentString<DeviceShipmentRatesQuery, DeviceShipmentRatesQueryVariables>;
export const OutboxUpdateProductsInCartDocument = new TypedDocumentString(`
    mutation OutboxUpdateProductsInCart($products: [CartProductInput!]!) {
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
      qty
      unitPrice
      previousUnitPrice
    }
    cart {
      totalQty
    }
  }
}
    `) as unknown as TypedDocumentString<OutboxUpdateProductsInCartMutation, OutboxUpdateProductsInCartMutationVariables>;
export const OutboxCheckoutDocument = new TypedDocumentString(`
    mutation OutboxCheckout($input: CheckoutInput!) {
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
      id
      orderNo
      sorg
      totalOrder
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
  }
}
    `) as unknown as TypedDocumentString<OutboxCheckoutMutation, OutboxCheckoutMutationVariables>;
export const OutboxCreateClaimCommentDocument = new TypedDocumentString(`
    mutation OutboxCreateClaimComment($id: ID!, $comment: String!, $isInternal: Boolean, $clientId: String) {
  createClaimComment(
    id: $id
    comment: $comment
    isInternal: $isInternal
    clientId: $clientId
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
    comment {
      id
      comment
      internal
      displayName
      createdAt
      createdBy
    }
  }
}
    `) as unknown as TypedDocumentString<OutboxCreateClaimCommentMutation, OutboxCreateClaimCommentMutationVariables>;
export const OutboxCreateClaimBikeDocument = new TypedDocumentString(`
    mutation OutboxCreateClaimBike($input: ClaimBikeInput!, $files: [ClaimFileInput!], $clientId: String) {
  createClaimBike(input: $input, files: $files, clientId: $clientId) {
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
      ...OutboxClaim
    }
  }
}
    fragment OutboxClaim on Claim {
  id
  clientId
  referenceNo
  productCategory
  custCode
  custName
  frameNumber
  articleCode
  articleDescription
  status {
    id
    description
    category
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
  version
  canEdit
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<OutboxCreateClaimBikeMutation, OutboxCreateClaimBikeMutationVariables>;
export const OutboxCreateClaimPaaDocument = new TypedDocumentString(`
    mutation OutboxCreateClaimPaa($input: ClaimPaaInput!, $files: [ClaimFileInput!], $clientId: String) {
  createClaimPaa(input: $input, files: $files, clientId: $clientId) {
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
      ...OutboxClaim
    }
  }
}
    fragment OutboxClaim on Claim {
  id
  clientId
  referenceNo
  productCategory
  custCode
  custName
  frameNumber
  articleCode
  articleDescription
  status {
    id
    description
    category
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
  version
  canEdit
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<OutboxCreateClaimPaaMutation, OutboxCreateClaimPaaMutationVariables>;
export const OutboxUpdateClaimBikeDocument = new TypedDocumentString(`
    mutation OutboxUpdateClaimBike($id: ID!, $baseVersion: Int!, $input: ClaimBikeInput!, $files: [ClaimFileInput!]) {
  updateClaimBike(
    id: $id
    baseVersion: $baseVersion
    input: $input
    files: $files
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
      ...OutboxClaim
    }
  }
}
    fragment OutboxClaim on Claim {
  id
  clientId
  referenceNo
  productCategory
  custCode
  custName
  frameNumber
  articleCode
  articleDescription
  status {
    id
    description
    category
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
  version
  canEdit
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<OutboxUpdateClaimBikeMutation, OutboxUpdateClaimBikeMutationVariables>;
export const OutboxUpdateClaimPaaDocument = new TypedDocumentString(`
    mutation OutboxUpdateClaimPaa($id: ID!, $baseVersion: Int!, $input: ClaimPaaInput!, $files: [ClaimFileInput!]) {
  updateClaimPaaV2(
    id: $id
    baseVersion: $baseVersion
    input: $input
    files: $files
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
      ...OutboxClaim
    }
  }
}
    fragment OutboxClaim on Claim {
  id
  clientId
  referenceNo
  productCategory
  custCode
  custName
  frameNumber
  articleCode
  articleDescription
  status {
    id
    description
    category
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
  version
  canEdit
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<OutboxUpdateClaimPaaMutation, OutboxUpdateClaimPaaMutationVariables>;
export const OutboxSendCustomerFeedbackDocument = new TypedDocumentString(`
    mutation OutboxSendCustomerFeedback($message: String!, $photoIds: [ID!]) {
  sendCustomerFeedback(message: $message, photoIds: $photoIds) {
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
    `) as unknown as TypedDocumentString<OutboxSendCustomerFeedbackMutation, OutboxSendCustomerFeedbackMutationVariables>;
export const OutboxCreatePdiDocument = new TypedDocumentString(`
    mutation OutboxCreatePdi($input: PdiInput!, $clientId: String) {
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
      ...OutboxPdi
    }
  }
}
    fragment OutboxPdi on Pdi {
  id
  clientId
  frameNumber
  articleCode
  description
  mechanic
  custCode
  custName
  checklist {
    id
    checked
  }
  isDeleted
  version
}`) as unknown as TypedDocumentString<OutboxCreatePdiMutation, OutboxCreatePdiMutationVariables>;
export const OutboxUpdatePdiDocument = new TypedDocumentString(`
    mutation OutboxUpdatePdi($id: ID!, $baseVersion: Int!, $input: PdiInput!) {
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
      ...OutboxPdi
    }
  }
}
    fragment OutboxPdi on Pdi {
  id
  clientId
  frameNumber
  articleCode
  description
  mechanic
  custCode
  custName
  checklist {
    id
    checked
  }
  isDeleted
  version
}`) as unknown as TypedDocumentString<OutboxUpdatePdiMutation, OutboxUpdatePdiMutationVariables>;
export const OutboxCreateFormVisitDocument = new TypedDocumentString(`
    mutation OutboxCreateFormVisit($input: FormVisitInput!, $photos: [FormVisitPhotoInput!], $clientId: String) {
  createFormVisit(input: $input, photos: $photos, clientId: $clientId) {
    message {
      status
      description
    }
    userErrors {
      field
      message
      code
    }
    formVisit {
      ...OutboxFormVisit
    }
  }
}
    fragment OutboxFormVisit on FormVisit {
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
}`) as unknown as TypedDocumentString<OutboxCreateFormVisitMutation, OutboxCreateFormVisitMutationVariables>;
export const OutboxUpdateFormVisitDocument = new TypedDocumentString(`
    mutation OutboxUpdateFormVisit($id: ID!, $baseVersion: Int!, $input: FormVisitInput!, $photos: [FormVisitPhotoInput!]) {
  updateFormVisit(
    id: $id
    baseVersion: $baseVersion
    input: $input
    photos: $photos
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
    formVisit {
      ...OutboxFormVisit
    }
  }
}
    fragment OutboxFormVisit on FormVisit {
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
}`) as unknown as TypedDocumentString<OutboxUpdateFormVisitMutation, OutboxUpdateFormVisitMutationVariables>;
export const OutboxDeleteFormVisitDocument = new TypedDocumentString(`
    mutation OutboxDeleteFormVisit($id: ID!) {
  deleteFormVisit(id: $id) {
    message {
      status
      description
    }
    userErrors {
      field
      message
      code
    }
    formVisit {
      ...OutboxFormVisit
    }
  }
}
    fragment OutboxFormVisit on FormVisit {
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
}`) as unknown as TypedDocumentString<OutboxDeleteFormVisitMutation, OutboxDeleteFormVisitMutationVariables>;